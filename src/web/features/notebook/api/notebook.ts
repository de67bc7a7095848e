import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#/shared/api/contracts';
import type { NotebookKind } from '#/shared/notebook';
import { apiRequest } from '#/web/lib/api-client';

export function useNotebook(kind: NotebookKind) {
  return useQuery({ queryKey: ['notebook', kind], queryFn: () => apiRequest<'GET /api/notebook'>(`/api/notebook?kind=${kind}`).then((r) => r.entries) });
}

export function useSaveWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: BodyOf<'POST /api/notebook/words'>) => apiRequest<'POST /api/notebook/words'>('/api/notebook/words', { body: word }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['notebook'] }), queryClient.invalidateQueries({ queryKey: ['review'] })]),
  });
}

export function useDeleteNotebookEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<'DELETE /api/notebook/:id'>(`/api/notebook/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['notebook'] }), queryClient.invalidateQueries({ queryKey: ['review'] })]),
  });
}
