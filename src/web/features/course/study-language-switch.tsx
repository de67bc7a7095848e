/** The switch between the languages a learner may study (Your path, Today): English and Spanish. */
import type { CourseLanguage } from '#/shared/course/levels';
import { useT } from '#/web/i18n/use-t';
import { courseCatalogue } from './messages/catalogue';

/** The languages a learner may study, each with its name's course catalogue key. */
export const STUDY_LANGUAGES = [
  { code: 'en', name: 'languageEnglish' },
  { code: 'es', name: 'languageSpanish' },
] as const satisfies ReadonlyArray<{ code: CourseLanguage; name: string }>;

export function StudyLanguageSwitch({ language, onChange, className = '' }: { language: CourseLanguage; onChange: (language: CourseLanguage) => void; className?: string }) {
  const t = useT(courseCatalogue);
  return (
    <fieldset className={`inline-flex rounded-lg bg-slate-100 p-1 ${className}`}>
      <legend className="sr-only">{t('languageYouStudy')}</legend>
      {STUDY_LANGUAGES.map((l) => (
        <button key={l.code} type="button" aria-pressed={language === l.code} onClick={() => onChange(l.code)} className={`rounded-md px-4 py-1.5 text-sm font-semibold ${language === l.code ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'}`}>
          {t(l.name)}
        </button>
      ))}
    </fieldset>
  );
}
