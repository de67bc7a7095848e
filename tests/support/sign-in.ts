import { createHttpClient, type HttpClient } from './http-client';

/** A new account, signed in: an HTTP client carrying its session cookie. */
export async function signedInClient(baseUrl: string, email: string, password = 'correct-horse'): Promise<HttpClient> {
  const client = createHttpClient(baseUrl);
  await client.request('/api/auth/sign-up/email', { body: { email, password, name: '' } });
  const response = await client.request('/api/auth/sign-in/email', { body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed for ${email}: ${response.status}`);
  return client;
}
