/** A local stand-in for ElevenLabs' text-to-speech endpoint: records requests, answers a few bytes of "MP3". */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ElevenLabsRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
export type FakeElevenLabsResponse = { status: number; body?: string | Uint8Array; contentType?: string };

/** An ID3 tag start and an MPEG frame sync: enough for a client to see "audio/mpeg" bytes arrive. */
export const FAKE_MP3_BYTES = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0xff, 0xfb, 0x90, 0x64]);

export type FakeElevenLabsServer = {
  url: string;
  requests: ElevenLabsRequest[];
  /** Answers the next request with this instead of the fake MP3 (for error and empty-body cases). */
  respondNextWith: (response: FakeElevenLabsResponse) => void;
  close: () => Promise<void>;
};

export async function startFakeElevenLabsServer(): Promise<FakeElevenLabsServer> {
  const requests: ElevenLabsRequest[] = [];
  const queued: FakeElevenLabsResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // keep the raw text so a test can see what was sent
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });

      const next = queued.shift();
      if (next) {
        res.writeHead(next.status, { 'content-type': next.contentType ?? 'application/json' });
        res.end(next.body ?? '');
      } else if (!/^\/v1\/text-to-speech\/[^/]+$/.test(req.url ?? '') || req.method !== 'POST') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: { status: 'not_found', message: 'Not found' } }));
      } else if (!req.headers['xi-api-key']) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: { status: 'needs_authorization', message: 'Missing xi-api-key' } }));
      } else {
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        res.end(FAKE_MP3_BYTES);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondNextWith: (response) => void queued.push(response),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
