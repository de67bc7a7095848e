/**
 * Who is calling a function: a signed-in user, or a landing-page visitor with a demo session.
 * Anyone else gets 401 'Not authenticated'.
 */
import { createMiddleware } from 'hono/factory';
import { findDemoSession, readDemoToken } from '../features/demo/public';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { readSession } from './read-session';

export const resolveCaller = createMiddleware<AppEnv>(async (c, next) => {
  const result = await readSession(c);
  if (result) {
    c.set('user', result.user);
    c.set('session', result.session);
    c.set('caller', { kind: 'user', userId: result.user.id });
    return next();
  }
  const demo = await findDemoSession(c.var.deps.db, readDemoToken(c));
  if (!demo) throw new AppError('not_authenticated', 'Not authenticated', 401);
  c.set('caller', { kind: 'demo', demoSessionId: demo.id });
  return next();
});

/** The caller of a route already behind requireUser: the signed-in user, without reading the session a second time. */
export const callerIsUser = createMiddleware<AppEnv>(async (c, next) => {
  c.set('caller', { kind: 'user', userId: c.var.user.id });
  return next();
});
