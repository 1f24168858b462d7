import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AboutPage } from '../features/about/AboutPage';
import { ChangePasswordPage } from '../features/account/ChangePasswordPage';
import { ProfilePage } from '../features/account/ProfilePage';
import { AdminUsersPage } from '../features/admin/AdminUsersPage';
import { DashboardHomePage } from '../features/admin/DashboardHomePage';
import { DashboardLayout } from '../features/admin/DashboardLayout';
import { DashboardPropertiesPage } from '../features/admin/DashboardPropertiesPage';
import { AdminLoginPage } from '../features/auth/AdminLoginPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { BlogDetailPage } from '../features/blog/BlogDetailPage';
import { BlogListPage } from '../features/blog/BlogListPage';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage';
import { HomePage } from '../features/home/HomePage';
import { FaqsPage } from '../features/info/FaqsPage';
import { PrivacyPolicyPage } from '../features/info/PrivacyPolicyPage';
import { TermsPage } from '../features/info/TermsPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { AddPropertyPage } from '../features/property/AddPropertyPage';
import { EditPropertyPage } from '../features/property/EditPropertyPage';
import { MyPropertiesPage } from '../features/property/MyPropertiesPage';
import { PropertyDetailPage } from '../features/property/PropertyDetailPage';
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

/** Every route of spec section 2, in its layout. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'blog', element: <BlogListPage /> },
      { path: 'blogs/:id', element: <BlogDetailPage /> },
      { path: 'contact', element: soon('Contact us') },
      {
        element: <RequireAuth roles={OWNERS} />,
        children: [
          { path: 'add-property', element: <AddPropertyPage /> },
          { path: 'my-properties', element: <MyPropertiesPage /> },
          { path: 'my-properties/:id/edit', element: <EditPropertyPage /> },
        ],
      },
      { path: 'property/:id', element: <PropertyDetailPage /> },
      { path: 'search-list', element: soon('Search results') },
      {
        element: <RequireAuth />,
        children: [
          { path: 'user-profile', element: <ProfilePage /> },
          { path: 'change-password', element: <ChangePasswordPage /> },
        ],
      },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'faqs', element: <FaqsPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms-and-conditions', element: <TermsPage /> },
      { path: 'reviews', element: soon('Reviews & Ratings') },
      { path: 'testimonials', element: soon('Testimonials') },
    ],
  },
  {
    element: <BareLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        path: 'dashboard',
        children: [
          { path: 'admin-login', element: <AdminLoginPage /> },
          {
            element: (
              <RequireAuth roles={ADMINS} loginPath="/dashboard/admin-login">
                <DashboardLayout />
              </RequireAuth>
            ),
            children: [
              { index: true, element: <DashboardHomePage /> },
              { path: 'users', element: <AdminUsersPage /> },
              { path: 'properties', element: <DashboardPropertiesPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
