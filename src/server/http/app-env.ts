import type Stripe from 'stripe';
import type { Auth } from '../auth/create-auth';
import type { SessionReader, SignedInSession } from '../auth/session-reader';
import type { BillingProvider } from '../features/billing/public';
import type { SubscriptionChangeHub } from '../features/subscriptions/public';
import type { Env } from '../config/env';
import type { Database, DatabaseHandle } from '../db/client';
import type { LanguageModel } from '../lib/language-model';
import type { SpeechSynthesizer } from '../features/speech/public';
import type { Mailer } from '../mail/mailer';
import type { Drain } from './drain';

/** Everything a request handler may use; built once in create-app and set on every request. */
export type AppDeps = {
  env: Env;
  database: DatabaseHandle;
  db: Database;
  auth: Auth;
  /** Reads the caller's session on each request (Better Auth only when a session needs renewing or clearing). */
  sessions: SessionReader;
  mailer: Mailer;
  languageModel: LanguageModel;
  /** The offline tutor: answers what a caller's budget no longer lets reach the paid model (same as languageModel offline). */
  offlineTutor: LanguageModel;
  speech: SpeechSynthesizer;
  /** eSpeak NG: reads what a caller's budget no longer lets reach the paid voice (same as speech offline). */
  offlineSpeech: SpeechSynthesizer;
  billing: BillingProvider;
  /** The Stripe SDK client when a key is configured (webhook signature checks need it). */
  stripe: Stripe | null;
  subscriptionChanges: SubscriptionChangeHub;
  /** Set on SIGTERM: new work is refused while the work in flight finishes (drain.ts). */
  drain: Drain;
};


export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** The caller's address key (IPv6 by its /64 network address): the socket peer, or the proxy-written X-Forwarded-For hop behind a trusted proxy. */
    clientIp: string;
    user: SignedInSession['user'];
    session: SignedInSession['session'];
    caller: { kind: 'user'; userId: string } | { kind: 'demo'; demoSessionId: string };
  };
};
