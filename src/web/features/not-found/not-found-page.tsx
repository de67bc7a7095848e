import { Link } from 'react-router';
import { pageMeta } from '#/shared/page-meta';
import { buttonClass } from '#/web/components/button';
import { usePageMeta } from '#/web/lib/use-page-meta';

export default function NotFoundPage() {
  usePageMeta(pageMeta.notFound);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">We couldn't find that page. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>Back to Home</Link>
    </section>
  );
}
