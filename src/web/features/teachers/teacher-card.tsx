import { Link } from 'react-router';
import { SPECIALTIES_PER_CARD } from '#/shared/constants';
import type { Teacher } from '#/shared/teacher';
import { usePersonaWords } from '#/web/features/persona-words/public';
import { themeFor } from './color-theme';
import { TeacherAvatar } from './teacher-avatar';
import { useT } from '#/web/i18n/use-t';
import { teachersCatalogue } from './messages/catalogue';

export function TeacherCard({ teacher }: { teacher: Teacher }) {
  const t = useT(teachersCatalogue);
  const words = usePersonaWords();
  const theme = themeFor(teacher.color_theme);
  const shown = teacher.specialties.slice(0, SPECIALTIES_PER_CARD);
  const more = teacher.specialties.length - shown.length;
  return (
    <Link
      to={`/app/teacher/${teacher.slug}`}
      className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <div className={`h-2 bg-gradient-to-r ${theme.accent}`} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-4">
          <TeacherAvatar src={teacher.avatar_url} name={teacher.name} className={`h-16 w-16 ring-4 ${theme.ring}`} />
          <div>
            <h2 className="text-lg font-bold text-slate-900">{teacher.name}</h2>
            <p className="text-sm text-slate-600">{words(teacher.title)}</p>
          </div>
        </div>
        <p className="mt-4 text-sm leading-relaxed text-slate-700">{words(teacher.bio)}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('specialties')}>
          {shown.map((specialty) => (
            <li key={specialty} className={`rounded-full px-2.5 py-1 text-xs font-medium ${theme.chip}`}>{words(specialty)}</li>
          ))}
          {more > 0 && <li className="px-1 py-1 text-xs font-medium text-slate-500">{t('moreSpecialties', { count: more })}</li>}
        </ul>
        <div className="mt-auto flex items-center gap-4 pt-5 text-xs font-medium text-slate-600">
          <span className="flex items-center gap-1"><span className="h-2 w-2 rounded-full bg-green-500" aria-hidden="true" />{t('available')}</span>
          <span>{t('experienceExpert')}</span>
        </div>
        <span className={`mt-6 inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold text-white ${theme.button}`}>
          {t('startLearning')}
        </span>
      </div>
    </Link>
  );
}
