/** Rules kept as data carry the messages they must read and those they must leave; this runs them as tests, per language. */
import { describe, expect, it } from 'vitest';

type WithExamples = { examples: readonly string[]; counterExamples: readonly string[] };

export function eachLanguageReadsItsExamples(name: string, rules: Readonly<Record<'en' | 'es', WithExamples>>, reads: (message: string, language: 'en' | 'es') => boolean): void {
  for (const language of ['en', 'es'] as const) {
    describe(`${name} (${language})`, () => {
      it.each(rules[language].examples)('reads %j', (message) => {
        expect(reads(message, language)).toBe(true);
      });
      it.each(rules[language].counterExamples)('leaves %j', (message) => {
        expect(reads(message, language)).toBe(false);
      });
    });
  }
}
