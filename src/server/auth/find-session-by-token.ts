/**
 * A session and its user by session token, in Better Auth's own shape, with one prepared statement: the
 * read behind nearly every signed-in request (ADR 016).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/select-rows';
import type { Auth } from './create-auth';

export type SignedInSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

type Row = {
  session_id: string;
  expires_at: Date | string;
  ip_address: string | null;
  user_agent: string | null;
  session_created_at: Date | string;
  session_updated_at: Date | string;
  user_id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  user_created_at: Date | string;
  user_updated_at: Date | string;
};

export async function findSessionByToken(db: Database, token: string): Promise<SignedInSession | null> {
  const [row] = await selectRows<Row>(
    db,
    sql`select s.id as session_id, s.expires_at, s.ip_address, s.user_agent, s.created_at as session_created_at,
               s.updated_at as session_updated_at, u.id as user_id, u.name, u.email, u.email_verified, u.image,
               u.created_at as user_created_at, u.updated_at as user_updated_at
        from sessions s join users u on u.id = s.user_id
        where s.token = ${token}`,
  );
  if (!row) return null;
  return {
    session: {
      id: row.session_id,
      token,
      expiresAt: new Date(row.expires_at),
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      userId: row.user_id,
      createdAt: new Date(row.session_created_at),
      updatedAt: new Date(row.session_updated_at),
    },
    user: {
      id: row.user_id,
      name: row.name,
      email: row.email,
      emailVerified: row.email_verified,
      image: row.image,
      createdAt: new Date(row.user_created_at),
      updatedAt: new Date(row.user_updated_at),
    },
  };
}
