/** A tiny fetch wrapper with a cookie jar and the app's Origin, like a browser tab. */
export type HttpClient = {
  request: (path: string, init?: { method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }) => Promise<{ status: number; body: any; headers: Headers }>;
  cookies: Map<string, string>;
};

export function createHttpClient(baseUrl: string): HttpClient {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async request(path, init = {}) {
      const headers: Record<string, string> = { Origin: baseUrl, ...init.headers };
      if (cookies.size) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      let body: string | undefined = init.rawBody;
      if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers['Content-Type'] = 'application/json';
      } else if (body !== undefined) {
        headers['Content-Type'] ??= 'application/json';
      }
      const response = await fetch(`${baseUrl}${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair!.indexOf('=');
        const name = pair!.slice(0, index);
        const value = pair!.slice(index + 1);
        if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
  };
}
