import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#/shared/api/contracts';
import { apiRequest } from '#/web/lib/api-client';

export const REVIEW_SESSION_KEY = ['review', 'session'];

export function useReviewSession() {
  return useQuery({ queryKey: REVIEW_SESSION_KEY, queryFn: () => apiRequest<'GET /api/review'>('/api/review'), staleTime: Infinity, gcTime: 0 });
}

/** The number of cards due now, shown in the nav. */
export function useDueCount(isEnabled: boolean) {
  return useQuery({
    queryKey: ['review', 'due-count'],
    queryFn: () => apiRequest<'GET /api/review/due-count'>('/api/review/due-count').then((r) => r.due_count),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

export function useGradeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string } & BodyOf<'POST /api/review/:id'>) => apiRequest<'POST /api/review/:id'>(`/api/review/${encodeURIComponent(id)}`, { body: { rating } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['review', 'due-count'] }),
  });
}
