import { useEffect, useRef, useState } from 'react';
import { extractVocabulary, keepRecentVocabulary } from '#/shared/chat-rules';
import type { ConversationMessage } from './types';

/** New words from each finished teacher message: up to 5 new per message, the last 8 kept. */
export function useVocabulary(messages: ConversationMessage[]): string[] {
  const [words, setWords] = useState<string[]>([]);
  const seen = useRef(new Set<string>());
  useEffect(() => {
    if (messages.length === 0) {
      seen.current.clear();
      setWords([]);
      return;
    }
    const fresh = messages.filter((m) => m.role === 'assistant' && !m.isStreaming && !m.isError && !m.isFeedback && !seen.current.has(m.id));
    if (fresh.length === 0) return;
    setWords((current) => {
      let next = current;
      for (const message of fresh) {
        seen.current.add(message.id);
        next = keepRecentVocabulary(next, extractVocabulary(message.content, next));
      }
      return next;
    });
  }, [messages]);
  return words;
}
