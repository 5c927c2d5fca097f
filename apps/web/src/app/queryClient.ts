import { QueryClient } from '@tanstack/react-query';

/** Spec §7: queries stay fresh for five minutes and are not retried (errors show at once). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60 * 1000, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
