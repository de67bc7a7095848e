import { FEEDBACK_TEXT_CLIP, PLAYBACK_SPEED_NORMAL, PLAYBACK_SPEED_SLOW } from '#/shared/constants';
import { useState } from 'react';
import { PlayIcon, SlowIcon } from '#/web/components/icons';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import type { ConversationMessage } from '../types';
import { conversationComponentsCatalogue } from './messages/catalogue';

type Props = {
  message: ConversationMessage;
  teacherName: string;
  onPlay: (text: string, speed: number) => void;
  /** Sends a 'Not sent' message again; disabled while another reply is pending. */
  onRetry?: (id: string) => void;
  canRetry?: boolean;
};

export function MessageBubble({ message, teacherName, onPlay, onRetry, canRetry = true }: Props) {
  const t = useT(conversationComponentsCatalogue);
  const format = useFormatters();
  const isUser = message.role === 'user';
  if (message.isFeedback) return <FeedbackBubble content={message.content} onPlay={onPlay} />;
  return (
    <li className={`flex flex-col ${isUser ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed ${
          isUser ? `rounded-ee-sm text-white ${message.unsent ? 'bg-indigo-400' : 'bg-indigo-600'}` : message.isError ? 'rounded-es-sm bg-red-50 text-red-900 ring-1 ring-red-200' : 'rounded-es-sm bg-slate-100 text-slate-900'
        }`}
      >
        <span className="sr-only">{isUser ? t('you') : teacherName}: </span>
        {/* What was said keeps its own direction (English in an Arabic interface), while the bubble keeps its side. */}
        <div dir="auto">{message.content || <span className="text-slate-500">…</span>}</div>
      </div>
      {message.unsent && (
        <div className="mt-1 flex max-w-[85%] flex-wrap items-center justify-end gap-x-2 gap-y-1 px-1 text-end text-xs text-red-800" role="alert">
          <span>
            <strong>{t('notSent')}</strong> {message.unsent.notice}
          </span>
          {message.unsent.canRetry && onRetry && (
            <button type="button" onClick={() => onRetry(message.id)} disabled={!canRetry} className="rounded-md px-2 py-1 font-semibold text-indigo-700 underline ring-1 ring-indigo-200 hover:bg-indigo-50 disabled:opacity-50">
              {t('retry')}
            </button>
          )}
        </div>
      )}
      {message.notice && <p className="mt-1 max-w-[85%] px-1 text-xs text-slate-600">{message.notice}</p>}
      <div className="mt-1 flex items-center gap-2 px-1 text-xs text-slate-500">
        <time dateTime={new Date(message.timestamp).toISOString()}>{format.timeOfDay(message.timestamp)}</time>
        {!isUser && !message.isError && !message.isStreaming && message.content && (
          <>
            <button type="button" onClick={() => onPlay(message.content, PLAYBACK_SPEED_NORMAL)} className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-medium text-slate-600 hover:bg-slate-100" aria-label={t('playMessage')}>
              <PlayIcon /> {t('play')}
            </button>
            <button type="button" onClick={() => onPlay(message.content, PLAYBACK_SPEED_SLOW)} className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-medium text-slate-600 hover:bg-slate-100" aria-label={t('playSlowly')}>
              <SlowIcon /> {t('slow')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/** Feedback opens clipped to a glance, and the learner can read it whole: no sentence of it is lost. */
function FeedbackBubble({ content, onPlay }: { content: string; onPlay: Props['onPlay'] }) {
  const t = useT(conversationComponentsCatalogue);
  const [isWhole, setIsWhole] = useState(false);
  const isLong = content.length > FEEDBACK_TEXT_CLIP;
  const shown = isLong && !isWhole ? `${content.slice(0, FEEDBACK_TEXT_CLIP).trimEnd()}...` : content;
  return (
    <li className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" aria-label={t('feedback')}>
      <p className="mb-1 text-xs font-bold tracking-wide text-amber-800">{t('feedbackHeading')}</p>
      <p dir="auto" className="whitespace-pre-line">{shown}</p>
      <div className="mt-2 flex gap-4">
        <button type="button" onClick={() => onPlay(content, PLAYBACK_SPEED_NORMAL)} className="text-xs font-semibold text-amber-900 underline">
          {t('listenToFeedback')}
        </button>
        {isLong && (
          <button type="button" aria-expanded={isWhole} onClick={() => setIsWhole((whole) => !whole)} className="text-xs font-semibold text-amber-900 underline">
            {isWhole ? t('showLess') : t('readAll')}
          </button>
        )}
      </div>
    </li>
  );
}
