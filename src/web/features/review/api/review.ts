import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewSession } from '#/shared/notebook';
import { apiRequest } from '#/web/lib/api-client';

export function useReviewSession() {
  return useQuery({ queryKey: ['review', 'session'], queryFn: () => apiRequest<ReviewSession>('/api/review'), staleTime: Infinity, gcTime: 0 });
}

/** The number of cards due now, shown in the nav. */
export function useDueCount(isEnabled: boolean) {
  return useQuery({
    queryKey: ['review', 'due-count'],
    queryFn: () => apiRequest<{ due_count: number }>('/api/review/due-count').then((r) => r.due_count),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

export function useGradeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: number }) => apiRequest<{ next_due: string }>(`/api/review/${encodeURIComponent(id)}`, { body: { rating } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['review', 'due-count'] }),
  });
}
