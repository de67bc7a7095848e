/** A quoted verb form read as its tense: each shape's forms, and those it leaves. */
import { describe, expect, it } from 'vitest';
import { findGrammarGuide } from './grammar-guides';
import { FORM_SHAPES, guideOfForm } from './tense-of-form';

describe('the tense of a quoted verb form', () => {
  for (const { tense, examples, counterExamples } of FORM_SHAPES) {
    it.each(examples)(`reads %j as the ${tense}`, (form) => expect(guideOfForm(form)).toBe(findGrammarGuide(tense)));
    it.each(counterExamples)(`does not read %j as the ${tense}`, (form) => expect(guideOfForm(form)).not.toBe(findGrammarGuide(tense)));
  }

  it('reads a single past form as the past simple, and other words as no tense', () => {
    expect(guideOfForm('went')).toBe(findGrammarGuide('past simple'));
    expect(guideOfForm("'visited'")).toBe(findGrammarGuide('past simple'));
    expect(guideOfForm('I worked')).toBe(findGrammarGuide('past simple'));
    expect(guideOfForm('go')).toBeNull();
    expect(guideOfForm('beautiful')).toBeNull();
    expect(guideOfForm('make')).toBeNull();
  });
});
