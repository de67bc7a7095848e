/**
 * The rules that read how the words so far end (packs/<language>.json): each a record with the phrases it
 * matches at the end of the words, why it holds or lets go of the turn, and the examples that must match
 * it and the counter-examples that must not (read-turn-ending.test.ts runs them all). A phrase may name a
 * word class of its pack ("hace {numeral}"): it stands for the phrase with each word of the class.
 */
import en from './packs/en.json';
import es from './packs/es.json';
import type { TurnEnding } from './turn-endings';

export type TurnEndingRule = {
  family: string;
  ending: TurnEnding;
  why: string;
  /** As the engine reads them: every word class already spelled out. */
  phrases: string[];
  examples: string[];
  counterExamples: string[];
};

/** Whole utterances that only say "I'm listening" ("mm-hm", "vale"), with their examples and counter-examples. */
export type BackchannelList = { why: string; phrases: string[]; examples: string[]; counterExamples: string[] };

export type TurnEndingPack = { language: string; rules: TurnEndingRule[]; backchannels: BackchannelList };

/** A pack as written: its word classes, and phrases that may name them. */
export type WrittenTurnEndingPack = TurnEndingPack & { wordClasses?: Record<string, string[]> };

/** Every phrase a written phrase stands for: each `{class}` in it replaced by each word of that class. */
export function expandPhrase(phrase: string, wordClasses: Record<string, string[]>): string[] {
  const slot = /\{([^}]+)\}/.exec(phrase);
  if (!slot) return [phrase];
  const words = wordClasses[slot[1]!];
  if (!words) throw new Error(`Turn-ending phrase "${phrase}" names the word class "${slot[1]}", which its pack does not have`);
  return words.flatMap((word) => expandPhrase(phrase.slice(0, slot.index) + word + phrase.slice(slot.index + slot[0].length), wordClasses));
}

export function readPack({ wordClasses = {}, ...pack }: WrittenTurnEndingPack): TurnEndingPack {
  return { ...pack, rules: pack.rules.map((rule) => ({ ...rule, phrases: rule.phrases.flatMap((phrase) => expandPhrase(phrase, wordClasses)) })) };
}

export const TURN_ENDING_PACKS: Record<string, TurnEndingPack> = { en: readPack(en as WrittenTurnEndingPack), es: readPack(es as WrittenTurnEndingPack) };

/** 'en-US' → the English pack; a language without a pack has no rules (every turn ends by silence alone). */
export function findTurnEndingPack(language: string): TurnEndingPack | undefined {
  return TURN_ENDING_PACKS[language.toLowerCase().split(/[-_]/)[0] ?? ''];
}
