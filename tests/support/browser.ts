/** Debian's Chromium driven by playwright-core (npm cannot download browsers here). */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
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

/** A fresh browser profile; the page fails the test on any uncaught page error. */
export async function openPage(browser: Browser, options: { baseURL: string; isMobile?: boolean }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: options.isMobile ? { width: 390, height: 844 } : { width: 1280, height: 860 },
    isMobile: options.isMobile,
    hasTouch: options.isMobile,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
