import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#/web/lib/api-client';
import type { AdminUser } from '#/shared/admin-user';
import { ADMIN_USERS_PATH, adminUsersQueryKey } from './get-admin-users';

export function toggleAdmin(targetUserId: string) {
  return apiRequest<{ user: AdminUser }>(ADMIN_USERS_PATH, { body: { target_user_id: targetUserId } }).then((r) => r.user);
}

export function useToggleAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAdmin,
    // Refetch after failures too: a 404 means the list is out of date. Returning the promise keeps the
    // mutation pending until the fresh list is in, so the button cannot be pressed against stale data.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
