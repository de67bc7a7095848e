import { useEffect, useRef, useState } from 'react';
import { MAX_MESSAGE_LENGTH } from '#/shared/chat-api';
import { extractVocabulary, keepRecentVocabulary } from '#/shared/chat-rules';
import { sentenceContaining, type VocabularyWord } from '#/shared/vocabulary-sentence';
import { getVocabulary } from './api/get-vocabulary';
import type { ConversationMessage } from './types';

export type { VocabularyWord };

/** Without the server (offline, or its answer failed): the length-and-common-word rule, at no particular level. */
function pickHere(text: string, known: string[]): VocabularyWord[] {
  return extractVocabulary(text, known).map((word) => ({ word, sentence: sentenceContaining(text, word) }));
}

/**
 * New words from each finished teacher message, picked by the server for the learner's level (up to 5 new
 * per message, the last 8 kept), each with the sentence it came from for its definition. Messages are
 * asked about one after another, so the list keeps the conversation's order. `language` is the teacher's
 * (levels are known for English words); without it the server reads the message's own words.
 */
export function useVocabulary(messages: ConversationMessage[], language?: string): VocabularyWord[] {
  const [words, setWords] = useState<VocabularyWord[]>([]);
  const seen = useRef(new Set<string>());
  const listed = useRef<VocabularyWord[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const generation = useRef(0);

  useEffect(() => {
    if (messages.length === 0) {
      generation.current += 1;
      seen.current.clear();
      listed.current = [];
      setWords([]);
      return;
    }
    const fresh = messages.filter((m) => m.role === 'assistant' && !m.isStreaming && !m.isError && !m.isFeedback && m.content.trim() !== '' && !seen.current.has(m.id));
    const current = generation.current;
    for (const message of fresh) {
      seen.current.add(message.id);
      queue.current = queue.current.then(async () => {
        const known = listed.current.map((w) => w.word);
        const added = await getVocabulary({ text: message.content.slice(0, MAX_MESSAGE_LENGTH), ...(language && { language }), known }).then(
          (answer) => answer.words,
          () => pickHere(message.content, known),
        );
        if (current !== generation.current || added.length === 0) return;
        listed.current = keepRecentVocabulary(listed.current, added);
        setWords(listed.current);
      });
    }
  }, [messages, language]);
  return words;
}
