/** One sign-off asked about gets how it sounds and where it fits, not every closing again. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { findSignOff, findSignOffs, SIGN_OFFS } from './email-sign-offs';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('email sign-offs', () => {
  it.each(SIGN_OFFS.flatMap((signOff) => signOff.names.map((name) => [name, signOff] as const)))("'%s' is found when quoted in a question", (name, signOff) => {
    expect(findSignOff(`Is '${name.replace(/^./, (c) => c.toUpperCase())}' ok?`)).toBe(signOff);
  });

  it.each([
    ["Is 'Best regards' ok?", /^\S+(?: \S+)?\. Yes, 'Best regards' is fine for almost any work email/],
    ["Is 'Regards' too cold?", /'Regards' on its own is correct but a little cool/],
    ["Can I write 'Cheers' at the end of an email?", /'Cheers' is informal and mostly British/],
    ["Is 'Please find attached' old-fashioned?", /'Please find attached' is correct but a little stiff today/],
    ["Is 'I hope this email finds you well' too formal?", /can sound automatic/],
  ])('%j is answered about that sign-off', async (question, verdict) => {
    expect(detectQuestion(question, teacherFor('ethan'))?.kind).toBe('email-opening');
    const reply = await askTutor({ slug: 'ethan', messages: [{ role: 'user', content: question }] });
    expect(reply).toMatch(verdict);
    expect(reply).not.toMatch(/Yours faithfully after Dear Sir or Madam/);
  });

  it.each([
    ["Is 'Dear Sir' OK or is it old-fashioned?", /Dear Sir alone, or Dear Madam, guesses whether the reader is a man or a woman.*Dear Sir or Madam works when you don't know the name/],
    ["Can I use 'Dear Madam'?", /Dear Sir alone, or Dear Madam, guesses/],
    ["Can I write 'Dear Sir or Madam'?", /^\S+(?: \S+)?\. Dear Sir or Madam works when you don't know the name/],
  ])('%j is answered about greeting a reader whose name is not known', async (question, answer) => {
    expect(detectQuestion(question, teacherFor('claire'))?.kind).toBe('email-opening');
    expect(await askTutor({ slug: 'claire', messages: [{ role: 'user', content: question }] })).toMatch(answer);
  });

  it('answers two asked about together, unquoted, with where each fits', async () => {
    const reply = await askTutor({ slug: 'claire', messages: [{ role: 'user', content: 'When do I use Yours sincerely and when Yours faithfully?' }] });
    expect(reply).toMatch(/'Yours sincerely' is for formal letters.*'Yours faithfully' is British/);
    expect(reply).not.toMatch(/To close, put your request/);
  });

  it.each([
    ['Is Kind regards OK for a job application?', ['kind regards']],
    ['Should I write Best regards or Yours sincerely?', ['best regards', 'yours sincerely']],
    ['Thank you! See you next week.', []],
    ['Best wishes to your family.', []],
  ])('%j names the sign-offs %j unquoted, a name inside another as that one', (question, names) => {
    expect(findSignOffs(question).map((signOff) => signOff.names[0])).toEqual(names);
  });

  it.each([
    ['Starting the email, I never know what to write first.', /For a formal email, open with Dear Ms Brown/],
    ['The ending of my emails is always weak.', /To close, put your request or next step in the last line/],
    ["How do I end the email if I don't know the name of the person?", /close with Kind regards.*Yours faithfully after Dear Sir or Madam/],
    ["How do I start an email if I don't know their name?", /Dear Sir or Madam works when you don't know the name/],
  ])('%j, told not asked, gets how to open or close', async (message, part) => {
    expect(await askTutor({ slug: 'claire', messages: [{ role: 'user', content: message }] })).toMatch(part);
  });

  it('leaves an email account to the conversation', () => {
    expect(detectQuestion("I'm opening a new email account.", teacherFor('claire'))?.kind).not.toBe('email-opening');
  });

  it('leaves other quoted words alone', () => {
    expect(findSignOff("Is 'I am agree' correct?")).toBeUndefined();
    expect(detectQuestion("Is 'I am agree' correct?", teacherFor('ethan'))?.kind).toBe('is-correct');
  });
});
