import { useQuery } from '@tanstack/react-query';
import { apiCall } from '#/web/lib/api-call';

/** The spec's is_admin check: any failure counts as "not an admin". */
export function useIsAdmin(userId: string | undefined) {
  return useQuery({
    queryKey: ['auth', 'is-admin', userId],
    enabled: Boolean(userId),
    queryFn: async () => {
      try {
        return (await apiCall('GET /api/me/is-admin')).is_admin === true;
      } catch {
        return false;
      }
    },
  });
}
