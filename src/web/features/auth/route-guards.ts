/** Pure decisions behind the route guards, kept apart from React so they can be tested directly. */

export type GuardInput = { isLoading: boolean; isSignedIn: boolean; isPasswordRecovery: boolean };

/** Protected routes: wait while loading, let signed-in users and password recoveries through, else sign in. */
export function decideProtectedRoute({ isLoading, isSignedIn, isPasswordRecovery }: GuardInput) {
  if (isPasswordRecovery) return 'allow' as const;
  if (isLoading) return 'wait' as const;
  return isSignedIn ? ('allow' as const) : ('redirect-to-auth' as const);
}

/** The auth page: a signed-in user goes to the app, unless a password recovery is in progress. */
export function decideAuthPage({ isLoading, isSignedIn, isPasswordRecovery }: GuardInput) {
  if (isPasswordRecovery) return 'show' as const;
  if (isLoading) return 'wait' as const;
  return isSignedIn ? ('redirect-to-app' as const) : ('show' as const);
}

export type RememberedLocation = { pathname: string; search?: string; hash?: string };

/** Where to go after sign-in: the remembered in-app location, or /app. Never another site or the auth page. */
export function destinationAfterSignIn(state: unknown): string {
  const from = (state as { from?: RememberedLocation } | null)?.from;
  if (!from || typeof from.pathname !== 'string') return '/app';
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.startsWith('/auth')) return '/app';
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Sign-up mode is selected by the mode value 'signup'; anything else is sign-in. */
export function authModeFrom(mode: string | undefined): 'signup' | 'signin' {
  return mode === 'signup' ? 'signup' : 'signin';
}
