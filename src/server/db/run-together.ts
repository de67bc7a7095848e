/**
 * Runs statements from different features as one statement: one round trip, and all of them or none
 * (ADR 015). Each part brings named CTEs (selects or data-modifying statements) and one expression over
 * them that is its answer; a later part may read an earlier part's CTEs (to take a budget only when the
 * plan allows, say). PostgreSQL runs every data-modifying CTE exactly once, on one snapshot, whether or
 * not its rows are read; a part sees another's writes only through that part's RETURNING rows.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from './sql';
import type { Database } from './client';
import { selectRows } from './select-rows';

export type StatementPart<Answer> = {
  /** The part's CTEs in order; names are unique across the parts that run together. */
  ctes: ReadonlyArray<readonly [name: string, body: SQL]>;
  /** A scalar expression over the CTEs: a row as json, a count, a flag. */
  answer: SQL;
  /** Turns the expression's value (json is parsed already, so dates arrive as strings) into the answer. */
  read: (value: unknown) => Answer;
};

type Answers<Parts extends readonly StatementPart<unknown>[]> = { [K in keyof Parts]: Parts[K] extends StatementPart<infer A> ? A : never };

const CTE_NAME = /^[a-z][a-z0-9_]*$/;

export async function runTogether<const Parts extends readonly StatementPart<unknown>[]>(db: Database, parts: Parts): Promise<Answers<Parts>> {
  const [row] = await selectRows<Record<string, unknown>>(db, statementOf(parts));
  return parts.map((part, index) => part.read(row?.[`answer_${index}`])) as Answers<Parts>;
}

/** The one statement that runs `parts`: their CTEs in order, then one column per part's answer (`answer_<index>`). */
export function statementOf(parts: readonly StatementPart<unknown>[]): SQL {
  const names = new Set<string>();
  const ctes: SQL[] = [];
  for (const part of parts) {
    for (const [name, body] of part.ctes) {
      if (!CTE_NAME.test(name) || names.has(name)) throw new Error(`runTogether: CTE name "${name}" is invalid or used twice`);
      names.add(name);
      ctes.push(sql`${sql.raw(name)} as (${body})`);
    }
  }
  const answers = parts.map((part, index) => sql`${part.answer} as ${sql.raw(`answer_${index}`)}`);
  return ctes.length ? sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(answers, sql`, `)}` : sql`select ${sql.join(answers, sql`, `)}`;
}

/** Runs one part alone. */
export async function runPart<Answer>(db: Database, part: StatementPart<Answer>): Promise<Answer> {
  const [answer] = await runTogether(db, [part] as const);
  return answer as Answer;
}

/** A part that reads and writes nothing, for a slot in a list of parts that this call does not need. */
export const EMPTY_PART: StatementPart<undefined> = { ctes: [], answer: sql`null`, read: () => undefined };
