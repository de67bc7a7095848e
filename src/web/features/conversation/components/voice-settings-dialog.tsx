/**
 * 'Voice settings': when a turn is sent (learned from the learner's pauses, ADR 032, or a fixed pause),
 * interrupting the teacher, and who recognises speech (ADR 010).
 */
import { formatPause, SEND_AFTER_CHOICES_MS, type VoiceSettings } from '#/shared/voice-settings';
import { ModalDialog } from '#/web/components/modal-dialog';

type Props = {
  settings: VoiceSettings;
  /** How many of the learner's pauses Parley has kept, to say whether it has learned anything yet. */
  pauseCount?: number;
  onChange: (change: Partial<VoiceSettings>) => void;
  onClose: () => void;
  /** False when the server has no transcription provider or the browser cannot record. */
  isServerRecognitionAvailable: boolean;
  /** False where the browser has no Web Speech (Firefox): the server is used whatever is chosen. */
  isBrowserRecognitionAvailable: boolean;
  saveError: string | null;
};

const choiceClass = 'flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200 has-[:checked]:bg-indigo-50 has-[:checked]:ring-indigo-400';

export function VoiceSettingsDialog({ settings, pauseCount = 0, onChange, onClose, isServerRecognitionAvailable, isBrowserRecognitionAvailable, saveError }: Props) {
  const isAdaptive = settings.end_of_turn === 'adaptive';
  return (
    <ModalDialog title="Voice settings" onClose={onClose}>
      <div className="mt-4 space-y-5">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Send after</legend>
          <p className="text-xs text-slate-500">How long a pause sends what you said.</p>
          <label className={`mt-2 ${choiceClass}`}>
            <input type="radio" name="send-after" checked={isAdaptive} onChange={() => onChange({ end_of_turn: 'adaptive' })} />
            When I've finished (learns my pauses)
          </label>
          {isAdaptive && (
            <p className="mt-1 text-xs text-slate-500" data-testid="adaptive-pause-explained">
              Parley listens to your words as well as your silence. After "um", "the", "and" or "I would like to" it waits longer, because
              you are still looking for a word; after a finished sentence it answers sooner. It also remembers how long you usually pause
              in the middle of a sentence and waits a little longer than that.{' '}
              {pauseCount > 0 ? `It has learned from ${pauseCount} of your pauses so far.` : 'It has not heard you pause yet.'}
            </p>
          )}
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {SEND_AFTER_CHOICES_MS.map((ms) => (
              <label key={ms} className={choiceClass}>
                <input type="radio" name="send-after" checked={!isAdaptive && settings.send_after_ms === ms} onChange={() => onChange({ end_of_turn: 'fixed', send_after_ms: ms })} />
                {formatPause(ms)}
              </label>
            ))}
            <label className={choiceClass}>
              <input type="radio" name="send-after" checked={!isAdaptive && settings.send_after_ms === null} onChange={() => onChange({ end_of_turn: 'fixed', send_after_ms: null })} />
              Only when I tap
            </label>
          </div>
        </fieldset>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" className="mt-1" checked={settings.allow_interrupt} onChange={(e) => onChange({ allow_interrupt: e.target.checked })} />
          <span>
            <span className="font-semibold">Let me interrupt</span>
            <span className="block text-xs text-slate-500">The microphone stays open while the teacher speaks (with echo cancellation); your voice stops the teacher.</span>
          </span>
        </label>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Speech recognition</legend>
          <div className="mt-2 space-y-2">
            <label className={choiceClass}>
              <input type="radio" name="recognition" checked={settings.recognition === 'browser'} disabled={!isBrowserRecognitionAvailable} onChange={() => onChange({ recognition: 'browser' })} />
              This browser
            </label>
            <label className={choiceClass}>
              <input type="radio" name="recognition" checked={settings.recognition === 'server'} disabled={!isServerRecognitionAvailable} onChange={() => onChange({ recognition: 'server' })} />
              Parley's server (keeps your mistakes so teachers can correct them)
            </label>
          </div>
          {!isServerRecognitionAvailable && <p className="mt-1 text-xs text-slate-500">Parley's server has no speech recognition configured.</p>}
        </fieldset>
        {saveError && <p role="alert" className="text-sm text-red-700">Your settings could not be saved: {saveError}</p>}
      </div>
    </ModalDialog>
  );
}
