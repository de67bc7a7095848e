// The task module for bounded-worker-pool.test.ts: answers after `ms` of blocking CPU, echoes `value`,
// throws on `fail` and exits its thread on `crash`.
import { threadId } from 'node:worker_threads';

export default async function testTask({ ms = 0, value, fail, crash }) {
  if (crash) process.exit(3);
  if (fail) throw new Error('told to fail');
  const until = Date.now() + ms;
  while (Date.now() < until) {}
  return { value, threadId };
}
