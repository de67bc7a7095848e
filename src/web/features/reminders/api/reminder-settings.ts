import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#/shared/api/contracts';
import type { ReminderSettingsDto } from '#/shared/api/reminders';
import { apiRequest } from '#/web/lib/api-client';

export const REMINDER_SETTINGS_KEY = ['reminders', 'settings'];

export function useReminderSettings() {
  return useQuery({ queryKey: REMINDER_SETTINGS_KEY, queryFn: () => apiRequest<'GET /api/reminders'>('/api/reminders') });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'PUT /api/reminders'>) => apiRequest<'PUT /api/reminders'>('/api/reminders', { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData<ReminderSettingsDto>(REMINDER_SETTINGS_KEY, settings),
  });
}
