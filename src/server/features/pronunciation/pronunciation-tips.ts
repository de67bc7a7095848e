/** What the learner is told for each slip (its tip from the sound families' table), and the family it practises. */
import type { PracticeSound } from '#/shared/api/pronunciation';
import type { PronunciationVariant } from './arpabet-variants';
import { SLIP_RULES, type VariantRule } from './sound-families';

const RULES = new Map(SLIP_RULES.map((rule) => [rule.rule, rule]));
const ruleOf = (rule: VariantRule) => RULES.get(rule)!;

/** How to make the sound the word needs, given the slip that was heard. */
export function tipFor(variant: PronunciationVariant, word: string): string {
  return ruleOf(variant.rule).tip(word, variant);
}

/** The practice family of the sound a slip changes (the practice panel has sentences for each). */
export function soundOf(variant: PronunciationVariant): PracticeSound {
  return ruleOf(variant.rule).sound;
}
