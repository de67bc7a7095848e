/**
 * The auth state every screen reads: loading, then signed in (user, session, profile) or signed out;
 * plus the password-recovery flag that lets a recovering user through the guards.
 * Plain React state (no query library) so the landing page's first load stays small.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { UserProfile } from '#/shared/profile';
import { getProfile } from './api/get-profile';
import { type AuthSession, getSession } from './api/get-session';
import { signOut as signOutRequest } from './api/sign-out';
import { useAccountLanguage } from './use-account-language';

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
  /** Re-reads the profile (for example after a message was counted). */
  refreshProfile: () => Promise<void>;
  /** Puts a profile the server just answered (after saving preferences) in place of the one held. */
  setUserProfile: (profile: UserProfile) => void;
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
  } catch (error) {
    console.warn('[auth] session storage is not available, so no password-recovery link is remembered:', error);
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [recoveryToken, setRecoveryToken] = useState<string | null>(readStoredRecoveryToken);
  const [session, setSession] = useState<AuthSession | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [userProfile, setUserProfile] = useState<UserProfile | null>(null);
  const [isProfileLoading, setIsProfileLoading] = useState(false);
  const sessionRequest = useRef(0);

  const refreshSession = useCallback(async () => {
    const request = ++sessionRequest.current;
    const next = await getSession().catch((error: unknown) => {
      console.warn('[auth] the session could not be read, so the page shows you signed out:', error);
      return null;
    });
    if (request !== sessionRequest.current) return; // a newer read has started
    setSession(next);
    setIsLoading(false);
  }, []);

  useEffect(() => {
    void refreshSession();
  }, [refreshSession]);

  const userId = session?.user.id;
  const email = session?.user.email;
  const refreshProfile = useCallback(async () => {
    if (!userId || !email) return setUserProfile(null);
    setIsProfileLoading(true);
    const profile = await getProfile(userId, email);
    setUserProfile(profile);
    setIsProfileLoading(false);
  }, [userId, email]);

  // A sign-in loads the profile; a password recovery skips it; no session clears it.
  useEffect(() => {
    if (recoveryToken || !userId) {
      setUserProfile(null);
      return;
    }
    void refreshProfile();
  }, [userId, recoveryToken, refreshProfile]);

  useAccountLanguage(userProfile, setUserProfile);

  const startPasswordRecovery = useCallback((token: string) => {
    sessionStorage.setItem(RECOVERY_STORAGE_KEY, token);
    setRecoveryToken(token);
  }, []);
  const endPasswordRecovery = useCallback(() => {
    sessionStorage.removeItem(RECOVERY_STORAGE_KEY);
    setRecoveryToken(null);
  }, []);

  const signOut = useCallback(async (options?: { redirectTo?: string }) => {
    await signOutRequest();
    if (options?.redirectTo) {
      window.location.replace(options.redirectTo);
      return;
    }
    sessionRequest.current += 1;
    setSession(null);
    setUserProfile(null);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      isLoading,
      user: session?.user ?? null,
      session: session?.session ?? null,
      userProfile,
      isProfileLoading: Boolean(session) && (isProfileLoading || !userProfile),
      isPasswordRecovery: recoveryToken !== null,
      recoveryToken,
      startPasswordRecovery,
      endPasswordRecovery,
      refreshSession,
      refreshProfile,
      setUserProfile,
      signOut,
    }),
    [isLoading, session, userProfile, isProfileLoading, recoveryToken, startPasswordRecovery, endPasswordRecovery, refreshSession, refreshProfile, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
