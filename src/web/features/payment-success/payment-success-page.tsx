import { Link, useSearchParams } from 'react-router';
import { pageMeta } from '#/shared/page-meta';
import { buttonClass } from '#/web/components/button';
import { publicConfig } from '#/web/lib/public-config';
import { usePageMeta } from '#/web/lib/use-page-meta';

export default function PaymentSuccessPage() {
  usePageMeta(pageMeta.success);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Payment Successful!</h1>
      <p className="mt-3 text-slate-600">Thank you for subscribing. Processing can take up to 2-3 minutes; your plan appears in the app as soon as it is active.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/app" className={buttonClass('primary')}>Continue to App</Link>
        <Link to="/" className={buttonClass('secondary')}>Back to Home</Link>
      </div>
      {sessionId && <p className="mt-8 break-all text-xs text-slate-500">Session ID: {sessionId}</p>}
      <p className="mt-2 text-sm text-slate-600">
        Questions? <a href={publicConfig.supportUrl} className="font-semibold text-indigo-700 underline">Contact support</a>
      </p>
    </section>
  );
}
