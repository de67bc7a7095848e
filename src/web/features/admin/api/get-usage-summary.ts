import { useQuery } from '@tanstack/react-query';
import { apiCall } from '#/web/lib/api-call';
import { ApiError } from '#/web/lib/api-client';

export function getUsageSummary(days: number, signal?: AbortSignal) {
  return apiCall('GET /api/admin/usage', { query: { days }, signal });
}

export function useUsageSummary(days = 30) {
  return useQuery({
    queryKey: ['admin-usage', days],
    queryFn: ({ signal }) => getUsageSummary(days, signal),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
