/**
 * The fake OpenAI server's /audio/transcriptions: reads the multipart upload, records what arrived
 * (model, language, prompt, the file's name, type and size) and answers after `latencyMs` with the next of
 * `transcriptsInOrder` (a recording transcribed at a pause, then again whole), else `transcript`; or fails as told.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type FakeTranscriptionRequest = { model: string; language: string | null; prompt: string | null; fileName: string; fileType: string; fileBytes: number; authorization: string | undefined };

export type FakeTranscriptions = {
  transcript: string;
  /** Taken one per request before `transcript` is used. */
  transcriptsInOrder: string[];
  behaviour: 'reply' | 'http-500';
  latencyMs: number;
  requests: FakeTranscriptionRequest[];
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
};

export function createFakeTranscriptions(): FakeTranscriptions {
  const fake: FakeTranscriptions = {
    transcript: 'Yesterday I goed to the park with my friend.',
    transcriptsInOrder: [],
    behaviour: 'reply',
    latencyMs: 0,
    requests: [],
    async handle(req, res) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = await new Request('http://fake/audio/transcriptions', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      }).formData();
      const file = form.get('file');
      const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : null);
      fake.requests.push({
        model: text('model') ?? '',
        language: text('language'),
        prompt: text('prompt'),
        fileName: file instanceof File ? file.name : '',
        fileType: file instanceof File ? file.type : '',
        fileBytes: file instanceof File ? file.size : 0,
        authorization: req.headers.authorization,
      });
      await new Promise((resolve) => setTimeout(resolve, fake.latencyMs));
      if (fake.behaviour === 'http-500') {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'Transcription overloaded', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ text: fake.transcriptsInOrder.shift() ?? fake.transcript }));
    },
  };
  return fake;
}
