import { describe, expect, it } from 'vitest';
import { WorkerBusyError } from '../../workers/worker-busy-error';
import { startReplyStream } from './start-reply-stream';

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

describe('startReplyStream', () => {
  it('passes every piece through, the first one included', async () => {
    const model = async function* () {
      yield 'Hello ';
      yield 'there.';
    };
    expect(await collect(await startReplyStream(model()))).toEqual(['Hello ', 'there.']);
  });

  it('throws a busy refusal before anything is streamed', async () => {
    const model = failingModel(new WorkerBusyError('Busy.', 3));
    await expect(startReplyStream(model)).rejects.toBeInstanceOf(WorkerBusyError);
  });

  it('replays any other early failure inside the stream, where the route reports it', async () => {
    const pieces = await startReplyStream(failingModel(new Error('model down')));
    await expect(collect(pieces)).rejects.toThrow('model down');
  });

  it('stops the model when the reader stops early', async () => {
    let isFinished = false;
    const model = async function* () {
      try {
        yield 'one';
        yield 'two';
        yield 'three';
      } finally {
        isFinished = true;
      }
    };
    for await (const piece of await startReplyStream(model())) if (piece === 'two') break;
    expect(isFinished).toBe(true);
  });
});

/** A model whose stream fails before its first piece. */
function failingModel(error: Error): AsyncIterable<string> {
  return { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(error) }) };
}
