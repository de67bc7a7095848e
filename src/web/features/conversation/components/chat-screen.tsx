/** The teacher chat: header, tools beside the conversation (tabs on a phone), and the voice bar. */
import { type ReactNode, useCallback, useState } from 'react';
import type { Teacher } from '#/shared/teacher';
import { UpgradeModal } from '#/web/features/free-messages/public';
import { useFreeMessageGate } from '#/web/features/free-messages/public';
import { useT } from '#/web/i18n/use-t';
import { GrammarTips } from '../tools/grammar-tips';
import { StarterHints } from '../tools/starter-hints';
import { VocabularyList } from '../tools/vocabulary-list';
import { VoicePractice } from '../tools/voice-practice';
import type { ChatMode } from '../types';
import { useVocabulary } from '../use-vocabulary';
import { useInterviewPractice } from '../superpowers/interview/use-interview-practice';
import { useWritingChallenge } from '../superpowers/writing/use-writing-challenge';
import { useVoiceChat } from '../voice-chat/use-voice-chat';
import { VoiceChat } from '../voice-chat/voice-chat';
import { ChatHeader } from './chat-header';
import { conversationComponentsCatalogue } from './messages/catalogue';
import { type SavedConversation, useEarlierMessages } from '../use-earlier-messages';

type Props = {
  teacher: Teacher;
  topic: string;
  chipClass: string;
  /** Who the learner is talking to (avatar and name), shown first in the header. */
  identity?: ReactNode;
  onChangeTopic?: () => void;
  mode?: ChatMode;
  saved?: SavedConversation;
  onConversationSaved?: (id: string) => void;
  /** Keeps the unsent words of this chat in the browser (message-composer.tsx): names the learner and the chat. */
  draftKey?: string;
};

export function ChatScreen({ teacher, topic, chipClass, identity, onChangeTopic, mode = 'conversation', saved, onConversationSaved, draftKey }: Props) {
  const t = useT(conversationComponentsCatalogue);
  const [activeTab, setActiveTab] = useState<'chat' | 'tools'>('chat');
  const gate = useFreeMessageGate();
  const chat = useVoiceChat({
    teacher,
    topic,
    mode,
    settingsStore: 'account',
    isAtLimit: gate.isAtLimit,
    onLimitReached: gate.openUpgrade,
    onMessageAnswered: gate.onMessageAnswered,
    saved,
    onConversationSaved,
  });
  const { conversation, voice, play, isMuted } = chat;
  const stopTeacher = useCallback(() => voice.player?.stop(), [voice.player]);
  const earlier = useEarlierMessages(saved, conversation.messages, conversation.setMessages);
  // Both hooks always run (rules of hooks); only the teacher's own superpower is shown.
  const interview = useInterviewPractice({ teacher, topic, conversation, speak: play, savedMode: saved?.mode });
  const writing = useWritingChallenge({ teacher, topic, conversation, speak: play });
  const superpower = teacher.superpower_feature === 'interview-roleplay' ? interview : teacher.superpower_feature === 'writing-feedback' ? writing : null;
  const words = useVocabulary(conversation.messages, teacher.language);
  const hasLearnerSpoken = conversation.messages.some((m) => m.role === 'user');

  // The tools panel depends on the teacher's superpower: interview or writing tools, else the defaults.
  const tools: ReactNode = (
    <div className="space-y-4">
      {!hasLearnerSpoken && <StarterHints teacherName={teacher.name} topic={topic} />}
      {superpower ? (
        superpower.tools
      ) : (
        <>
          <VocabularyList words={words} teacherSlug={teacher.slug} topic={topic} onListen={(text) => play(text, 1)} />
          <GrammarTips teacherSlug={teacher.slug} topic={topic} messages={conversation.messages} />
          <VoicePractice language={teacher.language || 'en-US'} teacherSlug={teacher.slug} isMuted={isMuted} isTeacherSpeaking={voice.isSpeaking} onStopTeacher={stopTeacher} />
        </>
      )}
    </div>
  );

  return (
    <div className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col gap-2 px-3 py-2 sm:px-6 lg:gap-3 lg:py-3">
      <ChatHeader
        identity={identity}
        topic={topic}
        chipClass={chipClass}
        onChangeTopic={onChangeTopic}
        extraControls={superpower?.headerControls}
        phoneSwitch={
          <div className="flex rounded-lg ring-1 ring-slate-200" role="tablist" aria-label={t('chatScreen')}>
            {(['chat', 'tools'] as const).map((tab) => (
              <button key={tab} type="button" role="tab" aria-selected={activeTab === tab} onClick={() => setActiveTab(tab)} className={`rounded-lg px-2.5 py-1 text-xs font-semibold ${activeTab === tab ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700'}`}>
                {tab === 'chat' ? t('chatTab') : t('toolsTab')}
              </button>
            ))}
          </div>
        }
      />
      {voice.error && !isMuted && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {voice.error} <button type="button" className="font-semibold underline" onClick={voice.clearError}>{t('dismiss')}</button>
        </p>
      )}
      <div className="flex min-h-0 flex-1 gap-4">
        {/*
          The tools scroll on their own and the page never does. 'relative': their visually hidden live regions (sr-only,
          absolutely placed) are clipped here instead of lengthening the page; 'overscroll-contain': a swipe past their
          end does not carry on to the page, which would slide the header and the Chat/Tools switch away on a phone.
        */}
        <aside className={`${activeTab === 'tools' ? 'block' : 'hidden'} relative w-full overflow-y-auto overscroll-contain lg:block lg:w-80 lg:flex-none`} aria-label={t('learningTools')}>
          {tools}
        </aside>
        <div className={`${activeTab === 'chat' ? 'flex' : 'hidden'} min-h-0 flex-1 flex-col lg:flex`}>
          <VoiceChat
            chat={chat}
            language={teacher.language || 'en-US'}
            sendMode={superpower?.sendMode}
            onLimitReached={gate.openUpgrade}
            earlier={earlier}
            title={superpower?.panelTitle ?? t('assistantTitle')}
            badge={superpower?.badge}
            teacherName={teacher.name}
            composer={{ placeholder: t('writeTo', { name: teacher.name }), shouldFocusOnMount: true, draftKey }}
          />
        </div>
      </div>
      {gate.isUpgradeOpen && <UpgradeModal onClose={gate.closeUpgrade} />}
    </div>
  );
}
