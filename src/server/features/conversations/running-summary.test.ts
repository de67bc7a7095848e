import { describe, expect, it } from 'vitest';
import { foldIntoSummary, SUMMARY_MAX_CHARS } from './running-summary';

describe('foldIntoSummary', () => {
  it('adds one clipped line per message, naming who spoke', () => {
    const summary = foldIntoSummary('', [
      { role: 'user', content: 'I   went to Lisbon last summer.' },
      { role: 'assistant', content: 'x'.repeat(300) },
    ]);
    const [first, second] = summary.split('\n');
    expect(first).toBe('Learner: I went to Lisbon last summer.');
    expect(second!.length).toBeLessThanOrEqual(130);
    expect(second!.endsWith('…')).toBe(true);
  });

  it('stays short by dropping the oldest lines', () => {
    let summary = '';
    for (let i = 0; i < 100; i += 1) summary = foldIntoSummary(summary, [{ role: 'user', content: `Message number ${i} about my week.` }]);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary).toContain('Message number 99');
    expect(summary).not.toContain('Message number 1 ');
  });
});
