/**
 * A local stand-in for Azure AI Speech's short-audio recognition with pronunciation assessment: records
 * each request (headers, the decoded Pronunciation-Assessment settings, the audio's size) and answers
 * every word of the reference text as said right, except the words a test marks.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type AzureSpeechRequest = { path: string; headers: IncomingHttpHeaders; settings: Record<string, unknown>; audioBytes: number };

export type FakeAzureSpeechServer = {
  url: string;
  requests: AzureSpeechRequest[];
  /** ErrorType per word of the reference text (others are 'None'), and words to answer as inserted. */
  errors: Record<string, string>;
  /** The status of the next answer (e.g. 401 for a wrong key); 200 by default. */
  status: number;
  close: () => Promise<void>;
};

export async function startFakeAzureSpeechServer(): Promise<FakeAzureSpeechServer> {
  const fake: Omit<FakeAzureSpeechServer, 'url' | 'close'> = { requests: [], errors: {}, status: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const header = String(req.headers['pronunciation-assessment'] ?? '');
      const settings = JSON.parse(Buffer.from(header, 'base64').toString('utf8') || '{}') as Record<string, unknown>;
      fake.requests.push({ path: req.url ?? '', headers: req.headers, settings, audioBytes: Buffer.concat(chunks).length });
      if (fake.status !== 200) {
        res.writeHead(fake.status, { 'content-type': 'application/json' }).end('{"error":"refused"}');
        return;
      }
      const words = String(settings.ReferenceText ?? '').split(' ').filter(Boolean);
      const Words = words.map((Word, at) => ({
        Word,
        Offset: 5_000_000 + at * 4_000_000,
        Duration: 3_000_000,
        PronunciationAssessment: { AccuracyScore: fake.errors[Word] ? 40 : 95, ErrorType: fake.errors[Word] ?? 'None' },
      }));
      const PronunciationAssessment = { AccuracyScore: 88, FluencyScore: 91, CompletenessScore: 100, PronScore: 90.5 };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ RecognitionStatus: 'Success', NBest: [{ PronunciationAssessment, Words }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeAzureSpeechServer;
}
