// The grammar worker from the TypeScript sources (tests, `npm run dev`): tsx's module hooks, then the worker's
// task function. The bundled server starts dist/server/grammar-worker.js instead (grammar-worker-pool.ts).
import { register } from 'tsx/esm/api';

register();
const { default: runGrammarTask } = await import('./grammar-worker.ts');
export default runGrammarTask;
