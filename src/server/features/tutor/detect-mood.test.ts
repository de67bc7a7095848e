import { describe, expect, it } from 'vitest';
import { detectMood } from './react-to-message';

describe('detectMood', () => {
  it.each(['I am a hard worker and I always finish my tasks on time.', 'I study hard every evening.', "She's very hard-working.", 'No problem, I can do it tomorrow.', 'I worked really hard and passed the exam.'])('hears no hardship in effort: %j', (text) => {
    expect(detectMood(text)).not.toBe('negative');
  });

  it.each(['Work was really hard today.', 'It is hard to find a job here.', 'I have a problem with my landlord.', 'I feel tired and sad.'])('hears hardship in %j', (text) => {
    expect(detectMood(text)).toBe('negative');
  });
});
