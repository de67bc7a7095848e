/** /api/account: the learner's own data: download it all as JSON, or delete the account. */
import { Hono } from 'hono';
import type { DeletedResponse } from '#/shared/api/error';
import { deleteAccountSchema } from '#/shared/api/account-data';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { readBody } from '../../http/read-request';
import { requireUser } from '../../http/require-user';
import { cancelLiveSubscriptions, deleteAccountRows } from './delete-account';
import { exportAccountData } from './export-account-data';
import { streamJson } from './stream-json';

export const accountDataRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/export', async (c) => {
    const data = await exportAccountData(c.var.deps.db, c.var.user.id);
    // Serialized in slices with the event loop given back between them: a large notebook does not hold other requests.
    let body = '';
    for await (const slice of streamJson(data)) body += slice;
    return c.body(body, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Content-Disposition': `attachment; filename="parley-data-${new Date().toISOString().slice(0, 10)}.json"`,
      'Cache-Control': 'no-store',
    });
  })
  .delete('/', async (c) => {
    const { email } = await readBody(c, deleteAccountSchema, 'invalid_confirmation');
    if (email.toLowerCase() !== c.var.user.email.toLowerCase()) {
      throw new AppError('email_mismatch', 'That is not the email address of this account.', 400);
    }
    const { auth, db } = c.var.deps;
    await cancelLiveSubscriptions(c.var.deps, c.var.user.id);
    // Signing out gives the cookie-clearing headers; every other session goes with the user row.
    const signOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    await deleteAccountRows(db, { id: c.var.user.id, email: c.var.user.email });
    c.var.deps.sessions.forgetUser(c.var.user.id); // its other devices stop here at once, not when their reads lapse
    for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ deleted: true } satisfies DeletedResponse);
  });
