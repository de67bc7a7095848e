/**
 * Unsent words, kept in this browser so a reload does not lose them: one draft a chat, under a key that names
 * the learner (one person's draft never shows for another on a shared browser). Bounded: a draft is at most one
 * message long, and only the most recent drafts are kept.
 */
import { MAX_MESSAGE_LENGTH } from '#/shared/chat-api';

const STORAGE_KEY = 'parley.drafts';
export const MAX_DRAFTS = 20;

type Drafts = Record<string, { text: string; at: number }>;

function readDrafts(): Drafts {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Drafts) : {};
  } catch {
    return {};
  }
}

function writeDrafts(drafts: Drafts) {
  try {
    if (Object.keys(drafts).length > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify(drafts));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // A browser that keeps nothing (private mode, storage full) still has the words in the box.
  }
}

export function readDraft(key: string): string {
  const text = readDrafts()[key]?.text;
  return typeof text === 'string' ? text.slice(0, MAX_MESSAGE_LENGTH) : '';
}

/** Keeps `text` as the chat's draft (blank text removes it), dropping the oldest drafts beyond MAX_DRAFTS. */
export function saveDraft(key: string, text: string) {
  const drafts = readDrafts();
  delete drafts[key];
  if (text.trim()) drafts[key] = { text: text.slice(0, MAX_MESSAGE_LENGTH), at: Date.now() };
  const newest = Object.entries(drafts)
    .filter(([, draft]) => typeof draft?.at === 'number')
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_DRAFTS);
  writeDrafts(Object.fromEntries(newest));
}

/** Forgets the draft once `sent` has gone, unless the learner has since written something else. */
export function forgetSentDraft(key: string, sent: string) {
  if (readDraft(key) === sent.slice(0, MAX_MESSAGE_LENGTH)) saveDraft(key, '');
}
