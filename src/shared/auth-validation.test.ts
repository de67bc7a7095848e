import { describe, expect, it } from 'vitest';
import { authMessages, isSimpleEmail, validateAuthForm, validateForgotPassword, validateLandingSignUp, validateNewPassword } from './auth-validation';

describe('auth page form', () => {
  it('asks for both fields', () => {
    expect(validateAuthForm('', 'secret1')).toBe('Please fill in all fields');
    expect(validateAuthForm('a@b.co', '')).toBe('Please fill in all fields');
    expect(validateAuthForm('   ', 'secret1')).toBe('Please fill in all fields');
  });
  it('rejects passwords under 6 characters with the copy that says 8', () => {
    expect(validateAuthForm('a@b.co', '12345')).toBe('Password must be at least 8 characters');
    expect(validateAuthForm('a@b.co', '123456')).toBeNull();
  });
});

describe('landing sign-up form', () => {
  it.each([
    ['', 'secret1', 'Please enter your email address'],
    ['not-an-email', 'secret1', 'Please enter a valid email address'],
    ['a@b', 'secret1', 'Please enter a valid email address'],
    ['a b@c.de', 'secret1', 'Please enter a valid email address'],
    ['a@b.co', '', 'Please enter a password'],
    ['a@b.co', '12345', 'Password must be at least 6 characters long'],
  ])('%j / %j → %s', (email, password, message) => {
    expect(validateLandingSignUp(email, password)).toBe(message);
  });
  it('accepts a simple email and a 6-character password', () => {
    expect(validateLandingSignUp(' learner@example.com ', '123456')).toBeNull();
    expect(isSimpleEmail('x@y.z')).toBe(true);
  });
});

describe('forgot and update password', () => {
  it('asks for the email', () => {
    expect(validateForgotPassword(' ')).toBe(authMessages.enterEmail);
    expect(validateForgotPassword('a@b.co')).toBeNull();
  });
  it('checks presence, length and match in that order', () => {
    expect(validateNewPassword('', 'abcdef')).toBe('Please fill in all fields');
    expect(validateNewPassword('abc', 'abc')).toBe('Password must be at least 8 characters');
    expect(validateNewPassword('abcdefgh', 'abcdefgx')).toBe('Passwords do not match');
    expect(validateNewPassword('abcdefgh', 'abcdefgh')).toBeNull();
  });
});
