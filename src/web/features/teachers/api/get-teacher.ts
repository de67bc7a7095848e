import { useQuery } from '@tanstack/react-query';
import { apiCall } from '#/web/lib/api-call';
import { ApiError } from '#/web/lib/api-client';

export const getTeacher = (slug: string) =>
  apiCall('GET /api/teachers/:slug', { params: { slug } }).then((r) => r.teacher);

export function useTeacher(slug: string) {
  return useQuery({
    queryKey: ['teachers', slug],
    queryFn: () => getTeacher(slug),
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}
