/** What the placement is, how long it takes, the language to place, "Start", and "Skip for now". */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PLACEMENT_MINUTES } from '#/shared/course/placement-constants';
import { COURSE_LANGUAGES, type CourseLanguage } from '#/shared/course/levels';
import { Button, buttonClass } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { placementCatalogue } from './messages/catalogue';
import { LANGUAGE_NAME_KEYS } from './placement-voice';

export function PlacementIntro({ language, onStart }: { language: CourseLanguage; onStart: (language: CourseLanguage) => void }) {
  const [chosen, setChosen] = useState(language);
  const name = useId();
  const t = useT(placementCatalogue);
  return (
    <section aria-label={t('aboutPlacement')} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <p className="text-slate-700">{t('introBody')}</p>
      <p className="mt-3 font-semibold text-slate-900">{t('aboutMinutes', { minutes: PLACEMENT_MINUTES })}</p>
      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-slate-800">{t('whichLanguage')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {COURSE_LANGUAGES.map((code) => (
            <label key={code} className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 py-2 ring-1 ${chosen === code ? 'bg-indigo-50 ring-indigo-400' : 'ring-slate-200'}`}>
              <input type="radio" name={name} value={code} checked={chosen === code} onChange={() => setChosen(code)} className="h-4 w-4 accent-indigo-600" />
              <span className="text-slate-900">{t(LANGUAGE_NAME_KEYS[code])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button onClick={() => onStart(chosen)}>{t('start')}</Button>
        <Link to="/app/today" className={buttonClass('ghost')}>{t('skipForNow')}</Link>
      </div>
    </section>
  );
}
