/** Debian's Chromium driven by playwright-core (npm cannot download browsers here). */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import { CHROMIUM_PATH } from './chromium';

export { CHROMIUM_PATH };

const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required',
];

/** `extraArgs`, e.g. `--use-file-for-fake-audio-capture=<file>.wav%noloop` to feed a recording in as the microphone. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...FLAGS, ...extraArgs], headless: true });
}

/**
 * A fresh browser profile. Uncaught page errors are collected in `errors`, and the test that opened the
 * page fails when it ends with any (unless it says `allowPageErrors`, to assert on them itself).
 */
export async function openPage(browser: Browser, options: { baseURL: string; isMobile?: boolean; allowPageErrors?: boolean; locale?: string }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    // The browser's language (navigator.languages and Accept-Language): the interface follows it on a first visit.
    locale: options.locale ?? 'en-US',
    viewport: options.isMobile ? { width: 390, height: 844 } : { width: 1280, height: 860 },
    isMobile: options.isMobile,
    hasTouch: options.isMobile,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (!options.allowPageErrors && expect.getState().currentTestName !== undefined) {
    onTestFinished(() => {
      if (errors.length > 0) throw new Error(`The page threw ${errors.length} uncaught error(s):\n  ${errors.join('\n  ')}`);
    });
  }
  return { context, page, errors };
}
