/** The switch between the languages a learner may study (Your path, Today): English and Spanish. */
import type { CourseLanguage } from '#/shared/course/levels';

export const STUDY_LANGUAGES: Array<{ code: CourseLanguage; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
];

export function StudyLanguageSwitch({ language, onChange, className = '' }: { language: CourseLanguage; onChange: (language: CourseLanguage) => void; className?: string }) {
  return (
    <fieldset className={`inline-flex rounded-lg bg-slate-100 p-1 ${className}`}>
      <legend className="sr-only">Language you study</legend>
      {STUDY_LANGUAGES.map((l) => (
        <button key={l.code} type="button" aria-pressed={language === l.code} onClick={() => onChange(l.code)} className={`rounded-md px-4 py-1.5 text-sm font-semibold ${language === l.code ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'}`}>
          {l.name}
        </button>
      ))}
    </fieldset>
  );
}
