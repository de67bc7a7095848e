import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '#/web/i18n/use-t';
import type { ConversationMessage } from '../types';
import type { EarlierMessages } from '../use-earlier-messages';
import { LiveTranscript } from './live-transcript';
import { MessageBubble } from './message-bubble';
import { conversationComponentsCatalogue } from './messages/catalogue';
import { TypingIndicator } from './typing-indicator';

type Props = {
  title: string;
  badge?: ReactNode;
  teacherName: string;
  messages: ConversationMessage[];
  /** A reopened conversation's older messages, when there are more than the first page. */
  earlier?: EarlierMessages | null;
  isWaitingForReply: boolean;
  liveTranscript: { isVisible: boolean; text: string; isCountingDown: boolean; isProcessing: boolean; sendAfterMs: number | null; isHoldingTurn?: boolean };
  onPlay: (text: string, speed: number) => void;
  onRetry?: (id: string) => void;
  isPending?: boolean;
  composer: ReactNode;
};

/** The conversation: bubbles, the live transcript, the typing indicator and the composer. */
export function ConversationPanel(props: Props) {
  const t = useT(conversationComponentsCatalogue);
  const listRef = useRef<HTMLUListElement>(null);
  const lastId = props.messages.at(-1)?.id;
  const lastContent = props.messages.at(-1)?.content;
  // The newest message stays in view; earlier messages placed above it do not move the view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the triggers (a new message, streamed text, live transcript)
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId, lastContent, props.liveTranscript.text]);
  const { earlier } = props;

  const isEmpty = props.messages.length === 0 && !props.liveTranscript.isVisible;
  return (
    <section className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" aria-label={props.title}>
      {/* On a phone a title without a badge only costs height: the region keeps its name for screen readers. */}
      <header className={`items-center justify-between gap-3 border-b border-slate-200 px-4 py-2 lg:py-3 ${props.badge ? 'flex' : 'hidden lg:flex'}`}>
        <h2 className="font-semibold text-slate-900">{props.title}</h2>
        {props.badge}
      </header>
      {/* Not a live region: it would read each streamed piece of a reply and the learner's own words (ReplyAnnouncer reads finished replies). */}
      <ul ref={listRef} className="flex-1 space-y-4 overflow-y-auto p-3 lg:p-4">
        {earlier?.hasEarlier && (
          <li className="text-center">
            <button type="button" onClick={() => void earlier.load()} disabled={earlier.isLoading} className="rounded-lg px-3 py-1 text-sm font-semibold text-indigo-700 underline hover:bg-indigo-50 disabled:opacity-60">
              {earlier.isLoading ? t('loadingEarlier') : t('showEarlier')}
            </button>
            {earlier.error && <p role="alert" className="mt-1 text-sm text-red-700">{earlier.error}</p>}
          </li>
        )}
        {isEmpty && (
          <li className="py-12 text-center">
            <p className="text-lg font-semibold text-slate-800">{t('emptyTitle')}</p>
            <p className="mt-1 text-sm text-slate-500">{t('emptyHint')}</p>
          </li>
        )}
        {props.messages.map((message) =>
          message.isStreaming && !message.content ? null : <MessageBubble key={message.id} message={message} teacherName={props.teacherName} onPlay={props.onPlay} onRetry={props.onRetry} canRetry={!props.isPending} />,
        )}
        {props.liveTranscript.isVisible && (
          <LiveTranscript
            transcript={props.liveTranscript.text}
            isCountingDown={props.liveTranscript.isCountingDown}
            isProcessing={props.liveTranscript.isProcessing}
            sendAfterMs={props.liveTranscript.sendAfterMs}
            isHoldingTurn={props.liveTranscript.isHoldingTurn}
          />
        )}
        {props.isWaitingForReply && <TypingIndicator name={props.teacherName} />}
      </ul>
      {props.composer}
    </section>
  );
}
