import type { RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { RouteErrorPage } from '@/components/feedback/route-error-page';
import { RootLayout } from './root-layout';
import { paths, routePath } from '@/config/paths';
import { withNamespaces } from '@/lib/app-i18n';
import { screenModules } from './screen-modules';
import { STUDIO_LIST } from './studios';

/*
 * Every screen is a lazily loaded route module, so public visitors never download the
 * signed-in shell and vice versa. Modules export `Component` (React Router convention). Each
 * loads with the translation namespaces it shows beyond the shell's (lib/app-i18n.ts).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, lazy: withNamespaces(['landing', 'contact'], () => import('./routes/public/home')) },
      {
        path: routePath(paths.cookiePolicy),
        lazy: withNamespaces(['cookie-policy'], () => import('./routes/public/cookie-policy')),
      },
      {
        path: routePath(paths.cookiePolicyRo),
        lazy: withNamespaces(['cookie-policy'], () => import('./routes/public/cookie-policy')),
      },
      {
        lazy: withNamespaces(['auth'], () => import('./routes/auth/auth-layout')),
        children: [
          { path: routePath(paths.login), lazy: () => import('./routes/auth/login') },
          { path: routePath(paths.register), lazy: () => import('./routes/auth/register') },
          { path: routePath(paths.forgotPassword), lazy: () => import('./routes/auth/forgot-password') },
          { path: routePath(paths.resetPassword), lazy: () => import('./routes/auth/reset-password') },
        ],
      },
      {
        lazy: () => import('./routes/signed-in-layout'),
        children: [
          { path: routePath(paths.dashboard), lazy: screenModules[paths.dashboard] },
          ...STUDIO_LIST.map(({ screen }) => ({
            path: screen.path.slice(1),
            lazy: screenModules[screen.path],
          })),
          { path: routePath(paths.settings), lazy: screenModules[paths.settings] },
          { path: routePath(paths.pricing), lazy: screenModules[paths.pricing] },
          { path: routePath(paths.batches), lazy: screenModules[paths.batches] },
          { path: routePath(paths.newBatch), lazy: screenModules[paths.newBatch] },
          { path: routePath(paths.calendar), lazy: screenModules[paths.calendar] },
          {
            path: routePath(paths.batchPattern),
            lazy: withNamespaces(['batches'], () => import('./routes/batches/batch')),
          },
          {
            path: routePath(paths.paymentSuccess),
            lazy: withNamespaces(['billing'], () => import('./routes/billing/payment-success')),
          },
          {
            path: routePath(paths.paymentCancelled),
            lazy: withNamespaces(['billing'], () => import('./routes/billing/payment-cancelled')),
          },
          {
            path: routePath(paths.testCheckout),
            lazy: withNamespaces(['billing'], () => import('./routes/billing/test-checkout')),
          },
          {
            path: routePath(paths.backOffice),
            lazy: withNamespaces(['admin'], () => import('./routes/admin/admin-layout')),
            children: [
              {
                index: true,
                lazy: withNamespaces(['back-office-overview'], () => import('./routes/admin/back-office')),
              },
              {
                path: routePath(paths.backOfficeOutbox, paths.backOffice),
                lazy: () => import('./routes/admin/outbox'),
              },
              {
                path: routePath(paths.backOfficeGenerationSettings, paths.backOffice),
                lazy: withNamespaces(
                  ['generation-settings'],
                  () => import('./routes/admin/generation-settings'),
                ),
              },
              {
                path: routePath(paths.backOfficeMusic, paths.backOffice),
                lazy: withNamespaces(['admin-music'], () => import('./routes/admin/music')),
              },
              {
                path: routePath(paths.backOfficeMessages, paths.backOffice),
                lazy: withNamespaces(['contact-messages'], () => import('./routes/admin/messages')),
              },
              {
                path: routePath(paths.backOfficeUsers, paths.backOffice),
                lazy: withNamespaces(['back-office-users'], () => import('./routes/admin/users')),
              },
              {
                path: routePath(paths.backOfficeUserPattern, paths.backOffice),
                lazy: withNamespaces(['back-office-users'], () => import('./routes/admin/user-detail')),
              },
              {
                path: routePath(paths.backOfficePermissions, paths.backOffice),
                lazy: withNamespaces(['back-office-users'], () => import('./routes/admin/permissions')),
              },
              {
                path: routePath(paths.backOfficeAudit, paths.backOffice),
                lazy: withNamespaces(['audit-log'], () => import('./routes/admin/audit')),
              },
              {
                path: routePath(paths.backOfficePlanAccess, paths.backOffice),
                lazy: withNamespaces(['plan-access'], () => import('./routes/admin/plan-access')),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/public/not-found') },
    ],
  },
];
