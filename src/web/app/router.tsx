/** The route table of spec §2. Pages are loaded on demand so the landing page ships little JavaScript. */
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { Spinner } from '#/web/components/spinner';
// The landing page is most visitors' first screen: it ships in the entry chunk, every other page on demand.
import LandingPage from '#/web/features/landing/landing-page';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';

const AuthPage = lazy(() => import('#/web/features/auth/auth-page'));
const ForgotPasswordPage = lazy(() => import('#/web/features/auth/forgot-password-page'));
const UpdatePasswordPage = lazy(() => import('#/web/features/auth/update-password-page'));
const PricingPage = lazy(() => import('#/web/features/pricing/pricing-page'));
const PaymentSuccessPage = lazy(() => import('#/web/features/payment-success/payment-success-page'));
const PrivacyPage = lazy(() => import('#/web/features/company-pages/privacy-page'));
const TermsPage = lazy(() => import('#/web/features/company-pages/terms-page'));
const CareersPage = lazy(() => import('#/web/features/company-pages/careers-page'));
const OurStoryPage = lazy(() => import('#/web/features/company-pages/our-story-page'));
const TeacherListPage = lazy(() => import('#/web/features/teachers/teacher-list-page'));
const TeacherPage = lazy(() => import('#/web/features/teachers/teacher-page'));
const ManageSubscriptionPage = lazy(() => import('#/web/features/manage-subscription/manage-subscription-page'));
const AdminPage = lazy(() => import('#/web/features/admin/admin-page'));
const NotFoundPage = lazy(() => import('#/web/features/not-found/not-found-page'));

function Page() {
  return (
    <Suspense fallback={<Spinner label="Loading..." className="min-h-screen" />}>
      <Outlet />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {
    element: <Page />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth/:mode?', element: <AuthPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/update-password', element: <UpdatePasswordPage /> },
      {
        element: <PublicLayout />,
        children: [
          { path: '/pricing', element: <PricingPage /> },
          { path: '/success', element: <PaymentSuccessPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/careers', element: <CareersPage /> },
          { path: '/our-story', element: <OurStoryPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/app', element: <TeacherListPage /> },
              { path: '/app/teacher', element: <Navigate to="/app" replace /> },
              { path: '/app/teacher/:teacherSlug', element: <TeacherPage /> },
              { path: '/manage-subscription', element: <ManageSubscriptionPage /> },
              { path: '/admin', element: <AdminPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
