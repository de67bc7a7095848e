import { sql as drizzleSql, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { userProfiles } from './schema';
import { sql } from './sql';

const dialect = new PgDialect();
const render = (statement: SQL) => dialect.sqlToQuery(statement);
const when = new Date('2026-11-30T10:00:00Z');

describe('sql', () => {
  it('renders as drizzle renders the same template', () => {
    const ours = sql`select ${1}, ${'two'}, ${null}, ${when}, ${sql.raw('now()')} from t where ${sql.join([sql`a = ${3}`, sql`b = ${4}`], sql` and `)}`;
    const theirs = drizzleSql`select ${1}, ${'two'}, ${null}, ${when}, ${drizzleSql.raw('now()')} from t where ${drizzleSql.join([drizzleSql`a = ${3}`, drizzleSql`b = ${4}`], drizzleSql` and `)}`;
    expect(render(ours)).toEqual(render(theirs));
    expect(render(sql`${'only a value'}`)).toEqual(render(drizzleSql`${'only a value'}`));
    expect(render(sql``)).toEqual(render(drizzleSql``));
  });

  it('answers drizzle SQL that goes wherever drizzle takes it: columns, tables and nested drizzle fragments', () => {
    const statement = sql`select ${userProfiles.messageCount} from ${userProfiles} where ${drizzleSql`${userProfiles.userId} = ${'u1'}`}`;
    expect(statement).toBeInstanceOf(SQL);
    expect(render(statement)).toEqual(render(drizzleSql`select ${userProfiles.messageCount} from ${userProfiles} where ${drizzleSql`${userProfiles.userId} = ${'u1'}`}`));
  });

  it('keeps each call apart though a template is built once: values never leak from one call into another', () => {
    const pick = (id: string) => sql`select * from t where id = ${id}`;
    const [first, second] = [pick('a'), pick('b')];
    expect(render(first).params).toEqual(['a']);
    expect(render(second).params).toEqual(['b']);
    first.append(sql` limit 1`);
    expect(render(pick('c')).sql).toBe('select * from t where id = $1');
  });
});
