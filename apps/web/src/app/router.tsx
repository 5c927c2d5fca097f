import { createBrowserRouter } from 'react-router';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PageLoading } from './PageLoading.tsx';
import { RootLayout } from './RootLayout.tsx';

// Heavier screens load on demand so the landing page stays quick on a cheap phone.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/generator',
        lazy: async () => ({
          Component: (await import('../features/generator/GeneratorPage.tsx')).GeneratorPage,
        }),
      },
      {
        path: '/card/edit/:cardId',
        lazy: async () => ({ Component: (await import('../features/editor/EditorPage.tsx')).EditorPage }),
      },
      {
        path: '/share/:cardId',
        lazy: async () => ({ Component: (await import('../features/share/SharePage.tsx')).SharePage }),
      },
      {
        path: '/embed/:cardId',
        lazy: async () => ({ Component: (await import('../features/embed/EmbedPage.tsx')).EmbedPage }),
      },
      {
        path: '/play/:cardId',
        lazy: async () => ({
          Component: (await import('../features/play/PlayPage.tsx')).PlayPage,
        }),
      },
      {
        path: '/caller/:cardId',
        lazy: async () => ({ Component: (await import('../features/game/CallerPage.tsx')).CallerPage }),
      },
      {
        path: '/game/:cardId',
        lazy: async () => ({ Component: (await import('../features/game/PlayerPage.tsx')).PlayerPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
