import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#/shared/api/contracts';
import type { NotebookKind } from '#/shared/notebook';
import { apiCall } from '#/web/lib/api-call';

export function useNotebook(kind: NotebookKind) {
  return useQuery({ queryKey: ['notebook', kind], queryFn: () => apiCall('GET /api/notebook', { query: { kind } }).then((r) => r.entries) });
}

export function useSaveWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: BodyOf<'POST /api/notebook/words'>) => apiCall('POST /api/notebook/words', { body: word }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['notebook'] }), queryClient.invalidateQueries({ queryKey: ['review'] })]),
  });
}

export function useDeleteNotebookEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('DELETE /api/notebook/:id', { params: { id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['notebook'] }), queryClient.invalidateQueries({ queryKey: ['review'] })]),
  });
}
