import { useState } from 'react';
import { PRONUNCIATION_ENGLISH_ONLY, PronunciationPractice } from './pronunciation-practice';
import { SpeechToTextPanel } from './speech-to-text-panel';
import { TextToSpeechPanel } from './text-to-speech-panel';

/** The lower-level voice panels, folded away until the learner wants them. */
export function VoicePractice(props: { language: string; teacherSlug: string; isMuted: boolean; isTeacherSpeaking: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <button type="button" onClick={() => setIsOpen((v) => !v)} aria-expanded={isOpen} className="text-sm font-semibold text-slate-900">
        Voice practice
      </button>
      {isOpen && (
        <div className="mt-3 space-y-5">
          <SpeechToTextPanel language={props.language} isTeacherSpeaking={props.isTeacherSpeaking} />
          <TextToSpeechPanel teacherSlug={props.teacherSlug} isMuted={props.isMuted} />
          {props.language.toLowerCase().startsWith('en') ? (
            <PronunciationPractice teacherSlug={props.teacherSlug} isMuted={props.isMuted} />
          ) : (
            <p className="text-xs text-slate-600">{PRONUNCIATION_ENGLISH_ONLY}</p>
          )}
        </div>
      )}
    </section>
  );
}
