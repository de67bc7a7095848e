import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from './tutor-test-helpers';
import { withoutTeacherName } from './without-teacher-name';


beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);
describe("the teacher's name said to her", () => {
  it.each([
    ["Hey Ethan! What's up?", 'Ethan Clarke', "Hey! What's up?"],
    ['Hello Daniel, how is it going?', 'Daniel Brooks', 'Hello, how is it going?'],
    ['Daniel, I have an interview tomorrow.', 'Daniel Brooks', 'I have an interview tomorrow.'],
    ['Thanks, Sophia.', 'Sophia Bennett', 'Thanks.'],
    ['I went to the cinema, Sophia!', 'Sophia Bennett', 'I went to the cinema!'],
    ['Hola Lucia, soy nuevo en español.', 'Lucía Morales', 'Hola, soy nuevo en español.'],
  ])('is taken out: "%s"', (message, name, left) => {
    expect(withoutTeacherName(message, { name })).toBe(left);
  });

  it.each([
    ['My brother Daniel lives in Oslo.', 'Daniel Brooks'],
    ['Is Ethan your real name?', 'Ethan Clarke'],
    ['Danielle is my best friend.', 'Daniel Brooks'],
  ])('is left where it is not said to her: "%s"', (message, name) => {
    expect(withoutTeacherName(message, { name })).toBe(message);
  });

  it('is never made the topic of the next question', async () => {
    const reply = await askTutor({ slug: 'daniel', messages: [{ role: 'user', content: 'Hello Daniel, how is it going?' }] });
    expect(reply).not.toMatch(/Daniel/);
    const ethan = await askTutor({ slug: 'ethan', messages: [{ role: 'user', content: "Hey Ethan! What's up?" }] });
    expect(ethan).not.toMatch(/Ethan/);
    expect(ethan).toMatch(/^I'm (?:doing really well|great)/);
  });
});
