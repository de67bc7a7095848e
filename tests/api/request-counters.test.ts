/**
 * The request counters behind per-address limits and sign-in throttling estimate a sliding window: a
 * client cannot send the limit just before a window's edge and the limit again just after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { countRequest, refundRequest } from '../../src/server/http/count-request';
import { openTestDatabase } from '../support/test-database';

const WINDOW = 15 * 60 * 1000;
const LIMIT = 5;
const EDGE = 1_800_000_000_000 - (1_800_000_000_000 % WINDOW) + WINDOW; // the start of a window
let database: DatabaseHandle;
let keys = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const count = (key: string, at: number) => countRequest(database.db, key, WINDOW, at);

describe('request counters', () => {
  it('refuse a second round at the window edge: the last window still counts after it ends', async () => {
    const key = `edge-${++keys}`;
    for (let i = 0; i < LIMIT; i += 1) expect((await count(key, EDGE - 2_000 + i)).inWindow).toBeLessThanOrEqual(LIMIT);
    // A fixed window would start again at zero here and let five more through.
    const justAfter = await count(key, EDGE + 1_000);
    expect(justAfter.inWindow).toBeGreaterThan(LIMIT);
    // Room for one more once 1 + 5 x (1 - t) <= 4: at 0.4 of this window.
    expect(justAfter.retryAfterMs(LIMIT)).toBeCloseTo(0.4 * WINDOW - 1_000, 0);
  });

  it('let requests through again as the last window fades, and forget it after two windows', async () => {
    const key = `fade-${++keys}`;
    for (let i = 0; i < LIMIT; i += 1) await count(key, EDGE - 60_000 + i);
    const halfway = await count(key, EDGE + WINDOW / 2); // 5 x 0.5 + 1
    expect(halfway.inWindow).toBeCloseTo(3.5, 5);
    expect((await count(key, EDGE + WINDOW + 1)).inWindow).toBeCloseTo(1 + 1 * (1 - 1 / WINDOW), 5); // the window before holds 1
    expect((await count(key, EDGE + 5 * WINDOW)).inWindow).toBe(1); // nothing recent: only this one
  });

  it('estimate how long to wait: to the end of the window, then until its share has faded enough', async () => {
    const key = `wait-${++keys}`;
    let last = await count(key, EDGE);
    for (let i = 1; i < 2 * LIMIT; i += 1) last = await count(key, EDGE + i);
    // 10 in this window: wait for it to end, then until 10 x (1 - s) + 1 <= 5, s = 0.6 of the next.
    expect(last.retryAfterMs(LIMIT)).toBeCloseTo(WINDOW - (2 * LIMIT - 1) + 0.6 * WINDOW, 0);
    const next = await count(key, EDGE + WINDOW + 0.6 * WINDOW);
    expect(next.inWindow).toBeCloseTo(LIMIT, 5);
  });

  it('give a refund back to the window it was counted in, even once a new window began', async () => {
    const key = `refund-${++keys}`;
    const countedAt = EDGE - 1_000;
    for (let i = 0; i < 3; i += 1) await count(key, countedAt);
    await count(key, EDGE + 1_000); // the window turns: 3 become the previous count
    await refundRequest(database.db, key, WINDOW, countedAt);
    expect((await count(key, EDGE + 2_000)).inWindow).toBeCloseTo(2 + 2 * (1 - 2_000 / WINDOW), 5);
  });

  it('hold the count under parallel requests', async () => {
    const key = `parallel-${++keys}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => count(key, EDGE + 10)));
    expect(results.map((r) => r.inWindow).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
