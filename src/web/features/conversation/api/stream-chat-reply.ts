/** The teacher's reply streamed as Server-Sent Events; `onText` receives each new piece as it arrives. */
import type { z } from 'zod';
import type { chatStreamDoneSchema, chatStreamErrorSchema, chatStreamPieceSchema } from '#/shared/api/chat';
import type { ApiErrorBody } from '#/shared/api/error';
import { ApiError } from '#/web/lib/api-client';
import type { ChatRequestBody } from '../types';

export async function streamChatReply(body: ChatRequestBody, options: { onText: (piece: string) => void; onConversationSaved?: (id: string) => void; signal?: AbortSignal }): Promise<string> {
  const response = await fetch('/functions/v1/chat', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ ...body, stream: true }),
    signal: options.signal,
  });
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(data?.error ?? `Request failed with status ${response.status}`, response.status, data?.code);
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let content = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const event = parseEvent(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
      if (event.name === 'error') throw new ApiError(event.data.error ?? 'The reply was interrupted.', 502, event.data.code ?? 'provider_failed');
      if (event.name === 'done' && typeof event.data.conversation_id === 'string') options.onConversationSaved?.(event.data.conversation_id);
      if (event.name === 'done') return typeof event.data.content === 'string' ? event.data.content : content;
      if (typeof event.data.content === 'string') {
        content += event.data.content;
        options.onText(event.data.content);
      }
    }
  }
  throw new ApiError('The reply was interrupted. Please try again.', 502, 'stream_interrupted');
}

/** The events' data as the contract describes them; read defensively, as a stream can break off anywhere. */
type StreamEventData = Partial<z.infer<typeof chatStreamPieceSchema> & z.infer<typeof chatStreamDoneSchema> & z.infer<typeof chatStreamErrorSchema>>;

function parseEvent(block: string): { name: string; data: StreamEventData } {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  try {
    return { name, data: JSON.parse(data.join('\n') || '{}') };
  } catch (error) {
    console.warn(`[chat] an unreadable '${name}' event in the reply stream was skipped:`, error);
    return { name, data: {} };
  }
}
