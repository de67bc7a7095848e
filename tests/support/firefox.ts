/**
 * Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (playwright-core can only drive its own
 * patched Firefox, which npm cannot download here). scripts/test.mjs installs firefox-esr like Chromium.
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { expect, onTestFinished } from 'vitest';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Why the Firefox journeys cannot run here, or undefined when they can. In CI a missing Firefox is never
 * a reason to skip: the journeys run and fail with "Firefox not found".
 */
export function firefoxUnavailableReason(): string | undefined {
  if (existsSync(FIREFOX_PATH) || process.env.CI) return undefined;
  return `Firefox not found at ${FIREFOX_PATH} (as root: apt-get install -y firefox-esr; npm test does this when it can)`;
}

/** The preferences a test browser needs: sound may start without a gesture, and nothing phones home. */
const PREFERENCES: Record<string, unknown> = {
  'media.autoplay.default': 0, // allow audible autoplay, as Chromium's --autoplay-policy=no-user-gesture-required
  'media.autoplay.block-webaudio': false,
  // No sound card here (Chromium fakes one when headless): Firefox's own test audio backend plays in real
  // time into nothing. Without it an AudioContext stays 'suspended' and the app rightly skips the audio.
  'media.cubeb.force_mock_context': true,
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
  'browser.shell.checkDefaultBrowser': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'app.update.enabled': false,
};

export async function launchFirefox(): Promise<Browser> {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`Firefox not found at ${FIREFOX_PATH}: apt-get install -y firefox-esr`);
  // Loaded here, not at the top: tests/support/provided-system-commands.ts (every test's set-up) reads FIREFOX_PATH.
  const { default: puppeteer } = await import('puppeteer-core');
  return puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, protocol: 'webDriverBiDi', extraPrefsFirefox: PREFERENCES });
}

/**
 * A page in a fresh browser context (its own cookies). Uncaught page errors are collected in `errors`,
 * and the test that opened the page fails when it ends with any.
 */
export async function openFirefoxPage(browser: Browser): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 860 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  if (expect.getState().currentTestName !== undefined) {
    onTestFinished(() => {
      if (errors.length > 0) throw new Error(`The page threw ${errors.length} uncaught error(s):\n  ${errors.join('\n  ')}`);
    });
  }
  return { page, errors, close: () => context.close() };
}
