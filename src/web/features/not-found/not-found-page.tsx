import { Link } from 'react-router';
import { pageMeta } from '#/shared/page-meta';
import { buttonClass } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { notFoundCatalogue } from './messages/catalogue';

export default function NotFoundPage() {
  usePageMeta(pageMeta.notFound);
  const t = useT(notFoundCatalogue);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>{t('backToHome')}</Link>
    </section>
  );
}
