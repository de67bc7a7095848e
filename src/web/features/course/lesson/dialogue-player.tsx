/** Step 1: the model dialogue, read by the teacher's voice — all of it, slowly, or a line at a time. */
import type { LessonView } from '#/shared/api/course';
import { PLAYBACK_SPEED_NORMAL, PLAYBACK_SPEED_SLOW } from '#/shared/constants';
import { Button } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { lessonCatalogue } from './messages/catalogue';

type Props = { lesson: LessonView; playAll: (texts: string[], speed: number) => void; isSpeaking: boolean; onStop: () => void };

export function DialoguePlayer({ lesson, playAll, isSpeaking, onStop }: Props) {
  const texts = lesson.dialogue.map((line) => line.text);
  const t = useT(lessonCatalogue);
  return (
    <section aria-labelledby="dialogue-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="dialogue-heading" className="text-lg font-semibold text-slate-900">{t('listenHeading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('listenIntro')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => playAll(texts, PLAYBACK_SPEED_NORMAL)}>{t('play')}</Button>
        <Button variant="secondary" onClick={() => playAll(texts, PLAYBACK_SPEED_SLOW)}>{t('playSlowly')}</Button>
        {isSpeaking && <Button variant="ghost" onClick={onStop}>{t('stop')}</Button>}
      </div>
      <ol className="mt-4 space-y-2">
        {lesson.dialogue.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dialogue is fixed content; a line may repeat, its place never changes
          <li key={`${i}-${line.text}`} className={`flex items-start gap-2 ${line.speaker === 'learner' ? 'justify-end' : ''}`}>
            <p className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${line.speaker === 'teacher' ? 'bg-slate-100 text-slate-900' : 'bg-indigo-600 text-white'}`}>
              <span className="sr-only">{`${line.speaker === 'teacher' ? t('speakerTeacher', { name: lesson.teacher.name }) : t('speakerYou')} `}</span>
              {line.text}
            </p>
            <button type="button" onClick={() => playAll([line.text], PLAYBACK_SPEED_NORMAL)} className="shrink-0 rounded p-1 text-xs font-semibold text-indigo-700 underline" aria-label={t('playLine', { text: line.text })}>
              {t('play')}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
