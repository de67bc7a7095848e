import { useT } from '#/web/i18n/use-t';
import { MICROPHONE_FAILURE_KEYS } from '../voice/microphone-failure';
import { conversationVoiceCatalogue } from '../voice/messages/catalogue';
import type { RecognitionError } from '../voice/use-speech-recognition';
import { conversationComponentsCatalogue } from './messages/catalogue';

const SETTINGS_GUIDE_URL = 'https://support.google.com/chrome/answer/2693767';

/** Hides the notice and puts the cursor in the message box (message-composer.tsx). */
const typeInstead = (onDismiss: () => void) => () => {
  onDismiss();
  document.getElementById('message-composer')?.focus();
};

/** The speech-recognition errors with their buttons. */
export function MicrophoneError({ error, onRetry, onDismiss }: { error: RecognitionError; onRetry: () => void; onDismiss: () => void }) {
  const t = useT(conversationComponentsCatalogue);
  const voiceT = useT(conversationVoiceCatalogue);
  if (error === 'not-supported') {
    return (
      <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
        <p className="font-semibold">{t('recognitionUnavailableTitle')}</p>
        <p className="mt-1">{t('recognitionUnavailableText')}</p>
        <div className="mt-2 flex gap-3">
          <button type="button" onClick={typeInstead(onDismiss)} className="font-semibold underline">{t('typeInstead')}</button>
          <button type="button" onClick={onDismiss} className="font-semibold underline">{t('dismiss')}</button>
        </div>
      </div>
    );
  }
  if (error === 'denied') {
    return (
      <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
        <p className="font-semibold">{t('microphoneDeniedTitle')}</p>
        <p className="mt-1">{t('microphoneDeniedText')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" onClick={onRetry} className="rounded-lg bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800">{t('requestPermission')}</button>
          <a href={SETTINGS_GUIDE_URL} target="_blank" rel="noreferrer" className="rounded-lg px-3 py-1.5 font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100">{t('settingsGuide')}</a>
          <button type="button" onClick={() => window.location.reload()} className="rounded-lg px-3 py-1.5 font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100">{t('refreshPage')}</button>
        </div>
      </div>
    );
  }
  // No microphone, or one another app holds: said plainly, as the pronunciation check says it.
  const words = error === 'missing' || error === 'busy' ? voiceT(MICROPHONE_FAILURE_KEYS[error]) : t('microphoneStopped');
  return (
    <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      {words} <button type="button" onClick={onRetry} className="font-semibold underline">{t('tryAgain')}</button>
    </div>
  );
}
