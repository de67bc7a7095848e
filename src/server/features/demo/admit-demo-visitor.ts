/**
 * The one gate for demo visitors, on every route that can cost the operator money: they use the demo
 * teacher only, and each network address has an hourly allowance per kind of use (on top of the demo
 * session's two messages, which the chat counts). Signed-in callers pass straight through.
 */
import type { Context } from 'hono';
import { DEMO_TEACHER_SLUG } from '#/shared/constants';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { countRequest } from '../../http/count-request';

type DemoUse = 'chat' | 'speech' | 'transcription' | 'pronunciation';

const HOUR_MS = 60 * 60 * 1000;

/** Per network address per hour, and what a visitor is told at each refusal. */
export const DEMO_USES: Record<DemoUse, { perHour: number; otherTeacher: string; tooMany: string }> = {
  chat: {
    perHour: 30,
    otherTeacher: 'The demo is a conversation with our demo teacher only. Sign up to meet every teacher.',
    tooMany: 'Too many demo messages from your network. Please sign up to keep talking.',
  },
  speech: {
    perHour: 150,
    otherTeacher: "The demo speaks with the demo teacher's voice only.",
    tooMany: 'Too many demo requests from your network. Please sign up to keep talking.',
  },
  transcription: {
    perHour: 30,
    otherTeacher: "The demo listens in the demo teacher's conversation only.",
    tooMany: 'Too many recordings from your network. Please sign up to keep talking.',
  },
  pronunciation: {
    perHour: 30,
    otherTeacher: "The demo listens in the demo teacher's conversation only.",
    tooMany: 'Too many recordings from your network. Please sign up to keep talking.',
  },
};

export async function admitDemoVisitor(c: Context<AppEnv>, use: DemoUse, teacherSlug: string): Promise<void> {
  if (c.var.caller.kind !== 'demo') return;
  const rules = DEMO_USES[use];
  if (teacherSlug !== DEMO_TEACHER_SLUG) throw new AppError('demo_teacher_only', rules.otherTeacher, 403);
  const { inWindow } = await countRequest(c.var.deps.db, `demo-${use}:${c.var.clientIp}`, HOUR_MS);
  if (inWindow > rules.perHour) throw new AppError('rate_limited', rules.tooMany, 429);
}
