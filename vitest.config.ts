import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumUnavailableReason } from './tests/support/chromium';

const alias = { '#': fileURLToPath(new URL('./src', import.meta.url)) };

// Without Chromium (outside CI) the browser suites are collected but skipped — a pattern that matches no
// test name — so the JSON report counts them as skipped and `npm test` names the reason (scripts/test.mjs).
/** Unit tests outside src/web that replace a module (vi.mock), which a shared module graph would leak. */
const ISOLATED_UNIT_TESTS = ['src/server/features/tutor/grammar/find-corrections.test.ts', 'src/server/features/tutor/writing-feedback-unchecked.test.ts'];

const skipBrowserSuites = chromiumUnavailableReason() ? { testNamePattern: /(?!)/ } : {};

/**
 * Browser suites whose assertions are about audio in real time (a fake microphone playing a recording, streamed
 * speech played as it arrives, a speech model that must load before the learner speaks). With three browsers on
 * two cores they starved (fresh-clone CI at load 13-15: a model not loaded in 13 s, a greeting played late, an
 * early transcript that missed the last words), so they run after the rest, two at a time.
 */
const REAL_TIME_AUDIO_SUITES = ['voice', 'voice-speech-model', 'firefox-streamed-speech', 'pronunciation-practice', 'conversation'].map((name) => `tests/e2e/${name}.test.ts`);
/**
 * Of those, the one whose speech model must keep up with the microphone for a whole turn runs last and alone: beside
 * another audio suite on a slow two-core machine the model fell two seconds behind mid-turn and the app, as it
 * should, went back to the loudness meter (fresh run, 2026-11-30: the model loaded in time, both recordings then
 * sent by the meter).
 */
const SPEECH_MODEL_SUITE = 'tests/e2e/voice-speech-model.test.ts';
/** Not isolated, like the API suites: each browser suite starts its own server and browser. */
const BROWSER_SUITES = { testTimeout: 60_000, hookTimeout: 60_000, isolate: false, ...skipBrowserSuites };

export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    // Every project: a test may run only the system commands `npm test` provides (tests/support/provided-system-commands.ts),
    // and the server's log lines are shown only under a failing test (tests/support/capture-server-logs.ts).
    setupFiles: ['tests/support/guard-system-commands.ts', 'tests/support/capture-server-logs.ts'],
    // Vitest's default is one worker fewer than the cores: one on the two-core machines we test on. The server
    // and browser suites mostly wait (on sockets, timers, audio played in real time: the browser suites use about
    // a quarter of the CPU), so three workers keep two cores busy.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        // Not isolated: the server's and the scripts' unit tests share their modules in a worker (the course, the
        // tutor's packs and WordNet are imported once, not once a file), so none may leave a module changed.
        // A tutor reply takes well under a second alone, but a first one in a file, on a two-core machine busy with the
        // browser suites, took over Vitest's default 5 s (fresh-clone CI, 2026-12-04): a limit, not a speed goal.
        test: { name: 'unit', include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'], exclude: ISOLATED_UNIT_TESTS, environment: 'node', isolate: false, testTimeout: 20_000 },
      },
      {
        extends: true,
        // Isolated: the web app's tests (jsdom, stubbed fetch) and those that replace a module with vi.mock.
        test: { name: 'unit-isolated', include: ['src/web/**/*.test.{ts,tsx}', ...ISOLATED_UNIT_TESTS], environment: 'node' },
      },
      {
        extends: true,
        // Not isolated: a worker imports the server once for all its files instead of once a file (each file
        // still starts its own server on its own database, and no API test mocks a module).
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 30_000, isolate: false },
      },
      {
        extends: true,
        // Not isolated, like the API suites: each file makes its own scratch database on the local server.
        test: { name: 'postgres', include: ['tests/postgres/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000, isolate: false },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], exclude: REAL_TIME_AUDIO_SUITES, ...BROWSER_SUITES },
      },
      {
        extends: true,
        // The same, once every other project is done, two workers (see REAL_TIME_AUDIO_SUITES).
        test: { name: 'e2e-audio', include: REAL_TIME_AUDIO_SUITES, exclude: [SPEECH_MODEL_SUITE], ...BROWSER_SUITES, maxWorkers: 2, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        // Last, alone (see SPEECH_MODEL_SUITE).
        test: { name: 'e2e-audio-alone', include: [SPEECH_MODEL_SUITE], ...BROWSER_SUITES, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
