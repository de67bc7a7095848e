/** A phrase built with a structure ('I'm not used to it') is explained by that structure's guide, and only then. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { guideHeardIn } from './grammar-guides';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a structure heard in a phrase', () => {
  it.each(["I'm not used to it", 'I am used to the cold', "I'm used to working late", 'she got used to it', "You'll get used to it.", "I'm not used to it yet"])('%j is be used to', (phrase) => {
    expect(guideHeardIn(phrase)?.names[0]).toBe('be used to');
  });

  it.each(['I used to smoke', 'It is used to cut bread', 'I was used to play tennis', 'We used to live there'])('%j is not', (phrase) => {
    expect(guideHeardIn(phrase)?.names[0]).not.toBe('be used to');
  });

  it("answers what the phrase means with the guide, and whether it is right when asked", async () => {
    const question = "What does 'I'm not used to it' mean exactly? Is it correct?";
    expect(detectQuestion(question, teacherFor('sophia'))).toEqual({ kind: 'meaning', subject: "I'm not used to it" });
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(/'I'm not used to it' is built with be used to\. We use be used to when something is familiar/);
    expect(reply).toMatch(/And yes, 'I'm not used to it' is correct\./);
    expect(reply).toMatch(/still getting used to\?$/);
  });

  it('answers the earlier of two questions when the last is not one it knows', () => {
    expect(detectQuestion("What does 'on the fence' mean? Is it OK to use it at work?", teacherFor('sophia'))).toEqual({ kind: 'meaning', subject: 'on the fence' });
    expect(detectQuestion("What does 'on the fence' mean exactly?", teacherFor('sophia'))).toEqual({ kind: 'meaning', subject: 'on the fence' });
  });
});
