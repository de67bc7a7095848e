import { useRef, useState } from 'react';
import { PLAYBACK_SPEED_SLOW } from '#/shared/constants';
import { requestSpeech } from '../api/request-speech';
import { ReadingResult } from './reading-result';
import { useReadingCheck } from './use-reading-check';

/** Sentences built around the sounds learners of English find hardest. */
const PRACTICE_SENTENCES = [
  { sound: 'th (θ)', text: 'I think three things are worth it.' },
  { sound: 'th (ð)', text: 'They say this is their brother.' },
  { sound: 'i and ee', text: 'Please sit in the seat by the ship.' },
  { sound: 'v and w', text: 'We have a very nice view of the village.' },
  { sound: 'r and l', text: 'We read the right letter.' },
  { sound: 'final sounds', text: 'The old dog found the lost cat.' },
];

/** Shown in a Spanish teacher's Voice practice: the keyless engine knows American English sounds only. */
export const PRONUNCIATION_ENGLISH_ONLY = 'Pronunciation check: English only. It listens for the sounds of English, so practise it with an English teacher such as Maya.';

/** Maya's pronunciation practice: hear a sentence, read it aloud, and see each word marked with a tip. */
export function PronunciationPractice({ teacherSlug, isMuted }: { teacherSlug: string; isMuted: boolean }) {
  const [choice, setChoice] = useState(0);
  const player = useRef<HTMLAudioElement | null>(null);
  const sentence = PRACTICE_SENTENCES[choice]!.text;
  const reading = useReadingCheck({ text: sentence, teacherSlug });

  const hear = async () => {
    if (isMuted) return;
    reading.setError(null);
    try {
      const blob = await requestSpeech({ text: sentence, teacherSlug, speed: PLAYBACK_SPEED_SLOW });
      player.current?.pause();
      player.current = new Audio(URL.createObjectURL(blob));
      await player.current.play();
    } catch (caught) {
      reading.setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-800">Pronunciation check</h4>
      <label htmlFor="pronunciation-sentence" className="sr-only">Sound to practise</label>
      <select id="pronunciation-sentence" value={choice} disabled={reading.stage !== 'idle'} onChange={(e) => {
          setChoice(Number(e.target.value));
          reading.reset();
        }} className="w-full rounded-lg border border-slate-300 p-1.5 text-sm">
        {PRACTICE_SENTENCES.map((item, at) => (
          <option key={item.text} value={at}>{item.sound}</option>
        ))}
      </select>
      <p className="text-sm text-slate-900">{sentence}</p>
      <div className="flex items-center gap-2 text-sm">
        <button type="button" onClick={hear} disabled={isMuted || reading.stage !== 'idle'} className="rounded-md px-2.5 py-1 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
          Hear it
        </button>
        {reading.stage === 'recording' ? (
          <button type="button" onClick={reading.stop} className="rounded-md bg-red-600 px-2.5 py-1 font-semibold text-white hover:bg-red-700">
            Stop and check
          </button>
        ) : (
          <button type="button" onClick={reading.start} disabled={reading.stage !== 'idle'} className="rounded-md bg-indigo-600 px-2.5 py-1 font-semibold text-white hover:bg-indigo-700 disabled:bg-indigo-300">
            {reading.stage === 'checking' ? 'Listening...' : reading.result ? 'Try again' : 'Read it aloud'}
          </button>
        )}
      </div>
      {reading.result && <ReadingResult result={reading.result} />}
      {reading.error && <p role="alert" className="text-xs text-red-700">{reading.error}</p>}
    </div>
  );
}
