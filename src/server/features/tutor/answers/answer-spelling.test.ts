/** "How do you spell 'necessary'?": letter by letter, with what learners get wrong named. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string, slug = 'sophia') => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('spelling a word', () => {
  it.each([
    ["How do you spell 'necessary'?", 'necessary'],
    ['how do i spell accommodation', 'accommodation'],
    ['Can you spell Wednesday for me?', 'Wednesday'],
    ['How is "receive" spelt?', 'receive'],
    ["What's the spelling of 'separate'?", 'separate'],
    ['¿Cómo se escribe jamón?', 'jamón'],
  ])('%j asks how %j is spelt', (message, word) => {
    expect(detectQuestion(message, teacherFor('sophia'))).toMatchObject({ kind: 'spelling', subject: word });
  });

  it.each(['How do you spell your name?', 'I can spell it.', 'How is your day?', 'My spelling is bad.'])('%j is no such question', (message) => {
    expect(detectQuestion(message, teacherFor('sophia'))?.kind).not.toBe('spelling');
  });

  it('spells the word letter by letter and names its double letters', async () => {
    expect(await ask("How do you spell 'necessary'?")).toMatch(/^'Necessary' is spelt N-E-C-E-S-S-A-R-Y, with a double s\. .*'necessary'/);
    expect(await ask('How do you spell accommodation?')).toMatch(/^'Accommodation' is spelt A-C-C-O-M-M-O-D-A-T-I-O-N, with a double c and a double m\./);
    expect(await ask('How is Wednesday spelt?')).toMatch(/^'Wednesday' is spelt W-E-D-N-E-S-D-A-Y\. .*'Wednesday'/);
  });

  it('spells the word meant when it is asked with a slip, and is honest about a word it does not know', async () => {
    expect(await ask("Spell 'neccesary' please")).toMatch(/^I think you mean 'necessary'\. 'Necessary' is spelt N-E-C-E-S-S-A-R-Y/);
    expect(await ask("How do you spell 'blorptastic'?")).toMatch(/^Hmm, I don't know 'blorptastic' as an English word/);
  }, 20_000); // the first word asked with a slip loads the speller's suggestions

  it("has Lucía spell in Spanish, naming the accent and the ñ", async () => {
    expect(await ask('¿Cómo se escribe jamón?', 'lucia')).toMatch(/^«Jamón» se escribe J-A-M-Ó-N, con tilde en la o\./);
    expect(await ask("How do you spell 'mañana'?", 'lucia')).toMatch(/^«Mañana» se escribe M-A-Ñ-A-N-A, con eñe\./);
  }, 20_000); // Lucía's first reply in a file loads the Spanish dictionary
});
