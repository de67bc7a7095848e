/** The landing page's demo: two messages with the demo teacher, by voice or text, then the sign-up offer. */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { GENERAL_CONVERSATION_TOPIC } from '#/shared/constants';
import { buttonClass } from '#/web/components/button';
import { useVoiceChat, VoiceChat } from '#/web/features/conversation/public';
import { useT } from '#/web/i18n/use-t';
import { type DemoState, startDemoSession, takeDemo } from './api/demo-session';
import { demoChatCatalogue } from './messages/catalogue';
import { toDemoMessages } from './to-demo-messages';

// Shown only after an interaction (a microphone problem, the used-up demo): loaded then, so they stay out
// of the JavaScript the landing page loads before it settles (goal ≤ 100 KB gzip, `npm run bench:bundle`).
const DemoLimitModal = lazy(() => import('./demo-limit-modal').then((m) => ({ default: m.DemoLimitModal })));

export default function DemoChat() {
  const t = useT(demoChatCatalogue);
  const [demo, setDemo] = useState<DemoState | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    takeDemo().then(
      // A task apart: read ahead (../public.ts), the answer is often here before the code, and rendering the
      // conversation in the task that runs the code would make one long task of both (total blocking time).
      (state) => setTimeout(() => setDemo(state)),
      () => setHasFailed(true),
    );
  }, []);
  if (hasFailed) return <p className="p-6 text-center text-sm text-slate-600">{t('demoResting')}</p>;
  if (!demo) return <DemoChatSkeleton label={t('loadingDemo')} />;
  return <DemoConversation demo={demo} />;
}

export function DemoChatSkeleton({ label }: { label: string }) {
  return <div className="h-[34rem] animate-pulse rounded-2xl bg-slate-100" aria-label={label} role="status" />;
}

function DemoConversation({ demo }: { demo: DemoState }) {
  const t = useT(demoChatCatalogue);
  const { teacher } = demo;
  const [used, setUsed] = useState(0);
  const [isLimitModalOpen, setIsLimitModalOpen] = useState(false);
  const hasSession = useRef(false);
  const messagesLeft = Math.max(0, demo.messages_left - used);
  const ensureSession = useCallback(async () => {
    if (hasSession.current) return;
    await startDemoSession();
    hasSession.current = true;
  }, []);
  const openLimitModal = useCallback(() => {
    setUsed(demo.messages_left);
    setIsLimitModalOpen(true);
  }, [demo.messages_left]);
  const chat = useVoiceChat({
    teacher,
    topic: GENERAL_CONVERSATION_TOPIC,
    // No account in the demo: the voice settings live in this browser.
    settingsStore: 'browser',
    shouldSpeakIntroduction: false,
    isAtLimit: () => messagesLeft <= 0,
    onLimitReached: openLimitModal,
    onMessageAnswered: () => setUsed((n) => n + 1),
    beforeSend: ensureSession,
    // The landing page stays light: the streaming code loads when the visitor starts to write or speak.
    shouldPreloadStreaming: false,
  });
  // The conversation the visitor already had (the server keeps it with the count) replaces the greeting to come:
  // after the conversation's own start, which clears the screen and would otherwise greet again a second later.
  const { setMessages } = chat.conversation;
  useEffect(() => {
    const earlier = toDemoMessages(demo, GENERAL_CONVERSATION_TOPIC);
    if (earlier.length > 0) setMessages(earlier);
  }, [demo, setMessages]);
  const isAtLimit = messagesLeft === 0;

  return (
    <div className="flex h-[34rem] flex-col">
      <VoiceChat
        chat={chat}
        language={teacher.language || 'en-US'}
        onLimitReached={openLimitModal}
        beforeUpload={ensureSession}
        // The microphone's code (recognition, recorder) loads with the visitor's first press.
        shouldLoadMicrophoneOnFirstUse
        title={t('chatTitle', { name: teacher.name })}
        badge={<span className="whitespace-nowrap rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-800">{t('messagesLeft', { count: messagesLeft })}</span>}
        teacherName={teacher.name}
        // Send stays enabled at the limit: a third typed message opens 'Ready to Continue?'.
        composer={{ placeholder: t('typePlaceholder'), rows: 1, draftKey: 'demo' }}
        voiceBar={{
          ...(isAtLimit ? { onToggleMicrophone: () => setIsLimitModalOpen(true), statusOverride: t('demoLimitReached') } : {}),
          listeningText: t('listening'),
          processingText: t('processingSpeech'),
          // At the limit the microphone opens the sign-up offer, not a recording: no 'Click here once to speak'.
          ...(isAtLimit ? {} : { hint: t('speakHint') }),
        }}
      />
      {/* The way on, in view once the demo is used up (the offer also opens on a third message or a press of the microphone). */}
      {isAtLimit && (
        <div className="border-t border-slate-200 px-3 py-2 text-center">
          <button type="button" onClick={() => setIsLimitModalOpen(true)} className={buttonClass('primary', 'w-full sm:w-auto')}>
            {t('createAccount')}
          </button>
        </div>
      )}
      {isLimitModalOpen && (
        <Suspense fallback={null}>
          <DemoLimitModal onClose={() => setIsLimitModalOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
