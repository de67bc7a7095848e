import type { RecognitionError } from '../voice/use-speech-recognition';

const SETTINGS_GUIDE_URL = 'https://support.google.com/chrome/answer/2693767';

/** Hides the notice and puts the cursor in the message box (message-composer.tsx). */
const typeInstead = (onDismiss: () => void) => () => {
  onDismiss();
  document.getElementById('message-composer')?.focus();
};

/** The speech-recognition errors with their buttons. */
export function MicrophoneError({ error, onRetry, onDismiss }: { error: RecognitionError; onRetry: () => void; onDismiss: () => void }) {
  if (error === 'not-supported') {
    return (
      <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
        <p className="font-semibold">Speech recognition is not available here.</p>
        <p className="mt-1">This browser cannot turn speech into text, and Parley's server has no speech recognition set up. You can type your messages instead.</p>
        <div className="mt-2 flex gap-3">
          <button type="button" onClick={typeInstead(onDismiss)} className="font-semibold underline">Type instead</button>
          <button type="button" onClick={onDismiss} className="font-semibold underline">Dismiss</button>
        </div>
      </div>
    );
  }
  if (error === 'denied') {
    return (
      <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
        <p className="font-semibold">Microphone access denied</p>
        <p className="mt-1">Allow microphone access for this site to talk with your teacher, or type your messages instead.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" onClick={onRetry} className="rounded-lg bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800">Request Permission</button>
          <a href={SETTINGS_GUIDE_URL} target="_blank" rel="noreferrer" className="rounded-lg px-3 py-1.5 font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100">Browser Settings Guide</a>
          <button type="button" onClick={() => window.location.reload()} className="rounded-lg px-3 py-1.5 font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100">Refresh Page</button>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      The microphone stopped unexpectedly. <button type="button" onClick={onRetry} className="font-semibold underline">Try again</button>
    </div>
  );
}
