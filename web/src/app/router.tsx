import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AboutPage } from '../features/about/AboutPage';
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
import { SearchListPage } from '../features/search/SearchListPage';
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
      { path: 'add-property', element: <AddPropertyPage /> },
      { path: 'my-properties', element: <MyPropertiesPage /> },
      { path: 'my-properties/:id/edit', element: <EditPropertyPage /> },
      { path: 'property/:id', element: <PropertyDetailPage /> },
      { path: 'search-list', element: <SearchListPage /> },
      { path: 'user-profile', element: soon('Edit Profile') },
      { path: 'logout', element: soon('Logout') },
      { path: 'change-password', element: soon('Change Password') },
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
      { path: 'login', element: <ComingSoonPage title="Login" /> },
      { path: 'register', element: <ComingSoonPage title="Register" /> },
      { path: 'forgot-password', element: <ComingSoonPage title="Forgot Password" /> },
      {
        path: 'dashboard',
        children: [
          { index: true, element: <ComingSoonPage title="Dashboard" /> },
          { path: 'properties', element: <ComingSoonPage title="Property Page" /> },
          { path: 'admin-login', element: <ComingSoonPage title="Admin login" /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
