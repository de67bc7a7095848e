/**
 * Tells a screen reader each new reply once it is whole. The region is on the page, empty, before the first
 * reply (a live region added already filled is not read), and it hears nothing of a reply still streaming.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '#/web/i18n/use-t';
import type { ConversationMessage } from '../types';
import { conversationComponentsCatalogue } from './messages/catalogue';

/** Enough for a reply and the feedback that follows it; older lines leave, and a removal is not read. */
const KEPT_LINES = 3;

/** A reply that arrived on this screen (a stored one brought back has a storedId), finished, with words in it. */
const isNewFinishedReply = (message: ConversationMessage) =>
  message.role === 'assistant' && message.storedId === undefined && !message.isStreaming && message.content.trim() !== '';

export function ReplyAnnouncer({ messages, teacherName }: { messages: ConversationMessage[]; teacherName: string }) {
  const t = useT(conversationComponentsCatalogue);
  const feedback = t('feedback');
  const announced = useRef(new Set<string>());
  const [lines, setLines] = useState<Array<{ id: string; text: string }>>([]);
  useEffect(() => {
    const fresh = messages.filter((message) => isNewFinishedReply(message) && !announced.current.has(message.id));
    if (fresh.length === 0) return;
    for (const message of fresh) announced.current.add(message.id);
    const added = fresh.map((message) => ({
      id: message.id,
      text: [`${message.isFeedback ? feedback : teacherName}: ${message.content}`, message.notice].filter(Boolean).join(' '),
    }));
    setLines((current) => [...current, ...added].slice(-KEPT_LINES));
  }, [messages, teacherName, feedback]);

  // Each reply is its own node, so a reply worded like the one before is still read.
  return (
    <div aria-live="polite" className="sr-only" data-testid="reply-announcer">
      {lines.map((line) => (
        <p key={line.id} dir="auto">
          {line.text}
        </p>
      ))}
    </div>
  );
}
