/** Runs one rule over one sentence and applies what it finds: how the family tests and the engine read a rule. */
import { applyCharEdits, toCharEdits, withoutOverlappingEdits } from './apply-edits';
import { tagSentence } from './tag-sentence';
import type { GrammarRule } from './grammar-rule';

export function correctWithRules(text: string, rules: readonly GrammarRule[]): { corrected: string; whys: string[] } {
  const sentence = tagSentence(text);
  const edits = withoutOverlappingEdits(toCharEdits(sentence, rules.flatMap((rule) => rule.find(sentence))));
  return { corrected: applyCharEdits(text, edits), whys: edits.map((e) => e.why) };
}

export function correctWithRule(text: string, rule: GrammarRule): string {
  return correctWithRules(text, [rule]).corrected;
}
