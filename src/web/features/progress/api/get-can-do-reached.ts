import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/web/lib/api-client';

export function useCanDoReached() {
  return useQuery({ queryKey: ['course', 'can-do'], queryFn: () => apiRequest<'GET /api/course/can-do'>('/api/course/can-do') });
}
