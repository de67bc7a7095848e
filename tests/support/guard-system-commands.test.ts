/**
 * The guard of tests/support/guard-system-commands.ts, installed here as in every test by vitest.config.ts:
 * commands `npm test` does not provide are refused through every child_process entry point, however
 * imported; Node.js (and so npm's tools) still runs.
 */
import { exec, execFile, execFileSync, execSync, fork, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from './chromium';
import { isProvidedCommand, takeBlockedCommands, UnprovidedCommandError } from './guard-system-commands';

const refusal = /^tests ran `sox`, which npm test's set-up does not provide: install it in scripts\/test\.mjs .*or make it in the test$/;

afterEach(() => {
  expect(takeBlockedCommands()).toEqual([]); // each test below takes the refusals it provoked
});

describe('a command npm test does not provide', () => {
  it('is refused before it runs, through every child_process function imported as ESM', () => {
    expect(() => spawnSync('sox', ['--version'])).toThrow(refusal);
    expect(() => spawnSync('sox', ['--version'])).toThrow(UnprovidedCommandError);
    expect(() => spawn('sox', ['--version'])).toThrow(refusal);
    expect(() => execFileSync('/usr/bin/sox', ['--version'])).toThrow(/^tests ran `\/usr\/bin\/sox`/);
    expect(() => execFile('sox', ['--version'], () => {})).toThrow(refusal);
    expect(() => execSync('sox --version')).toThrow(refusal);
    expect(() => exec('SOX_OPTS=-q sox --version', () => {})).toThrow(refusal);
    expect(() => spawn('sox --version', { shell: true })).toThrow(refusal);
    expect(() => fork('child.js', [], { execPath: 'sox' })).toThrow(refusal);
    expect(takeBlockedCommands()).toEqual(['sox', 'sox', 'sox', '/usr/bin/sox', 'sox', 'sox', 'sox', 'sox', 'sox']);
  });

  it('is refused through require() and util.promisify too', () => {
    const required = createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process');
    expect(() => required.spawnSync('espeak-ng', ['--version'])).toThrow(/^tests ran `espeak-ng`/);
    expect(() => promisify(exec)('sox --version')).toThrow(refusal);
    expect(() => promisify(execFile)('sox', ['--version'])).toThrow(refusal);
    expect(takeBlockedCommands()).toEqual(['espeak-ng', 'sox', 'sox']);
  });

  it('is remembered when the code under test swallows the error, so the test still fails when it ends', () => {
    try {
      execFileSync('sox', ['--version']);
    } catch {
      // a library probing for a tool would do this
    }
    expect(takeBlockedCommands()).toEqual(['sox']);
  });
});

describe('the commands npm test provides', () => {
  it('runs Node.js by name, by path and through the shell', async () => {
    expect(spawnSync('node', ['-e', 'process.stdout.write("by name")'], { encoding: 'utf8' }).stdout).toBe('by name');
    expect(execFileSync(process.execPath, ['-e', 'process.stdout.write("by path")'], { encoding: 'utf8' })).toBe('by path');
    expect(execSync('node -e "process.stdout.write(\'through sh\')"', { encoding: 'utf8' })).toBe('through sh');
    expect((await promisify(execFile)(process.execPath, ['-e', 'process.stdout.write("promisified")'])).stdout).toBe('promisified');
    expect((await promisify(exec)('node -e "process.stdout.write(1 + 1 + \'\')"')).stdout).toBe('2');
  });

  it('names npm, npx, the shell and the Chromium that scripts/test.mjs installs as provided', () => {
    for (const command of ['npm', 'npx', 'sh', '/bin/sh', CHROMIUM_PATH, process.execPath, '/usr/local/bin/node']) expect(isProvidedCommand(command), command).toBe(true);
    for (const command of ['sox', 'espeak-ng', 'ffmpeg', '/usr/bin/chromium-browser', 'apt-get']) expect(isProvidedCommand(command), command).toBe(false);
  });
});
