/** Environment variables, validated once at start-up. A bad value stops the process naming the variable. */
import { z } from 'zod';
import { LOG_LEVELS } from '../lib/logger';
import { findUnsafeBilling } from './find-unsafe-billing';
import { SUPPORT_EMAIL } from '#/shared/constants';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Numbers where an empty string means "use the default" (never 0, which would silently lift a price or a budget). */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const price = (fallback: number) => z.preprocess(blankAsUnset, z.coerce.number().nonnegative().default(fallback));
const ceiling = (fallback: number) => z.preprocess(blankAsUnset, z.coerce.number().int().min(0).default(fallback));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl.optional(),
  /** Server processes sharing the port (one per core is typical); above 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(64).default(1)),
  /** Connections each process keeps to PostgreSQL (with DATABASE_URL). */
  DATABASE_POOL_SIZE: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(200).default(10)),
  AUTH_SECRET: optionalString,
  SMTP_URL: optionalUrl.optional(),
  MAIL_FROM: z.string().default('Parley <hello@parley.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl.optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_SPEECH_MODEL: z.string().default('gpt-4o-mini-tts'),
  OPENAI_TRANSCRIBE_MODEL: z.string().default('gpt-4o-mini-transcribe'),
  OPENAI_TRANSCRIBE_BASE_URL: optionalUrl.optional(),
  OPENAI_TRANSCRIBE_API_KEY: optionalString,
  /** The small model of the notebook side call (corrections and learner facts); defaults to OPENAI_MODEL. */
  OPENAI_NOTES_MODEL: optionalString,
  /** 'off' skips the notebook side call to the model (the offline tutor still notes its corrections). */
  LEARNING_NOTES: z.enum(['on', 'off']).default('on'),
  ELEVENLABS_API_KEY: optionalString,
  ELEVENLABS_BASE_URL: optionalUrl.optional(),
  /** Azure AI Speech pronunciation assessment, used instead of the keyless engine when both are set. */
  AZURE_SPEECH_KEY: optionalString,
  AZURE_SPEECH_REGION: z.preprocess(blankAsUnset, z.string().regex(/^[a-z0-9]+$/, 'AZURE_SPEECH_REGION must be a region name such as westeurope').optional()),
  /** Where Azure's speech endpoint is reached (tests point it at a local fake); by default the region's. */
  AZURE_SPEECH_BASE_URL: optionalUrl.optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalUrl.optional(),
  BILLING_TEST_MODE: z.enum(['on', 'off']).default('off'),
  STRIPE_PRICE_MONTHLY: z.string().default('price_parley_monthly'),
  STRIPE_PRICE_YEARLY: z.string().default('price_parley_yearly'),
  STRIPE_PRICE_CORE: z.string().default('price_parley_core'),
  STRIPE_PRICE_PRO: z.string().default('price_parley_pro'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  ESPEAK_THREADS: z.coerce.number().int().min(1).max(16).optional(),
  ESPEAK_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1_000).default(24),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  SUPPORT_URL: z.url().default(`mailto:${SUPPORT_EMAIL}`),
  FEEDBACK_BOARD_URL: z.url().default('https://parley.featurebase.app'),
  MERCH_URL: z.url().default('https://shop.parley.app'),
  AFFILIATE_URL: z.url().default('https://affiliates.parley.app'),
  GUIDES_URL: z.url().default('https://guides.parley.app'),
  SOCIAL_X_URL: z.url().default('https://x.com/parleyapp'),
  SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/parleyapp'),
  SOCIAL_YOUTUBE_URL: z.url().default('https://www.youtube.com/@parleyapp'),
  SOCIAL_TIKTOK_URL: z.url().default('https://www.tiktok.com/@parleyapp'),
  REFERRAL_SCRIPT_URL: optionalUrl.optional(),
  REFERRAL_PROGRAM_ID: optionalString,
  // Unit prices in US dollars for the usage ledger's cost estimates (public list prices by default).
  PRICE_CHAT_INPUT_PER_MILLION_TOKENS: price(0.15),
  PRICE_CHAT_OUTPUT_PER_MILLION_TOKENS: price(0.6),
  PRICE_OPENAI_SPEECH_PER_MILLION_CHARACTERS: price(15),
  PRICE_ELEVENLABS_PER_THOUSAND_CHARACTERS: price(0.1),
  PRICE_TRANSCRIPTION_PER_MINUTE: price(0.003),
  // Budgets on paid providers, per UTC day unless named otherwise.
  FREE_TOOL_CALLS_PER_DAY: ceiling(20),
  FREE_SPEECH_CHARACTERS_PER_DAY: ceiling(5_000),
  FREE_TRANSCRIPTION_SECONDS_PER_DAY: ceiling(300),
  PAID_MODEL_CALLS_PER_DAY: ceiling(1_500),
  PAID_TRANSCRIPTION_SECONDS_PER_DAY: ceiling(7_200),
  PAID_SPEECH_CHARACTERS_PER_DAY: ceiling(150_000),
  PAID_CONCURRENT_REPLIES: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(20).default(3)),
  SPEECH_MAX_CHARACTERS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(5_000).default(1_000)),
  HOUSEKEEPING_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** Lowest level of the JSON log lines written to stdout (pino's levels; `silent` writes none). */
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(LOG_LEVELS).default('info')),
  /** Bearer token of GET /metrics (Prometheus); unset, the endpoint answers 404. ADR 031. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** On SIGTERM, how long requests in flight (chat streams, speech) may take to finish before connections are closed. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
  /** How often each process looks for daily reminders due (ADR 030); 0 sends none from this process. */
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(60).default(5),
});

export type Env = z.infer<typeof envSchema> & { APP_URL: string };

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment variable(s):\n${lines.join('\n')}`);
  }
  const env = result.data;
  const unsafeBilling = findUnsafeBilling(env);
  if (unsafeBilling) throw new EnvError(`Refusing to start: ${unsafeBilling}`);
  return { ...env, APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}
