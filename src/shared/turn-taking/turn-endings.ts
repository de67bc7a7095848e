/**
 * How the words so far end. 'filler', 'open' (an article, preposition, conjunction or unfinished verb
 * phrase) and 'wait' hold the turn; 'complete' lets it go; 'unheard': no words are known (server recognition).
 */
export const TURN_ENDINGS = ['filler', 'open', 'wait', 'complete', 'unheard'] as const;
export type TurnEnding = (typeof TURN_ENDINGS)[number];
