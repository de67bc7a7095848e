import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '#/web/components/spinner';
import { useAuth } from '#/web/features/auth/auth-provider';
import { decideProtectedRoute } from '#/web/features/auth/route-guards';

/** Protected routes: a signed-out visitor goes to /auth, and the place they were is remembered. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  const decision = decideProtectedRoute({ isLoading: auth.isLoading, isSignedIn: Boolean(auth.user), isPasswordRecovery: auth.isPasswordRecovery });
  if (decision === 'wait') {
    return (
      <main>
        <Spinner className="min-h-screen" />
      </main>
    );
  }
  if (decision === 'redirect-to-auth') {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to="/auth" replace state={{ from }} />;
  }
  return <Outlet />;
}
