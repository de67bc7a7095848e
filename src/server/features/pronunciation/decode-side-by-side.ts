/**
 * A pronunciation check's two searches at once: the grammar's in one worker thread, the sentence as written
 * aligned through the warped front ends in another (they need nothing of each other; see ADR 019).
 */
import type { BoundedWorkerPool } from '../../workers/bounded-worker-pool';
import type { DecodeResult, DecodeTask } from './pronunciation-worker-source';

/** Worker threads a check takes: the grammar's search in one, the warped alignments in the other. */
export const THREADS_PER_CHECK = 2;

/**
 * One check's two searches side by side: the grammar's (with the unwarped alignment, which may reuse its
 * path) in one thread, the sentence as written aligned through each warped front end in another; merged in
 * the order the warps were asked for. Both are settled before the check ends, so a check never leaves a
 * thread busy behind it.
 */
export async function decodeSideBySide(pool: Pick<BoundedWorkerPool, 'run'>, task: DecodeTask, signal: AbortSignal | undefined): Promise<DecodeResult> {
  const warps = task.alignment.warps;
  const warped = warps.filter((warp) => warp !== 1);
  const searchTask: DecodeTask = { ...task, alignment: { ...task.alignment, warps: warps.filter((warp) => warp === 1) } };
  // The aligning task gets a copy of the samples, made before the search's are handed over.
  const alignTask: DecodeTask | undefined = warped.length ? { ...task, pcm: new Uint8Array(task.pcm), alignment: { ...task.alignment, warps: warped }, alignOnly: true } : undefined;
  const [searched, alignedApart] = await Promise.allSettled([
    pool.run<DecodeResult>(searchTask, { signal, transfer: [searchTask.pcm.buffer as ArrayBuffer] }),
    alignTask && pool.run<DecodeResult>(alignTask, { signal, transfer: [alignTask.pcm.buffer as ArrayBuffer] }),
  ]);
  if (searched.status === 'rejected') throw searched.reason;
  if (alignedApart.status === 'rejected') throw alignedApart.reason;
  const result = searched.value;
  if (result.isSilent || result.tokens.length === 0) return { ...result, aligned: warps.map(() => []) };
  const unwarped = result.aligned[Symbol.iterator]();
  const apart = (alignedApart.value?.aligned ?? [])[Symbol.iterator]();
  return { ...result, aligned: warps.map((warp) => (warp === 1 ? unwarped.next().value : apart.next().value) ?? []) };
}
