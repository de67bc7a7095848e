/** Each learner's recent pauses inside their spoken turns (ADR 032): added after each turn, the oldest pruned. */
import { and, desc, eq, lt } from 'drizzle-orm';
import { type LearnerPause, PAUSE_PROFILE_SIZE } from '#/shared/turn-taking/pause-profile';
import type { TurnEnding } from '#/shared/turn-taking/turn-endings';
import type { Database } from '../../db/client';
import { learnerPauses } from '../../db/schema';

export async function readLearnerPauses(db: Database, userId: string): Promise<LearnerPause[]> {
  const rows = await db
    .select({ ms: learnerPauses.pauseMs, ending: learnerPauses.ending, id: learnerPauses.id })
    .from(learnerPauses)
    .where(eq(learnerPauses.userId, userId))
    .orderBy(desc(learnerPauses.id))
    .limit(PAUSE_PROFILE_SIZE);
  return rows.reverse().map(({ ms, ending }) => ({ ms, ending: ending as TurnEnding }));
}

export async function addLearnerPauses(db: Database, userId: string, pauses: readonly LearnerPause[]): Promise<LearnerPause[]> {
  await db.transaction(async (tx) => {
    await tx.insert(learnerPauses).values(pauses.map((pause) => ({ userId, pauseMs: pause.ms, ending: pause.ending })));
    const [oldestKept] = await tx
      .select({ id: learnerPauses.id })
      .from(learnerPauses)
      .where(eq(learnerPauses.userId, userId))
      .orderBy(desc(learnerPauses.id))
      .offset(PAUSE_PROFILE_SIZE - 1)
      .limit(1);
    if (oldestKept) await tx.delete(learnerPauses).where(and(eq(learnerPauses.userId, userId), lt(learnerPauses.id, oldestKept.id)));
  });
  return readLearnerPauses(db, userId);
}
