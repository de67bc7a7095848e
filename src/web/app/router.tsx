/** The app's route table. Pages are loaded on demand so the landing page ships little JavaScript. */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { Spinner } from '#/web/components/spinner';
// The landing page is most visitors' first screen: it ships in the entry chunk, every other page on demand.
import LandingPage from '#/web/features/landing/landing-page';
import { RouteErrorBoundary } from './route-error-boundary';

const WithQueries = lazy(() => import('./layouts/with-queries'));
// The guard of the signed-in pages (and its rules) loads with them, not with the landing page.
const RequireAuth = lazy(() => import('./require-auth').then((m) => ({ default: m.RequireAuth })));
const PublicLayout = lazy(() => import('./layouts/public-layout'));
const AppLayout = lazy(() => import('./layouts/app-layout'));
const AuthPage = lazy(() => import('#/web/features/auth/auth-page'));
const ForgotPasswordPage = lazy(() => import('#/web/features/auth/forgot-password-page'));
const UpdatePasswordPage = lazy(() => import('#/web/features/auth/update-password-page'));
const EmailVerifiedPage = lazy(() => import('#/web/features/auth/email-verified-page'));
const PricingPage = lazy(() => import('#/web/features/pricing/pricing-page'));
const PaymentSuccessPage = lazy(() => import('#/web/features/payment-success/payment-success-page'));
const PrivacyPage = lazy(() => import('#/web/features/company-pages/privacy-page'));
const TermsPage = lazy(() => import('#/web/features/company-pages/terms-page'));
const CareersPage = lazy(() => import('#/web/features/company-pages/careers-page'));
const OurStoryPage = lazy(() => import('#/web/features/company-pages/our-story-page'));
const TeacherListPage = lazy(() => import('#/web/features/teachers/teacher-list-page'));
const TeacherPage = lazy(() => import('#/web/features/teachers/teacher-page'));
const HistoryPage = lazy(() => import('#/web/features/conversations/history-page'));
const NotebookPage = lazy(() => import('#/web/features/notebook/notebook-page'));
const ReviewPage = lazy(() => import('#/web/features/review/review-page'));
const ProgressPage = lazy(() => import('#/web/features/progress/progress-page'));
const PlacementPage = lazy(() => import('#/web/features/placement/placement-page'));
const PathPage = lazy(() => import('#/web/features/course/path-page'));
const TodayPage = lazy(() => import('#/web/features/today/today-page'));
const LessonPage = lazy(() => import('#/web/features/course/lesson-page'));
const UnitCheckPage = lazy(() => import('#/web/features/course/unit-check-page'));
const ManageSubscriptionPage = lazy(() => import('#/web/features/manage-subscription/manage-subscription-page'));
const AdminPage = lazy(() => import('#/web/features/admin/admin-page'));
const TestCheckoutPage = lazy(() => import('#/web/features/test-billing/test-checkout-page'));
const TestBillingPortalPage = lazy(() => import('#/web/features/test-billing/test-billing-portal-page'));
const AccountDeletedPage = lazy(() => import('#/web/features/account-data/account-deleted-page'));
const NotFoundPage = lazy(() => import('#/web/features/not-found/not-found-page'));

function Page() {
  return (
    <Suspense
      fallback={
        <main>
          <Spinner className="min-h-screen" />
        </main>
      }
    >
      <Outlet />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Routes>
          <Route element={<Page />}>
            <Route path="/" element={<LandingPage />} />
            <Route path="/auth/:mode?" element={<AuthPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/update-password" element={<UpdatePasswordPage />} />
            <Route path="/email-verified" element={<EmailVerifiedPage />} />
            <Route element={<WithQueries />}>
              <Route element={<PublicLayout />}>
                <Route path="/pricing" element={<PricingPage />} />
                <Route path="/success" element={<PaymentSuccessPage />} />
                <Route path="/privacy" element={<PrivacyPage />} />
                <Route path="/terms" element={<TermsPage />} />
                <Route path="/careers" element={<CareersPage />} />
                <Route path="/our-story" element={<OurStoryPage />} />
                <Route path="/account-deleted" element={<AccountDeletedPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
              <Route element={<RequireAuth />}>
                <Route element={<AppLayout />}>
                  <Route path="/app" element={<TeacherListPage />} />
                  <Route path="/app/teacher" element={<Navigate to="/app" replace />} />
                  <Route path="/app/teacher/:teacherSlug" element={<TeacherPage />} />
                  <Route path="/app/history" element={<HistoryPage />} />
                  <Route path="/app/notebook" element={<NotebookPage />} />
                  <Route path="/app/review" element={<ReviewPage />} />
                  <Route path="/app/progress" element={<ProgressPage />} />
                  <Route path="/app/today" element={<TodayPage />} />
                  <Route path="/app/placement" element={<PlacementPage />} />
                  <Route path="/app/path" element={<PathPage />} />
                  <Route path="/app/lessons/:lessonId" element={<LessonPage />} />
                  <Route path="/app/units/:unitId/check" element={<UnitCheckPage />} />
                  <Route path="/manage-subscription" element={<ManageSubscriptionPage />} />
                  <Route path="/admin" element={<AdminPage />} />
                </Route>
                <Route path="/test-checkout/:checkoutId" element={<TestCheckoutPage />} />
                <Route path="/test-billing-portal" element={<TestBillingPortalPage />} />
              </Route>
            </Route>
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
