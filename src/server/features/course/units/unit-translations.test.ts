/**
 * Every unit is translated into every interface language but the one its course teaches, text for text: the
 * test fails on a text with no translation (a new unit, or an English text edited since), on a stale entry
 * (a translation whose English the unit no longer has, or of a unit that does not exist), on a translation
 * left in English, and on a translation file no level folder loads.
 */
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '#/shared/i18n/locales';
import { ALL_UNITS, LEVEL_FOLDERS, UNIT_TRANSLATIONS } from './all-units';
import { textsToTranslate, translationLocales, unitIn } from './translate-unit';

/** Texts written wholly in the language a unit teaches, so their translation may be the text itself. Each is a reviewed claim. */
const WHOLLY_IN_THE_LANGUAGE_TAUGHT = new Set(['Doler: me duele la cabeza, me duelen los pies']);

describe('course units in the interface languages', () => {
  for (const unit of ALL_UNITS) {
    for (const locale of translationLocales(unit.language)) {
      it(`${unit.id} in ${locale}: every text translated, nothing stale, nothing left in English`, () => {
        const translated = UNIT_TRANSLATIONS[locale][unit.id] ?? {};
        const english = textsToTranslate(unit);
        expect(english.filter((text) => !(text in translated)), 'texts with no translation').toEqual([]);
        expect(Object.keys(translated).filter((text) => !english.includes(text)), 'stale translations').toEqual([]);
        expect(english.filter((text) => translated[text] === text && !WHOLLY_IN_THE_LANGUAGE_TAUGHT.has(text)), 'translations equal to their English').toEqual([]);
      });
    }
  }

  it('has no translations of units that do not exist, nor of a course into the language it teaches', () => {
    const ids = new Set(ALL_UNITS.map((unit) => unit.id));
    for (const locale of TRANSLATED_LOCALES) expect(Object.keys(UNIT_TRANSLATIONS[locale]).filter((id) => !ids.has(id)), locale).toEqual([]);
    for (const [language, levels] of Object.entries(LEVEL_FOLDERS)) {
      for (const level of levels) expect(Object.keys(level.translations).filter((locale) => !translationLocales(language as 'en' | 'es').includes(locale as 'es')), language).toEqual([]);
    }
  });

  it('loads every translation file in the units folder through its level', () => {
    const files = Object.keys(import.meta.glob('./*/*/translations/*.json')).map((file) => file.replace(/^\.\/(\w+)\/(\w+)\/translations\/(.+)\.json$/, '$1-$2 $3'));
    const loaded = Object.entries(LEVEL_FOLDERS).flatMap(([language, levels]) => levels.flatMap((level) => Object.keys(level.translations).map((locale) => `${language}-${(level.units[0] as { level: string }).level.toLowerCase()} ${locale}`)));
    expect(files.sort()).toEqual(loaded.sort());
  });

  it('falls back to the English of a text with no translation, and keeps examples and check options in the language taught', () => {
    const unit = ALL_UNITS[0]!;
    expect(unitIn(unit, 'en')).toBe(unit);
    for (const locale of TRANSLATED_LOCALES) expect(unitIn(unit, locale).grammar.examples).toEqual(unit.grammar.examples);
    expect(unitIn({ ...unit, id: 'en-a1-99', title: 'Not translated yet' }, 'es').title).toBe('Not translated yet');
    const spanish = unitIn(unit, 'es');
    expect(spanish.check.map((item) => item.options)).toEqual(unit.check.map((item) => item.options));
    expect(spanish.check[0]!.prompt).toBe('Completa: I ___ from Brazil.');
    expect(spanish.check[0]!.explanation).toBe(UNIT_TRANSLATIONS.es[unit.id]![unit.check[0]!.explanation]);
    expect(spanish.check[0]!.explanation).not.toBe(unit.check[0]!.explanation);
  });
});
