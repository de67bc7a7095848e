import { useEffect, useRef, useState } from 'react';
import { useT } from '#/web/i18n/use-t';
import { requestSpeech } from '../api/request-speech';
import { conversationToolsCatalogue } from './messages/catalogue';

/** Hear any sentence in the teacher's voice (the text-to-speech panel). */
export function TextToSpeechPanel({ teacherSlug, isMuted }: { teacherSlug: string; isMuted: boolean }) {
  const t = useT(conversationToolsCatalogue);
  const [text, setText] = useState('');
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [isGenerating, setIsGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => () => void (audioUrl && URL.revokeObjectURL(audioUrl)), [audioUrl]);
  useEffect(() => {
    if (isMuted) audio.current?.pause();
  }, [isMuted]);

  const generate = async () => {
    // Text-to-speech does nothing for empty text or while muted.
    if (!text.trim() || isMuted) return;
    setIsGenerating(true);
    setError(null);
    try {
      const blob = await requestSpeech({ text: text.trim(), teacherSlug, speed: 1 });
      setAudioUrl(URL.createObjectURL(blob));
      requestAnimationFrame(() => void audio.current?.play().catch(() => {}));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setIsGenerating(false);
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <h4 className="text-sm font-semibold text-slate-800">{t('textToSpeech')}</h4>
        {isMuted && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{t('muted')}</span>}
      </div>
      <label htmlFor="tts-text" className="sr-only">{t('textToHear')}</label>
      <textarea id="tts-text" rows={2} value={text} onChange={(e) => setText(e.target.value)} maxLength={500} dir="auto" placeholder={t('textToHearPlaceholder')} className="w-full resize-none rounded-lg border border-slate-300 p-2 text-sm focus:border-indigo-500 focus:outline-none" />
      <div className="flex items-center gap-2 text-sm">
        <button type="button" onClick={generate} disabled={!text.trim() || isMuted || isGenerating} className="rounded-md bg-indigo-600 px-2.5 py-1 font-semibold text-white hover:bg-indigo-700 disabled:bg-indigo-300">
          {isGenerating ? t('generating') : t('generateSpeech')}
        </button>
        {audioUrl && (
          <button type="button" onClick={() => (isPlaying ? audio.current?.pause() : void audio.current?.play())} disabled={isMuted} className="rounded-md px-2.5 py-1 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
            {isPlaying ? t('pause') : t('play')}
          </button>
        )}
      </div>
      {error && <p role="alert" className="text-xs text-red-700">{error}</p>}
      {/* biome-ignore lint/a11y/useMediaCaption: the audio speaks the text shown in the panel above; there is nothing else to caption */}
      {audioUrl && <audio ref={audio} src={audioUrl} onPlay={() => setIsPlaying(true)} onPause={() => setIsPlaying(false)} onEnded={() => setIsPlaying(false)} className="hidden" />}
    </div>
  );
}
