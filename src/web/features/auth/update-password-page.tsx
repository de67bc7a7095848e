import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authMessages, validateNewPassword } from '#/shared/auth-validation';
import { MIN_PASSWORD_LENGTH_IN_COPY, REDIRECT_AFTER_PASSWORD_UPDATE_MS } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { PasswordField } from '#/web/components/password-field';
import { useT } from '#/web/i18n/use-t';
import { ApiError } from '#/web/lib/api-client';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { resetPassword } from './api/reset-password';
import { AuthCard } from './auth-card';
import { useAuth } from './auth-provider';
import { authCatalogue } from './messages/catalogue';
import { authPagesCatalogue } from './pages/messages/catalogue';
import { readRecoveryLink, stripRecoveryParams } from './read-recovery-link';
import { translateAuthMessage } from './translate-auth-message';

type View = { kind: 'form'; token: string } | { kind: 'invalid'; message: string } | { kind: 'updated' };

export default function UpdatePasswordPage() {
  usePageMeta(pageMeta.updatePassword);
  const t = useT(authPagesCatalogue);
  const tAuth = useT(authCatalogue);
  const auth = useAuth();
  const navigate = useNavigate();
  const [link] = useState(() => readRecoveryLink(window.location.search, window.location.hash));
  const [view, setView] = useState<View>(() => {
    if (link.kind === 'recovery') return { kind: 'form', token: link.token };
    if (link.kind === 'error') return { kind: 'invalid', message: link.message };
    return auth.recoveryToken
      ? { kind: 'form', token: auth.recoveryToken }
      : { kind: 'invalid', message: authMessages.resetLinkInvalidRequestNew };
  });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { startPasswordRecovery, endPasswordRecovery, signOut } = auth;

  // The token now lives in the recovery state; take it out of the address bar and history.
  useEffect(() => {
    if (link.kind === 'recovery') startPasswordRecovery(link.token);
    if (link.kind !== 'none') window.history.replaceState(window.history.state, '', stripRecoveryParams(new URL(window.location.href)));
  }, [link, startPasswordRecovery]);

  useEffect(() => {
    if (view.kind !== 'updated') return;
    const timer = setTimeout(() => navigate('/auth/signin?reset=success', { replace: true }), REDIRECT_AFTER_PASSWORD_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [view.kind, navigate]);

  if (view.kind === 'updated') {
    return (
      <AuthCard title={t('passwordUpdatedTitle')}>
        <p className="mt-3 text-slate-700" role="status">{t('redirectingToSignIn')}</p>
      </AuthCard>
    );
  }

  if (view.kind === 'invalid') {
    return (
      <AuthCard title={t('invalidLinkTitle')}>
        <Alert tone="error" className="mt-4">{translateAuthMessage(tAuth, view.message)}</Alert>
        <div className="mt-6 flex flex-col gap-3 text-sm font-semibold">
          <Link to="/forgot-password" className="text-indigo-700 hover:underline">{t('requestNewLink')}</Link>
          <Link to="/auth/signin" className="text-indigo-700 hover:underline">{t('backToSignIn')}</Link>
        </div>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmation);
    if (problem) return setError(problem);
    setError(null);
    setIsSubmitting(true);
    try {
      await resetPassword(view.token, password);
      endPasswordRecovery();
      await signOut().catch(() => {});
      setView({ kind: 'updated' });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'INVALID_TOKEN') {
        endPasswordRecovery();
        setView({ kind: 'invalid', message: authMessages.resetLinkInvalid });
      } else {
        setError(caught instanceof ApiError && caught.status < 500 ? caught.message : authMessages.unexpectedTryAgain);
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('chooseNewPasswordTitle')}>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {error && <Alert tone="error">{translateAuthMessage(tAuth, error)}</Alert>}
        <PasswordField label={t('newPassword')} name="new-password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH_IN_COPY} value={password} onChange={(e) => setPassword(e.target.value)} />
        <PasswordField label={t('confirmNewPassword')} name="confirm-password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH_IN_COPY} value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
        <p className="text-xs text-slate-500">{t('passwordRule', { min: MIN_PASSWORD_LENGTH_IN_COPY })}</p>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t('updating') : t('updatePassword')}
        </Button>
      </form>
    </AuthCard>
  );
}
