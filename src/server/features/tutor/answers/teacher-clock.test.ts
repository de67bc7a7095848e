/** "What time is it in Portland?": the time now where the teacher lives, or in a city the time zones name. */
import { describe, expect, it } from 'vitest';
import { teacherFor } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { asksHerTime, timeWhereSheLives } from './teacher-clock';

/** 09:46 UTC on a winter day: 01:46 in Portland, 10:46 in Valencia, 18:46 in Tokyo. */
const NOW = new Date('2026-12-03T09:46:00Z');

describe('the time where she lives', () => {
  it.each([
    ['sophia', 'What time is it in Portland now?', "It's 1:46 in the morning here in Portland."],
    ['sophia', 'What time is it there?', "It's 1:46 in the morning here in Portland."],
    ['ethan', "What's the time where you live?", "It's 4:46 in the morning here in New York."],
    ['oliver', 'What time is it in London?', "It's 9:46 in the morning here in London."],
    ['lucia', '¿Qué hora es en Valencia?', "Aquí en Valencia son las 10:46 de la mañana. (Here in Valencia it's 10:46 in the morning.)"],
    ['sophia', 'What time is it in Tokyo?', "It's 6:46 in the evening in Tokyo."],
  ])('%s, asked %j', (slug, message, answer) => {
    expect(detectQuestion(message, teacherFor(slug))?.kind).toBe('about-teacher');
    expect(timeWhereSheLives(teacherFor(slug), message, { inSpanish: slug === 'lucia', now: NOW })).toBe(answer);
  });

  it("says 'es la' at one o'clock", () => {
    expect(timeWhereSheLives(teacherFor('lucia'), '¿Qué hora es allí?', { inSpanish: true, now: new Date('2026-12-03T12:05:00Z') })).toMatch(/^Aquí en Valencia es la 1:05 del mediodía\./);
  });

  it("leaves the learner's own clock and places no time zone names", () => {
    expect(asksHerTime('What time is it?', teacherFor('sophia'))).toBe(false);
    expect(asksHerTime('What time is it in my country?', teacherFor('sophia'))).toBe(false);
    expect(asksHerTime('What time is the meeting?', teacherFor('sophia'))).toBe(false);
  });
});
