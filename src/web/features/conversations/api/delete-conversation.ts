import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '#/web/lib/api-call';

export const deleteConversation = (id: string) => apiCall('DELETE /api/conversations/:id', { params: { id } });

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
}
