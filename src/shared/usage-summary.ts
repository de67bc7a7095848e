/** The admin Usage view and `npm run usage:report`, as GET /api/admin/usage sends it. Money in US dollars. */

/** Chat purposes whose replies make up a conversation (tools such as definitions do not). */
export const CONVERSATION_PURPOSES = ['conversation', 'demo', 'interview', 'writing'] as const;

export type UsageDay = {
  /** UTC day, e.g. '2026-11-23'. */
  day: string;
  model_calls: number;
  prompt_tokens: number;
  completion_tokens: number;
  speech_characters: number;
  transcription_seconds: number;
  /** Clock minutes (per account) in which a conversation reply was produced. */
  conversation_minutes: number;
  /** Estimated cost per provider, e.g. { openai: 0.0123, elevenlabs: 0.5 }. */
  cost_by_provider: Record<string, number>;
  cost: number;
};

export type UsageAccount = { user_id: string | null; label: string; calls: number; cost: number };

export type UsageSummary = {
  days: UsageDay[];
  totals: Omit<UsageDay, 'day'>;
  /** Total estimated cost divided by conversation minutes; null when there were none. */
  cost_per_conversation_minute: number | null;
  top_accounts: UsageAccount[];
};

export const DEMO_VISITORS_LABEL = 'Demo visitors (all sessions)';

/** Dollars for people: cents, or six decimals for the tiny amounts a single call costs. */
export const formatDollars = (amount: number) => `$${amount.toFixed(amount !== 0 && Math.abs(amount) < 0.01 ? 6 : 2)}`;
