/**
 * 'Voice settings': when a turn is sent (learned from the learner's pauses, ADR 032, or a fixed pause),
 * interrupting the teacher, and who recognises speech (ADR 010).
 */
import { SEND_AFTER_CHOICES_MS, type VoiceSettings } from '#/shared/voice-settings';
import { ModalDialog } from '#/web/components/modal-dialog';
import { useT } from '#/web/i18n/use-t';
import { conversationComponentsCatalogue } from './messages/catalogue';
import { useFormatPause } from './use-format-pause';

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
  const t = useT(conversationComponentsCatalogue);
  const formatPause = useFormatPause();
  const isAdaptive = settings.end_of_turn === 'adaptive';
  return (
    <ModalDialog title={t('voiceSettings')} onClose={onClose}>
      <div className="mt-4 space-y-5">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{t('sendAfter')}</legend>
          <p className="text-xs text-slate-500">{t('sendAfterHint')}</p>
          <label className={`mt-2 ${choiceClass}`}>
            <input type="radio" name="send-after" checked={isAdaptive} onChange={() => onChange({ end_of_turn: 'adaptive' })} />
            {t('whenFinished')}
          </label>
          {isAdaptive && (
            <p className="mt-1 text-xs text-slate-500" data-testid="adaptive-pause-explained">
              {t('adaptiveExplained')} {t('pausesLearned', { count: pauseCount })}
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
              {t('onlyWhenTap')}
            </label>
          </div>
        </fieldset>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" className="mt-1" checked={settings.allow_interrupt} onChange={(e) => onChange({ allow_interrupt: e.target.checked })} />
          <span>
            <span className="font-semibold">{t('letMeInterrupt')}</span>
            <span className="block text-xs text-slate-500">{t('interruptHint')}</span>
          </span>
        </label>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{t('speechRecognition')}</legend>
          <div className="mt-2 space-y-2">
            <label className={choiceClass}>
              <input type="radio" name="recognition" checked={settings.recognition === 'browser'} disabled={!isBrowserRecognitionAvailable} onChange={() => onChange({ recognition: 'browser' })} />
              {t('thisBrowser')}
            </label>
            <label className={choiceClass}>
              <input type="radio" name="recognition" checked={settings.recognition === 'server'} disabled={!isServerRecognitionAvailable} onChange={() => onChange({ recognition: 'server' })} />
              {t('parleyServer')}
            </label>
          </div>
          {!isServerRecognitionAvailable && <p className="mt-1 text-xs text-slate-500">{t('noServerRecognition')}</p>}
        </fieldset>
        {saveError && <p role="alert" className="text-sm text-red-700">{t('settingsNotSaved', { error: saveError })}</p>}
      </div>
    </ModalDialog>
  );
}
