/** Fires `concurrency` streamed chat requests at once and returns each one's time to its first token, in ms. */
/** `cookies` is the learner's cookie jar: sent with the request and updated from its Set-Cookie, as a browser would. */
export type StreamRequest = { url: string; headers: Record<string, string>; body: string; cookies?: Map<string, string> };

export async function timeToFirstToken(request: StreamRequest): Promise<number> {
  const started = performance.now();
  const headers = { ...request.headers };
  if (request.cookies) headers.Cookie = [...request.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(request.url, { method: 'POST', headers, body: request.body });
  if (request.cookies) storeCookies(request.cookies, response.headers);
  if (!response.ok || !response.body) throw new Error(`${request.url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let firstTokenAt: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (firstTokenAt === undefined) {
      seen += decoder.decode(value, { stream: true });
      if (seen.includes('"content"')) firstTokenAt = performance.now();
    }
  }
  if (firstTokenAt === undefined) throw new Error(`${request.url} streamed no token: ${seen.slice(0, 300)}`);
  return firstTokenAt - started;
}

export async function burst(requests: StreamRequest[]): Promise<number[]> {
  return Promise.all(requests.map(timeToFirstToken));
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function storeCookies(jar: Map<string, string>, headers: Headers): void {
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    const [name, value] = [pair.slice(0, index), pair.slice(index + 1)];
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}
