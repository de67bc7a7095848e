import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '#/web/i18n/use-t';
import { conversationToolsCatalogue } from './messages/catalogue';
import { PronunciationPractice } from './pronunciation-practice';
import { revealInPanel } from './reveal-in-panel';
import { SpeechToTextPanel } from './speech-to-text-panel';
import { TextToSpeechPanel } from './text-to-speech-panel';

type Props = { language: string; teacherSlug: string; isMuted: boolean; isTeacherSpeaking: boolean; onStopTeacher: () => void };

function ChevronIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={`h-4 w-4 flex-none text-slate-500 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}>
      <path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
    </svg>
  );
}

/** The lower-level voice panels, folded away until the learner wants them. */
export function VoicePractice(props: Props) {
  const t = useT(conversationToolsCatalogue);
  const [isOpen, setIsOpen] = useState(false);
  const ids = useId();
  const isEnglish = props.language.toLowerCase().startsWith('en');
  const section = useRef<HTMLElement>(null);
  // Opened at the foot of the tools (where it sits on a phone), its panels would start out of sight.
  useEffect(() => {
    if (isOpen && section.current) revealInPanel(section.current);
  }, [isOpen]);
  return (
    <section ref={section} aria-labelledby={`${ids}-heading`} className="rounded-xl bg-white ring-1 ring-slate-200">
      <h3 id={`${ids}-heading`} className="text-sm font-semibold text-slate-900">
        <button
          type="button"
          onClick={() => setIsOpen((v) => !v)}
          aria-expanded={isOpen}
          aria-controls={`${ids}-panel`}
          className="flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-start hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('voicePractice')}
          <ChevronIcon isOpen={isOpen} />
        </button>
      </h3>
      {!isOpen && <p className="-mt-1 px-4 pb-3 text-xs text-slate-500">{t(isEnglish ? 'voicePracticeSummaryWithCheck' : 'voicePracticeSummary')}</p>}
      {isOpen && (
        <div id={`${ids}-panel`} className="space-y-5 px-4 pb-4">
          <SpeechToTextPanel language={props.language} isTeacherSpeaking={props.isTeacherSpeaking} />
          <TextToSpeechPanel teacherSlug={props.teacherSlug} isMuted={props.isMuted} />
          {isEnglish ? (
            <PronunciationPractice teacherSlug={props.teacherSlug} isMuted={props.isMuted} isTeacherSpeaking={props.isTeacherSpeaking} onStopTeacher={props.onStopTeacher} />
          ) : (
            <p className="text-xs text-slate-600">{t('englishOnly')}</p>
          )}
        </div>
      )}
    </section>
  );
}
