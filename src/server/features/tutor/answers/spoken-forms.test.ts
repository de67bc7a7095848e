/** 'gonna', 'dunno': informal spoken forms, each with what it stands for and what to write instead. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { explainSpokenForm, SPOKEN_FORMS } from './spoken-forms';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a spoken form', () => {
  it.each(Object.keys(SPOKEN_FORMS))('%s is explained with its full form and what to write', (form) => {
    const said = explainSpokenForm(form)!;
    expect(said).toContain(SPOKEN_FORMS[form]!.full);
    expect(said).toMatch(/in writing for work or exams, use .+\.$/);
  });

  it('tells what to write where the full form names several', () => {
    expect(explainSpokenForm("ain't")).toMatch(/use the form the sentence needs, such as 'isn't'\.$/);
    expect(explainSpokenForm('Wanna')).toMatch(/use 'want to'\.$/);
  });

  it('leaves every other word to the dictionary', () => {
    expect(explainSpokenForm('going')).toBeNull();
  });

  it("is Sophia's answer to 'What is gonna?'", async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "What is 'gonna'?" }] })).toMatch(/'Gonna' is how 'going to' often sounds in fast, informal speech/);
  });
});
