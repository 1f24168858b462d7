import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { RedirectSignedIn } from '../features/auth/RedirectSignedIn';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage';
import { HomePage } from '../features/home/HomePage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { PageLoading } from '../components/PageLoading';
import { BareLayout } from '../layouts/BareLayout';
import { BreadcrumbBanner } from '../layouts/BreadcrumbBanner';
import { MainLayout } from '../layouts/MainLayout';

/** A screen of a later issue inside the main layout: banner plus an honest "coming soon". */
function soon(title: string): ReactNode {
  return (
    <>
      <BreadcrumbBanner />
      <ComingSoonPage title={title} />
    </>
  );
}

/** Who may open the pages that need a role (admins may use the owners' pages too). */
const OWNERS = ['owner', 'admin'] as const;
const ADMINS = ['admin'] as const;

/**
 * Every route of spec section 2, in its layout. Every page but home loads on demand, so a page
 * downloads only its own code (the JavaScript budget, e2e/journeys/js-budget.test.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'about', lazy: () => import('../features/about/AboutPage').then((m) => ({ Component: m.AboutPage })) },
      { path: 'blog', lazy: () => import('../features/blog/BlogListPage').then((m) => ({ Component: m.BlogListPage })) },
      { path: 'blogs/:id', lazy: () => import('../features/blog/BlogDetailPage').then((m) => ({ Component: m.BlogDetailPage })) },
      { path: 'contact', lazy: () => import('../features/contact/ContactPage').then((m) => ({ Component: m.ContactPage })) },
      {
        element: <RequireAuth roles={OWNERS} />,
        children: [
          { path: 'add-property', lazy: () => import('../features/property/AddPropertyPage').then((m) => ({ Component: m.AddPropertyPage })) },
          { path: 'my-properties', lazy: () => import('../features/property/MyPropertiesPage').then((m) => ({ Component: m.MyPropertiesPage })) },
          { path: 'my-properties/:id/edit', lazy: () => import('../features/property/EditPropertyPage').then((m) => ({ Component: m.EditPropertyPage })) },
          { path: 'my-leads', lazy: () => import('../features/leads/LeadsPage').then((m) => ({ Component: m.LeadsPage })) },
        ],
      },
      { path: 'property/:id', lazy: () => import('../features/property/PropertyDetailPage').then((m) => ({ Component: m.PropertyDetailPage })) },
      { path: 'search-list', lazy: () => import('../features/search/SearchListPage').then((m) => ({ Component: m.SearchListPage })) },
      {
        element: <RequireAuth />,
        children: [
          { path: 'user-profile', lazy: () => import('../features/account/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
          { path: 'change-password', lazy: () => import('../features/account/ChangePasswordPage').then((m) => ({ Component: m.ChangePasswordPage })) },
          { path: 'my-enquiries', lazy: () => import('../features/leads/MyEnquiriesPage').then((m) => ({ Component: m.MyEnquiriesPage })) },
        ],
      },
      { path: 'logout', lazy: () => import('../features/auth/LogoutPage').then((m) => ({ Component: m.LogoutPage })) },
      { path: 'faqs', lazy: () => import('../features/info/FaqsPage').then((m) => ({ Component: m.FaqsPage })) },
      { path: 'privacy-policy', lazy: () => import('../features/info/PrivacyPolicyPage').then((m) => ({ Component: m.PrivacyPolicyPage })) },
      { path: 'terms-and-conditions', lazy: () => import('../features/info/TermsPage').then((m) => ({ Component: m.TermsPage })) },
      { path: 'reviews', lazy: () => import('../features/reviews/LatestReviewsPage').then((m) => ({ Component: m.LatestReviewsPage })) },
      { path: 'testimonials', element: soon('Testimonials') },
      { path: 'newsletter/confirm', lazy: () => import('../features/newsletter/NewsletterLinkPage').then((m) => ({ element: <m.NewsletterLinkPage action="confirm" /> })) },
      { path: 'newsletter/unsubscribe', lazy: () => import('../features/newsletter/NewsletterLinkPage').then((m) => ({ element: <m.NewsletterLinkPage action="unsubscribe" /> })) },
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
          import('../features/auth/LoginPage').then((m) => ({
            element: (
              <RedirectSignedIn>
                <m.LoginPage />
              </RedirectSignedIn>
            ),
          })),
      },
      {
        path: 'register',
        lazy: () =>
          import('../features/auth/RegisterPage').then((m) => ({
            element: (
              <RedirectSignedIn>
                <m.RegisterPage />
              </RedirectSignedIn>
            ),
          })),
      },
      { path: 'forgot-password', lazy: () => import('../features/auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })) },
      { path: 'reset-password', lazy: () => import('../features/auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })) },
      {
        path: 'dashboard',
        children: [
          { path: 'admin-login', lazy: () => import('../features/auth/AdminLoginPage').then((m) => ({ Component: m.AdminLoginPage })) },
          {
            lazy: () =>
              import('../features/admin/DashboardLayout').then((m) => ({
                element: (
                  <RequireAuth roles={ADMINS} loginPath="/dashboard/admin-login">
                    <m.DashboardLayout />
                  </RequireAuth>
                ),
              })),
            children: [
              { index: true, lazy: () => import('../features/admin/DashboardHomePage').then((m) => ({ Component: m.DashboardHomePage })) },
              { path: 'users', lazy: () => import('../features/admin/AdminUsersPage').then((m) => ({ Component: m.AdminUsersPage })) },
              { path: 'properties', lazy: () => import('../features/admin/DashboardPropertiesPage').then((m) => ({ Component: m.DashboardPropertiesPage })) },
              { path: 'outbox', lazy: () => import('../features/admin/OutboxPage').then((m) => ({ Component: m.OutboxPage })) },
              { path: 'messages', lazy: () => import('../features/admin/MessagesPage').then((m) => ({ Component: m.MessagesPage })) },
            ],
          },
        ],
      },
      // City and locality landing pages (/pg-in-jaipur, /girls-pg-in-jaipur/..., /girls-pg); any other
      // one- or two-segment path not matched above is a 404 there.
      { path: ':landing', lazy: () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      { path: ':landing/:locality', lazy: () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      { path: '*', lazy: () => import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
