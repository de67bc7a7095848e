/** Where the link in the verification email lands: confirmed, or why not (Better Auth adds `?error=`). */
import { Link, useSearchParams } from 'react-router';
import { pageMeta } from '#/shared/page-meta';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { AuthCard } from './auth-card';

const linkClass = 'mt-6 inline-block text-sm font-semibold text-indigo-700 hover:underline';

export default function EmailVerifiedPage() {
  usePageMeta(pageMeta.emailVerified);
  const [params] = useSearchParams();

  if (params.has('error')) {
    return (
      <AuthCard title="This link did not work">
        <p className="mt-3 text-slate-700">
          {params.get('error') === 'TOKEN_EXPIRED'
            ? 'This confirmation link has expired. Links are valid for 24 hours.'
            : 'This confirmation link is not valid. It may have been copied incompletely.'}
        </p>
        <p className="mt-3 text-sm text-slate-600">You can keep using Parley while your address is unconfirmed.</p>
        <Link to="/app" className={linkClass}>
          Go to Parley
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Email address confirmed">
      <p className="mt-3 text-slate-700">Thank you! Your email address is confirmed.</p>
      <Link to="/app" className={linkClass}>
        Continue to your teachers
      </Link>
    </AuthCard>
  );
}
