/** An example asked with a form of an irregular verb ('went') is that form's own sentence, with the verb it comes from named. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { findIrregularFormExample, IRREGULAR_FORM_EXAMPLES } from './irregular-form-examples';
import { findCorrections } from '../grammar/find-corrections';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('the table', () => {
  it.each(IRREGULAR_FORM_EXAMPLES.map((entry) => [entry.verb, entry] as const))('%s: each sentence holds its form, and the checker finds nothing in it', async (_verb, entry) => {
    expect(entry.pastExample.split(/[^a-z']+/i).map((w) => w.toLowerCase())).toContain(entry.past);
    expect(entry.participleExample.split(/[^a-z']+/i).map((w) => w.toLowerCase())).toContain(entry.participle);
    for (const sentence of [entry.pastExample, entry.participleExample]) expect(await findCorrections(sentence, { max: 1, language: 'en-GB', families: 'every' })).toEqual([]);
  });

  it('names what a form is', () => {
    expect(findIrregularFormExample('went')?.said).toBe("the past of 'go'");
    expect(findIrregularFormExample('eaten')?.said).toBe("the past participle of 'eat'");
    expect(findIrregularFormExample('bought')?.said).toBe("the past and the past participle of 'buy'");
    expect(findIrregularFormExample('run')).toBeNull(); // the verb itself
    expect(findIrregularFormExample('walked')).toBeNull();
  });
});

describe('asked for an example', () => {
  it("gives the form's own sentence, not an honest 'not sure'", async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "Can you give me an example with 'went'?" }] });
    expect(reply).toMatch(/'Went' is the past of 'go'\. Here's one: Last summer we went to the seaside/);
  });
});
