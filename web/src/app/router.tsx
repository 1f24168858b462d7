import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { AboutPage } from '../features/about/AboutPage';
import { AdminLoginPage } from '../features/auth/AdminLoginPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RedirectSignedIn } from '../features/auth/RedirectSignedIn';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { BlogDetailPage } from '../features/blog/BlogDetailPage';
import { BlogListPage } from '../features/blog/BlogListPage';
import { HomePage } from '../features/home/HomePage';
import { FaqsPage } from '../features/info/FaqsPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PageLoading } from '../components/PageLoading';
import { SearchListPage } from '../features/search/SearchListPage';
import { BareLayout } from '../layouts/BareLayout';
import { MainLayout } from '../layouts/MainLayout';

/** Public pages: rendered on the server for crawlers and a fast first paint, then hydrated. */
const PUBLIC = { serverRender: true } as const;

/** Who may open the pages that need a role (admins may use the owners' pages too). */
const OWNERS = ['owner', 'admin'] as const;
const ADMINS = ['admin'] as const;

/**
 * Every route of spec section 2, in its layout. Screens most visitors never open (owner and
 * admin tools, the listing page with its gallery) load on demand, keeping the first load light.
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { handle: PUBLIC, index: true, element: <HomePage /> },
      { handle: PUBLIC, path: 'about', element: <AboutPage /> },
      { handle: PUBLIC, path: 'blog', element: <BlogListPage /> },
      { handle: PUBLIC, path: 'blogs/:id', element: <BlogDetailPage /> },
      { handle: PUBLIC, path: 'contact', lazy: () => import('../features/contact/ContactPage').then((m) => ({ Component: m.ContactPage })) },
      {
        element: <RequireAuth roles={OWNERS} offerOwnerAccount />,
        children: [{ path: 'add-property', lazy: () => import('../features/property/AddPropertyPage').then((m) => ({ Component: m.AddPropertyPage })) }],
      },
      {
        element: <RequireAuth roles={OWNERS} />,
        children: [
          { path: 'my-properties', lazy: () => import('../features/property/MyPropertiesPage').then((m) => ({ Component: m.MyPropertiesPage })) },
          { path: 'my-properties/:id/edit', lazy: () => import('../features/property/EditPropertyPage').then((m) => ({ Component: m.EditPropertyPage })) },
          { path: 'my-leads', lazy: () => import('../features/leads/LeadsPage').then((m) => ({ Component: m.LeadsPage })) },
        ],
      },
      { handle: PUBLIC, path: 'property/:id', lazy: () => import('../features/property/PropertyDetailPage').then((m) => ({ Component: m.PropertyDetailPage })) },
      { handle: PUBLIC, path: 'search-list', element: <SearchListPage /> },
      { path: 'shortlist', lazy: () => import('../features/shortlist/ShortlistPage').then((m) => ({ Component: m.ShortlistPage })) },
      { handle: PUBLIC, path: 'owners/:id', lazy: () => import('../features/owners/OwnerPage').then((m) => ({ Component: m.OwnerPage })) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'user-profile', lazy: () => import('../features/account/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
          { path: 'change-password', lazy: () => import('../features/account/ChangePasswordPage').then((m) => ({ Component: m.ChangePasswordPage })) },
          { path: 'my-enquiries', lazy: () => import('../features/leads/MyEnquiriesPage').then((m) => ({ Component: m.MyEnquiriesPage })) },
        ],
      },
      { path: 'logout', element: <LogoutPage /> },
      { handle: PUBLIC, path: 'faqs', element: <FaqsPage /> },
      { handle: PUBLIC, path: 'privacy-policy', lazy: () => import('../features/info/PrivacyPolicyPage').then((m) => ({ Component: m.PrivacyPolicyPage })) },
      { handle: PUBLIC, path: 'terms-and-conditions', lazy: () => import('../features/info/TermsPage').then((m) => ({ Component: m.TermsPage })) },
      { handle: PUBLIC, path: 'reviews', lazy: () => import('../features/reviews/LatestReviewsPage').then((m) => ({ Component: m.LatestReviewsPage })) },
      { handle: PUBLIC, path: 'testimonials', lazy: () => import('../features/reviews/LatestReviewsPage').then((m) => ({ element: <m.LatestReviewsPage screen="testimonials" /> })) },
      { path: 'newsletter/confirm', lazy: () => import('../features/newsletter/NewsletterLinkPage').then(({ NewsletterLinkPage }) => ({ element: <NewsletterLinkPage action="confirm" /> })) },
      { path: 'newsletter/unsubscribe', lazy: () => import('../features/newsletter/NewsletterLinkPage').then(({ NewsletterLinkPage }) => ({ element: <NewsletterLinkPage action="unsubscribe" /> })) },
    ],
  },
  {
    element: <BareLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: 'login',
        element: (
          <RedirectSignedIn>
            <LoginPage />
          </RedirectSignedIn>
        ),
      },
      {
        path: 'register',
        element: (
          <RedirectSignedIn>
            <RegisterPage />
          </RedirectSignedIn>
        ),
      },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        path: 'dashboard',
        children: [
          { path: 'admin-login', element: <AdminLoginPage /> },
          {
            // Lazy, with its drawer: the public pages' JavaScript never carries the admin area.
            lazy: () =>
              import('../features/admin/DashboardLayout').then(({ DashboardLayout }) => ({
                element: (
                  <RequireAuth roles={ADMINS} loginPath="/dashboard/admin-login">
                    <DashboardLayout />
                  </RequireAuth>
                ),
              })),
            children: [
              { index: true, lazy: () => import('../features/admin/DashboardHomePage').then((m) => ({ Component: m.DashboardHomePage })) },
              { path: 'leaderboard', lazy: () => import('../features/admin/LeaderboardPage').then((m) => ({ Component: m.LeaderboardPage })) },
              { path: 'sales-report', lazy: () => import('../features/admin/LeadsReportPage').then((m) => ({ Component: m.LeadsReportPage })) },
              { path: 'users', lazy: () => import('../features/admin/AdminUsersPage').then((m) => ({ Component: m.AdminUsersPage })) },
              { path: 'users/:id', lazy: () => import('../features/admin/AdminUserPage').then((m) => ({ Component: m.AdminUserPage })) },
              { path: 'audit', lazy: () => import('../features/admin/AuditLogPage').then((m) => ({ Component: m.AuditLogPage })) },
              { path: 'properties', lazy: () => import('../features/admin/DashboardPropertiesPage').then((m) => ({ Component: m.DashboardPropertiesPage })) },
              { path: 'blog', lazy: () => import('../features/blog-admin/BlogPostsPage').then((m) => ({ Component: m.BlogPostsPage })) },
              { path: 'blog/new', lazy: () => import('../features/blog-admin/BlogEditorPage').then((m) => ({ Component: m.BlogEditorPage })) },
              { path: 'blog/:id/edit', lazy: () => import('../features/blog-admin/BlogEditorPage').then((m) => ({ Component: m.BlogEditorPage })) },
              { path: 'outbox', lazy: () => import('../features/admin/OutboxPage').then((m) => ({ Component: m.OutboxPage })) },
              { path: 'messages', lazy: () => import('../features/admin/MessagesPage').then((m) => ({ Component: m.MessagesPage })) },
              { path: 'reports', lazy: () => import('../features/admin/ReportsPage').then((m) => ({ Component: m.ReportsPage })) },
              { path: 'settings', lazy: () => import('../features/admin/SettingsPage').then((m) => ({ Component: m.SettingsPage })) },
            ],
          },
        ],
      },
      // City and locality landing pages (/pg-in-jaipur, /girls-pg-in-jaipur/..., /girls-pg); any other
      // one- or two-segment path not matched above is a 404 there.
      { handle: PUBLIC, path: ':landing', lazy: () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      { handle: PUBLIC, path: ':landing/:locality', lazy: () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      { handle: PUBLIC, path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Whether the server renders the page these routes (outermost first) show. */
export function isServerRendered(matched: ReadonlyArray<Pick<RouteObject, 'handle'>>): boolean {
  const page = matched[matched.length - 1];
  return (page?.handle as typeof PUBLIC | undefined)?.serverRender === true;
}

/** The browser's router; `hydrationData` when it takes over a page the server rendered. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
