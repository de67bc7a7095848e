// The floor: a bare Node HTTP server that forwards a chat request to the model and pipes the
// streamed answer back, with no auth, no database and no framework. Run as its own process.
import { createServer } from 'node:http';
import { Readable } from 'node:stream';

const upstream = process.env.UPSTREAM_URL;
const server = createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  try {
    const answer = await fetch(`${upstream}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sk-bench' },
      body: Buffer.concat(chunks),
    });
    res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'text/event-stream' });
    Readable.fromWeb(answer.body).pipe(res);
  } catch (error) {
    res.writeHead(502).end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
