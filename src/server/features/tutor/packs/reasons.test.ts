/**
 * Every error family explains itself in every interface language (issue 40): its description, each reason its
 * examples give, and Harper's families. A family added without its translations fails here.
 */
import { describe, expect, it } from 'vitest';
import { type Catalogue, type Messages, translate } from '#/shared/i18n/catalogue';
import { TRANSLATED_LOCALES } from '#/shared/i18n/locales';
import { HARPER_FAMILIES } from '../grammar/confident-issue';
import type { GrammarRule } from '../grammar/grammar-rule';
import { type TaggedSentence, tagSentence } from '../grammar/tag-sentence';
import { englishRules } from './en';
import { englishReasonsCatalogue } from './en/messages/catalogue';
import { spanishRules } from './es/rules/spanish-rules';
import { spanishReasonsCatalogue } from './es/messages/catalogue';
import { tokenizeSpanish } from './es/spanish-words';

const PACKS: ReadonlyArray<{ name: string; rules: readonly GrammarRule[]; catalogue: Catalogue<Messages>; prefix: string; read: (text: string) => TaggedSentence }> = [
  { name: 'English', rules: englishRules, catalogue: englishReasonsCatalogue, prefix: '', read: tagSentence },
  { name: 'Spanish', rules: spanishRules, catalogue: spanishReasonsCatalogue, prefix: 'es:', read: tokenizeSpanish },
];

const translated = (catalogue: Catalogue<Messages>, locale: (typeof TRANSLATED_LOCALES)[number], key: string) => catalogue.messagesIn(locale)?.[key];

describe.each(PACKS)('the $name pack', ({ rules, catalogue, prefix, read }) => {
  describe.each(rules.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
    it('describes its family from the catalogue, in every language', () => {
      const key = `${prefix}${id}`;
      expect(catalogue.english[key], `${key} has no description`).toBeDefined();
      expect(rule.explanation).toBe(catalogue.english[key]);
      for (const locale of TRANSLATED_LOCALES) {
        const message = translated(catalogue, locale, key);
        expect(message, `${key} in ${locale}`).toBeTruthy();
        expect(message, `${key} in ${locale} is still English`).not.toBe(catalogue.english[key]);
      }
    });

    // An example whose better form is itself ('Quiero mucho mi familia.') proposes nothing to explain.
    it.each(rule.examples.filter((e) => e.better !== e.text).map((e) => e.text))('gives %j a reason that is told in every language', (text) => {
      const edits = rule.find(read(text));
      expect(edits.length).toBeGreaterThan(0);
      for (const edit of edits) {
        expect(edit.reason, `an edit of ${id} has no reason as data`).toBeDefined();
        const { key, values } = edit.reason!;
        expect(key === `${prefix}${id}` || key.startsWith(`${prefix}${id}.`), `${key} is not one of ${id}'s`).toBe(true);
        expect(translate(catalogue, 'en', key, values)).toBe(edit.why);
        // A value quoted as ''{x}'' is filled; '{x}' after a lone quote is read as literal text by the message format.
        expect(edit.why, `${key} in English leaves a value out`).not.toMatch(/\{\w+\}/);
        for (const locale of TRANSLATED_LOCALES) {
          expect(translated(catalogue, locale, key), `${key} in ${locale}`).toBeTruthy();
          const told = translate(catalogue, locale, key, values);
          expect(told, `${key} in ${locale} leaves a value out`).not.toMatch(/\{\w+\}/);
          expect(told).not.toBe(edit.why);
        }
      }
    });
  });
});

describe("Harper's families", () => {
  it.each(['harper', 'harper:spelling', ...HARPER_FAMILIES])('%s has a reason in every language', (key) => {
    expect(englishReasonsCatalogue.english[key as keyof typeof englishReasonsCatalogue.english], `${key} has no reason`).toBeDefined();
    for (const locale of TRANSLATED_LOCALES) expect(translated(englishReasonsCatalogue, locale, key), `${key} in ${locale}`).toBeTruthy();
  });
});
