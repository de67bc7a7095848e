import { useEffect } from 'react';
import { useT } from '#/web/i18n/use-t';
import { MICROPHONE_FAILURE_KEYS } from '../voice/microphone-failure';
import { conversationVoiceCatalogue } from '../voice/messages/catalogue';
import { useSpeechRecognition } from '../voice/use-speech-recognition';
import { conversationToolsCatalogue } from './messages/catalogue';

/**
 * Dictation practice: the learner speaks and sees exactly what was understood (the speech-to-text
 * panel). It pauses while the teacher speaks, like the main microphone.
 */
export function SpeechToTextPanel({ language, isTeacherSpeaking }: { language: string; isTeacherSpeaking: boolean }) {
  const t = useT(conversationToolsCatalogue);
  const voiceT = useT(conversationVoiceCatalogue);
  const recognition = useSpeechRecognition(language);
  const { pause, resume } = recognition;
  useEffect(() => {
    if (isTeacherSpeaking) pause();
    else resume();
  }, [isTeacherSpeaking, pause, resume]);

  const status = !recognition.isListening ? t('readyToListen') : recognition.isPaused ? t('pausedTeacherSpeaking') : t('listening');
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <h4 className="text-sm font-semibold text-slate-800">{t('speechToText')}</h4>
        <span className="text-xs text-slate-500" aria-live="polite">{status}</span>
      </div>
      <output className="block min-h-16 rounded-lg bg-slate-50 p-2 text-sm text-slate-800 ring-1 ring-slate-200" aria-label={t('dictationTranscript')} dir="auto">
        {recognition.transcript || <span className="text-slate-400">{t('dictationEmpty')}</span>}
      </output>
      <div className="flex items-center gap-2 text-sm">
        {recognition.isListening ? (
          <button type="button" onClick={recognition.stop} className="rounded-md bg-red-600 px-2.5 py-1 font-semibold text-white hover:bg-red-700">{t('stopListening')}</button>
        ) : (
          <button type="button" onClick={recognition.start} className="rounded-md bg-indigo-600 px-2.5 py-1 font-semibold text-white hover:bg-indigo-700">{t('startListening')}</button>
        )}
        <button type="button" onClick={recognition.clearTranscript} className="rounded-md px-2.5 py-1 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">{t('clear')}</button>
        <span className="ms-auto text-xs text-slate-500">{t('characterCount', { count: recognition.transcript.length })}</span>
      </div>
      {recognition.error === 'not-supported' && <p className="text-xs text-amber-800">{t('recognitionNotSupported')}</p>}
      {recognition.error === 'denied' && <p className="text-xs text-red-700">{t('microphoneDenied')}</p>}
      {/* A failure ends listening (no microphone, one in use elsewhere, no speech service): say why, beside 'Ready to listen'. */}
      {recognition.error && recognition.error !== 'not-supported' && recognition.error !== 'denied' && <p className="text-xs text-red-700">{voiceT(MICROPHONE_FAILURE_KEYS[recognition.error])}</p>}
    </div>
  );
}
