// The task module for bounded-worker-pool.test.ts: answers after `ms` of blocking CPU, echoes `value`,
// throws on `fail`, exits its thread on `crash`, and on `requireItself` says how require() took an ES module.
import { createRequire } from 'node:module';
import { threadId } from 'node:worker_threads';

export default async function testTask({ ms = 0, value, fail, crash, requireItself }) {
  if (crash) process.exit(3);
  if (requireItself) {
    try {
      createRequire(import.meta.url)(import.meta.filename);
      return { required: 'loaded' };
    } catch (error) {
      return { required: error.code };
    }
  }
  if (fail) throw new Error('told to fail');
  const until = Date.now() + ms;
  while (Date.now() < until) {}
  return { value, threadId };
}
