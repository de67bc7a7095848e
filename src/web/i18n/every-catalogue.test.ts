/**
 * Every catalogue, browser and server: each language has every English key and no other, each message
 * parses and needs the same values and tags as its English, and nothing is left in English.
 */
import { describe, expect, it } from 'vitest';
import type { Catalogue, Messages } from '#/shared/i18n/catalogue';
import { TRANSLATED_LOCALES } from '#/shared/i18n/locales';
import { messageArguments, parseMessage } from '#/shared/i18n/parse-message';
import { SAME_AS_ENGLISH } from '#/shared/i18n/same-as-english';

const modules = import.meta.glob<Record<string, unknown>>('/src/**/messages/catalogue.ts', { eager: true });
const catalogues = Object.entries(modules).flatMap(([path, module]) =>
  Object.entries(module).map(([name, catalogue]) => ({ where: `${path} ${name}`, catalogue: catalogue as Catalogue<Messages> })),
);

/** The words of a message outside its arguments: what a reader would see left in English. */
function hasWords(message: string): boolean {
  const text = message.replace(/\{[^{}]*\}/g, '').replace(/<\/?\w+>/g, '');
  return /\p{L}{2,}/u.test(text);
}

describe('the message catalogues', () => {
  it('are found', () => {
    expect(catalogues.length).toBeGreaterThan(0);
  });

  for (const { where, catalogue } of catalogues) {
    describe(where, () => {
      it('has a translation for every language', () => {
        expect([...catalogue.locales].sort()).toEqual([...TRANSLATED_LOCALES].sort());
      });

      it('has English messages that parse', () => {
        for (const [key, message] of Object.entries(catalogue.english)) expect(() => parseMessage(message), key).not.toThrow();
      });

      for (const locale of TRANSLATED_LOCALES) {
        it(`says everything in ${locale}, with the same values and tags, and nothing left in English`, async () => {
          await catalogue.load(locale);
          const translation = catalogue.messagesIn(locale) as Messages;
          expect(translation, 'the translation loaded').not.toBe(catalogue.english);
          expect(Object.keys(translation).sort()).toEqual(Object.keys(catalogue.english).sort());
          for (const [key, english] of Object.entries(catalogue.english)) {
            const message = translation[key] as string;
            expect(() => parseMessage(message), `${locale} ${key}`).not.toThrow();
            expect([...messageArguments(parseMessage(message))].sort(), `${locale} ${key}: the same values and tags`).toEqual([...messageArguments(parseMessage(english))].sort());
            if (message === english && hasWords(english)) expect(SAME_AS_ENGLISH[locale], `${locale} ${key} is still English: "${english}"`).toContain(english);
          }
        });
      }
    });
  }
});
