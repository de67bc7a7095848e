import { describe, expect, it } from 'vitest';
import { authModeFrom, decideAuthPage, decideProtectedRoute, destinationAfterSignIn } from './route-guards';

const state = (isLoading: boolean, isSignedIn: boolean, isPasswordRecovery = false) => ({ isLoading, isSignedIn, isPasswordRecovery });

describe('protected routes', () => {
  it('wait while the session loads, allow signed-in users, send others to sign in', () => {
    expect(decideProtectedRoute(state(true, false))).toBe('wait');
    expect(decideProtectedRoute(state(false, true))).toBe('allow');
    expect(decideProtectedRoute(state(false, false))).toBe('redirect-to-auth');
  });
  it('let a password recovery through', () => {
    expect(decideProtectedRoute(state(false, false, true))).toBe('allow');
    expect(decideProtectedRoute(state(true, false, true))).toBe('allow');
  });
});

describe('the auth page', () => {
  it('sends a signed-in user to /app unless a recovery is in progress', () => {
    expect(decideAuthPage(state(false, true))).toBe('redirect-to-app');
    expect(decideAuthPage(state(false, true, true))).toBe('show');
    expect(decideAuthPage(state(false, false))).toBe('show');
    expect(decideAuthPage(state(true, false))).toBe('wait');
  });
  it('selects sign-up only for the mode value signup', () => {
    expect(authModeFrom('signup')).toBe('signup');
    expect(authModeFrom('signin')).toBe('signin');
    expect(authModeFrom('anything')).toBe('signin');
    expect(authModeFrom(undefined)).toBe('signin');
  });
});

describe('after sign-in', () => {
  it('returns to the remembered page with its query and hash', () => {
    expect(destinationAfterSignIn({ from: { pathname: '/app/teacher/maya', search: '?topic=Travel', hash: '#x' } })).toBe('/app/teacher/maya?topic=Travel#x');
  });
  it('defaults to /app, and never leaves the site or loops to /auth', () => {
    expect(destinationAfterSignIn(null)).toBe('/app');
    expect(destinationAfterSignIn({})).toBe('/app');
    expect(destinationAfterSignIn({ from: { pathname: '//evil.example/x' } })).toBe('/app');
    expect(destinationAfterSignIn({ from: { pathname: 'https://evil.example' } })).toBe('/app');
    expect(destinationAfterSignIn({ from: { pathname: '/auth/signin' } })).toBe('/app');
  });
});
