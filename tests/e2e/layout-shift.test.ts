/**
 * Public pages do not move under the reader as their code arrives: the layout shift a phone sees while
 * /pricing loads on a slow connection (each code chunk after the entry held back), as Lighthouse counts it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();

/** Sums every layout shift not caused by input, from the first paint on (the web-vitals CLS, without session windows). */
function recordLayoutShifts() {
  const shifts: Array<{ value: number; nodes: string[] }> = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
      if (entry.hadRecentInput) continue;
      shifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.tagName ?? '?') });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftsWhileLoading(page: Page, path: string, ready: string) {
  await page.addInitScript(recordLayoutShifts);
  // A slow phone network: every chunk loaded on demand comes 400 ms late, the entry and styles on time.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!/\/assets\/index-[^/]+\.js$/.test(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(path);
  await page.getByRole('heading', { name: ready }).waitFor();
  await page.getByRole('contentinfo').waitFor();
  await page.waitForTimeout(500); // shifts are reported after the frame that made them
  return page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }).__shifts);
}

describe('loading a public page', () => {
  it('/pricing on a phone: the footer is not pushed down as the plans arrive', async () => {
    const { page } = await openPage(browser, { baseURL: server.url, isMobile: true });
    const shifts = await shiftsWhileLoading(page, '/pricing', 'Monthly');
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify(shifts)).toBeLessThan(0.01);
    await page.context().close();
  });

  it('a short page (not found) on a phone: nothing moves either', async () => {
    const { page } = await openPage(browser, { baseURL: server.url, isMobile: true });
    const shifts = await shiftsWhileLoading(page, '/no-such-page', 'Page not found');
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify(shifts)).toBeLessThan(0.01);
    await page.context().close();
  });
});
