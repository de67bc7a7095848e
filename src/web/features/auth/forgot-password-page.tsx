import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { authMessages, validateForgotPassword } from '#/shared/auth-validation';
import { pageMeta } from '#/shared/page-meta';
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { TextField } from '#/web/components/text-field';
import { ApiError } from '#/web/lib/api-client';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { requestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './auth-card';

export default function ForgotPasswordPage() {
  usePageMeta(pageMeta.forgotPassword);
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (isSent) {
    return (
      <AuthCard title="Check Your Email">
        <p className="mt-3 text-slate-700">
          If an account exists for <strong>{email.trim()}</strong>, we've sent a link to reset your password. It expires in one hour.
        </p>
        <p className="mt-3 text-sm text-slate-600">Can't find it? Check your spam or junk folder, or wait a minute and try again.</p>
        <Link to="/auth/signin" className="mt-6 inline-block text-sm font-semibold text-indigo-700 hover:underline">
          Back to Sign In
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
    <AuthCard title="Reset your password">
      <p className="mt-1 text-sm text-slate-600">Enter the email address of your account and we'll send you a link to choose a new password.</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@example.com" />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <Link to="/auth/signin" className="mt-6 inline-block text-sm font-semibold text-indigo-700 hover:underline">
        Back to Sign In
      </Link>
    </AuthCard>
  );
}
