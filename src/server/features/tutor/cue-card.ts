/**
 * Oliver's Part 2 cue card as he puts it (question-banks, after-long-turn.ts): a task with the points to cover, 'Describe a
 * place you like to visit, and you should say where it is...'. One test of it for every part that needs to know: a Part 2
 * answer is a long turn, a card is no Part 1 question, and a card asked again is said again.
 */
const CUE_CARD = /\b(?:describe|tell me about|talk about)\b[^?]*\byou should say\b/i;

export const isCueCard = (turn: string | undefined): boolean => CUE_CARD.test(turn ?? '');
