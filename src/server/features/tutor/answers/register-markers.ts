/**
 * What makes a message to someone read as polite, as too direct, or as informal: the words that set its tone, as
 * data, each with the softer or more formal words to use instead. "Is it polite enough?" about the learner's own
 * email is answered from these (answer-register.ts). Each marker has examples it must find and counter-examples it
 * must not, run as tests.
 */

export type MarkerKind = 'polite' | 'direct' | 'informal';

export type RegisterMarker = {
  kind: MarkerKind;
  /** Group 0 is what the learner wrote, quoted back to them. */
  found: RegExp;
  /** For a direct or informal marker: what to write instead. */
  instead?: string;
  /** A direct marker that orders ('you must', 'immediately'): no 'please' makes the text polite around it. */
  orders?: true;
  examples: readonly string[];
  counterExamples: readonly string[];
};

export const REGISTER_MARKERS: readonly RegisterMarker[] = [
  { kind: 'polite', found: /\bplease\b/i, examples: ['Please send me the form.'], counterExamples: ['I was pleased with it.'] },
  { kind: 'polite', found: /\b(?:could|would) you(?: please)?\b/i, examples: ['Could you send someone?', 'Would you please call me back?'], counterExamples: ['You could call me.'] },
  { kind: 'polite', found: /\b(?:thank you(?: (?:very much|so much|for \w+(?: \w+)?))?|thanks in advance|many thanks)\b/i, examples: ['Thank you for your help.', 'Thanks in advance.'], counterExamples: ['I thanked him.'] },
  { kind: 'polite', found: /\b(?:I would|I'd) (?:be (?:very )?grateful|appreciate it|really appreciate)\b|\bI (?:would |'d )?appreciate\b/i, examples: ["I'd be grateful if you could reply.", 'I would appreciate your help.'], counterExamples: ['I am grateful for my family.'] },
  { kind: 'polite', found: /^\s*Dear \p{Lu}[\p{L}.]*(?: \p{Lu}[\p{L}.]*)?/mu, examples: ['Dear Mr Smith,', 'Dear Sarah,'], counterExamples: ['It was dear to me.'] },
  { kind: 'polite', found: /\b(?:kind regards|best regards|warm regards|best wishes|yours sincerely|yours faithfully)\b/i, examples: ['Kind regards, Ana', 'Yours sincerely,'], counterExamples: ['With regard to your email'] },
  { kind: 'polite', found: /\b(?:if possible|when you have a (?:moment|minute)|at your (?:earliest )?convenience|if it'?s not too much trouble)\b/i, examples: ['Could you call me, if possible?', 'when you have a moment'], counterExamples: ['It is possible.'] },
  { kind: 'polite', found: /\b(?:I'm|I am) (?:sorry|afraid)\b|\bapologi[sz]e\b/i, examples: ["I'm sorry for the late reply.", 'I apologise for the delay.'], counterExamples: ['Sorry is a word.'] },
  { kind: 'direct', found: /\bcan you\b/i, instead: "'Could you...?' or 'Would you be able to...?' is softer than 'Can you...?'", examples: ['Can you send someone to repair it?'], counterExamples: ['Could you send someone?', 'I can see you tomorrow.'] },
  { kind: 'direct', found: /\b(?:I|we) want (?:you to|to know|a|an|the|my|our)\b/i, instead: "'I would like...' is more polite than 'I want...'", examples: ['I want you to fix it.', 'I want a refund.', 'We want a discount of 10%.'], counterExamples: ['I would like a refund.', 'Do you want to come?'] },
  { kind: 'direct', found: /\byou (?:must|have to|need to|should)\b/i, instead: "'Would it be possible to...?' asks where 'you must' orders", orders: true, examples: ['You must reply today.', 'You have to fix it.'], counterExamples: ['I must reply today.'] },
  { kind: 'direct', found: /(?:^|[.!?,]\s*)(?:send|give|tell|fix|call|reply|answer|repair|bring|change|check|pay|return|refund|cancel|confirm|complete|finish|email|contact) (?:me|us|it|this|the|my|your)\b(?! if\b)/im, instead: "a request ('Could you send me...?') rather than an order ('Send me...')", examples: ['Send me the report by Friday.', 'The light is broken. Fix it soon.', 'Hey John, send me the report.'], counterExamples: ['Contact me if you need anything else.', 'Could you send me the report?', 'I will send it tomorrow.', 'Please, if you can, I will call you.'] },
  { kind: 'direct', found: /\bor (?:we|I)(?: will|'ll| are going to| am going to) (?:stop|cancel|close|end|report|charge|take) (?:the|your|you|it|this|legal)\b/i, instead: "'Otherwise, we may need to...' rather than 'or we will...', which reads as a threat", orders: true, examples: ['Pay it today or we will stop the service.', "Reply by Friday or I'll cancel the order."], counterExamples: ['Tea or we will have coffee later.', 'Call me or we will miss the train!', 'We should leave early or we will have to stand on the train.'] },
  { kind: 'direct', found: /\b(?:ASAP|immediately|right now|at once)\b/i, instead: "'as soon as you can' or 'by Friday, if possible' rather than 'ASAP' or 'immediately'", orders: true, examples: ['Please reply ASAP.', 'Send someone immediately.'], counterExamples: ['as soon as you can'] },
  { kind: 'informal', found: /^\s*(?:Hey|Hiya|Yo)\b|^\s*Hi (?:guys|there|all)\b/im, instead: "'Dear...' or 'Hello...' rather than 'Hey' to someone you don't know well", examples: ['Hey Mr Smith,', 'Hi guys,'], counterExamples: ['Hello Mr Smith,', 'They said hey to me.'] },
  { kind: 'informal', found: /\b(?:gonna|wanna|gotta|kinda|dunno|yeah|cheers|thx|pls|plz)\b/i, instead: "the full words ('going to', 'want to', 'please') in a message to someone you don't know well", examples: ["I'm gonna be late.", 'pls call me'], counterExamples: ['I am going to be late.'] },
  { kind: 'informal', found: /[!?]{2,}/, instead: 'one full stop or question mark, not several', examples: ['It is still broken!!', 'Why???'], counterExamples: ['It is still broken.'] },
];

export type RegisterReading = { polite: string[]; direct: RegisterMarker[]; informal: RegisterMarker[] };

/** The markers a text shows: its polite words as written, and the direct and informal markers found in it. */
export function readRegister(text: string): RegisterReading {
  const hits = REGISTER_MARKERS.filter((marker) => marker.found.test(text));
  // In the order the learner wrote them, each once: 'please' inside 'could you please' is not quoted again.
  const matches = hits.filter((marker) => marker.kind === 'polite').map((marker) => marker.found.exec(text)!).sort((a, b) => a.index - b.index || b[0].length - a[0].length);
  const polite = matches.filter((match, at) => !matches.slice(0, at).some((earlier) => match.index < earlier.index + earlier[0].length)).map((match) => match[0].trim());
  return { polite, direct: hits.filter((marker) => marker.kind === 'direct'), informal: hits.filter((marker) => marker.kind === 'informal') };
}

/** One line on an email's tone, where a direct or informal marker shows: the first, and what to write instead. */
export function toneNote(text: string): string | null {
  const { direct, informal } = readRegister(text);
  const first = direct[0] ?? informal[0];
  return first ? `On tone: ${first.instead}.` : null;
}

