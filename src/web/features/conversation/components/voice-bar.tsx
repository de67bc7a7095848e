import { useEffect } from 'react';
import { SpeakerIcon } from '#/web/components/icons';
import { useT } from '#/web/i18n/use-t';
import { conversationComponentsCatalogue } from './messages/catalogue';

type Props = {
  isListening: boolean;
  isSpeaking: boolean;
  isPending: boolean;
  /** Recorded speech is being transcribed by the server. */
  isProcessingSpeech?: boolean;
  isMuted: boolean;
  isDisabled?: boolean;
  teacherName: string;
  onToggleMicrophone: () => void;
  onToggleMute: () => void;
  onOpenSettings?: () => void;
  /** Overrides the status text (e.g. the demo's limit message). */
  statusOverride?: string;
  /** The status words while listening ('Listening...' in the app, longer in the demo). */
  listeningText?: string;
  /** The status words while a reply is on its way ('Processing...' in the app). */
  processingText?: string;
  /** A short hint beside the microphone button. */
  hint?: string;
};

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Settings and Mute: on a phone an icon in a 44 px square, so the bar fits 320 px in every language. */
const sideButtonClass =
  'inline-flex flex-none items-center justify-center gap-1.5 whitespace-nowrap rounded-lg text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 max-sm:h-11 max-sm:w-11 sm:px-3 sm:py-2';

/** Microphone and mute toggles with the voice status; Space toggles the microphone unless typing. */
export function VoiceBar(props: Props) {
  const t = useT(conversationComponentsCatalogue);
  const { onToggleMicrophone, isDisabled } = props;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat || isTextField(event.target) || isDisabled) return;
      if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement) return;
      event.preventDefault();
      onToggleMicrophone();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onToggleMicrophone, isDisabled]);

  const status =
    props.statusOverride ??
    (props.isSpeaking
      ? t('isSpeaking', { name: props.teacherName })
      : props.isProcessingSpeech
        ? t('processingSpeech')
        : props.isPending
          ? (props.processingText ?? t('processing'))
          : props.isListening
            ? (props.listeningText ?? t('listening'))
            : t('readyToChat'));

  return (
    <div className="flex items-center gap-2 border-t border-slate-200 bg-white px-3 py-2 sm:gap-3 lg:px-4 lg:py-3">
      <button
        type="button"
        onClick={props.onToggleMicrophone}
        disabled={isDisabled}
        aria-pressed={props.isListening}
        aria-label={props.isListening ? t('stopListening') : t('startListening')}
        className={`flex h-12 w-12 flex-none items-center justify-center rounded-full text-white shadow transition disabled:opacity-50 ${
          props.isListening ? 'animate-pulse bg-red-600 hover:bg-red-700' : 'bg-indigo-600 hover:bg-indigo-700'
        }`}
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true"><path fill="currentColor" d="M12 14a3 3 0 0 0 3-3V5a3 3 0 1 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2Z" /></svg>
      </button>
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <p className="text-sm font-medium text-slate-700" aria-live="polite" data-testid="voice-status">{status}</p>
        {props.hint && !props.isListening && <p className="text-xs text-slate-500">{props.hint}</p>}
      </div>
      {props.onOpenSettings && (
        <button
          type="button"
          onClick={props.onOpenSettings}
          aria-label={t('voiceSettings')}
          className={sideButtonClass}
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true"><path fill="currentColor" d="M3 17v2h6v-2H3Zm0-12v2h10V5H3Zm10 16v-2h8v-2h-8v-2h-2v6h2ZM7 9v2H3v2h4v2h2V9H7Zm14 4v-2H11v2h10Zm-6-4h2V7h4V5h-4V3h-2v6Z" /></svg>
          <span className="hidden sm:inline">{t('voiceSettings')}</span>
        </button>
      )}
      <button
        type="button"
        onClick={props.onToggleMute}
        aria-pressed={props.isMuted}
        className={sideButtonClass}
      >
        <SpeakerIcon isMuted={props.isMuted} className="h-5 w-5 sm:h-4 sm:w-4" />
        {/* On a phone the icon alone, as beside it for the settings: its words stay its name. */}
        <span className="max-sm:sr-only">{props.isMuted ? t('unmute') : t('mute')}</span>
      </button>
    </div>
  );
}
