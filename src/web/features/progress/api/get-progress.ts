import { useQuery } from '@tanstack/react-query';
import { apiCall } from '#/web/lib/api-call';

export function useProgress() {
  return useQuery({ queryKey: ['progress'], queryFn: () => apiCall('GET /api/progress') });
}
