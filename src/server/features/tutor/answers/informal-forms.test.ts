import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { INFORMAL_FORMS } from './informal-forms';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string, slug = 'sophia') => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('informal spoken forms', () => {
  it.each(INFORMAL_FORMS.map((f) => [f.form, f] as const))("'%s' asked about is said to be informal, with the words to write instead", async (form, entry) => {
    const reply = await ask(`Is '${form}' correct English?`);
    expect(reply).toMatch(/informal|relaxed speech/);
    expect(reply).toContain(entry.full);
    expect(reply).toContain(entry.example.replace(/[.!?]$/, ''));
  });

  it.each(['Can I say "wanna"?', 'Is "gonna" correct?'])('%j is answered the same way', async (question) => {
    expect(await ask(question)).toMatch(/relaxed speech/);
  });

  it.each(['Is "I am agree" correct English?', "Is 'going to' correct?"])('%j is checked as a sentence, not as an informal form', async (question) => {
    expect(await ask(question)).not.toMatch(/relaxed speech|very informal speech/);
  });
});
