import { QueryClient } from '@tanstack/react-query';
import { subscribeToLocale } from '#/web/i18n/locale-store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

// What the server says (course titles, explanations, errors) is in the language of the request: a new interface language asks again.
subscribeToLocale(() => void queryClient.invalidateQueries());
