/**
 * "Is 'kindly' too formal?", "Can I use 'guys' in an email to my boss?": words whose register matters, each with
 * where it fits and the plainer or more polite word beside it. Hand-written; a word not here gets an honest answer.
 * Examples and counter-examples of the question: word-registers.test.ts.
 */
export type WordRegister = {
  words: readonly string[];
  register: 'formal' | 'informal' | 'fine anywhere';
  /** One or two spoken sentences: where it fits, and what to say elsewhere. */
  note: string;
};

export const WORD_REGISTERS: readonly WordRegister[] = [
  { words: ['kindly'], register: 'formal', note: "It's polite and common in work emails, as in could you kindly confirm the date. Before an order it can sound a little cold, so with people you know, 'please' or 'could you' is warmer." },
  { words: ['regarding', 'with regard to', 'concerning'], register: 'formal', note: "It's right in emails and letters. When you speak, or in a friendly message, 'about' is more natural." },
  { words: ['purchase'], register: 'formal', note: "It fits contracts, shops' notices and formal emails. When you speak, 'buy' is the natural word." },
  { words: ['commence'], register: 'formal', note: "It's very formal, for official notices. 'Start' or 'begin' is what people say and write at work." },
  { words: ['assist'], register: 'formal', note: "It's fine in a formal email, as in how can I assist you. Most of the time 'help' sounds friendlier." },
  { words: ['obtain'], register: 'formal', note: "It belongs in official writing. In an email or a conversation, 'get' is natural." },
  { words: ['require'], register: 'formal', note: "It's right for rules and formal writing, as in a visa is required. In everyday English say 'need'." },
  { words: ['inform'], register: 'formal', note: "It's good in formal emails, as in I would like to inform you. Otherwise 'tell' or 'let you know' sounds warmer." },
  { words: ['whom'], register: 'formal', note: "It's correct, but today it sounds formal. In speech and most emails people say 'who', as in who did you meet?" },
  { words: ['furthermore', 'moreover'], register: 'formal', note: "It's for essays and formal writing. When you speak, 'also' or 'and another thing' is natural." },
  { words: ['nevertheless', 'nonetheless'], register: 'formal', note: "It's for writing. When you speak, 'but' or 'still' does the same job." },
  { words: ['yours faithfully', 'yours sincerely'], register: 'formal', note: "It's for formal letters: 'Yours faithfully' when you began with Dear Sir or Madam, 'Yours sincerely' when you used the person's name. For most emails, 'Kind regards' is enough." },
  { words: ['dear'], register: 'fine anywhere', note: "At the start of an email or letter it's the standard polite opening, never too formal for work. With close colleagues, 'Hi' is fine too." },
  { words: ['kind regards', 'best regards', 'best wishes', 'regards'], register: 'fine anywhere', note: "It's a usual way to end a work email, polite without being stiff. With close colleagues, 'Thanks' or 'Best' is fine too." },
  { words: ['pardon'], register: 'formal', note: "It's a polite way to ask someone to say something again. 'Sorry?' is the most common, and 'What?' can sound rude." },
  { words: ['cheers'], register: 'informal', note: "In British English it means thanks, fine with colleagues you know well but not in a formal email, where you write 'thank you' or 'many thanks'." },
  { words: ['guys', 'hi guys'], register: 'informal', note: "It's fine with a team you know well. In a formal email, or to people you don't know, write 'Hi everyone' or 'Dear all'." },
  { words: ['gonna', 'wanna', 'gotta'], register: 'informal', note: "It's how people speak quickly, not a written word: in writing, use 'going to', 'want to' or 'have got to'." },
  { words: ['kids'], register: 'informal', note: "It's normal in conversation. In formal writing, like a report or an application, say 'children'." },
  { words: ['stuff'], register: 'informal', note: "It's fine when you speak with friends. At work or in writing, name the thing, or say 'things' or 'materials'." },
  { words: ['awesome', 'cool'], register: 'informal', note: "It's friendly and spoken. In a work email 'great' or 'excellent' is safer." },
  { words: ['hey'], register: 'informal', note: "It's for friends and close colleagues. To someone you don't know, start with 'Hello' or 'Dear'." },
  { words: ['hi', 'hello'], register: 'fine anywhere', note: "It's the usual friendly opening of an email to a colleague or a manager you know, as in Hi Sarah; to a stranger, a client you haven't met or in a formal letter, start with 'Dear'." },
  { words: ['yeah', 'yep', 'nope'], register: 'informal', note: "It's a spoken word. In writing, and in an interview, say 'yes' or 'no'." },
  { words: ['ok', 'okay'], register: 'fine anywhere', note: "It's fine in speech and in emails to colleagues. In a formal letter, write 'that is fine' or 'I agree' instead." },
  { words: ['asap'], register: 'informal', note: "It's fine in a quick message to a colleague, but to a client or a manager it can sound pushy: write 'as soon as possible' or 'by Friday, if possible'." },
  { words: ['thanks'], register: 'fine anywhere', note: "It's friendly and fine in most work emails. In a formal letter, write 'thank you'." },
];

const REGISTER_BY_WORD = new Map(WORD_REGISTERS.flatMap((entry) => entry.words.map((word) => [word, entry] as const)));

export function findWordRegister(word: string): WordRegister | undefined {
  return REGISTER_BY_WORD.get(word.trim().toLowerCase().replace(/[.!?]+$/, ''));
}

/**
 * "Is 'kindly' too formal?", "Does 'cheers' sound informal?", "Can I use 'guys' in an email to my boss?": the word is
 * group 1 or 2.
 */
export const ASKS_REGISTER = /^(?:(?:and|but|so)\s+)?(?:is|does) ["'‘“]?([\p{L}][\p{L}' -]{0,30}?)["'’”]? (?:too |very |a bit |a little |quite |really )?(?:formal|informal|casual|slang|old-fashioned|sound (?:too |very |a bit )?(?:formal|informal|casual|old-fashioned))(?: (?:for|in|with) (?:an? |my |the |your )?(?:e-?mails?|work|business|letters?|interviews?|meetings?|conversation|speaking|writing|boss|manager|teacher|professor|clients?|customers?|colleagues?|co-?workers?)(?: to (?:an? |my |the |your )?\p{L}+)?)?(?: or not)?\s*[?.!]*$|^(?:can|could|should) i (?:use|say|write) ["'‘“]([^"'’”]{1,30})["'’”] (?:in|at|to|with) (?:an? |my |the )?(?:(?:work |business |formal )?e-?mails?|work|letters?|interviews?|meetings?|clients?|boss|manager|colleagues?|hotels?|companies|company|shops?|banks?|landlords?|teachers?|professors?|strangers?)(?: to (?:my |a |the )?\p{L}+)?\s*[?.!]*$/iu;

/** "Is it formal?", "Is it rude?" just after asking about a word ('What does 'nevertheless' mean?'): asked of that word. */
const IS_IT_FORMAL = /^(?:(?:and|so|but|ok(?:ay)?)[,!.]*\s+)?(?:is|isn'?t) (?:it|that|this|this word|that word) (?:too |very |a bit |a little |quite )?(formal|informal|casual|rude|polite|offensive)\s*\?*\s*$/i;
const QUOTED_WORD = /["'‘“]([\p{L}][\p{L}' -]{0,30}?)["'’”]/gu;

export function registerOfWordNamed(message: string, earlierUserMessages: readonly string[]): string | null {
  const asked = IS_IT_FORMAL.exec(message.trim());
  const word = asked && [...(earlierUserMessages.at(-1) ?? '').matchAll(QUOTED_WORD)].at(-1)?.[1];
  if (!asked || !word) return null;
  const quality = asked[1]!.toLowerCase();
  // How it feels to a listener is a tone question (word-tones.ts); how formal it is, a register one.
  return ['rude', 'polite', 'offensive'].includes(quality) ? `Is it ${quality} to say '${word}'?` : `Is '${word}' ${quality}?`;
}
