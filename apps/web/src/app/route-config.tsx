import type { RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { RouteErrorPage } from '@/components/feedback/route-error-page';
import { RootLayout } from './root-layout';

/*
 * Every screen is a lazily loaded route module, so public visitors never download the
 * signed-in shell and vice versa. Modules export `Component` (React Router convention).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, lazy: () => import('./routes/public/home') },
      { path: 'cookie-policy', lazy: () => import('./routes/public/cookie-policy') },
      { path: 'politica-cookie', lazy: () => import('./routes/public/cookie-policy') },
      {
        lazy: () => import('./routes/auth/auth-layout'),
        children: [
          { path: 'login', lazy: () => import('./routes/auth/login') },
          { path: 'register', lazy: () => import('./routes/auth/register') },
          { path: 'forgot-password', lazy: () => import('./routes/auth/forgot-password') },
          { path: 'reset-password-confirmation', lazy: () => import('./routes/auth/reset-password') },
        ],
      },
      {
        lazy: () => import('./routes/signed-in-layout'),
        children: [
          { path: 'dashboard', lazy: () => import('./routes/dashboard/dashboard') },
          { path: 'create-article', lazy: () => import('./routes/generate/create-article') },
          { path: 'settings', lazy: () => import('./routes/settings/settings') },
          {
            path: 'backend',
            lazy: () => import('./routes/admin/admin-layout'),
            children: [
              { index: true, lazy: () => import('./routes/admin/back-office') },
              { path: 'outbox', lazy: () => import('./routes/admin/outbox') },
              { path: 'settings', lazy: () => import('./routes/admin/generation-settings') },
              { path: 'messages', lazy: () => import('./routes/admin/messages') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/public/not-found') },
    ],
  },
];
