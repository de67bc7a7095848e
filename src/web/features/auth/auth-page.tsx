import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { authMessages, validateAuthForm } from '#/shared/auth-validation';
import { MIN_PASSWORD_LENGTH_IN_COPY } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { Alert } from '#/web/components/alert';
import { BrandLogo } from '#/web/components/brand-logo';
import { Button } from '#/web/components/button';
import { PasswordField } from '#/web/components/password-field';
import { Spinner } from '#/web/components/spinner';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { signInWithEmail } from './api/sign-in';
import { signUpWithEmail } from './api/sign-up';
import { notifyReferralSignup } from '#/web/features/referral/public';
import { useAuth } from './auth-provider';
import { EmailField } from './email-field';
import { GoogleSignInButton } from './google-sign-in-button';
import { authCatalogue } from './messages/catalogue';
import { authPagesCatalogue } from './pages/messages/catalogue';
import { publicConfig } from '#/web/lib/public-config';
import { authModeFrom, decideAuthPage, destinationAfterSignIn } from './route-guards';
import { translateAuthMessage } from './translate-auth-message';

type Notice = { tone: 'error' | 'success'; text: string } | null;

export default function AuthPage() {
  usePageMeta(pageMeta.auth);
  const t = useT(authPagesCatalogue);
  const tAuth = useT(authCatalogue);
  const auth = useAuth();
  const mode = authModeFrom(useParams().mode);
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice>(() => initialNotice(searchParams));
  const [hasSignedIn, setHasSignedIn] = useState(false);

  const decision = decideAuthPage({ isLoading: auth.isLoading, isSignedIn: Boolean(auth.user), isPasswordRecovery: auth.isPasswordRecovery });
  if (decision === 'wait') return <Spinner className="min-h-screen" />;
  // After our own sign-in the submit handler navigates to the remembered page instead.
  if (decision === 'redirect-to-app' && !hasSignedIn) return <Navigate to="/app" replace />;

  const isSignUp = mode === 'signup';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAuthForm(email, password);
    if (problem) return setNotice({ tone: 'error', text: problem });
    setNotice(null);
    setIsSubmitting(true);
    try {
      if (isSignUp) {
        await signUpWithEmail(email, password);
        notifyReferralSignup(email.trim());
        setEmail('');
        setPassword('');
        setNotice({ tone: 'success', text: authMessages.signUpSucceeded });
        navigate('/auth/signin', { replace: true, state: location.state });
      } else {
        await signInWithEmail(email, password);
        setHasSignedIn(true);
        await auth.refreshSession();
        navigate(destinationAfterSignIn(location.state), { replace: true });
      }
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof Error && error.message ? error.message : authMessages.unexpected });
    } finally {
      setIsSubmitting(false);
    }
  };

  const otherModeLink = (chunks: ReactNode[]) => (
    <Link to={isSignUp ? '/auth/signin' : '/auth/signup'} state={location.state} replace onClick={() => setNotice(null)} className="font-semibold text-indigo-700 hover:underline">
      {chunks}
    </Link>
  );

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-indigo-50 to-white px-4 py-10">
      <div className="mb-6">
        <BrandLogo />
      </div>
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{isSignUp ? t('signUpTitle') : t('signInTitle')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {isSignUp ? t('signUpIntro') : t('signInIntro')}
        </p>

        {/* Offered only when the server has Google sign-in configured; a configured Google that fails still says so. */}
        {publicConfig.isGoogleSignInConfigured ? (
          <>
            <div className="mt-6">
              <GoogleSignInButton disabled={isSubmitting} onError={(text) => setNotice({ tone: 'error', text })} />
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot hold the visible "OR" between its two rules */}
            <div className="my-6 flex items-center gap-3 text-xs font-semibold text-slate-500" role="separator">
              <span className="h-px flex-1 bg-slate-200" />
              {t('or')}
              <span className="h-px flex-1 bg-slate-200" />
            </div>
          </>
        ) : (
          <div className="mt-6" />
        )}

        <form onSubmit={submit} noValidate className="space-y-4">
          {notice && <Alert tone={notice.tone}>{translateAuthMessage(tAuth, notice.text)}</Alert>}
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
          <PasswordField
            label={tAuth('passwordLabel')}
            name="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint={isSignUp ? t('passwordHint', { min: MIN_PASSWORD_LENGTH_IN_COPY }) : undefined}
          />
          {!isSignUp && (
            <div className="text-end">
              <Link to="/forgot-password" className="text-sm font-medium text-indigo-700 hover:underline">
                {t('forgotPassword')}
              </Link>
            </div>
          )}
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSignUp ? (isSubmitting ? tAuth('creatingAccount') : t('createAccount')) : isSubmitting ? t('signingIn') : t('signIn')}
          </Button>
        </form>

        <p className="mt-6 text-center text-sm text-slate-600">
          {isSignUp ? tAuth.rich('alreadyHaveAccount', { link: otherModeLink }) : t.rich('noAccount', { link: otherModeLink })}
        </p>
      </div>
      <Link to="/" className="mt-6 text-sm font-medium text-slate-600 hover:text-slate-900 hover:underline">
        {t('backToHome')}
      </Link>
    </main>
  );
}

function initialNotice(searchParams: URLSearchParams): Notice {
  if (searchParams.get('reset') === 'success') return { tone: 'success', text: authMessages.resetSucceeded };
  // Google (or its stand-in) sends the user back here with ?error=... when sign-in fails.
  if (searchParams.get('error')) return { tone: 'error', text: authMessages.googleFailed };
  return null;
}
