import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '#/shared/api/contracts';
import { apiRequest } from '#/web/lib/api-client';

type NextRequest = BodyOf<'POST /api/placement/next'>;

/** The next question for the answers so far (stateless on the server: the same answers always give the same question). */
export function useNextQuestion(body: NextRequest, isEnabled: boolean) {
  return useQuery({
    queryKey: ['placement', 'next', body],
    queryFn: () => apiRequest<'POST /api/placement/next'>('/api/placement/next', { body }),
    enabled: isEnabled,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
