/** The older messages of a reopened conversation, a page at a time, placed above what is on screen. */
import { type Dispatch, type SetStateAction, useCallback, useRef, useState } from 'react';
import { useT } from '#/web/i18n/use-t';
import { conversationCatalogue } from './messages/catalogue';
import type { ConversationMessage } from './types';

/** Answers the page of stored messages before the stored message `beforeId` (a message's `storedId`). */
export type LoadEarlierMessages = (beforeId: number) => Promise<{ messages: ConversationMessage[]; hasEarlier: boolean }>;

/** `mode` is the stored conversation's ('interview' while interview practice goes on). */
export type SavedConversation = { id: string; mode?: string; messages: ConversationMessage[]; hasEarlier?: boolean; loadEarlier?: LoadEarlierMessages };

export type EarlierMessages = { hasEarlier: boolean; isLoading: boolean; error: string | null; load: () => Promise<void> };

/** Used by the chat screen only, so the landing page's demo does not load it. */
export function useEarlierMessages(
  saved: SavedConversation | undefined,
  shown: ConversationMessage[],
  setMessages: Dispatch<SetStateAction<ConversationMessage[]>>,
): EarlierMessages | null {
  const messages = useRef(shown);
  messages.current = shown;
  const [hasEarlier, setHasEarlier] = useState(Boolean(saved?.hasEarlier && saved.loadEarlier));
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const t = useT(conversationCatalogue);
  const loading = useRef(false);
  const loadEarlier = saved?.loadEarlier;

  const load = useCallback(async () => {
    const oldest = messages.current.find((m) => m.storedId !== undefined)?.storedId;
    if (!loadEarlier || loading.current || oldest == null) return;
    loading.current = true;
    setIsLoading(true);
    setHasFailed(false);
    try {
      const page = await loadEarlier(oldest);
      setMessages((current) => {
        const shown = new Set(current.map((m) => m.storedId));
        return [...page.messages.filter((m) => !shown.has(m.storedId)), ...current];
      });
      setHasEarlier(page.hasEarlier);
    } catch {
      setHasFailed(true);
    } finally {
      loading.current = false;
      setIsLoading(false);
    }
  }, [loadEarlier, setMessages]);

  return loadEarlier ? { hasEarlier, isLoading, error: hasFailed ? t('earlierMessagesFailed') : null, load } : null;
}
