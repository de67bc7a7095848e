/** Form rules and their exact messages. Each returns the first error, or null when the input passes. */
import { MIN_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH_IN_COPY } from './constants';

export const authMessages = {
  fillAllFields: 'Please fill in all fields',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH_IN_COPY} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  enterEmail: 'Please enter your email address',
  enterValidEmail: 'Please enter a valid email address',
  enterPassword: 'Please enter a password',
  landingPasswordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  unexpected: 'An unexpected error occurred',
  unexpectedTryAgain: 'An unexpected error occurred. Please try again.',
  googleFailed: 'Failed to connect with Google',
  signUpSucceeded:
    'Account created successfully! Check your email for a welcome message and then sign in below.',
  resetSucceeded: 'Password updated successfully! You can now sign in with your new password.',
  resetLinkInvalid: 'Password reset link is invalid or has expired',
  resetLinkInvalidRequestNew: 'Invalid or expired password reset link. Please request a new one.',
  resetLinkExpired: 'This reset link has expired. Please request a new one.',
} as const;

/** The spec's "simple {email} pattern": something@something.something, no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isSimpleEmail(email: string): boolean {
  return SIMPLE_EMAIL.test(email.trim());
}

export function validateAuthForm(email: string, password: string): string | null {
  if (!email.trim() || !password) return authMessages.fillAllFields;
  if (password.length < MIN_PASSWORD_LENGTH) return authMessages.passwordTooShort;
  return null;
}

export function validateLandingSignUp(email: string, password: string): string | null {
  if (!email.trim()) return authMessages.enterEmail;
  if (!isSimpleEmail(email)) return authMessages.enterValidEmail;
  if (!password) return authMessages.enterPassword;
  if (password.length < MIN_PASSWORD_LENGTH) return authMessages.landingPasswordTooShort;
  return null;
}

export function validateForgotPassword(email: string): string | null {
  return email.trim() ? null : authMessages.enterEmail;
}

export function validateNewPassword(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return authMessages.fillAllFields;
  if (password.length < MIN_PASSWORD_LENGTH) return authMessages.passwordTooShort;
  if (password !== confirmation) return authMessages.passwordsDoNotMatch;
  return null;
}
