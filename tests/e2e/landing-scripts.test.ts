/**
 * The landing page stays light: until the visitor first presses the microphone, none of the scripts it
 * loaded holds the voice machinery (speech recognition, the recorder, the speech player); the first press
 * loads the microphone's code and starts listening at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webBuildFolder } from '../../src/server/config/project-paths';
import { openPage } from '../support/browser';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();

/** Names that only the voice code uses: minifying keeps them, as they name the browser's own APIs. */
const VOICE_API_NAMES = ['SpeechRecognition', 'MediaRecorder', 'getUserMedia'];

/** The build's own chunks for the lazily loaded voice modules. */
function voiceChunkFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(webBuildFolder, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const voiceModules = [
    'src/web/features/conversation/voice-chat/live-microphone.tsx',
    'src/web/features/conversation/voice/speech-player.ts',
    'src/web/features/conversation/voice/recorded-speech.ts',
  ];
  return voiceModules.map((module) => {
    const chunk = manifest[module];
    if (!chunk) throw new Error(`${module} is no chunk of its own in the build: is it still loaded on demand?`);
    return chunk.file;
  });
}

/** Every script the page loads, with its text. */
function recordScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) scripts.set(path.slice(1), await response.text().catch(() => ''));
  });
  return scripts;
}

/** Settled: the network went idle and no new script was asked for in 1.5 s more (as `npm run bench:bundle`). */
async function waitUntilSettled(page: Page, scripts: Map<string, string>) {
  await page.waitForLoadState('networkidle');
  for (let seen = -1; seen !== scripts.size; ) {
    seen = scripts.size;
    await page.waitForTimeout(1_500);
    await page.waitForLoadState('networkidle');
  }
}

const voiceNamesIn = (scripts: Map<string, string>) => VOICE_API_NAMES.filter((name) => [...scripts.values()].some((text) => text.includes(name)));

describe('the landing page before the visitor speaks', () => {
  it('loads no voice code until the first press of the microphone, which starts listening', async () => {
    const voiceChunks = voiceChunkFiles();
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.addInitScript(installFakeSpeechRecognition);
    const scripts = recordScripts(page);
    await page.goto('/');
    const demo = page.getByRole('region', { name: 'Demo Chat with Sophia Bennett' });
    await demo.getByRole('listitem').first().waitFor(); // the greeting
    await page.getByText('Click here once to speak').waitFor();
    await waitUntilSettled(page, scripts);

    expect(scripts.size).toBeGreaterThan(0);
    expect([...scripts.keys()].filter((file) => voiceChunks.includes(file))).toEqual([]);
    expect(voiceNamesIn(scripts)).toEqual([]);

    await page.getByRole('button', { name: 'Start listening' }).click();
    await page.getByText('Listening... (Click to stop or press Space)').waitFor();
    expect(await page.evaluate(() => (window as any).__speech.log)).toContain('start:en-US');
    expect(voiceNamesIn(scripts)).toContain('SpeechRecognition');
    expect([...scripts.keys()]).toContain(voiceChunks[0]);
  });

  it('gets every script and style it loads as the .gz made at build time, not compressed again per request', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    const assets: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.(js|css)$/.test(new URL(response.url()).pathname)) assets.push(response.url());
    });
    await page.goto('/');
    await page.getByRole('region', { name: 'Demo Chat with Sophia Bennett' }).getByRole('listitem').first().waitFor();
    expect(assets.length).toBeGreaterThan(5);
    const builtFile = (url: string) => join(webBuildFolder, new URL(url).pathname);
    const large = assets.filter((url) => readFileSync(builtFile(url)).length >= 1024); // smaller ones go as they are
    expect(large.length).toBeGreaterThan(5);
    for (const url of large) {
      const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
      await response.arrayBuffer();
      expect(response.headers.get('content-encoding'), url).toBe('gzip');
      // The length of the build's own .gz, known before it is sent (a response compressed as it goes out has none).
      expect(Number(response.headers.get('content-length')), url).toBe(readFileSync(`${builtFile(url)}.gz`).length);
    }
  });
});
