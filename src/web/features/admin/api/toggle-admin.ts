import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#/web/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

export function toggleAdmin(targetUserId: string) {
  return apiRequest<'POST /functions/v1/admin-users'>('/functions/v1/admin-users', { body: { target_user_id: targetUserId } }).then((r) => r.user);
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
