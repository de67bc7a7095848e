/** Opens the database (migrated and seeded), the mailer and auth: everything a running server needs. */
import { createDrain } from './http/drain';
import { join } from 'node:path';
import { loadAuthSecret } from './auth/load-auth-secret';
import { createAuth } from './auth/create-auth';
import { createSessionReader, type SessionReader } from './auth/session-reader';
import type { Env } from './config/env';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedTeachers } from './db/seed/seed-teachers';
import { createLocalBillingProvider } from './features/billing/local-billing-provider';
import { createStripeBillingProvider, createStripeClient } from './features/billing/stripe-billing-provider';
import type { LanguageModel } from './lib/language-model';
import { startSubscriptionChangeHub } from './features/subscriptions/subscription-change-hub';
import { createOfflineTutor } from './features/tutor/public';
import { createOpenAiLanguageModel } from './features/chat/openai-language-model';
import { createOfflineSpeechSynthesizer, createSpeechSynthesizer } from './features/speech/create-speech-synthesizer';
import type { AppDeps } from './http/app-env';
import { createMailer, type Mailer } from './mail/mailer';

export function databaseTargetFor(env: Env): DatabaseTarget {
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : { kind: 'pglite', dataDir: join(env.DATA_DIR, 'db') };
}

export async function createServerDeps(
  env: Env,
  overrides: { database?: DatabaseHandle; mailer?: Mailer; skipMigrations?: boolean; languageModel?: LanguageModel; warmUp?: boolean } = {},
): Promise<AppDeps> {
  const database = overrides.database ?? (await openDatabase(databaseTargetFor(env)));
  try {
    if (!overrides.skipMigrations) {
      await migrateDatabase(database);
      await seedTeachers(database.db);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  const mailer =
    overrides.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: join(env.DATA_DIR, 'outbox'), shouldPrintBodies: env.NODE_ENV === 'development' });
  const secret = loadAuthSecret({ configured: env.AUTH_SECRET, dataDir: env.DATA_DIR });
  let sessions: SessionReader | undefined; // the reader needs auth; auth tells it of a password reset
  const auth = createAuth({ env, db: database.db, mailer, secret, onSessionsRevoked: (userId) => sessions?.forgetUser(userId) });
  sessions = await createSessionReader({ auth, db: database.db, windowSeconds: env.SESSION_CACHE_SECONDS });
  const languageModel = overrides.languageModel ?? createLanguageModel(env, overrides.warmUp ?? false);
  const speech = createSpeechSynthesizer({
    openaiApiKey: env.OPENAI_API_KEY,
    openaiBaseUrl: env.OPENAI_BASE_URL,
    openaiSpeechModel: env.OPENAI_SPEECH_MODEL,
    elevenLabsApiKey: env.ELEVENLABS_API_KEY,
    elevenLabsBaseUrl: env.ELEVENLABS_BASE_URL,
    espeak: { threads: env.ESPEAK_THREADS, maxQueued: env.ESPEAK_QUEUE_LIMIT },
  });
  const offlineTutor = languageModel.isOffline ? languageModel : createOfflineTutor();
  const offlineSpeech = speech.isOffline ? speech : createOfflineSpeechSynthesizer();
  const stripe = env.STRIPE_SECRET_KEY ? createStripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_URL) : null;
  const billing = stripe ? createStripeBillingProvider(stripe) : createLocalBillingProvider(database.db, env.APP_URL);
  const subscriptionChanges = await startSubscriptionChangeHub(database);
  return { env, database, db: database.db, auth, sessions, mailer, languageModel, offlineTutor, speech, offlineSpeech, stripe, billing, subscriptionChanges, drain: createDrain() };
}

/** An OpenAI-compatible API when a key is configured, otherwise the offline tutor. */
function createLanguageModel(env: Env, warmUp: boolean): LanguageModel {
  // Warming up starts the grammar checker now, so the first learner does not wait for it.
  if (!env.OPENAI_API_KEY) return createOfflineTutor({ warmUp });
  return createOpenAiLanguageModel({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL });
}
