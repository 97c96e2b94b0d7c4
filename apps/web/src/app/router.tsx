import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { endSession } from '@/lib/session-end';
import { getToken } from '@/lib/session-storage';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import type { TAccessRule } from './shell/access-rules';
import { AppLoader } from './shell/app-loader';
import { GuestLayout } from './shell/guest-layout';

/**
 * Every page is loaded lazily so each route ships as its own chunk. The entry chunk holds
 * only the router, the guest layout and the API client: the signed-in shell, the guards and
 * the session (with zod and the contract's schemas) load with the first signed-in route, so
 * the login screen does not wait for them (performance budget: bench/web.ts).
 * Route tables: spec 1 section 2.1, spec 2 section 2.
 */
const guardModule = () => import('./shell/guard');
const guard =
  (rule: TAccessRule): LoaderFunction =>
  async (...args) =>
    (await guardModule()).guard(rule)(...args);
const admin = guard('admin');

/** /login and /forgot: a signed-in user goes straight to the dashboard. */
const guestOnly: LoaderFunction = () => (getToken() ? redirect('/') : null);

const clientsPage = () => import('@/features/clients/pages/clients-page');
const clientPage = () => import('@/features/clients/pages/client-page');

const appRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Dashboard' },
    lazy: () => import('./routes/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'not-found',
    handle: { title: 'Page not found' },
    lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
  {
    path: 'jobs',
    handle: { title: 'Jobs' },
    lazy: () => import('./routes/jobs-page').then((m) => ({ Component: m.JobsPage })),
  },
  {
    path: 'job/:jobId',
    handle: { title: 'Job' },
    lazy: () => import('./routes/job-page').then((m) => ({ Component: m.JobPage })),
  },
  {
    path: 'notes',
    loader: admin,
    handle: { title: 'Notes' },
    lazy: () => import('@/features/notes/pages/notes-page').then((m) => ({ Component: m.NotesPage })),
  },
  {
    path: 'notes/:noteId',
    loader: admin,
    handle: { title: 'Note' },
    lazy: () => import('@/features/notes/pages/note-page').then((m) => ({ Component: m.NotePage })),
  },
  {
    path: 'clients',
    loader: admin,
    handle: { title: 'Clients' },
    lazy: () => clientsPage().then((m) => ({ Component: m.ClientsPage })),
  },
  ...['clients/:itemId', 'clients/:itemId/:tab'].map(
    (path): RouteObject => ({
      path,
      loader: admin,
      handle: { title: 'Client' },
      lazy: () => clientPage().then((m) => ({ Component: m.ClientPage })),
    }),
  ),
  {
    path: 'suppliers',
    loader: admin,
    handle: { title: 'Suppliers' },
    lazy: () => clientsPage().then((m) => ({ Component: m.SuppliersPage })),
  },
  ...['suppliers/:itemId', 'suppliers/:itemId/:tab'].map(
    (path): RouteObject => ({
      path,
      loader: admin,
      handle: { title: 'Supplier' },
      lazy: () => clientPage().then((m) => ({ Component: m.SupplierPage })),
    }),
  ),
  {
    path: 'quotes',
    loader: admin,
    handle: { title: 'Quotes' },
    lazy: () => import('@/features/quotes/pages/quotes-page').then((m) => ({ Component: m.QuotesPage })),
  },
  {
    path: 'quotes/:quoteId',
    loader: admin,
    handle: { title: 'Quote' },
    lazy: () => import('./routes/quote-page').then((m) => ({ Component: m.QuotePage })),
  },
  {
    path: 'orders',
    loader: admin,
    handle: { title: 'Orders' },
    lazy: () => import('@/features/orders/pages/orders-page').then((m) => ({ Component: m.OrdersPage })),
  },
  {
    path: 'orders/:orderId',
    loader: admin,
    handle: { title: 'Order' },
    lazy: () => import('@/features/orders/pages/order-page').then((m) => ({ Component: m.OrderPage })),
  },
  {
    path: 'invoices',
    loader: admin,
    handle: { title: 'Invoices' },
    lazy: () => import('@/features/invoices/pages/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
  },
  {
    path: 'invoices/:invoiceId',
    loader: admin,
    handle: { title: 'Invoice' },
    lazy: () => import('@/features/invoices/pages/invoice-page').then((m) => ({ Component: m.InvoicePage })),
  },
  {
    path: 'time',
    loader: guard('time'),
    handle: { title: 'Time' },
    lazy: () => import('@/features/timesheets/pages/time-page').then((m) => ({ Component: m.TimePage })),
  },
  {
    path: 'settings',
    // A client manager reaches the company and client-users tabs; every other tab is super admin only.
    loader: guard('companySettings'),
    handle: { title: 'Settings' },
    lazy: () => import('./routes/settings-layout').then((m) => ({ Component: m.SettingsLayout })),
    children: [
      {
        index: true,
        lazy: () =>
          import('@/features/settings/pages/company-settings-page').then((m) => ({ Component: m.CompanySettingsPage })),
      },
      {
        path: 'team',
        loader: admin,
        lazy: () => import('@/features/users/pages/team-page').then((m) => ({ Component: m.TeamPage })),
      },
      {
        path: 'user-types',
        loader: admin,
        lazy: () => import('@/features/user-types/pages/user-types-page').then((m) => ({ Component: m.UserTypesPage })),
      },
      {
        path: 'cost-categories',
        loader: admin,
        lazy: () =>
          import('@/features/cost-categories/pages/cost-categories-page').then((m) => ({
            Component: m.CostCategoriesPage,
          })),
      },
      {
        path: 'cost-matrix',
        loader: admin,
        lazy: () =>
          import('@/features/cost-matrix/pages/cost-matrix-page').then((m) => ({ Component: m.CostMatrixPage })),
      },
      {
        path: 'client-users',
        loader: guard('clientUsersSettings'),
        lazy: () => import('@/features/users/pages/client-users-page').then((m) => ({ Component: m.ClientUsersPage })),
      },
      {
        path: 'xero',
        loader: admin,
        lazy: () => import('@/features/xero/pages/xero-page').then((m) => ({ Component: m.XeroPage })),
      },
      {
        path: 'email-templates',
        loader: admin,
        lazy: () =>
          import('@/features/email-templates/pages/email-templates-page').then((m) => ({
            Component: m.EmailTemplatesPage,
          })),
      },
      {
        path: 'email-templates/:templateId',
        loader: admin,
        lazy: () =>
          import('@/features/email-templates/pages/email-template-page').then((m) => ({
            Component: m.EmailTemplatePage,
          })),
      },
    ],
  },
  {
    path: 'account',
    handle: { title: 'Account' },
    lazy: () => import('./routes/account-layout').then((m) => ({ Component: m.AccountLayout })),
    children: [
      {
        index: true,
        lazy: () => import('@/features/account/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
      },
      ...['notifications', 'account-notifications'].map(
        (path): RouteObject => ({
          path,
          lazy: () =>
            import('@/features/notifications/pages/notifications-page').then((m) => ({
              Component: m.NotificationsPage,
            })),
        }),
      ),
      {
        path: 'job-requests',
        loader: admin,
        lazy: () =>
          import('@/features/job-requests/pages/account-job-requests-page').then((m) => ({
            Component: m.AccountJobRequestsPage,
          })),
      },
    ],
  },
  {
    path: 'privacy',
    handle: { title: 'Privacy' },
    lazy: () => import('./routes/legal-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: 'terms',
    handle: { title: 'Terms' },
    lazy: () => import('./routes/legal-page').then((m) => ({ Component: m.TermsPage })),
  },
];

const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: AppLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        Component: GuestLayout,
        children: [
          {
            path: 'login',
            loader: guestOnly,
            handle: { title: 'Login' },
            lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'forgot',
            loader: guestOnly,
            handle: { title: 'Forgot password' },
            lazy: () => import('@/features/auth/pages/forgot-page').then((m) => ({ Component: m.ForgotPage })),
          },
          {
            path: 'reset-password',
            handle: { title: 'Reset password' },
            lazy: () =>
              import('@/features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
          },
        ],
      },
      {
        id: 'app',
        // Initialise once: the current user and the option lists, before the shell renders.
        lazy: () =>
          Promise.all([guardModule(), import('./shell/app-shell')]).then(([g, m]) => ({ loader: g.appLoader, Component: m.AppShell })),
        ErrorBoundary: RouteErrorBoundary,
        children: appRoutes,
      },
      { path: '*', loader: () => redirect('/not-found') },
    ],
  },
];

export const router = createBrowserRouter(routes);

setUnauthorizedHandler(() => {
  endSession(queryClient);
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});
