import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#/web/lib/api-client';

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
