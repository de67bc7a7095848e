import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#/web/lib/api-client';
import { toConversationMessages } from '../to-conversation-messages';

export const getConversation = (id: string, before?: number) =>
  apiRequest<'GET /api/conversations/:id'>(`/api/conversations/${encodeURIComponent(id)}${before ? `?before=${before}` : ''}`);

export function useSavedConversation(id: string | null) {
  return useQuery({
    queryKey: ['conversations', 'one', id],
    queryFn: () => getConversation(id!),
    enabled: Boolean(id),
    staleTime: Infinity,
    gcTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

/** The page of messages before `before`, shaped for the conversation screen. */
export async function loadEarlierMessages(id: string, before: number) {
  const page = await getConversation(id, before);
  return { messages: toConversationMessages(page.messages), hasEarlier: page.has_earlier };
}
