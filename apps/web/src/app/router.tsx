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
      // Accounts (issue P4): sign-in screens, the dashboard and the admin area.
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/LoginPage.tsx')).LoginPage }),
      },
      {
        path: '/login-with-password',
        lazy: async () => ({
          Component: (await import('../features/auth/PasswordLoginPage.tsx')).PasswordLoginPage,
        }),
      },
      {
        path: '/register',
        lazy: async () => ({ Component: (await import('../features/auth/RegisterPage.tsx')).RegisterPage }),
      },
      {
        path: '/email-register',
        lazy: async () => ({
          Component: (await import('../features/auth/MagicLinkPage.tsx')).EmailRegisterPage,
        }),
      },
      {
        path: '/magic-link-login',
        lazy: async () => ({
          Component: (await import('../features/auth/MagicLinkPage.tsx')).MagicLinkLoginPage,
        }),
      },
      {
        path: '/check-your-email',
        lazy: async () => ({
          Component: (await import('../features/auth/CheckYourEmailPage.tsx')).CheckYourEmailPage,
        }),
      },
      {
        path: '/verify-email',
        lazy: async () => ({
          Component: (await import('../features/auth/VerifyEmailPage.tsx')).VerifyEmailPage,
        }),
      },
      {
        path: '/forgot-password',
        lazy: async () => ({
          Component: (await import('../features/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
        }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/ResetPasswordPage.tsx')).ResetPasswordPage,
        }),
      },
      {
        path: '/dashboard',
        lazy: async () => ({
          Component: (await import('../features/dashboard/DashboardHomePage.tsx')).DashboardHomePage,
        }),
      },
      {
        path: '/dashboard/my-cards',
        lazy: async () => ({
          Component: (await import('../features/dashboard/MyCardsPage.tsx')).MyCardsPage,
        }),
      },
      {
        path: '/dashboard/account',
        lazy: async () => ({
          Component: (await import('../features/dashboard/AccountPage.tsx')).AccountPage,
        }),
      },
      {
        path: '/dashboard/orders',
        lazy: async () => ({
          Component: (await import('../features/dashboard/EmptySectionPages.tsx')).OrdersPage,
        }),
      },
      {
        path: '/dashboard/billing',
        lazy: async () => ({
          Component: (await import('../features/dashboard/EmptySectionPages.tsx')).BillingPage,
        }),
      },
      {
        path: '/dashboard/changelog',
        lazy: async () => ({
          Component: (await import('../features/dashboard/EmptySectionPages.tsx')).ChangelogPage,
        }),
      },
      {
        path: '/dashboard/integrations',
        lazy: async () => ({
          Component: (await import('../features/dashboard/EmptySectionPages.tsx')).IntegrationsPage,
        }),
      },
      {
        path: '/admin',
        lazy: async () => ({ Component: (await import('../features/admin/AdminPage.tsx')).AdminPage }),
      },
      {
        path: '/admin/testemails',
        lazy: async () => ({
          Component: (await import('../features/admin/TestEmailsPage.tsx')).TestEmailsPage,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
