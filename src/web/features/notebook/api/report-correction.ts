/** "That's not right": reports one correction; it leaves the Notebook at once and the due count is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotebookEntryDto } from '#/shared/notebook';
import { apiRequest } from '#/web/lib/api-client';

export function reportCorrection(id: string) {
  return apiRequest<'POST /api/notebook/reports/:id'>(`/api/notebook/reports/${encodeURIComponent(id)}`, { body: {} });
}

export function useReportCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportCorrection,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<NotebookEntryDto[]>({ queryKey: ['notebook'] }, (entries) => entries?.filter((entry) => entry.id !== id));
      // Not awaited: the caller's confirmation shows as the entry leaves, not after the refetch.
      void queryClient.invalidateQueries({ queryKey: ['notebook'] });
      void queryClient.invalidateQueries({ queryKey: ['review', 'due-count'] });
    },
  });
}
