/**
 * Starts a model's reply before the response status is sent: if the model refuses at once because
 * it is busy (the offline tutor's grammar queue is full), the route can still answer 503 with
 * Retry-After instead of a 200 stream carrying an error. Any other early failure is replayed
 * inside the stream, where the route already reports it.
 */
import { WorkerBusyError } from '../../workers/worker-busy-error';

export async function startReplyStream(pieces: AsyncIterable<string>): Promise<AsyncIterable<string>> {
  const iterator = pieces[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await iterator.next();
  } catch (error) {
    if (error instanceof WorkerBusyError) throw error;
    return failingIterable(error);
  }
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* { [Symbol.asyncIterator]: () => iterator }; // delegating passes an early return() on to the model
  })();
}

/** An iterable whose first step fails with `error`: the route reports it inside the stream as before. */
function failingIterable(error: unknown): AsyncIterable<string> {
  return { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(error) }) };
}
