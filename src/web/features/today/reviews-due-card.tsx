/** Today's reviews: how many notebook cards are due, and the way to Review. */
import { Link } from 'react-router';
import { buttonClass } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { todayCatalogue } from './messages/catalogue';

export function ReviewsDueCard({ due }: { due: number }) {
  const t = useT(todayCatalogue);
  return (
    <section aria-labelledby="reviews-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">{t('reviews')}</h2>
      {due === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('nothingDue')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('cardsDue', { count: due })}</p>
          <Link to="/app/review" className={buttonClass('primary', 'mt-3')}>{t('reviewNow')}</Link>
        </>
      )}
    </section>
  );
}
