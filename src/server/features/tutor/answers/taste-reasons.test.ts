/** "Why do you like it?" just after a teacher told one of her tastes: her reason, then the same asked of the learner. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { answerWhyHerTaste } from './taste-reasons';
import { teacherTaste } from './teacher-tastes';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('why she likes what she just told', () => {
  it.each([
    ['sophia', 'What is your favourite place in your city?', 'Why do you like it?', /^It's wild and quiet/],
    ['daniel', 'Do you like coffee?', 'Why?', /^Coffee gets me ready for the day/],
    ['maya', 'What music do you like?', 'What do you like about it?', /^Singing along trains the ear.* What about you\? What music do you like\?$/],
    ['lucia', '¿Cuál es tu lugar favorito?', '¿Por qué?', /^Porque allí veo el mar/],
  ])('%s: %j then %j', async (slug, question, why, reason) => {
    const say = conversationWith(slug);
    await say(question);
    expect(await say(why)).toMatch(reason);
  });

  it('does not ask back what her turn already asked back', () => {
    const told = `${teacherTaste('sophia', 'places')} What about you? What is your favourite place where you live?`;
    expect(answerWhyHerTaste('Why do you like it?', told, teacherFor('sophia'))).not.toMatch(/What about you/);
  });

  it('leaves a why that follows no taste of hers, or asks about something else', () => {
    expect(answerWhyHerTaste('Why?', 'We say "went", not "goed".', teacherFor('sophia'))).toBeNull();
    expect(answerWhyHerTaste('Why is English so hard?', teacherTaste('sophia', 'places'), teacherFor('sophia'))).toBeNull();
    // The weather is no choice of hers to give a reason for.
    expect(answerWhyHerTaste('Why?', teacherTaste('sophia', 'weather'), teacherFor('sophia'))).toBeNull();
  });
});
