import { describe, expect, it } from 'vitest';
import { toCardHistories } from './review-histories';

describe('review logs as card histories', () => {
  it('groups by card, counts calendar days between reviews and leaves out deleted cards', () => {
    const at = (iso: string) => new Date(iso);
    const histories = toCardHistories([
      { entryId: 'a', rating: 3, reviewedAt: at('2025-03-01T10:00:00Z') },
      { entryId: 'b', rating: 1, reviewedAt: at('2025-03-01T10:01:00Z') },
      { entryId: 'b', rating: 3, reviewedAt: at('2025-03-01T10:15:00Z') },
      { entryId: null, rating: 3, reviewedAt: at('2025-03-02T09:00:00Z') },
      { entryId: 'a', rating: 2, reviewedAt: at('2025-03-04T23:59:00Z') },
    ]);
    expect(histories).toEqual([
      [{ days: 0, rating: 3 }, { days: 3, rating: 2 }],
      [{ days: 0, rating: 1 }, { days: 0, rating: 3 }],
    ]);
  });
});
