import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#/shared/api/contracts';
import { apiCall } from '#/web/lib/api-call';

export function useReviewSession() {
  return useQuery({ queryKey: ['review', 'session'], queryFn: () => apiCall('GET /api/review'), staleTime: Infinity, gcTime: 0 });
}

/** The number of cards due now, shown in the nav. */
export function useDueCount(isEnabled: boolean) {
  return useQuery({
    queryKey: ['review', 'due-count'],
    queryFn: () => apiCall('GET /api/review/due-count').then((r) => r.due_count),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

export function useGradeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string } & BodyOf<'POST /api/review/:id'>) => apiCall('POST /api/review/:id', { params: { id }, body: { rating } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['review', 'due-count'] }),
  });
}
