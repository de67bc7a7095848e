/** Today's reviews: how many notebook cards are due, and the way to Review. */
import { Link } from 'react-router';
import { buttonClass } from '#/web/components/button';

export function ReviewsDueCard({ due }: { due: number }) {
  return (
    <section aria-labelledby="reviews-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">Reviews</h2>
      {due === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Nothing due. Your cards come back here when it is time to recall them.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{due === 1 ? '1 card is due.' : `${due} cards are due.`}</p>
          <Link to="/app/review" className={buttonClass('primary', 'mt-3')}>Review now</Link>
        </>
      )}
    </section>
  );
}
