/** Better Auth hook: a sign-up or profile name longer than MAX_NAME_LENGTH is refused before anything is stored. */
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { MAX_NAME_LENGTH } from '#/shared/constants';

const PATHS_WITH_NAME = new Set(['/sign-up/email', '/update-user']);

export const NAME_TOO_LONG_MESSAGE = `Please use a name of at most ${MAX_NAME_LENGTH} characters.`;

export const refuseOverlongName = createAuthMiddleware(async (ctx) => {
  if (!PATHS_WITH_NAME.has(ctx.path)) return;
  const name: unknown = ctx.body?.name;
  if (typeof name === 'string' && [...name].length > MAX_NAME_LENGTH) {
    throw new APIError('BAD_REQUEST', { message: NAME_TOO_LONG_MESSAGE, code: 'NAME_TOO_LONG' });
  }
});
