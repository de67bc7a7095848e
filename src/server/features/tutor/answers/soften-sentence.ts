/**
 * "Can you make this softer: Send me the report today.", "How can I say this more politely: I want a refund.": the
 * learner's own sentence said more politely, by rules that each turn one direct shape into its polite form (a bare
 * order into a request, 'I want' into 'I'd like', 'You must' into 'Could you'), and why. Each rule is data with the
 * sentences it must soften and the ones it must leave (soften-sentence.test.ts).
 */
import { capitalizeFirst } from '../choose-variant';

/** The request, then the sentence: group 1 is the sentence to soften. */
const ASKS_TO_SOFTEN = /^(?:(?:can|could|would) you (?:please )?(?:make|say|write|rewrite|put|change) (?:this|it|that|my sentence|this sentence|this email|this line)(?: sentence)? (?:softer|more polite(?:ly)?|politer|less direct|nicer|kinder|more friendly|friendlier|more diplomatic)|how (?:can|could|do|should) i (?:say|write|put) (?:this|it|that) (?:more polite(?:ly)?|more softly|less directly|in a (?:more )?polite way|politely|nicely|in a softer way)|make (?:this|it) (?:softer|more polite|less direct|politer)(?:,? please)?|(?:a )?more polite (?:way|version)(?: of this| to say this)?|soften (?:this|it)(?:,? please)?)\s*[:?.-]\s*["'‘“]?(.+?)["'’”]?\s*$/i;

export type SofteningRule = {
  id: string;
  /** What the rule reads in the sentence (without its final stop). */
  pattern: RegExp;
  soften: (match: RegExpExecArray) => string;
  why: string;
  examples: ReadonlyArray<readonly [direct: string, softer: string]>;
  counterExamples: readonly string[];
};

/** Verbs a bare order starts with ('Send me...', 'Call the client...'): a request is made of them. */
const ORDER_VERBS = 'send|give|tell|call|email|bring|book|check|fix|finish|sign|update|reply|answer|come|write|do|make|share|forward|confirm|pay|change|let|help|move|cancel|prepare|review|print|explain|show|stop|wait|get|pass|open|close|lend|find|repeat|clean|take|turn|read|pick|put|keep';
/** How a sentence these rules can soften starts ('Give me...', 'I want...', 'Can you...', 'You must...'): a quoted request, for detect-question. */
export const REQUEST_START = String.raw`(?:please,? )?(?:${ORDER_VERBS})\b|(?:i|we) (?:want|need)\b|(?:can|will) you\b|you (?:must|have to|need to|should)\b`;
/** Words that make a request sound urgent or cold ('now', 'ASAP'): left out of the softer version. */
const URGENT_END = /(?:,?\s*\b(?:right now|now|immediately|at once|asap))+\s*$/i;

export const SOFTENING_RULES: readonly SofteningRule[] = [
  {
    id: 'order-to-request',
    pattern: new RegExp(String.raw`^(?:please,? )?(${ORDER_VERBS})\b(.*?)(?:,? please)?$`, 'i'),
    soften: (m) => `Could you ${m[1]!.toLowerCase()}${m[2]}, please?`,
    why: "A bare order sounds like a command in English, even between colleagues; 'Could you..., please?' makes it a request the other person can agree to.",
    examples: [['Send me the report today', 'Could you send me the report today, please?'], ['Please call the client', 'Could you call the client, please?']],
    counterExamples: ['Sending the report today', 'Sunday is fine'],
  },
  {
    id: 'want-you-to-could-you',
    pattern: /^(?:i|we) (?:want|need) you to (?!(?:know|understand|be|feel|meet|remember|see|think)\b)(.+)$/i,
    soften: (m) => `Could you ${m[1]}, please?`,
    why: "'I want you to...' tells someone what to do; 'Could you..., please?' asks them.",
    examples: [['I want you to fix my laptop', 'Could you fix my laptop, please?']],
    counterExamples: ['I want you to know the truth'],
  },
  {
    id: 'need-a-thing-could-i-have',
    pattern: /^(?:i|we) need ((?:a|an|the|some|one|two|three|another|more) .+)$/i,
    soften: (m) => `Could I have ${m[1]}, please?`,
    why: "'I need' sounds demanding when you ask someone for something; 'Could I have..., please?' asks for it politely.",
    examples: [['I need the bill', 'Could I have the bill, please?'], ['I need a receipt now', 'Could I have a receipt, please?']],
    counterExamples: ['I need to leave early', 'I needed a break'],
  },
  {
    id: 'want-to-would-like',
    pattern: /^i want (?!you to (?:know|understand|be|feel|meet|remember|see|think)\b)(to )?(.+)$/i,
    soften: (m) => `I'd like ${m[1] ?? ''}${m[2]}, please.`,
    why: "'I want' sounds demanding when you ask for something; 'I'd like' asks for the same thing politely.",
    examples: [['I want a refund', "I'd like a refund, please."], ['I want to change my booking', "I'd like to change my booking, please."]],
    counterExamples: ['I wanted to say thank you'],
  },
  {
    // 'Is it rude to say "I want"?': the two words alone, quoted, asked about.
    id: 'bare-want-would-like',
    pattern: /^(i|we) want(?:\.\.\.|…)?$/i,
    soften: (m) => `${m[1]!.toLowerCase() === 'we' ? "We'd" : "I'd"} like..., please`,
    why: "'I want' sounds demanding when you ask for something; 'I'd like' asks for the same thing politely.",
    examples: [['I want', "I'd like..., please"], ['we want...', "We'd like..., please"]],
    counterExamples: ['I wanted', 'You want'],
  },
  {
    id: 'can-to-could',
    pattern: /^(?:can|will) you (.+?)\??$/i,
    soften: (m) => `Could you ${m[1]!.replace(/,? please$/i, '')}, please?`,
    why: "'Could you...?' is softer than 'Can you...?', and 'please' softens it more.",
    examples: [['Can you open the window?', 'Could you open the window, please?']],
    counterExamples: ['Could you open the window?', 'You can open the window'],
  },
  {
    id: 'must-to-could',
    pattern: /^you (?:must|have to|need to|should)\b(.*)$/i,
    soften: (m) => `Could you${m[1]}, please?`,
    why: "'You must' tells someone what to do; 'Could you..., please?' asks them, which is how requests are made at work.",
    examples: [['You must finish it by Friday', 'Could you finish it by Friday, please?'], ['You need to sign the form', 'Could you sign the form, please?']],
    counterExamples: ['You must be tired'],
  },
];

/** 'You must be tired' is a guess, not an order: 'must be' is never softened into a request. */
const NOT_AN_ORDER = /^you must be\b/i;

/** Her answer, when the message asks for its own sentence said more politely and a rule fits; null otherwise. */
export function answerSoftenSentence(message: string): string | null {
  const asked = ASKS_TO_SOFTEN.exec(message.trim());
  const sentence = asked?.[1]?.trim().replace(/[.!]+$/, '');
  if (!sentence) return null;
  return softened(sentence);
}

export type Softer = { line: string; why: string };

/** The sentence said more politely by the first rule that fits ('now' and 'ASAP' left out), and why; null where none does. */
export function softer(sentence: string): Softer | null {
  const text = sentence.trim().replace(/^["“'‘]|["”'’]$/g, '').trim().replace(/[.!]+$/, '').replace(URGENT_END, '');
  if (NOT_AN_ORDER.test(text) || text.split(/\s+/).length > 16) return null;
  for (const rule of SOFTENING_RULES) {
    const match = rule.pattern.exec(text);
    if (match) return { line: capitalizeFirst(rule.soften(match)), why: rule.why };
  }
  return null;
}

/** The sentence softened, with why, as her answer; null where no rule fits. */
export function softened(sentence: string): string | null {
  const found = softer(sentence);
  return found ? `Try: '${found.line}' ${found.why} Have you got another line from your messages to soften?` : null;
}
