import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { turnPart } from '../features/conversations/store-turn';
import { learnerDescriptionPart } from '../features/learner-profile/public';
import { callerPlanPart } from '../features/usage/find-caller-plan';
import { usageRowPart } from '../features/usage/record-usage';
import { replyLease } from '../features/usage/acquire-reply-lease';
import { subscriberReplyPart } from '../features/usage/reserve-model-call';
import { usagePricesFrom } from '../features/usage/usage-prices';
import { userProfiles } from './schema';
import { renderStatement } from './render-statement';
import { statementOf } from './run-together';
import type { Database } from './client';
import { testEnv } from '../../../tests/support/test-env';

const drizzle = new PgDialect();
const env = testEnv();
const now = new Date('2026-11-23T10:00:00Z');
const userId = 'user-1';
const turn = { userId, create: { teacherSlug: 'maya', topic: 'Travel', mode: 'conversation', introduction: "Hi, I'm Maya." }, learnerMessage: 'I goed to the market', reply: 'You went to the market!' };
const conversation = { id: '00000000-0000-4000-8000-000000000001', teacherSlug: 'maya', topic: 'Travel', mode: 'conversation', summary: '', summarizedCount: 0, updatedAt: now } as never;
const usage = { owner: { userId }, kind: 'chat' as const, purpose: 'conversation', provider: 'openai', model: 'gpt-4o-mini', promptTokens: 120, completionTokens: 40 };

const hotStatements = {
  'before a reply': statementOf([learnerDescriptionPart(userId), callerPlanPart(userId, now), subscriberReplyPart(env, userId, callerPlanPart(userId, now).isSubscribedSql)]),
  'after a reply, new conversation': statementOf([usageRowPart(usagePricesFrom(env), usage, replyLease({} as Database, userId, 1, 'token').releaseSql), turnPart({ ...turn, conversation: null })]),
  'after a reply, continued conversation': statementOf([usageRowPart(usagePricesFrom(env), usage), turnPart({ ...turn, conversation })]),
  'feedback without a learner message': statementOf([turnPart({ ...turn, conversation, learnerMessage: undefined, isFeedback: true })]),
  'null, boolean, bigint and date values': sql`select ${null}, ${true}, ${10n}, ${now}, ${sql.raw('1')}, ${sql.join([sql`a`, sql`${2}`], sql`, `)}`,
};

describe('renderStatement', () => {
  it.each(Object.entries(hotStatements))('renders %s exactly as drizzle does', (_name, statement) => {
    const { sql: text, params } = drizzle.sqlToQuery(statement);
    expect(renderStatement(statement)).toEqual({ sql: text, params });
  });

  it('hands statements with columns, tables or lists to drizzle', () => {
    const statement = sql`select ${userProfiles.messageCount} from ${userProfiles} where ${userProfiles.userId} in ${['a', 'b']}`;
    expect(renderStatement(statement)).toEqual(drizzle.sqlToQuery(statement));
  });
});
