/**
 * The auth state every screen reads: loading, then signed in (user, session, profile) or signed out;
 * plus the password-recovery flag that lets a recovering user through the guards.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { UserProfile } from '#/shared/profile';
import { getProfile, profileQueryKey } from './api/get-profile';
import { type AuthSession, getSession, sessionQueryKey } from './api/get-session';
import { signOut as signOutRequest } from './api/sign-out';

const RECOVERY_STORAGE_KEY = 'parley.password-recovery';

type AuthState = {
  isLoading: boolean;
  user: AuthSession['user'] | null;
  session: AuthSession['session'] | null;
  userProfile: UserProfile | null;
  isProfileLoading: boolean;
  isPasswordRecovery: boolean;
  recoveryToken: string | null;
  startPasswordRecovery: (token: string) => void;
  endPasswordRecovery: () => void;
  /** Re-reads the session after sign-in or sign-out; resolves when the new state is known. */
  refreshSession: () => Promise<void>;
  refreshProfile: () => Promise<void>;
  /**
   * Ends the session. With `redirectTo` the browser loads that page afresh (no screen of the signed-in
   * user can linger or redirect elsewhere meanwhile); without it the in-memory state is cleared.
   */
  signOut: (options?: { redirectTo?: string }) => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

function readStoredRecoveryToken(): string | null {
  try {
    return sessionStorage.getItem(RECOVERY_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [recoveryToken, setRecoveryToken] = useState<string | null>(readStoredRecoveryToken);

  const sessionQuery = useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000, retry: 0 });
  const user = sessionQuery.data?.user ?? null;

  const profileQuery = useQuery({
    queryKey: profileQueryKey(user?.id ?? ''),
    queryFn: () => getProfile(user!.id, user!.email),
    enabled: Boolean(user) && !recoveryToken,
    staleTime: 30_000,
  });

  const startPasswordRecovery = useCallback((token: string) => {
    sessionStorage.setItem(RECOVERY_STORAGE_KEY, token);
    setRecoveryToken(token);
  }, []);
  const endPasswordRecovery = useCallback(() => {
    sessionStorage.removeItem(RECOVERY_STORAGE_KEY);
    setRecoveryToken(null);
  }, []);

  const refreshSession = useCallback(async () => {
    await queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 0 });
  }, [queryClient]);

  const refreshProfile = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['auth', 'profile'] });
  }, [queryClient]);

  const signOut = useCallback(async (options?: { redirectTo?: string }) => {
    await signOutRequest();
    if (options?.redirectTo) {
      window.location.replace(options.redirectTo);
      return;
    }
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    queryClient.removeQueries({ queryKey: ['auth', 'profile'] });
  }, [queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      isLoading: sessionQuery.isPending,
      user,
      session: sessionQuery.data?.session ?? null,
      userProfile: profileQuery.data ?? null,
      isProfileLoading: Boolean(user) && profileQuery.isPending,
      isPasswordRecovery: recoveryToken !== null,
      recoveryToken,
      startPasswordRecovery,
      endPasswordRecovery,
      refreshSession,
      refreshProfile,
      signOut,
    }),
    [sessionQuery.isPending, sessionQuery.data, user, profileQuery.data, profileQuery.isPending, recoveryToken, startPasswordRecovery, endPasswordRecovery, refreshSession, refreshProfile, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
