/** The learner's words said back by the teacher. */
import { describe, expect, it } from 'vitest';
import { turnRound, turnRoundSpanish } from './turn-round';

describe('turnRound', () => {
  it.each([
    ['visit my old school', 'visit your old school'],
    ['go with me', 'go with you'],
  ])('%j -> %j', (said, back) => expect(turnRound(said)).toBe(back));
});

describe('turnRoundSpanish', () => {
  it.each([
    ['visitar a mi tía', 'visitar a tu tía'],
    ['casarme', 'casarte'],
    ['ir al cine conmigo', 'ir al cine contigo'],
    ['practicar mi español contigo', 'practicar tu español conmigo'],
  ])('%j -> %j', (said, back) => expect(turnRoundSpanish(said)).toBe(back));
});
