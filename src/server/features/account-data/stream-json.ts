/**
 * JSON text written in slices, giving the event loop back between them: one learner's 18,000-word export
 * serialized at once held every other request for most of a second. Same text as JSON.stringify for
 * plain data (objects, arrays, strings, numbers, booleans, null; undefined members left out).
 */

/** Array items serialized between two yields. */
const ITEMS_PER_SLICE = 500;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function* streamJson(value: unknown): AsyncGenerator<string> {
  let pending = '';
  let items = 0;
  async function* walk(node: unknown): AsyncGenerator<string> {
    if (Array.isArray(node)) {
      pending += '[';
      for (const [at, item] of node.entries()) {
        if (at > 0) pending += ',';
        yield* walk(item === undefined ? null : item);
        if (++items % ITEMS_PER_SLICE === 0) {
          yield pending;
          pending = '';
          await yieldToEventLoop();
        }
      }
      pending += ']';
    } else if (node !== null && typeof node === 'object' && !(node instanceof Date)) {
      pending += '{';
      let isFirst = true;
      for (const [key, item] of Object.entries(node)) {
        if (item === undefined) continue;
        pending += `${isFirst ? '' : ','}${JSON.stringify(key)}:`;
        isFirst = false;
        yield* walk(item);
      }
      pending += '}';
    } else {
      pending += JSON.stringify(node) ?? 'null';
    }
  }
  yield* walk(value);
  if (pending) yield pending;
}
