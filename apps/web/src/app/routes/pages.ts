import type { LoaderFunctionArgs } from 'react-router';

/*
 * The signed-in pages, each loaded lazily as its own chunk (route table: app/router.tsx).
 * This index is fetched with the signed-in shell, not with the entry chunk: the login screen
 * does not download the names and preload lists of every page (performance budget,
 * bench/web.ts).
 */

export const dashboardPage = () => import('./dashboard-page').then((m) => ({ Component: m.DashboardPage }));
export const notFoundPage = () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage }));
export const jobsPage = () => import('./jobs-page').then((m) => ({ Component: m.JobsPage }));
export const jobPage = () => import('./job-page').then((m) => ({ Component: m.JobPage }));
export const notesPage = () => import('@/features/notes/pages/notes-page').then((m) => ({ Component: m.NotesPage }));
export const notePage = () => import('@/features/notes/pages/note-page').then((m) => ({ Component: m.NotePage }));
export const quotesPage = () => import('@/features/quotes/pages/quotes-page').then((m) => ({ Component: m.QuotesPage }));
export const quotePage = () => import('./quote-page').then((m) => ({ Component: m.QuotePage }));
export const ordersPage = () => import('@/features/orders/pages/orders-page').then((m) => ({ Component: m.OrdersPage }));
export const orderPage = () => import('@/features/orders/pages/order-page').then((m) => ({ Component: m.OrderPage }));
export const invoicesPage = () => import('@/features/invoices/pages/invoices-page').then((m) => ({ Component: m.InvoicesPage }));
export const invoicePage = () => import('@/features/invoices/pages/invoice-page').then((m) => ({ Component: m.InvoicePage }));
export const timePage = () => import('@/features/timesheets/pages/time-page').then((m) => ({ Component: m.TimePage }));
export const settingsLayout = () => import('./settings-layout').then((m) => ({ Component: m.SettingsLayout }));
export const companySettingsPage = () => import('@/features/settings/pages/company-settings-page').then((m) => ({ Component: m.CompanySettingsPage }));
export const teamPage = () => import('@/features/users/pages/team-page').then((m) => ({ Component: m.TeamPage }));
export const userTypesPage = () => import('@/features/user-types/pages/user-types-page').then((m) => ({ Component: m.UserTypesPage }));
export const costCategoriesPage = () => import('@/features/cost-categories/pages/cost-categories-page').then((m) => ({ Component: m.CostCategoriesPage }));
export const costMatrixPage = () => import('@/features/cost-matrix/pages/cost-matrix-page').then((m) => ({ Component: m.CostMatrixPage }));
export const clientUsersPage = () => import('@/features/users/pages/client-users-page').then((m) => ({ Component: m.ClientUsersPage }));
export const xeroPage = () => import('@/features/xero/pages/xero-page').then((m) => ({ Component: m.XeroPage }));
export const emailTemplatesPage = () => import('@/features/email-templates/pages/email-templates-page').then((m) => ({ Component: m.EmailTemplatesPage }));
export const emailTemplatePage = () => import('@/features/email-templates/pages/email-template-page').then((m) => ({ Component: m.EmailTemplatePage }));
export const accountLayout = () => import('./account-layout').then((m) => ({ Component: m.AccountLayout }));
export const profilePage = () => import('@/features/account/pages/profile-page').then((m) => ({ Component: m.ProfilePage }));
export const notificationsPage = () => import('@/features/notifications/pages/notifications-page').then((m) => ({ Component: m.NotificationsPage }));
export const accountJobRequestsPage = () => import('@/features/job-requests/pages/account-job-requests-page').then((m) => ({ Component: m.AccountJobRequestsPage }));
export const privacyPage = () => import('./legal-page').then((m) => ({ Component: m.PrivacyPage }));
export const termsPage = () => import('./legal-page').then((m) => ({ Component: m.TermsPage }));
export const clientsPage = () => import('@/features/clients/pages/clients-page').then((m) => ({ Component: m.ClientsPage }));
export const clientPage = () => import('@/features/clients/pages/client-page').then((m) => ({ Component: m.ClientPage }));
export const suppliersPage = () => import('@/features/clients/pages/clients-page').then((m) => ({ Component: m.SuppliersPage }));
export const supplierPage = () => import('@/features/clients/pages/client-page').then((m) => ({ Component: m.SupplierPage }));

/**
 * The first request of a page, started by its route's loader beside the session's
 * (app/router.tsx, lib/prefetch.ts). The page's API module ships in this chunk, the signed-in
 * shell's (apps/web/vite.config.ts), not with the page: the request is sent before the page's
 * code is asked for, instead of queued behind its 30 files on the browser's 6 connections
 * (Lighthouse LCP, bench/web.ts). A list asks for what its URL says (filters, sort, page), as
 * the page will.
 */
type TPrefetchArgs = Pick<LoaderFunctionArgs, 'params' | 'request'>;
const searchOf = (request: Request) => new URL(request.url).searchParams;
// Imported, not named statically here: a static import changes how the bundler splits the
// pages' shared chunks, and the dashboard then loaded 264.8 KiB, over its 250 KiB budget. The
// modules are in this chunk all the same, so the import resolves at once.
export const prefetchers = {
  quotePage: ({ params }: TPrefetchArgs) => import('@/features/quotes/api/get-quote').then((m) => m.prefetchQuote(Number(params.quoteId))),
  invoicePage: ({ params }: TPrefetchArgs) => import('@/features/invoices/api/get-invoice').then((m) => m.prefetchInvoice(Number(params.invoiceId))),
  jobPage: ({ params }: TPrefetchArgs) => import('@/features/jobs/api/get-job').then((m) => m.prefetchJob(Number(params.jobId))),
  jobsPage: ({ request }: TPrefetchArgs) => import('@/features/jobs/api/get-jobs').then((m) => m.prefetchJobs(searchOf(request))),
  quotesPage: ({ request }: TPrefetchArgs) => import('@/features/quotes/api/get-quotes').then((m) => m.prefetchQuotes(searchOf(request))),
  invoicesPage: ({ request }: TPrefetchArgs) => import('@/features/invoices/api/get-invoices').then((m) => m.prefetchInvoices(searchOf(request))),
};
