import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonTurnRequestSchema } from '#/shared/api/course';
import { placementFinishRequestSchema } from '#/shared/api/placement';
import { preferencesUpdateSchema } from '#/shared/api/profiles';
import { pronunciationQuerySchema } from '#/shared/api/pronunciation';
import { reminderSettingsRequestSchema } from '#/shared/api/reminders';
import { dailyGoalRequestSchema } from '#/shared/api/today';
import { transcribeQuerySchema } from '#/shared/api/transcription';
import { INVALID_RESPONSE_MESSAGE } from '#/shared/chat-api';
import { CHECKOUT_ERRORS, SUBSCRIPTION_EXISTS } from '#/shared/checkout-errors';
import { DEMO_LIMIT_MESSAGE } from '#/shared/demo';
import { TRANSLATED_LOCALES } from '#/shared/i18n/locales';
import { NAME_TOO_LONG_MESSAGE } from '../auth/refuse-overlong-name';
import { DEMO_USES } from '../features/demo/admit-demo-visitor';
import { FREE_LIMIT_MESSAGE } from '../features/free-messages/count-message';
import { AppError, INTERNAL_ERROR_MESSAGE } from './app-error';
import { DATABASE_UNAVAILABLE_MESSAGE } from './handle-error';
import { findErrorText, localizeErrorMessage } from './localize-error';
import { TOO_DEEP_MESSAGE } from './read-request-depth';
import { UNSTORABLE_TEXT_MESSAGE } from './refuse-unstorable-text';

const SERVER = join(import.meta.dirname, '..');

/** Messages for the developers of an API client, which name its fields or services: they stay English. */
const FOR_DEVELOPERS = new Set([
  'teacher_slug must name a teacher.',
  'text must hold at least one English word.',
  'A metrics token is required.',
  'Test-mode billing is off: this server uses Stripe.',
  'The event could not be applied right now; please retry.',
  'Request body is too large (limit 1 MB).',
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every message written out where an AppError is thrown ('...', "..." or `...` without values). */
function thrownMessages(): string[] {
  const pattern = /new AppError\(\s*'[a-z_]+',\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`([^`$]*)`)/g;
  return sourceFiles(SERVER).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => (match[1] ?? match[2] ?? match[3]!).replace(/\\(.)/g, '$1')));
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error!.issues[0]!.message;

describe('error messages in the request language', () => {
  it('leaves English exactly as the code wrote it', () => {
    for (const message of [...thrownMessages(), 'Anything at all', 'messages.0.content: content must be text']) expect(localizeErrorMessage('en', message)).toBe(message);
  });

  it('has a translation of every message a person can see thrown in the server', () => {
    const thrown = thrownMessages();
    expect(thrown.length).toBeGreaterThan(60);
    const missing = thrown.filter((message) => !FOR_DEVELOPERS.has(message) && !findErrorText(message));
    expect(missing).toEqual([]);
  });

  it('finds the messages kept in constants and those of the request schemas, built from their limits', () => {
    const messages = [
      FREE_LIMIT_MESSAGE,
      DEMO_LIMIT_MESSAGE,
      TOO_DEEP_MESSAGE,
      UNSTORABLE_TEXT_MESSAGE,
      INTERNAL_ERROR_MESSAGE,
      DATABASE_UNAVAILABLE_MESSAGE,
      INVALID_RESPONSE_MESSAGE,
      NAME_TOO_LONG_MESSAGE,
      CHECKOUT_ERRORS.notAuthenticated,
      CHECKOUT_ERRORS.failed,
      SUBSCRIPTION_EXISTS.message,
      ...Object.values(DEMO_USES).flatMap((use) => [use.otherTeacher, use.tooMany]),
      firstIssue(lessonTurnRequestSchema.safeParse({ run_id: crypto.randomUUID(), text: ' ' })),
      firstIssue(lessonTurnRequestSchema.safeParse({ run_id: crypto.randomUUID(), text: 'a'.repeat(5000) })),
      firstIssue(placementFinishRequestSchema.safeParse({ language: 'en', answers: [], answer: 'a'.repeat(5000), answer_mode: 'written' })),
      firstIssue(preferencesUpdateSchema.safeParse({})),
      firstIssue(pronunciationQuerySchema.safeParse({ teacher_slug: 'x', text: 'a'.repeat(500), duration_ms: 10 })),
      firstIssue(pronunciationQuerySchema.safeParse({ teacher_slug: 'x', text: 'Buenos días', duration_ms: 10 })),
      firstIssue(reminderSettingsRequestSchema.safeParse({ hour: 25, time_zone: 'UTC' })),
      firstIssue(dailyGoalRequestSchema.safeParse({ goal_minutes: 7 })),
      firstIssue(transcribeQuerySchema.safeParse({ teacher_slug: 'x', duration_ms: 600_000 })),
    ];
    for (const message of messages) expect(findErrorText(message), message).toBeDefined();
  });

  it('says a known message in each language, with its values, and keeps a field name as the API spells it', () => {
    for (const locale of TRANSLATED_LOCALES) {
      expect(localizeErrorMessage(locale, 'This lesson could not be found.')).not.toBe('This lesson could not be found.');
      expect(localizeErrorMessage(locale, FREE_LIMIT_MESSAGE)).toContain('2');
    }
    expect(localizeErrorMessage('es', 'This lesson could not be found.')).toBe('No se encontró esta lección.');
    expect(localizeErrorMessage('es', 'Say or type something first.')).toBe('Primero di o escribe algo.');
    expect(localizeErrorMessage('es', 'text: Say or type something first.')).toBe('text: Primero di o escribe algo.');
    expect(localizeErrorMessage('es', 'role: role must be "user" or "assistant"')).toBe('role: role must be "user" or "assistant"');
  });

  it('says a message with values from the catalogue text its error carries, in English exactly as before', () => {
    const error = new AppError('unknown_word', { key: 'unknownWord', values: { word: 'xylophone' } });
    expect(error.message).toBe('Maya can\'t check "xylophone" yet: choose a sentence without it.');
    expect(localizeErrorMessage('en', error.message, error.text)).toBe(error.message);
    expect(localizeErrorMessage('fr', error.message, error.text)).toBe('Maya ne peut pas encore vérifier « xylophone » : choisissez une phrase sans ce mot.');
    const limit = new AppError('daily_limit_reached', { key: 'dailyModelCallsReached', values: { limit: 1500 } }, 429);
    expect(limit.message).toBe("You've reached today's fair-use limit of 1,500 teacher replies and tools. It resets at midnight UTC.");
    const checks = (count: number) => new AppError('too_many_checks', { key: 'tooManyChecks', values: { count } }, 429).message;
    expect(checks(1)).toBe('You already have 1 readings being checked. Wait for it to finish, then try again.');
    expect(checks(2)).toBe('You already have 2 readings being checked. Wait for them to finish, then try again.');
    const throttled = new AppError('too_many_failed_sign_ins', { key: 'tooManyFailedSignIns', values: { from: 'network' } }, 429);
    expect(throttled.message).toBe('Too many failed sign-in attempts from your network. Please wait 15 minutes, or reset your password.');
    expect(localizeErrorMessage('ar', throttled.message, throttled.text)).toContain('من شبكتك');
  });
});
