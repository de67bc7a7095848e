import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#/web/lib/api-client';

export const deleteConversation = (id: string) => apiRequest<'DELETE /api/conversations/:id'>(`/api/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
}
