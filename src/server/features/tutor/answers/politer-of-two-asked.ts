/**
 * 'Which is more polite, "Can you" or "Could you"?', 'Is "Hi" or "Dear" more formal?': the question read, and the two
 * phrases placed on one of the politeness scales (politeness-scales.ts). detect-question.ts asks it; answer-politer-of-two.ts answers.
 */
import { POLITENESS_SCALES, type PolitenessScale } from './politeness-scales';

const option = (name: string) => String.raw`["'‘“]?(?<${name}>\p{L}[\p{L}' ,]{0,40}?)(?:\.\.\.|…|[?!.])?["'’”]?`;
const QUALITY = '(?<quality>(?:more|less|most|least) (?:polite|formal|rude|informal|impolite|professional|friendly)|politer|politest|ruder|rudest)';
const WHERE = '(?: to say| in (?:an? )?(?:e-?mail|letter|message|shop|restaurant|meeting))?';
/** 'Which is more polite, X or Y?', 'What sounds more formal: X or Y?', 'Is X or Y more polite?'. */
export const ASKS_POLITER_OF_TWO = new RegExp(
  String.raw`^(?:(?:which|what)(?: one)?(?: of (?:these|them|the two))? (?:is|sounds|would be|'s) (?:the )?${QUALITY}${WHERE}\s*[,:]?\s*${option('first')},? or ${option('second')}|(?:is|are) ${option('first2')} or ${option('second2')} (?:the )?${QUALITY.replace('quality', 'quality2')}${WHERE})\s*\?*\s*$`,
  'iu',
);

/** The question read: the two phrases as asked, and whether the more or the less polite one is wanted. */
export function readPoliterOfTwo(message: string): { first: string; second: string; wantsLess: boolean; quality: string } | null {
  const groups = ASKS_POLITER_OF_TWO.exec(message.trim())?.groups;
  if (!groups) return null;
  const quality = (groups.quality ?? groups.quality2)!.toLowerCase();
  const first = (groups.first ?? groups.first2)!;
  const second = (groups.second ?? groups.second2)!;
  // The ruder, the less formal and the friendlier are the plainer of the two.
  const flips = /rude|informal|impolite|friendly|casual/.test(quality);
  const asksLess = /^(?:less|least) /.test(quality);
  return { first: first.trim(), second: second.trim(), wantsLess: flips !== asksLess, quality };
}

const normalised = (phrase: string) => phrase.toLowerCase().replace(/[’‘]/g, "'").replace(/[?!.,…]+/g, ' ').replace(/\s+/g, ' ').trim();

/** Where a phrase stands on a scale: the longest of its phrases that the asked one is or starts with ('could you help' -> 'could you'). */
function rankOn(scale: PolitenessScale, asked: string): number {
  const said = normalised(asked);
  let best = -1;
  scale.phrases.forEach((phrase, rank) => {
    const fits = said === phrase || said.startsWith(`${phrase} `);
    if (fits && (best === -1 || phrase.length > scale.phrases[best]!.length)) best = rank;
  });
  return best;
}

export function placeOnAScale(first: string, second: string): { scale: PolitenessScale; politer: string; plainer: string } | null {
  for (const scale of POLITENESS_SCALES) {
    const a = rankOn(scale, first);
    const b = rankOn(scale, second);
    if (a === -1 || b === -1 || a === b) continue;
    return a < b ? { scale, politer: first, plainer: second } : { scale, politer: second, plainer: first };
  }
  return null;
}

