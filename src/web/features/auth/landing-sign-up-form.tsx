/** The short sign-up form of the landing page and the demo's modal: creates the account, signs in, goes to /app. */
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authMessages, validateLandingSignUp } from '#/shared/auth-validation';
import { MIN_PASSWORD_LENGTH, REDIRECT_AFTER_LANDING_SIGNUP_MS } from '#/shared/constants';
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { PasswordField } from '#/web/components/password-field';
import { TextField } from '#/web/components/text-field';
import { useT } from '#/web/i18n/use-t';
import { signInWithEmail } from './api/sign-in';
import { signUpWithEmail } from './api/sign-up';
import { notifyReferralSignup } from '#/web/features/referral/public';
import { useAuth } from './auth-provider';
import { authCatalogue } from './messages/catalogue';
import { translateAuthMessage } from './translate-auth-message';

type FormState = 'idle' | 'submitting' | 'success';

export function LandingSignUpForm({ onSuccess, showSignInLink = true }: { onSuccess?: () => void; showSignInLink?: boolean }) {
  const t = useT(authCatalogue);
  const auth = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<FormState>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'success') return;
    // The session is re-read only now: a page that hides this form from signed-in users must not
    // unmount it before the user has seen 'Account Created!'.
    const timer = setTimeout(async () => {
      await auth.refreshSession().catch(() => {});
      onSuccess?.();
      navigate('/app');
    }, REDIRECT_AFTER_LANDING_SIGNUP_MS);
    return () => clearTimeout(timer);
  }, [state, navigate, onSuccess, auth]);

  if (state === 'success') {
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-6 text-center">
        <p className="text-lg font-semibold text-green-900">{t('accountCreated')}</p>
        <p className="mt-1 text-sm text-green-800">{t('redirectingToApp')}</p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLandingSignUp(email, password);
    if (problem) return setError(problem);
    setError(null);
    setState('submitting');
    try {
      await signUpWithEmail(email, password);
      notifyReferralSignup(email.trim());
      await signInWithEmail(email, password);
      setState('success');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : authMessages.unexpected);
      setState('idle');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('signUpFormLabel')}>
      {error && <Alert tone="error">{translateAuthMessage(t, error)}</Alert>}
      <TextField label={t('emailLabel')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('emailPlaceholder')} />
      <PasswordField
        label={t('passwordLabel')}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        placeholder={t('passwordPlaceholder', { min: MIN_PASSWORD_LENGTH })}
      />
      <Button type="submit" disabled={state === 'submitting'} className="w-full py-3 text-base">
        {state === 'submitting' ? t('creatingAccount') : t('startSpeakingEnglish')}
      </Button>
      {showSignInLink && (
        <p className="text-center text-sm text-slate-600">
          {t.rich('alreadyHaveAccount', {
            link: (chunks) => (
              <Link to="/auth/signin" className="font-semibold text-indigo-700 hover:underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
    </form>
  );
}
