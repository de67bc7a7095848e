/**
 * At most `max` checked sentence recasts of a learner's message (correct-text.ts), worked out in the
 * grammar worker so tagging and re-checking never run on the event loop. None when the checker is slow
 * or failed; a full queue throws WorkerBusyError (503 + Retry-After).
 */
import type { Correction, CorrectionOptions } from './correct-text';
import { askGrammarWorker } from './grammar-worker-pool';

export type { Correction, Fix } from './correct-text';

/**
 * The same learner message is checked twice in a row: by the offline tutor for its reply, then by the
 * notebook for its entries. The second check is answered from this memo (a check that failed, e.g. with
 * the queue full, throws and is not kept; a slow one answers none and is not kept either).
 */
const MEMO_SIZE = 200;
const memo = new Map<string, Correction[]>();

export async function findCorrections(text: string, options: CorrectionOptions = {}): Promise<Correction[]> {
  return (await checkText(text, options)) ?? [];
}

/**
 * The same, or null when the checker did not answer (slow under load, or failed): for a teacher who would otherwise
 * say a text has no slips ('I found no slips I'm sure of') when it was never checked.
 */
export async function checkText(text: string, options: CorrectionOptions = {}): Promise<Correction[] | null> {
  const key = JSON.stringify([options.language ?? '', options.isWriting ?? false, options.max ?? 2, options.families ?? 'measured', text]);
  const remembered = memo.get(key);
  if (remembered) return remembered;
  const answer = await askGrammarWorker<{ corrections?: Correction[] }>({ kind: 'correct', text, options });
  if (!answer?.corrections) return null;
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, answer.corrections);
  return answer.corrections;
}
