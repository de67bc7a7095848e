import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { authMessages, validateForgotPassword } from '#/shared/auth-validation';
import { pageMeta } from '#/shared/page-meta';
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { ApiError } from '#/web/lib/api-client';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { requestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { authCatalogue } from './messages/catalogue';
import { authPagesCatalogue } from './pages/messages/catalogue';
import { translateAuthMessage } from './translate-auth-message';

export default function ForgotPasswordPage() {
  usePageMeta(pageMeta.forgotPassword);
  const t = useT(authPagesCatalogue);
  const tAuth = useT(authCatalogue);
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (isSent) {
    return (
      <AuthCard title={t('checkEmailTitle')}>
        <p className="mt-3 text-slate-700">{t.rich('resetLinkSent', { email: email.trim(), strong: (chunks) => <strong>{chunks}</strong> })}</p>
        <p className="mt-3 text-sm text-slate-600">{t('cantFindIt')}</p>
        <Link to="/auth/signin" className="mt-6 inline-block text-sm font-semibold text-indigo-700 hover:underline">
          {t('backToSignIn')}
        </Link>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateForgotPassword(email);
    if (problem) return setError(problem);
    setError(null);
    setIsSubmitting(true);
    try {
      await requestPasswordReset(email);
      setIsSent(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : authMessages.unexpectedTryAgain);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('resetTitle')}>
      <p className="mt-1 text-sm text-slate-600">{t('resetIntro')}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {error && <Alert tone="error">{translateAuthMessage(tAuth, error)}</Alert>}
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t('sending') : t('sendResetLink')}
        </Button>
      </form>
      <Link to="/auth/signin" className="mt-6 inline-block text-sm font-semibold text-indigo-700 hover:underline">
        {t('backToSignIn')}
      </Link>
    </AuthCard>
  );
}
