/**
 * drizzle's `sql` tag for the statements built on every chat message (ADR 015), at a fraction of its cost.
 * It answers real drizzle `SQL` objects, so they go anywhere drizzle's do, but: each template's text chunks
 * are made once and shared (a template's strings are one frozen array for the life of the process), and the
 * chunks are not walked at construction (drizzle's constructor tests every chunk for a table, for its query
 * cache, which Parley does not use). Under load drizzle's `sql` was the chat path's largest cost that the
 * build before the production round did not have (ADR 037); the output is the same, `sql.test.ts` compares the two.
 */
import { SQL, type SQLChunk, StringChunk } from 'drizzle-orm';

/** A drizzle SQL whose chunks are taken as they are. */
class BuiltSql<T = unknown> extends SQL<T> {
  constructor(chunks: SQLChunk[]) {
    super([]);
    this.queryChunks.push(...chunks);
  }
}

const textChunks = new WeakMap<TemplateStringsArray, StringChunk[]>();

function textChunksOf(strings: TemplateStringsArray): StringChunk[] {
  let chunks = textChunks.get(strings);
  if (!chunks) {
    chunks = strings.map((text) => new StringChunk(text));
    textChunks.set(strings, chunks);
  }
  return chunks;
}

/** `sql\`select ${value}\``, as drizzle's: values become parameters, SQL objects are spliced in. */
export function sql<T = unknown>(strings: TemplateStringsArray, ...params: unknown[]): SQL<T> {
  const texts = textChunksOf(strings);
  const chunks: SQLChunk[] = new Array(params.length * 2 + 1);
  chunks[0] = texts[0]!;
  for (let at = 0; at < params.length; at++) {
    chunks[2 * at + 1] = params[at] as SQLChunk;
    chunks[2 * at + 2] = texts[at + 1]!;
  }
  return new BuiltSql<T>(chunks);
}

/** Text written into the statement as it is (names, keywords): never a caller's value. */
sql.raw = (text: string): SQL => new BuiltSql([new StringChunk(text)]);

/** The items one after another, `separator` between them. */
sql.join = (items: readonly SQLChunk[], separator?: SQLChunk): SQL => {
  const chunks: SQLChunk[] = [];
  items.forEach((item, at) => {
    if (at > 0 && separator !== undefined) chunks.push(separator);
    chunks.push(item);
  });
  return new BuiltSql(chunks);
};
