/** The learner's own sentence said more politely: each rule softens its examples and leaves its counter-examples. */
import { describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { answerSoftenSentence, softened, softer, SOFTENING_RULES } from './soften-sentence';

describe('each softening rule', () => {
  for (const rule of SOFTENING_RULES) {
    for (const [direct, softer] of rule.examples) it(`${rule.id}: ${JSON.stringify(direct)}`, () => expect(softened(direct)).toContain(`'${softer}'`));
    for (const counter of rule.counterExamples) it(`not ${rule.id}: ${JSON.stringify(counter)}`, () => expect(softened(counter)).toBeNull());
  }
});

describe('asked to soften a sentence', () => {
  it.each([
    ['Can you make this softer: Send me the report today.', "Try: 'Could you send me the report today, please?'"],
    ['How can I say this more politely: I want a refund.', "Try: 'I'd like a refund, please.'"],
    ['Make it more polite: "You must finish it by Friday."', "Try: 'Could you finish it by Friday, please?'"],
  ])('%j', (message, answer) => {
    expect(answerSoftenSentence(message)).toMatch(new RegExp(`^${answer.replace(/[?.()]/g, '\\$&')}`));
  });

  it("takes out 'now' and 'ASAP', and reads 'more polite' as 'more politely'", () => {
    expect(answerSoftenSentence('How can I say this more polite: "Give me the report now."')).toMatch(/^Try: 'Could you give me the report, please\?'/);
    expect(softer('Send me the file ASAP!')?.line).toBe('Could you send me the file, please?');
  });

  it('leaves a request with no sentence, or one no rule fits', () => {
    expect(answerSoftenSentence('Can you make my emails softer?')).toBeNull();
    expect(answerSoftenSentence('Can you make this softer: The meeting is at ten.')).toBeNull();
  });

  it("is Ethan's answer in the conversation", async () => {
    await warmUpChecker();
    expect(await conversationWith('ethan')('Can you make this softer: Send me the report today.')).toMatch(/^Try: 'Could you send me the report today, please\?'/);
  }, CHECKER_WARM_UP_TIMEOUT_MS);
});
