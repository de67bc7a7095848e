/**
 * /functions/v1/demo-session. GET: the demo teacher, the messages left and the turns already answered (no
 * session is created just for looking). POST: starts the visitor's demo session (or resumes the one in their cookie).
 */
import { type Context, Hono } from 'hono';
import { DEMO_MESSAGE_LIMIT, DEMO_TEACHER_SLUG } from '#/shared/constants';
import type { DemoState } from '#/shared/demo';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { refuseTooManyRequestsPerAddress } from '../../http/limit-requests-per-address';
import { findTeacher } from '../teachers/public';
import { readDemoToken, writeDemoToken } from './demo-cookie';
import { findDemoSession, startDemoSession } from './demo-session-store';
import { listDemoTurns } from './demo-turns';
import { toDemoTeacher } from './to-demo-teacher';

export const DEMO_SESSIONS_PER_ADDRESS_PER_HOUR = 20;

async function demoTeacher(c: Context<AppEnv>) {
  const teacher = await findTeacher(c.var.deps.db, { slug: DEMO_TEACHER_SLUG });
  if (!teacher) throw new AppError('demo_unavailable', 'The demo is not available right now.', 503);
  return toDemoTeacher(teacher);
}

export const demoRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.var.deps;
    const session = await findDemoSession(db, readDemoToken(c));
    const [teacher, turns] = await Promise.all([demoTeacher(c), session ? listDemoTurns(db, session.id) : []]);
    return c.json({ teacher, messages_left: Math.max(0, DEMO_MESSAGE_LIMIT - (session?.messageCount ?? 0)), turns } satisfies DemoState);
  })
  .post('/', async (c) => {
    const { db, env } = c.var.deps;
    const teacher = await demoTeacher(c);
    let session = await findDemoSession(db, readDemoToken(c));
    if (!session) {
      // Only a new session counts against the address: resuming one's own session never does.
      await refuseTooManyRequestsPerAddress(c, { name: 'demo-session', max: DEMO_SESSIONS_PER_ADDRESS_PER_HOUR, windowMs: 60 * 60 * 1000 });
      const started = await startDemoSession(db, c.var.clientIp);
      writeDemoToken(c, started.token, env.APP_URL.startsWith('https://'));
      session = started.session;
    }
    return c.json({ teacher, messages_left: Math.max(0, DEMO_MESSAGE_LIMIT - session.messageCount), turns: await listDemoTurns(db, session.id) } satisfies DemoState);
  });
