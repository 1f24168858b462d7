import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RedirectSignedIn } from '../features/auth/RedirectSignedIn';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { PageLoading } from '../components/PageLoading';
import { BareLayout } from '../layouts/BareLayout';
import { MainLayout } from '../layouts/MainLayout';

/** Public pages: rendered on the server for crawlers and a fast first paint, then hydrated. */
const PUBLIC = { serverRender: true } as const;
/**
 * Public pages served as HTML with islands (public-pages/): only their interactive parts (the header's
 * buttons, the account links, the newsletter box, the home's search widget and carousels, each
 * listing card's heart and share button, page numbers, the contact form and map, the FAQs) are
 * hydrated, each when first used (a map when it comes into view). Opened from within the app (a
 * link on a signed-in screen), they render as any page.
 */
const ISLANDS = { serverRender: true, islands: true } as const;
/**
 * The search page is a page of islands too (its widget, sidebar, chips, sort and view, pages and
 * map are islands), except with 'Hide already seen': which listings to leave out is the
 * browser's to know (what it has seen), so that search is the browser's to render.
 */
const SEARCH_ISLANDS = { serverRender: (url: URL) => !url.searchParams.has('hideSeen'), islands: true } as const;

/** Who may open the pages that need a role (admins may use the owners' pages too). */
const OWNERS = ['owner', 'admin'] as const;
const ADMINS = ['admin'] as const;

/**
 * Every route of spec section 2, in its layout. Every page loads on demand (its own chunk), so
 * the app's entry holds only the layouts and what all pages share; the browser loads the page
 * of its URL before hydrating (main.tsx), the server before rendering.
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { handle: ISLANDS, index: true, lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })) },
      { handle: ISLANDS, path: 'about', lazy: () => import('../features/about/AboutPage').then((m) => ({ Component: m.AboutPage })) },
      { handle: ISLANDS, path: 'blog', lazy: () => import('../features/blog/BlogListPage').then((m) => ({ Component: m.BlogListPage })) },
      {
        handle: ISLANDS,
        path: 'blogs/:id',
        lazy: () => import('../features/blog/BlogDetailPage').then((m) => ({ Component: m.BlogDetailPage })),
      },
      {
        handle: ISLANDS,
        path: 'contact',
        lazy: () => import('../features/contact/ContactPage').then((m) => ({ Component: m.ContactPage })),
      },
      {
        element: <RequireAuth roles={OWNERS} offerOwnerAccount />,
        children: [
          {
            path: 'add-property',
            lazy: () => import('../features/property/AddPropertyPage').then((m) => ({ Component: m.AddPropertyPage })),
          },
        ],
      },
      {
        element: <RequireAuth roles={OWNERS} />,
        children: [
          {
            path: 'my-properties',
            lazy: () => import('../features/property/MyPropertiesPage').then((m) => ({ Component: m.MyPropertiesPage })),
          },
          {
            path: 'my-properties/:id/edit',
            lazy: () => import('../features/property/EditPropertyPage').then((m) => ({ Component: m.EditPropertyPage })),
          },
          { path: 'my-leads', lazy: () => import('../features/leads/LeadsPage').then((m) => ({ Component: m.LeadsPage })) },
        ],
      },
      {
        handle: ISLANDS,
        path: 'property/:id',
        lazy: () => import('../features/property/PropertyDetailPage').then((m) => ({ Component: m.PropertyDetailPage })),
      },
      {
        handle: SEARCH_ISLANDS,
        path: 'search-list',
        lazy: () => import('../features/search/SearchListPage').then((m) => ({ Component: m.SearchListPage })),
      },
      { path: 'shortlist', lazy: () => import('../features/shortlist/ShortlistPage').then((m) => ({ Component: m.ShortlistPage })) },
      { handle: ISLANDS, path: 'owners/:id', lazy: () => import('../features/owners/OwnerPage').then((m) => ({ Component: m.OwnerPage })) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'user-profile', lazy: () => import('../features/account/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
          {
            path: 'change-password',
            lazy: () => import('../features/account/ChangePasswordPage').then((m) => ({ Component: m.ChangePasswordPage })),
          },
          { path: 'my-enquiries', lazy: () => import('../features/leads/MyEnquiriesPage').then((m) => ({ Component: m.MyEnquiriesPage })) },
          {
            path: 'saved-searches',
            lazy: () => import('../features/saved-searches/SavedSearchesPage').then((m) => ({ Component: m.SavedSearchesPage })),
          },
        ],
      },
      { path: 'logout', lazy: () => import('../features/auth/LogoutPage').then((m) => ({ Component: m.LogoutPage })) },
      { handle: ISLANDS, path: 'faqs', lazy: () => import('../features/info/FaqsPage').then((m) => ({ Component: m.FaqsPage })) },
      {
        handle: ISLANDS,
        path: 'privacy-policy',
        lazy: () => import('../features/info/PrivacyPolicyPage').then((m) => ({ Component: m.PrivacyPolicyPage })),
      },
      {
        handle: ISLANDS,
        path: 'terms-and-conditions',
        lazy: () => import('../features/info/TermsPage').then((m) => ({ Component: m.TermsPage })),
      },
      {
        handle: ISLANDS,
        path: 'reviews',
        lazy: () => import('../features/reviews/LatestReviewsPage').then((m) => ({ Component: m.LatestReviewsPage })),
      },
      {
        handle: ISLANDS,
        path: 'testimonials',
        lazy: () =>
          import('../features/reviews/LatestReviewsPage').then((m) => ({ element: <m.LatestReviewsPage screen="testimonials" /> })),
      },
      {
        path: 'newsletter/confirm',
        lazy: () =>
          import('../features/newsletter/NewsletterLinkPage').then(({ NewsletterLinkPage }) => ({
            element: <NewsletterLinkPage action="confirm" />,
          })),
      },
      {
        path: 'saved-searches/unsubscribe',
        lazy: () =>
          import('../features/saved-searches/SavedSearchUnsubscribePage').then((m) => ({ Component: m.SavedSearchUnsubscribePage })),
      },
      {
        path: 'newsletter/unsubscribe',
        lazy: () =>
          import('../features/newsletter/NewsletterLinkPage').then(({ NewsletterLinkPage }) => ({
            element: <NewsletterLinkPage action="unsubscribe" />,
          })),
      },
    ],
  },
  {
    element: <BareLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: 'login',
        lazy: () =>
          import('../features/auth/LoginPage').then(({ LoginPage }) => ({
            element: (
              <RedirectSignedIn>
                <LoginPage />
              </RedirectSignedIn>
            ),
          })),
      },
      {
        path: 'register',
        lazy: () =>
          import('../features/auth/RegisterPage').then(({ RegisterPage }) => ({
            element: (
              <RedirectSignedIn>
                <RegisterPage />
              </RedirectSignedIn>
            ),
          })),
      },
      {
        path: 'login/mobile',
        lazy: () =>
          import('../features/auth/MobileSignInPage').then(({ MobileSignInPage }) => ({
            element: (
              <RedirectSignedIn>
                <MobileSignInPage />
              </RedirectSignedIn>
            ),
          })),
      },
      {
        // Not behind RedirectSignedIn: the page signs in itself, then goes where the user was heading.
        path: 'login/google',
        lazy: () => import('../features/auth/GoogleSignInPage').then((m) => ({ Component: m.GoogleSignInPage })),
      },
      {
        path: 'forgot-password',
        lazy: () => import('../features/auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: 'reset-password',
        lazy: () => import('../features/auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        // The e-mail confirmation link's page: public (the link works signed out too).
        path: 'confirm-email',
        lazy: () => import('../features/auth/ConfirmEmailPage').then((m) => ({ Component: m.ConfirmEmailPage })),
      },
      {
        path: 'dashboard',
        children: [
          { path: 'admin-login', lazy: () => import('../features/auth/AdminLoginPage').then((m) => ({ Component: m.AdminLoginPage })) },
          {
            // Lazy, with its drawer: the public pages' JavaScript never carries the admin area.
            lazy: () =>
              import('../features/admin/dashboard/DashboardLayout').then(({ DashboardLayout }) => ({
                element: (
                  <RequireAuth roles={ADMINS} loginPath="/dashboard/admin-login">
                    <DashboardLayout />
                  </RequireAuth>
                ),
              })),
            children: [
              {
                index: true,
                lazy: () => import('../features/admin/dashboard/DashboardHomePage').then((m) => ({ Component: m.DashboardHomePage })),
              },
              {
                path: 'leaderboard',
                lazy: () => import('../features/admin/leads-report/LeaderboardPage').then((m) => ({ Component: m.LeaderboardPage })),
              },
              {
                path: 'sales-report',
                lazy: () => import('../features/admin/leads-report/LeadsReportPage').then((m) => ({ Component: m.LeadsReportPage })),
              },
              {
                path: 'users',
                lazy: () => import('../features/admin/users/AdminUsersPage').then((m) => ({ Component: m.AdminUsersPage })),
              },
              {
                path: 'users/:id',
                lazy: () => import('../features/admin/users/AdminUserPage').then((m) => ({ Component: m.AdminUserPage })),
              },
              { path: 'audit', lazy: () => import('../features/admin/audit/AuditLogPage').then((m) => ({ Component: m.AuditLogPage })) },
              {
                path: 'properties',
                lazy: () =>
                  import('../features/admin/listings/DashboardPropertiesPage').then((m) => ({ Component: m.DashboardPropertiesPage })),
              },
              { path: 'blog', lazy: () => import('../features/blog-admin/BlogPostsPage').then((m) => ({ Component: m.BlogPostsPage })) },
              {
                path: 'blog/new',
                lazy: () => import('../features/blog-admin/BlogEditorPage').then((m) => ({ Component: m.BlogEditorPage })),
              },
              {
                path: 'blog/:id/edit',
                lazy: () => import('../features/blog-admin/BlogEditorPage').then((m) => ({ Component: m.BlogEditorPage })),
              },
              { path: 'outbox', lazy: () => import('../features/admin/outbox/OutboxPage').then((m) => ({ Component: m.OutboxPage })) },
              {
                path: 'messages',
                lazy: () => import('../features/admin/messages/MessagesPage').then((m) => ({ Component: m.MessagesPage })),
              },
              { path: 'reports', lazy: () => import('../features/admin/reports/ReportsPage').then((m) => ({ Component: m.ReportsPage })) },
              {
                path: 'settings',
                lazy: () => import('../features/admin/settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
              },
            ],
          },
        ],
      },
      // City and locality landing pages (/pg-in-jaipur, /girls-pg-in-jaipur/..., /girls-pg); any other
      // one- or two-segment path not matched above is a 404 there.
      {
        handle: ISLANDS,
        path: ':landing',
        lazy: () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })),
      },
      {
        handle: ISLANDS,
        path: ':landing/:locality',
        lazy: () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })),
      },
      { handle: PUBLIC, path: '*', lazy: () => import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

/**
 * Loads the pages of the routes matching a location now (each a `lazy` route) and makes them plain
 * routes, so a router made afterwards draws them in its first render: the browser does it for the
 * page it hydrates (its first render must be the server's page, not the loading fallback), tests
 * for the page they render (test/render.tsx).
 */
export async function loadRoutesAt(location: Parameters<typeof matchRoutes>[1]): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Whether the server renders the page these routes (outermost first) show. */
export function isServerRendered(matched: ReadonlyArray<Pick<RouteObject, 'handle'>>, url: URL): boolean {
  const page = matched[matched.length - 1];
  const says = (page?.handle as { serverRender?: boolean | ((url: URL) => boolean) } | undefined)?.serverRender;
  return typeof says === 'function' ? says(url) : says === true;
}

/** Whether the page matched is served as HTML with islands (ISLANDS) rather than hydrated whole. */
export function isIslandsPage(matched: ReadonlyArray<Pick<RouteObject, 'handle'>>): boolean {
  const page = matched[matched.length - 1];
  return (page?.handle as Partial<typeof ISLANDS> | undefined)?.islands === true;
}

/** The browser's router; `hydrationData` when it takes over a page the server rendered. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
