/**
 * The placement's last part: the learner answers one prompt in their own words, typed or spoken. Speech is heard
 * by the app's microphone (the browser's speech recognition in the placement's language, or the server's
 * transcription) and added to the answer, which the learner can still edit before sending.
 */
import { type FormEvent, useCallback } from 'react';
import { PLACEMENT_ANSWER_MAX_LENGTH, SPEAKING_PROMPTS } from '#/shared/course/placement-constants';
import type { CourseLanguage } from '#/shared/course/unit';
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { MicrophoneErrorOnDemand, useMicrophoneOnDemand, useVoiceSettings } from '#/web/features/conversation/public';
import { useT } from '#/web/i18n/use-t';
import { placementCatalogue } from './messages/catalogue';
import { PLACEMENT_VOICE } from './placement-voice';

type Props = {
  language: CourseLanguage;
  draft: string;
  isTimeUp: boolean;
  isPending: boolean;
  error: string | null;
  onDraftChange: (draft: string, mode?: 'spoken') => void;
  onFinish: () => void;
};

const joined = (before: string, heard: string) => [before.trim(), heard.trim()].filter(Boolean).join(' ');

export function PlacementLastPart({ language, draft, isTimeUp, isPending, error, onDraftChange, onFinish }: Props) {
  const voice = PLACEMENT_VOICE[language];
  const voiceSettings = useVoiceSettings('account');
  const t = useT(placementCatalogue);
  const { microphone, host } = useMicrophoneOnDemand(
    {
      language: voice.speechLanguage,
      teacherSlug: voice.teacherSlug,
      settings: voiceSettings.settings,
      isSpeaking: false,
      isPending,
      onSubmit: useCallback((heard: string) => onDraftChange(joined(draft, heard), 'spoken'), [draft, onDraftChange]),
      onInterrupt: () => {},
      onLimitReached: () => {},
    },
    { shouldLoadAtOnce: false },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() && !isPending) onFinish();
  };
  const shown = microphone.isListening && microphone.transcript ? joined(draft, microphone.transcript) : draft;
  return (
    <form onSubmit={submit} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {host}
      {isTimeUp && <Alert tone="info" className="mb-4">{t('timeIsUp')}</Alert>}
      <h2 className="text-lg font-semibold text-slate-900">{t('lastPartHeading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t(language === 'es' ? 'answerInSpanish' : 'answerInEnglish')}</p>
      <p lang={language} className="mt-3 rounded-lg bg-indigo-50 p-3 text-slate-900 ring-1 ring-indigo-100">{SPEAKING_PROMPTS[language]}</p>
      <label className="mt-4 block">
        <span className="text-sm font-medium text-slate-800">{t('yourAnswer')}</span>
        <textarea
          lang={language}
          value={shown}
          onChange={(event) => onDraftChange(event.target.value)}
          maxLength={PLACEMENT_ANSWER_MAX_LENGTH}
          rows={6}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
        />
      </label>
      {microphone.isListening && <p className="mt-1 text-sm text-slate-600" aria-live="polite">{t('listeningHint')}</p>}
      {microphone.error && <MicrophoneErrorOnDemand error={microphone.error} onRetry={microphone.start} onDismiss={microphone.clearError} />}
      {error && <Alert tone="error" className="mt-3">{error}</Alert>}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button variant={microphone.isListening ? 'primary' : 'secondary'} onClick={microphone.toggle} aria-pressed={microphone.isListening}>
          {microphone.isListening ? t('stopListening') : t('speak')}
        </Button>
        <Button type="submit" disabled={!draft.trim() || isPending}>{isPending ? t('findingLevel') : t('seeMyLevel')}</Button>
      </div>
    </form>
  );
}
