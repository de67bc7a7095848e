import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotebookEntryDto, NotebookKind } from '#/shared/notebook';
import { apiRequest } from '#/web/lib/api-client';

export function useNotebook(kind: NotebookKind) {
  return useQuery({ queryKey: ['notebook', kind], queryFn: () => apiRequest<{ entries: NotebookEntryDto[] }>(`/api/notebook?kind=${kind}`).then((r) => r.entries) });
}

export function useSaveWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: { word: string; definition: string; example?: string; teacher_slug?: string }) => apiRequest<{ saved: true; is_new: boolean }>('/api/notebook/words', { body: word }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['notebook'] }), queryClient.invalidateQueries({ queryKey: ['review'] })]),
  });
}

export function useDeleteNotebookEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ deleted: true }>(`/api/notebook/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['notebook'] }), queryClient.invalidateQueries({ queryKey: ['review'] })]),
  });
}
