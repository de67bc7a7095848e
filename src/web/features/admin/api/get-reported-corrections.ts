import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#/web/lib/api-client';

export function getReportedCorrections(signal?: AbortSignal) {
  return apiRequest<'GET /api/admin/usage/reported-corrections'>('/api/admin/usage/reported-corrections', { signal });
}

export function useReportedCorrections() {
  return useQuery({
    queryKey: ['admin-reported-corrections'],
    queryFn: ({ signal }) => getReportedCorrections(signal),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
