/** Where the link in the verification email lands: confirmed, or why not (Better Auth adds `?error=`). */
import { Link, useSearchParams } from 'react-router';
import { pageMeta } from '#/shared/page-meta';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { AuthCard } from './auth-card';
import { authPagesCatalogue } from './pages/messages/catalogue';

const linkClass = 'mt-6 inline-block text-sm font-semibold text-indigo-700 hover:underline';

export default function EmailVerifiedPage() {
  usePageMeta(pageMeta.emailVerified);
  const t = useT(authPagesCatalogue);
  const [params] = useSearchParams();

  if (params.has('error')) {
    return (
      <AuthCard title={t('linkFailedTitle')}>
        <p className="mt-3 text-slate-700">{params.get('error') === 'TOKEN_EXPIRED' ? t('confirmationExpired') : t('confirmationInvalid')}</p>
        <p className="mt-3 text-sm text-slate-600">{t('keepUsingUnconfirmed')}</p>
        <Link to="/app" className={linkClass}>
          {t('goToParley')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('emailConfirmedTitle')}>
      <p className="mt-3 text-slate-700">{t('emailConfirmed')}</p>
      <Link to="/app" className={linkClass}>
        {t('continueToTeachers')}
      </Link>
    </AuthCard>
  );
}
