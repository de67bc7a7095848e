/** A word's definition from the chat function (JSON reply), or the spec's fallback when that fails. */
import { indexOfWord, sentenceContaining } from '#/shared/vocabulary-sentence';
import { requestChatCompletion } from '../api/request-chat-completion';

export type WordDefinition = { word: string; definition: string; partOfSpeech: string; example: string };

export function fallbackDefinition(word: string): WordDefinition {
  return { word, definition: 'A word used in English language conversations', partOfSpeech: 'word', example: `Try using "${word}" in your next sentence.` };
}

/** The sentence sent along: only one that holds the word, cut to the length the server reads. */
function contextFor(word: string, sentence: string | undefined): string | undefined {
  return sentence && indexOfWord(sentence, word) !== -1 ? sentenceContaining(sentence, word) || undefined : undefined;
}

export async function getDefinition(word: string, teacherSlug: string, topic: string, sentence?: string): Promise<WordDefinition> {
  try {
    const context = contextFor(word, sentence);
    const reply = await requestChatCompletion({ teacher_slug: teacherSlug, topic, mode: 'definition', subject: word, ...(context && { context }), messages: [] });
    const json = JSON.parse(reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1)) as Partial<WordDefinition>;
    if (typeof json.definition !== 'string' || !json.definition) {
      console.warn(`[definition] the teacher's answer for "${word}" held no definition, so the generic one shows`);
      return fallbackDefinition(word);
    }
    return { word, definition: json.definition, partOfSpeech: json.partOfSpeech || 'word', example: json.example || fallbackDefinition(word).example };
  } catch (error) {
    console.warn(`[definition] no definition of "${word}" from the teacher, so the generic one shows:`, error);
    return fallbackDefinition(word);
  }
}
