/**
 * Phrases that say in many words what one or two say ('in order to' -> 'to', 'due to the fact that' -> 'because'): what a
 * writer cuts first to make a text shorter without losing a point. Each is data with a sentence it is cut from.
 */
export type WordyPhrase = { wordy: RegExp; concise: string; example: string };

export const WORDY_PHRASES: readonly WordyPhrase[] = [
  { wordy: /\bin order to\b/i, concise: 'to', example: 'I am writing in order to ask about the course.' },
  { wordy: /\bdue to the fact that\b/i, concise: 'because', example: 'I was late due to the fact that the train stopped.' },
  { wordy: /\b(?:about|of) the fact that\b/i, concise: 'that', example: 'I want to inform you about the fact that I am ill.' },
  { wordy: /\bin spite of the fact that\b|\bdespite the fact that\b/i, concise: 'although', example: 'Despite the fact that it rained, we went out.' },
  { wordy: /\bat this point in time\b|\bat the present time\b|\bat the present moment\b/i, concise: 'now', example: 'At this point in time we have no rooms.' },
  { wordy: /\bin the near future\b/i, concise: 'soon', example: 'I will call you in the near future.' },
  { wordy: /\bin the event that\b/i, concise: 'if', example: 'In the event that you are late, call me.' },
  { wordy: /\bfor the purpose of\b/i, concise: 'to, or for', example: 'I came for the purpose of learning English.' },
  { wordy: /\bwith (?:regard|regards|reference|respect) to\b|\bin relation to\b/i, concise: 'about', example: 'I am writing with regard to my order.' },
  { wordy: /\ba (?:large|great|big) number of\b/i, concise: 'many', example: 'A large number of students came.' },
  { wordy: /\beach and every\b/i, concise: 'every', example: 'Each and every day I study.' },
  { wordy: /\bthe reason (?:why )?is because\b/i, concise: 'the reason is that, or simply because', example: 'The reason is because I was ill.' },
  { wordy: /\bin my (?:personal )?opinion,? i (?:think|believe)\b/i, concise: 'I think', example: 'In my personal opinion, I believe the plan works.' },
  { wordy: /\bi am writing this (?:e-?mail|letter|message) (?:to|in order to)\b/i, concise: 'I am writing to', example: 'I am writing this email to ask for a refund.' },
  { wordy: /\bmake a decision\b/i, concise: 'decide', example: 'We need to make a decision today.' },
  { wordy: /\bhas the ability to\b|\bis able to\b/i, concise: 'can', example: 'She has the ability to speak four languages.' },
];

/** Words that add force and little else: most can go ('very important' -> 'important', or a stronger word: 'essential'). */
export const FILLERS = /\b(?:very|really|quite|actually|basically|just|totally|definitely)\b/gi;
