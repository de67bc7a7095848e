/**
 * "How can I say 'let me finish' but polite?", "What is a polite way to say 'I want a refund'?": the blunt words a learner
 * names, said the polite way, from a list written for Parley (each with the words it is asked for). Words the list does not
 * hold are left to the other answers: an order or a demand with its object ('send me the file', 'I want a coffee') to the
 * register answer (answer-register.ts), which rewrites it, and a no to the situations' (situation-phrases.ts). Each request
 * with the messages it must read and those it must leave (polite-versions.test.ts).
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { isSpanishTeacher } from './teacher-voice';

type PoliteVersion = { blunt: RegExp; polite: readonly [string, string]; note: string };

export const POLITE_VERSIONS: readonly PoliteVersion[] = [
  { blunt: /^(?:let me finish|wait,? i(?:'m| am) (?:not )?(?:talking|speaking)|don'?t interrupt(?: me)?|stop interrupting(?: me)?)$/i, polite: ['Sorry, could I just finish my point?', "If I could just finish, I'll be quick."], note: 'Start with sorry or if, and promise to be quick: the other person hears that you will hand back.' },
  { blunt: /^(?:repeat(?: (?:it|that|please))?|say (?:it|that) again|what\??)$/i, polite: ['Sorry, could you say that again, please?', "Sorry, I didn't quite catch that."], note: "Sorry first, then could you: asking again is normal, and 'I didn't quite catch that' makes it about the line, not the speaker." },
  { blunt: /^(?:i (?:don'?t|do not) agree|you(?:'re| are) wrong|that(?:'s| is) wrong|no,? that(?:'s| is) not true)$/i, polite: ['I see it a bit differently.', "I'm not sure I agree, to be honest."], note: 'Speak about your view, not about the other person being wrong: a bit and not sure soften it.' },
  { blunt: /^(?:wait|wait (?:a )?(?:minute|moment|second)|hold on)$/i, polite: ['Could you give me a moment, please?', 'Sorry, just a moment.'], note: 'A moment, with please or sorry, is the polite way to ask someone to wait.' },
  { blunt: /^(?:hurry up|be quick|faster)$/i, polite: ["We're a little short of time, so could we move on?", 'Would you mind if we sped things up a little?'], note: 'Say why, short of time, and ask with could or would you mind.' },
  { blunt: /^i (?:can'?t|cannot|won'?t)(?: do (?:it|that))?$/i, polite: ["I'm afraid I can't this time.", "I'd love to, but I can't make it."], note: "I'm afraid softens a no, and I'd love to, but keeps it warm." },
  { blunt: /^(?:answer me|reply(?: to me)?|write back)$/i, polite: ["I'd be grateful for a reply when you have a moment.", 'Could you let me know when you have a moment?'], note: 'In an email, grateful and when you have a moment ask without pushing.' },
  { blunt: /^(?:be quiet|shut up|stop talking|silence)$/i, polite: ['Could we have a little quiet, please?', "Sorry, could we keep it down a bit? I'm finding it hard to hear."], note: 'Ask for quiet for everyone, with a reason, never tell one person to stop.' },
];

/** The words asked to be said politely, from how learners ask it. */
const ASKS_POLITELY = /^(?:(?:and|so|but|ok(?:ay)?),?\s+)?(?:how (?:can|could|do|should|would) (?:i|you|we) (?:say|tell|write)|what(?:'s| is) (?:a|the|a more) polite (?:way|version) (?:to|of) (?:say|saying)) ["'‘“]?(.+?)["'’”]?,?(?: (?:(?:but |more |in a (?:more )?|very )?polite(?:ly)?(?: way)?|nicely|in a nice way|without (?:being|sounding) rude))?\s*[?.!]*$/i;

export const POLITE_REQUESTS = {
  examples: ["How can I say 'let me finish' but polite?", 'How do I say "hurry up" politely?', "What is a polite way to say 'wait'?", 'How can I say "you are wrong" nicely?'],
  counterExamples: ['How can I say no politely?', 'How do I say "send me the file" more politely?', 'How do I say "I want a refund" politely?', 'How can I say the bad news politely?', 'How do I say "hello" in Spanish?', "I want a refund.", 'How can I say "thank you" politely?'],
};

/** The polite way of the blunt words asked about, with why it is polite; null where the list holds none. */
export function answerPoliteVersion(message: string, teacher: TutorTeacher): string | null {
  if (isSpanishTeacher(teacher)) return null;
  const asked = ASKS_POLITELY.exec(message.trim());
  if (!asked || !/polite|nice|rude/i.test(message)) return null;
  const words = asked[1]!.trim().replace(/[.!?]+$/, '');
  for (const { blunt, polite, note } of POLITE_VERSIONS) {
    if (!blunt.test(words)) continue;
    const [first, second] = polite;
    return `Try: '${first}' or '${second}' ${note} How would you say it in your own situation?`;
  }
  return null;
}
