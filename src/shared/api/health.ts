/** GET /healthz: the server and its database, for load balancers and the start-up benchmark. */
import { z } from 'zod';

export const healthSchema = z.union([
  z.object({ status: z.literal('ok'), database: z.string() }),
  z.object({ status: z.literal('unavailable'), database: z.literal('unreachable') }),
  /** SIGTERM received: finishing the requests in flight, taking no new ones. */
  z.object({ status: z.literal('draining'), database: z.string() }),
]);
