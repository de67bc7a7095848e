import { useQuery } from '@tanstack/react-query';
import { apiCall } from '#/web/lib/api-call';
import { ApiError } from '#/web/lib/api-client';

export const getConversation = (id: string, before?: number) =>
  apiCall('GET /api/conversations/:id', { params: { id }, query: { before: before || undefined } });

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
