import { useQuery } from '@tanstack/react-query';
import { apiCall } from '#/web/lib/api-call';

export const getTeachers = () => apiCall('GET /api/teachers').then((r) => r.teachers);

export function useTeachers() {
  return useQuery({ queryKey: ['teachers'], queryFn: getTeachers, staleTime: 5 * 60_000 });
}
