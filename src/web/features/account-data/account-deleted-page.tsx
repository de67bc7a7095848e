/** Where 'Delete my account' ends: the learner reads that it happened, and may start again. */
import { Link } from 'react-router';
import { buttonClass } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { accountDataCatalogue } from './messages/catalogue';

export default function AccountDeletedPage() {
  const t = useT(accountDataCatalogue);
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('deletedTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('deletedText')}</p>
      <p className="mt-2 text-slate-600">{t('thanks')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('secondary')}>{t('backToHome')}</Link>
        <Link to="/auth/signup" className={buttonClass('primary')}>{t('createNewAccount')}</Link>
      </div>
    </section>
  );
}
