import { useEffect, useRef, useState } from 'react';
import type { PronunciationAssessment } from '#/shared/api/pronunciation';
import { checkPronunciation } from '../api/check-pronunciation';
import { requestSpeech } from '../api/request-speech';
import { recordingToWav } from '../voice/recording-to-wav';

/** Sentences built around the sounds learners of English find hardest. */
const PRACTICE_SENTENCES = [
  { sound: 'th (θ)', text: 'I think three things are worth it.' },
  { sound: 'th (ð)', text: 'They say this is their brother.' },
  { sound: 'i and ee', text: 'Please sit in the seat by the ship.' },
  { sound: 'v and w', text: 'We have a very nice view of the village.' },
  { sound: 'r and l', text: 'The little girl reads a lovely letter.' },
  { sound: 'final sounds', text: 'The old dog found the lost cat.' },
];

const WORD_STYLES: Record<string, string> = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  mispronounced: 'bg-amber-50 text-amber-900 ring-amber-300',
  omitted: 'bg-slate-100 text-slate-500 line-through ring-slate-200',
  inserted: 'bg-sky-50 text-sky-800 ring-sky-200',
};

type Stage = 'idle' | 'recording' | 'checking';

/** Maya's pronunciation practice: hear a sentence, read it aloud, and see each word marked with a tip. */
export function PronunciationPractice({ teacherSlug, isMuted }: { teacherSlug: string; isMuted: boolean }) {
  const [choice, setChoice] = useState(0);
  const [stage, setStage] = useState<Stage>('idle');
  const [result, setResult] = useState<PronunciationAssessment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const player = useRef<HTMLAudioElement | null>(null);
  const sentence = PRACTICE_SENTENCES[choice]!.text;

  useEffect(
    () => () => {
      for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    },
    [],
  );

  const hear = async () => {
    if (isMuted) return;
    setError(null);
    try {
      const blob = await requestSpeech({ text: sentence, teacherSlug, speed: 0.8 });
      player.current?.pause();
      player.current = new Audio(URL.createObjectURL(blob));
      await player.current.play();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const record = async () => {
    setError(null);
    setResult(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const chunks: Blob[] = [];
      const media = new MediaRecorder(stream);
      media.ondataavailable = (event) => chunks.push(event.data);
      media.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        void check(new Blob(chunks, { type: media.mimeType }));
      };
      recorder.current = media;
      media.start();
      setStage('recording');
    } catch {
      setError('Allow the microphone to practise your pronunciation.');
    }
  };

  const check = async (recording: Blob) => {
    setStage('checking');
    try {
      const { wav, durationMs } = await recordingToWav(recording);
      setResult(await checkPronunciation({ wav, durationMs, text: sentence, teacherSlug }));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setStage('idle');
    }
  };

  const slips = result?.words.filter((word) => word.result !== 'ok') ?? [];
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-800">Pronunciation check</h4>
      <label htmlFor="pronunciation-sentence" className="sr-only">Sound to practise</label>
      <select id="pronunciation-sentence" value={choice} onChange={(e) => {
          setChoice(Number(e.target.value));
          setResult(null);
        }} className="w-full rounded-lg border border-slate-300 p-1.5 text-sm">
        {PRACTICE_SENTENCES.map((item, at) => (
          <option key={item.text} value={at}>{item.sound}</option>
        ))}
      </select>
      <p className="text-sm text-slate-900">{sentence}</p>
      <div className="flex items-center gap-2 text-sm">
        <button type="button" onClick={hear} disabled={isMuted || stage !== 'idle'} className="rounded-md px-2.5 py-1 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
          Hear it
        </button>
        {stage === 'recording' ? (
          <button type="button" onClick={() => recorder.current?.stop()} className="rounded-md bg-red-600 px-2.5 py-1 font-semibold text-white hover:bg-red-700">
            Stop and check
          </button>
        ) : (
          <button type="button" onClick={record} disabled={stage !== 'idle'} className="rounded-md bg-indigo-600 px-2.5 py-1 font-semibold text-white hover:bg-indigo-700 disabled:bg-indigo-300">
            {stage === 'checking' ? 'Listening...' : 'Read it aloud'}
          </button>
        )}
      </div>
      {result && (
        <div className="space-y-2" aria-live="polite">
          <p className="flex flex-wrap gap-1 text-sm">
            {result.words.map((word, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a word's place in the sentence is its identity (a word may repeat)
              <span key={`${word.word}-${at}`} className={`rounded px-1 ring-1 ${WORD_STYLES[word.result] ?? ''}`} title={word.result}>
                {word.word}
                {word.heard && <span className="text-xs"> (heard “{word.heard}”)</span>}
              </span>
            ))}
          </p>
          {slips.length === 0 ? <p className="text-xs text-emerald-800">Every word sounded right.</p> : (
            <ul className="list-disc space-y-1 pl-4 text-xs text-slate-700">
              {[...new Set(slips.map((word) => word.tip).filter(Boolean))].map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          )}
          <p className="text-xs text-slate-500">{result.words_per_minute} words a minute</p>
        </div>
      )}
      {error && <p role="alert" className="text-xs text-red-700">{error}</p>}
    </div>
  );
}
