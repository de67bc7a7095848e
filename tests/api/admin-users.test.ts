import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripeCustomers, stripeSubscriptions, userProfiles, users } from '../../src/server/db/schema';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { confirmEmail } from '../support/confirm-email';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const PATH = '/functions/v1/admin-users';
const NOT_ADMIN = "You don't have administrator privileges to access this page.";

const server = testServerForFile({ env: { ADMIN_EMAILS: 'admin@parley.test' } });
let admin: HttpClient;
let learner: HttpClient;
let adminId: string;
let learnerId: string;

const userIdOf = async (email: string) =>
  (await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const isAdminInDb = async (userId: string) =>
  (await server.deps.db.select({ isAdmin: userProfiles.isAdmin }).from(userProfiles).where(eq(userProfiles.userId, userId)))[0]?.isAdmin;

beforeAll(async () => {
  admin = await signedInClient(server.url, 'admin@parley.test');
  await confirmEmail(server, 'admin@parley.test');
  learner = await signedInClient(server.url, 'learner@parley.test');
  adminId = await userIdOf('admin@parley.test');
  learnerId = await userIdOf('learner@parley.test');

  // 30 more accounts straight into the tables, one second apart so "newest first" is well defined.
  const base = Date.parse('2024-01-01T00:00:00Z');
  const bulk = Array.from({ length: 30 }, (_, i) => ({
    id: `bulk-${String(i).padStart(2, '0')}`,
    name: i % 2 ? `Odd Person ${i}` : '',
    email: `bulk${String(i).padStart(2, '0')}@example.test`,
    createdAt: new Date(base + i * 1000),
  }));
  await server.deps.db.insert(users).values(bulk);
  // bulk-29 has no profile at all (an account from before profiles existed): it must still be listed.
  await server.deps.db.insert(userProfiles).values(
    bulk.slice(0, 29).map((u, i) => ({ userId: u.id, email: u.email, fullName: u.name || null, messageCount: i % 3 })),
  );
  await server.deps.db.insert(stripeCustomers).values({ userId: 'bulk-05', customerId: 'cus_5' });
  await server.deps.db.insert(stripeSubscriptions).values({ customerId: 'cus_5', subscriptionId: 'sub_5', status: 'active' });
});

describe('access', () => {
  it('answers 401 without a session', async () => {
    const anonymous = createHttpClient(server.url);
    expect((await anonymous.request(PATH)).status).toBe(401);
    const post = await anonymous.request(PATH, { body: { target_user_id: learnerId } });
    expect(post.status).toBe(401);
    expect(await isAdminInDb(learnerId)).toBe(false);
  });

  it('answers 403 with a clear message to a non-admin, for GET and POST, and changes nothing', async () => {
    const list = await learner.request(PATH);
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ error: NOT_ADMIN, code: 'not_admin' });

    const promoteSelf = await learner.request(PATH, { body: { target_user_id: learnerId } });
    expect(promoteSelf.status).toBe(403);
    const demoteAdmin = await learner.request(PATH, { body: { target_user_id: adminId } });
    expect(demoteAdmin.status).toBe(403);
    expect(await isAdminInDb(learnerId)).toBe(false);
    expect(await isAdminInDb(adminId)).toBe(true);
  });
});

describe('listing', () => {
  it('pages through every user, newest first, with the total and each field', async () => {
    const first = await admin.request(PATH);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 32, page: 1, page_size: 25 });
    expect(first.body.users).toHaveLength(25);
    // The two signed-up accounts are newer than the 2024 bulk rows.
    expect(first.body.users.slice(0, 2).map((u: { email: string }) => u.email).sort()).toEqual(['admin@parley.test', 'learner@parley.test']);
    expect(first.body.users[2]).toEqual({
      user_id: 'bulk-29',
      email: 'bulk29@example.test',
      full_name: 'Odd Person 29',
      is_admin: false,
      message_count: 0,
      subscription_status: null,
      created_at: '2024-01-01T00:00:29.000Z',
    });
    const adminRow = first.body.users.find((u: { user_id: string }) => u.user_id === adminId);
    expect(adminRow).toMatchObject({ email: 'admin@parley.test', is_admin: true, message_count: 0 });

    const second = await admin.request(`${PATH}?page=2&page_size=25`);
    expect(second.body).toMatchObject({ total: 32, page: 2 });
    expect(second.body.users.map((u: { user_id: string }) => u.user_id)).toEqual(
      ['bulk-06', 'bulk-05', 'bulk-04', 'bulk-03', 'bulk-02', 'bulk-01', 'bulk-00'],
    );
    expect(second.body.users[1]).toMatchObject({ subscription_status: 'active', message_count: 2 });

    const beyond = await admin.request(`${PATH}?page=9`);
    expect(beyond.body).toMatchObject({ users: [], total: 32, page: 9 });
  });

  it('searches email and name, case-insensitively, with the total of matches', async () => {
    const byEmail = await admin.request(`${PATH}?q=BULK1&page_size=5`);
    expect(byEmail.body).toMatchObject({ total: 10, page_size: 5 });
    expect(byEmail.body.users.map((u: { email: string }) => u.email)).toEqual(
      ['bulk19@example.test', 'bulk18@example.test', 'bulk17@example.test', 'bulk16@example.test', 'bulk15@example.test'],
    );

    const byName = await admin.request(`${PATH}?q=${encodeURIComponent('odd person 2')}`);
    expect(byName.body.users.map((u: { user_id: string }) => u.user_id)).toEqual(['bulk-29', 'bulk-27', 'bulk-25', 'bulk-23', 'bulk-21']);

    // Wildcards are taken literally: nobody's address contains a '%'.
    expect((await admin.request(`${PATH}?q=${encodeURIComponent('%')}`)).body).toMatchObject({ users: [], total: 0 });
  });

  it('refuses a bad page or page size with a clear message', async () => {
    const tooBig = await admin.request(`${PATH}?page_size=101`);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toBe('page_size: page_size must be at most 100');
    expect((await admin.request(`${PATH}?page=0`)).status).toBe(400);
    expect((await admin.request(`${PATH}?page=abc`)).status).toBe(400);
  });
});

describe('toggling admin rights', () => {
  it('promotes and then demotes another user, answering the updated row', async () => {
    const promoted = await admin.request(PATH, { body: { target_user_id: learnerId } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user).toMatchObject({ user_id: learnerId, email: 'learner@parley.test', is_admin: true });
    expect(await isAdminInDb(learnerId)).toBe(true);
    // The promoted user now passes the server's check too.
    expect((await learner.request(PATH)).status).toBe(200);

    const demoted = await admin.request(PATH, { body: { target_user_id: learnerId } });
    expect(demoted.body.user.is_admin).toBe(false);
    expect(await isAdminInDb(learnerId)).toBe(false);
    expect((await learner.request(PATH)).status).toBe(403);
  });

  it('promotes a user who has no profile yet, creating it', async () => {
    const response = await admin.request(PATH, { body: { target_user_id: 'bulk-29' } });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ user_id: 'bulk-29', is_admin: true, message_count: 0 });
    expect(await isAdminInDb('bulk-29')).toBe(true);
  });

  it('refuses to change the caller\'s own rights', async () => {
    const response = await admin.request(PATH, { body: { target_user_id: adminId } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'You cannot change your own admin rights.', code: 'cannot_change_own_admin' });
    expect(await isAdminInDb(adminId)).toBe(true);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await admin.request(PATH, { body: { target_user_id: 'no-such-user' } });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('User not found.');
  });

  it.each([
    ['invalid JSON', { rawBody: '{"target_user_id":' }, 'The request body must be valid JSON.'],
    ['a missing id', { body: {} }, 'target_user_id: target_user_id is required and must be text'],
    ['a numeric id', { body: { target_user_id: 42 } }, 'target_user_id: target_user_id is required and must be text'],
    ['a blank id', { body: { target_user_id: '   ' } }, 'target_user_id: target_user_id must not be empty'],
    ['an oversized id', { body: { target_user_id: 'x'.repeat(129) } }, 'target_user_id: target_user_id must be at most 128 characters'],
    ['a list instead of an object', { body: [learnerId] }, 'The request body must be a JSON object with target_user_id.'],
  ])('answers 400 for %s and changes nothing', async (_, init, message) => {
    const before = await server.deps.db.select({ id: userProfiles.userId, isAdmin: userProfiles.isAdmin }).from(userProfiles);
    const response = await admin.request(PATH, init);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
    expect(await server.deps.db.select({ id: userProfiles.userId, isAdmin: userProfiles.isAdmin }).from(userProfiles)).toEqual(before);
  });
});
