/** Runs one Spanish rule over one sentence and applies what it finds (the Spanish family tests). */
import { applyCharEdits, toCharEdits, withoutOverlappingEdits } from '../../../grammar/apply-edits';
import { tokenizeSpanish } from '../spanish-words';
import type { GrammarRule } from '../../../grammar/grammar-rule';

export function correctWithRule(text: string, rule: GrammarRule): string {
  const sentence = tokenizeSpanish(text);
  return applyCharEdits(text, withoutOverlappingEdits(toCharEdits(sentence, rule.find(sentence))));
}
