import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type EventSink, streamEvents } from './stream-events';

function appStreaming(run: (sink: EventSink) => Promise<void>) {
  return new Hono().get('/', (c) => streamEvents(c, run));
}

describe('streamEvents', () => {
  it('writes each event in the Server-Sent Events format, splitting data lines, and ends with the handler', async () => {
    const response = await appStreaming(async (sse) => {
      sse.send({ data: '{"content":"Hel"}' });
      sse.comment('keep-alive');
      sse.send({ event: 'done', data: 'two\nlines' });
    }).request('/');
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('data: {"content":"Hel"}\n\n: keep-alive\n\nevent: done\ndata: two\ndata: lines\n\n');
  });

  it('tells the handler once the reader goes away, and drops what is sent after', async () => {
    let sink: EventSink | undefined;
    let closes = 0;
    let release: () => void = () => {};
    const response = await appStreaming(async (sse) => {
      sink = sse;
      sse.onClose(() => (closes += 1));
      sse.send({ data: 'first' });
      await new Promise<void>((resolve) => (release = resolve));
      sse.send({ data: 'after the learner left' });
    }).request('/');
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: first\n\n');
    await reader.cancel();
    expect(sink!.isOpen).toBe(false);
    expect(closes).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closes).toBe(1);
  });

  it('refuses an event name with a line break (it would forge another field)', async () => {
    let failure: unknown;
    await (await appStreaming(async (sse) => {
      try {
        sse.send({ event: 'done\ndata: forged', data: 'x' });
      } catch (error) {
        failure = error;
      }
    }).request('/')).text();
    expect(String(failure)).toMatch(/line break/);
  });
});
