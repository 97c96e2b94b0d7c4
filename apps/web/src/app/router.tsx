import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/pages/login-page';
import { setUnauthorizedHandler } from '@/lib/api-error';
import { endSession } from '@/lib/session-end';
import { SUPER_ADMIN_TYPE_ID } from '@jobflow/contract/user-types';
import { getStoredUserTypeId, getToken } from '@/lib/session-storage';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import type { TAccessRule } from './shell/access-rules';
import { AppLoader } from './shell/app-loader';
import { GuestLayout } from './shell/guest-layout';

/**
 * Every page is loaded lazily so each route ships as its own chunk. The entry chunk holds
 * only the router, the guest layout and the login screen's first step: the signed-in shell,
 * the guards and the session (with TanStack Query, zod and the contract's schemas) load with
 * the first signed-in route, and so does the index of the signed-in pages (routes/pages.ts),
 * so the login screen waits for none of them (performance budget: bench/web.ts).
 * Route tables: spec 1 section 2.1, spec 2 section 2.
 */
const guardModule = () => import('./shell/guard');
const guard =
  (rule: TAccessRule): LoaderFunction =>
  async (...args) =>
    (await guardModule()).guard(rule)(...args);
const admin = guard('admin');

type TPages = typeof import('./routes/pages');
type TPageName = Exclude<keyof TPages, 'prefetchers'>;
/**
 * A signed-in page, through the index that loads with the shell. Its code is asked for in a
 * task after the index is there: the router calls a route's loader after its lazy, and the
 * loader's prefetcher (below) then sends the page's first request before the page's 30 files
 * queue up on the browser's 6 connections (the request went out last, ~30 ms of link tags later).
 */
const page =
  (name: TPageName): (() => ReturnType<TPages[TPageName]>) =>
  () =>
    import('./routes/pages')
      .then((m) => new Promise<TPages>((resolve) => setTimeout(() => resolve(m), 0)))
      .then((m) => m[name]());

/**
 * The loader of a page with a prefetcher (a detail page, a list): its first request starts
 * now, beside the session's and while the page's code downloads (lib/prefetch.ts), then the
 * access rule's loader decides as before.
 */
const prefetching =
  (name: keyof TPages['prefetchers'], loader?: LoaderFunction): LoaderFunction =>
  (args) => {
    // an admin page's list is asked for only by a super admin (the type stored at sign-in):
    // anyone else is sent to not-found, and the request would only be refused (403)
    if (loader !== admin || getStoredUserTypeId() === SUPER_ADMIN_TYPE_ID) void import('./routes/pages').then((m) => m.prefetchers[name](args)).catch(() => undefined);
    return loader ? loader(args) : null;
  };

/** /login and /forgot: a signed-in user goes straight to the dashboard. */
const guestOnly: LoaderFunction = () => (getToken() ? redirect('/') : null);

const appRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Dashboard' },
    lazy: page('dashboardPage'),
  },
  {
    path: 'not-found',
    handle: { title: 'Page not found' },
    lazy: page('notFoundPage'),
  },
  {
    path: 'jobs',
    loader: prefetching('jobsPage'),
    handle: { title: 'Jobs' },
    lazy: page('jobsPage'),
  },
  {
    path: 'job/:jobId',
    loader: prefetching('jobPage'),
    handle: { title: 'Job' },
    lazy: page('jobPage'),
  },
  {
    path: 'notes',
    loader: admin,
    handle: { title: 'Notes' },
    lazy: page('notesPage'),
  },
  {
    path: 'notes/:noteId',
    loader: admin,
    handle: { title: 'Note' },
    lazy: page('notePage'),
  },
  {
    path: 'clients',
    loader: admin,
    handle: { title: 'Clients' },
    lazy: page('clientsPage'),
  },
  ...['clients/:itemId', 'clients/:itemId/:tab'].map(
    (path): RouteObject => ({
      path,
      loader: admin,
      handle: { title: 'Client' },
      lazy: page('clientPage'),
    }),
  ),
  {
    path: 'suppliers',
    loader: admin,
    handle: { title: 'Suppliers' },
    lazy: page('suppliersPage'),
  },
  ...['suppliers/:itemId', 'suppliers/:itemId/:tab'].map(
    (path): RouteObject => ({
      path,
      loader: admin,
      handle: { title: 'Supplier' },
      lazy: page('supplierPage'),
    }),
  ),
  {
    path: 'quotes',
    loader: prefetching('quotesPage', admin),
    handle: { title: 'Quotes' },
    lazy: page('quotesPage'),
  },
  {
    path: 'quotes/:quoteId',
    loader: prefetching('quotePage', admin),
    handle: { title: 'Quote' },
    lazy: page('quotePage'),
  },
  {
    path: 'orders',
    loader: admin,
    handle: { title: 'Orders' },
    lazy: page('ordersPage'),
  },
  {
    path: 'orders/:orderId',
    loader: admin,
    handle: { title: 'Order' },
    lazy: page('orderPage'),
  },
  {
    path: 'invoices',
    loader: prefetching('invoicesPage', admin),
    handle: { title: 'Invoices' },
    lazy: page('invoicesPage'),
  },
  {
    path: 'invoices/:invoiceId',
    loader: prefetching('invoicePage', admin),
    handle: { title: 'Invoice' },
    lazy: page('invoicePage'),
  },
  {
    path: 'time',
    loader: guard('time'),
    handle: { title: 'Time' },
    lazy: page('timePage'),
  },
  {
    path: 'settings',
    // A client manager reaches the company and client-users tabs; every other tab is super admin only.
    loader: guard('companySettings'),
    handle: { title: 'Settings' },
    lazy: page('settingsLayout'),
    children: [
      {
        index: true,
        lazy: page('companySettingsPage'),
      },
      {
        path: 'team',
        loader: admin,
        lazy: page('teamPage'),
      },
      {
        path: 'user-types',
        loader: admin,
        lazy: page('userTypesPage'),
      },
      {
        path: 'cost-categories',
        loader: admin,
        lazy: page('costCategoriesPage'),
      },
      {
        path: 'cost-matrix',
        loader: admin,
        lazy: page('costMatrixPage'),
      },
      {
        path: 'client-users',
        loader: guard('clientUsersSettings'),
        lazy: page('clientUsersPage'),
      },
      {
        path: 'xero',
        loader: admin,
        lazy: page('xeroPage'),
      },
      {
        path: 'email-templates',
        loader: admin,
        lazy: page('emailTemplatesPage'),
      },
      {
        path: 'email-templates/:templateId',
        loader: admin,
        lazy: page('emailTemplatePage'),
      },
    ],
  },
  {
    path: 'account',
    handle: { title: 'Account' },
    lazy: page('accountLayout'),
    children: [
      {
        index: true,
        lazy: page('profilePage'),
      },
      ...['notifications', 'account-notifications'].map(
        (path): RouteObject => ({
          path,
          lazy: page('notificationsPage'),
        }),
      ),
      {
        path: 'job-requests',
        loader: admin,
        lazy: page('accountJobRequestsPage'),
      },
    ],
  },
  {
    path: 'privacy',
    handle: { title: 'Privacy' },
    lazy: page('privacyPage'),
  },
  {
    path: 'terms',
    handle: { title: 'Terms' },
    lazy: page('termsPage'),
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
            // In the entry chunk: the first page of every visit that is not signed in.
            Component: LoginPage,
          },
          {
            // The query cache for the pages below (the login screen does without it).
            lazy: () => import('./shell/query-layout').then((m) => ({ Component: m.QueryLayout })),
            children: [
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
  endSession();
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});
