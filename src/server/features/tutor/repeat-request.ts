/**
 * "Sorry, can you repeat the question?", "Pardon?", "¿Puedes repetir?": the learner missed the teacher's
 * question, so the teacher says it again (and nothing else), rather than treating the request as a question
 * of its own.
 */
import { splitSentences } from '#/shared/split-sentences';

const SORRY = String.raw`(?:(?:sorry|excuse me|pardon|perd[oó]n|lo siento)[,!.]*\s*)?`;
const POLITE = String.raw`(?:,?\s*(?:please|por favor))?`;
const WHAT = String.raw`(?:\s+(?:the|your|that) (?:last )?question|\s+that|\s+it)?`;
const ASKS = [
  `(?:can|could|would) you (?:please )?(?:repeat|say (?:that|it) again)${WHAT}`,
  `(?:please )?repeat${WHAT}`,
  String.raw`(?:i'?m )?sorry\?`, // asked, not an apology ('Sorry.')
  `pardon(?: me)?`,
  `what did you (?:say|ask)`,
  `(?:i )?(?:didn'?t|did not|don'?t) (?:understand|get) (?:the|your) question`,
  `¿?(?:puedes|podr[ií]as|puede) repetir(?:lo|la| la pregunta)?`,
  String.raw`¿?c[oó]mo\?`,
  `repite(?:lo)?`,
];
const REPEAT = new RegExp(String.raw`^${SORRY}(?:${ASKS.join('|')})${POLITE}[?!.\s]*$`, 'i');

export function isRepeatRequest(message: string): boolean {
  return REPEAT.test(message.trim());
}

/** The question the teacher's last turn asked: its last sentences from the first one that asks something. */
export function lastQuestionOf(assistantMessage: string | undefined): string | null {
  if (!assistantMessage) return null;
  const sentences = splitSentences(assistantMessage);
  const first = sentences.findIndex((sentence) => sentence.includes('?'));
  return first === -1 ? null : sentences.slice(first).join(' ');
}
