/** The form that counts as saying a target phrase: its own pattern, or its words as written. */
import type { TargetPhrase } from '#/shared/course/unit';

export function phraseForm(phrase: TargetPhrase): string {
  return phrase.form ?? phrase.text.replace(/[^\p{L}\p{N}'’\s-]/gu, ' ').replace(/\s+/g, ' ').trim();
}
