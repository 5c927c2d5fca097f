import { DEFAULT_TOAST_MS } from '@bingo/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from './queryClient.ts';
import { router } from './router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position="top-center"
        duration={DEFAULT_TOAST_MS}
        closeButton
        richColors
        toastOptions={{ className: 'font-sans' }}
      />
    </QueryClientProvider>
  );
}
