/**
 * The rules that read how the words so far end (packs/<language>.json): each a record with the phrases it
 * matches at the end of the words, why it holds or lets go of the turn, and the examples that must match
 * it and the counter-examples that must not (turn-ending-rules.test.ts runs them all).
 */
import en from './packs/en.json';
import es from './packs/es.json';
import type { TurnEnding } from './turn-endings';


export type TurnEndingRule = {
  family: string;
  ending: TurnEnding;
  why: string;
  phrases: string[];
  examples: string[];
  counterExamples: string[];
};

/** Whole utterances that only say "I'm listening" ("mm-hm", "vale"), with their examples and counter-examples. */
export type BackchannelList = { why: string; phrases: string[]; examples: string[]; counterExamples: string[] };

export type TurnEndingPack = { language: string; rules: TurnEndingRule[]; backchannels: BackchannelList };

export const TURN_ENDING_PACKS: Record<string, TurnEndingPack> = { en: en as TurnEndingPack, es: es as TurnEndingPack };

/** 'en-US' → the English pack; a language without a pack has no rules (every turn ends by silence alone). */
export function findTurnEndingPack(language: string): TurnEndingPack | undefined {
  return TURN_ENDING_PACKS[language.toLowerCase().split(/[-_]/)[0] ?? ''];
}
