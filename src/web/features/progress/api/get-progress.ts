import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/web/lib/api-client';

export function useProgress() {
  return useQuery({ queryKey: ['progress'], queryFn: () => apiRequest<'GET /api/progress'>('/api/progress') });
}
