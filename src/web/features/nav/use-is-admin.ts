import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/web/lib/api-client';

/** The spec's is_admin check: any failure counts as "not an admin". */
export function useIsAdmin(userId: string | undefined) {
  return useQuery({
    queryKey: ['auth', 'is-admin', userId],
    enabled: Boolean(userId),
    queryFn: async () => {
      try {
        return (await apiRequest<'GET /api/me/is-admin'>('/api/me/is-admin')).is_admin === true;
      } catch (error) {
        console.warn('[auth] the admin check failed, so the admin link stays hidden:', error);
        return false;
      }
    },
  });
}
