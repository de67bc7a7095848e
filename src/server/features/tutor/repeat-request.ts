/**
 * "Sorry, can you repeat the question?", "Pardon?", "¿Puedes repetir?", "What does that mean?": the learner missed the teacher's
 * question, so the teacher says it again (and nothing else), rather than treating the request as a question
 * of its own.
 */
import { splitSentences } from '#/shared/split-sentences';
import { isCueCard } from './cue-card';

const SORRY = String.raw`(?:(?:sorry|excuse me|pardon|perd[oó]n|lo siento)[,!.]*\s*)?`;
/** How they want it said again: 'more slowly', 'a bit slower', 'again'. */
const MANNER = String.raw`(?:\s+(?:again\s+)?(?:(?:a (?:bit|little) )?(?:more slowly|slower|slowly)|more clearly))?`;
const POLITE = String.raw`(?:,?\s*(?:please|por favor|sorry|perd[oó]n))?`;
/** What a nervous learner adds after asking ('my english is not good', 'I am beginner'): a reason, no question of its own. */
const EXCUSE = String.raw`(?:[?!.,]+\s*(?:(?:because |sorry,? )?my (?:english|spanish|level) is (?:not (?:very )?good|(?:very |too )?(?:bad|low))|i(?:'m| am) (?:a |just a )?beginner|sorry|mi español (?:no es (?:muy )?bueno|es malo)))?`;
const WHAT = String.raw`(?:\s+(?:the|your|that) (?:last )?question|\s+that|\s+it)?`;
/** Not understood, or asked to be said more simply: 'I don't understand', 'Can you say it more simply?', 'No entiendo'. (Asked to speak more slowly, the teacher names the Slow button: answer-speak-slowly.ts.) */
const SIMPLER_ASKS = [
  `(?:can|could|would) you (?:please )?(?:say|explain|ask|put|repeat|write|speak|talk) (?:that |it |the question |this |to me )?(?:more simply|more simple|simpler|easier|more easy|in (?:a )?simpler (?:way|words)|in other words|with (?:easier|simpler|more simple|more easy|simple|easy) words|in (?:more )?(?:simple|easy) words|in easy english|in easier english)`,
  `(?:can|could|would) you (?:please )?use (?:more )?(?:simple|simpler|easy|easier) (?:words|english|language|sentences)`,
  // Asked slower: said again slowly, with the Slow button.
  `(?:more slowly|slower|slowly)`,
  `(?:i )?(?:don'?t|do not|didn'?t|did not) understand(?: (?:you|that|it|this|what you (?:said|mean|asked|asked me)))?`,
  `what (?:do )?you mean`,
  `what (?:is|do) (?:that|it|this) mean`,
  `what does (?:that|it|this) mean`,
  `¿?qu[eé] (?:significa|quiere decir)(?: eso| esto)?`,
  `¿?qu[eé] quieres decir(?: con eso)?`,
  `no (?:te |lo )?comprendo(?: nada| bien| la pregunta| tu pregunta)?`,
  `no entiendo (?:la|tu) pregunta`,
  `no (?:te |lo )?entiendo(?: nada| bien)?`,
  `no (?:te |lo )?entend[ií](?: nada| bien)?`,
  `(?:i )?(?:don'?t|do not|didn'?t|did not) understand (?:anything|a word)`,
];
const ASKS = [
  `(?:can|could|would) you (?:please )?(?:repeat|say (?:that|it) again)${WHAT}`,
  `(?:please )?repeat${WHAT}`,
  `(?:can|could|would) you (?:please )?(?:say|ask|read|tell) (?:me )?(?:the|your|that) (?:last )?question (?:again|one more time)`,
  `(?:can|could|would) you (?:please )?ask (?:me )?(?:that|it) (?:again|one more time)`,
  `(?:can|could|would) you (?:please )?say (?:that|it) one more time`,
  String.raw`(?:i'?m )?sorry\?`, // asked, not an apology ('Sorry.')
  `pardon(?: me)?`,
  `what did you (?:say|ask)`,
  `(?:i )?(?:didn'?t|did not|don'?t) (?:understand|get) (?:the|your) (?:last )?question`,
  `(?:can|could) you (?:please )?(?:say|ask|write|repeat) (?:it|that|the question) (?:in english|again in english)`,
  `¿?(?:puedes|podr[ií]as|puede) repetir(?:lo|la| la pregunta)?`,
  String.raw`¿?c[oó]mo\?`,
  `repite(?:lo)?`,
  ...SIMPLER_ASKS,
];
const ASK = `${SORRY}(?:${ASKS.join('|')})${MANNER}${POLITE}`;
/** One request or two ('I don't understand. Can you say it more simply?'). */
const REPEAT = new RegExp(String.raw`^${ASK}(?:[?!.,]+\s*${ASK})?${EXCUSE}[?!.\s]*$`, 'i');
const SIMPLER = new RegExp(`(?:${SIMPLER_ASKS.join('|')})`, 'i');

export function isRepeatRequest(message: string): boolean {
  return REPEAT.test(message.trim());
}

/** The request asks for it slower or simpler, or says it was not understood: the teacher says so and keeps it easy. */
export function asksSimpler(message: string): boolean {
  return isRepeatRequest(message) && SIMPLER.test(message);
}

/**
 * A correction's prompt ('Something to think about: is it "there is" or "there are"? Which sounds right to you?'): a
 * question about the learner's words, not the one they asked to hear again.
 */
const CORRECTION_PROMPT = /\b(?:something|a question) to think about\b|\bwhich (?:one )?sounds? right to you\?|\bfit better than\b|^(?:is it|would) ['‘"“]/i;

const SLOWLY_BEFORE = 'No problem, here it is again, slowly:';
const SLOWLY_AFTER = 'You can answer in just a few words.';
const SLOWLY_BEFORE_ES = 'No pasa nada, te lo digo otra vez, más despacio. (No problem, I\'ll say it again, more slowly.)';

/** The question missed, said again slowly, with a short answer welcome; in Lucía's Spanish first. */
export function sayAgainSlowly(missed: string, inSpanish: boolean): string {
  return inSpanish ? `${SLOWLY_BEFORE_ES} ${missed}` : `${SLOWLY_BEFORE} ${missed} ${SLOWLY_AFTER}`;
}

/** The words a question said again is wrapped in: asked again, only the question is said, never the wrapping twice. */
const withoutSayingAgain = (message: string) => message.replace(SLOWLY_BEFORE_ES, '').replace(SLOWLY_BEFORE, '').replace(SLOWLY_AFTER, '').replace(/^\s*(?:Of course\.|¡Claro!)\s*/, '').trim();

/** A turn's sentences, without the wrapping of a question said again or a correction's prompt. */
const promptSentences = (assistantMessage: string) => splitSentences(withoutSayingAgain(assistantMessage)).filter((sentence) => !CORRECTION_PROMPT.test(sentence));

/** The question the teacher's last turn asked: its last sentences from the first one that asks something, a correction's prompt left out. */
export function lastQuestionOf(assistantMessage: string | undefined): string | null {
  if (!assistantMessage) return null;
  const sentences = promptSentences(assistantMessage);
  const first = sentences.findIndex((sentence) => sentence.includes('?'));
  if (first !== -1) return sentences.slice(first).join(' ');
  // A task given with no question mark ('Now for Part 2: describe a festival you enjoyed, and you should say...'): the task.
  const task = sentences.findIndex((sentence) => isCueCard(sentence));
  return task === -1 ? null : sentences.slice(task).join(' ').replace(/^[^:]*\bpart 2\b[^:]*:\s*/i, '').replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}

/**
 * What the learner missed and asked to hear again: the last question, or else a request put as an order ('Describe a
 * project you are proud of, and what your role was.'), which is no question to wait on ('I'm ready' after it goes on).
 */
export function lastPromptOf(assistantMessage: string | undefined): string | null {
  const question = lastQuestionOf(assistantMessage);
  if (question || !assistantMessage) return question;
  const sentences = promptSentences(assistantMessage);
  const order = sentences.findLastIndex((sentence) => ORDER.test(sentence));
  return order === -1 ? null : sentences.slice(order).join(' ');
}

/** A question put as an order: 'Describe a project...', 'Tell me about a time...', 'Give me an example of...'. */
const ORDER = /^(?:(?:now|so|next|ok(?:ay)?),?\s+)?(?:describe|tell me|give me|talk about|walk me through|explain|say|write|read)\b/i;

