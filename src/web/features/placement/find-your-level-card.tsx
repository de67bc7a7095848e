/**
 * On /app after sign-up: the offer to take the placement, shown until the learner has a result or presses
 * "Skip" (remembered in this browser for good).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { PLACEMENT_MINUTES } from '#/shared/course/placement-constants';
import { buttonClass } from '#/web/components/button';
import { useStudyLanguage } from '#/web/features/course/public';
import { useT } from '#/web/i18n/use-t';
import { usePlacementResult } from './api/get-placement-result';
import { placementCatalogue } from './messages/catalogue';

export const PLACEMENT_OFFER_SKIPPED_KEY = 'parley.placement-offer-skipped';

function isSkipped(): boolean {
  try {
    return localStorage.getItem(PLACEMENT_OFFER_SKIPPED_KEY) === '1';
  } catch {
    return false;
  }
}

export function FindYourLevelCard({ className = '' }: { className?: string }) {
  const [isHidden, setHidden] = useState(isSkipped);
  const [language] = useStudyLanguage();
  const latest = usePlacementResult(language);
  const t = useT(placementCatalogue);
  if (isHidden || latest.data !== null) return null;
  const skip = () => {
    setHidden(true);
    try {
      localStorage.setItem(PLACEMENT_OFFER_SKIPPED_KEY, '1');
    } catch {
      // A browser that keeps nothing hides the card for this visit.
    }
  };
  return (
    <section aria-labelledby="find-your-level-offer" className={`rounded-xl bg-white p-5 shadow-sm ring-1 ring-indigo-200 ${className}`}>
      <h2 id="find-your-level-offer" className="text-lg font-semibold text-slate-900">{t('findYourLevel')}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('offerBody', { minutes: PLACEMENT_MINUTES })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to="/app/placement" className={buttonClass('primary')}>{t('takePlacement')}</Link>
        <button type="button" onClick={skip} className={buttonClass('ghost')}>{t('skip')}</button>
      </div>
    </section>
  );
}
