/** The ts-fsrs scheduler for a learner: their fitted weights (ADR 027), or ts-fsrs's defaults. */
import { type FSRS, fsrs } from 'ts-fsrs';

const WITH_DEFAULTS = fsrs();
const KEPT = 200;
const schedulers = new Map<string, FSRS>();

export function schedulerFor(weights: readonly number[] | null | undefined): FSRS {
  if (weights?.length !== 21 || !weights.every(Number.isFinite)) return WITH_DEFAULTS;
  const key = weights.join(',');
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs({ w: [...weights] });
    if (schedulers.size >= KEPT) schedulers.delete(schedulers.keys().next().value!);
    schedulers.set(key, scheduler);
  }
  return scheduler;
}
