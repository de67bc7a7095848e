/**
 * The client address Better Auth keys its rate limits on. The server overwrites this header on every
 * request (a client cannot choose it); behind a trusted proxy it comes from X-Forwarded-For.
 */
export const CLIENT_IP_HEADER = 'x-parley-client-ip';

export function clientIpFrom(options: { socketAddress?: string; forwardedFor?: string | null; trustProxy: boolean }): string {
  if (options.trustProxy && options.forwardedFor) {
    const first = options.forwardedFor.split(',')[0]?.trim();
    if (first) return first;
  }
  return options.socketAddress ?? '127.0.0.1';
}
