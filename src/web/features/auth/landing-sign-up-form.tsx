/** The short sign-up form of the landing page and the demo's modal: creates the account, signs in, goes to /app. */
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authMessages, validateLandingSignUp } from '#/shared/auth-validation';
import { REDIRECT_AFTER_LANDING_SIGNUP_MS } from '#/shared/constants';
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { PasswordField } from '#/web/components/password-field';
import { TextField } from '#/web/components/text-field';
import { signInWithEmail } from './api/sign-in';
import { signUpWithEmail } from './api/sign-up';
import { notifyReferralSignup } from '#/web/features/referral/public';
import { useAuth } from './auth-provider';

type FormState = 'idle' | 'submitting' | 'success';

export function LandingSignUpForm({ onSuccess, showSignInLink = true }: { onSuccess?: () => void; showSignInLink?: boolean }) {
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
        <p className="text-lg font-semibold text-green-900">Account Created!</p>
        <p className="mt-1 text-sm text-green-800">You'll be redirected to the app in a moment...</p>
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
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign up">
      {error && <Alert tone="error">{error}</Alert>}
      <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@example.com" />
      <PasswordField label="Password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} placeholder="At least 6 characters" />
      <Button type="submit" disabled={state === 'submitting'} className="w-full py-3 text-base">
        {state === 'submitting' ? 'Creating Account...' : 'Start Speaking English'}
      </Button>
      {showSignInLink && (
        <p className="text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link to="/auth/signin" className="font-semibold text-indigo-700 hover:underline">
            Sign In
          </Link>
        </p>
      )}
    </form>
  );
}
