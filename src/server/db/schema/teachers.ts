import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const teachers = pgTable(
  'teachers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    bio: text('bio').notNull(),
    avatarUrl: text('avatar_url'),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    colorTheme: text('color_theme').notNull().default('blue'),
    systemPrompt: text('system_prompt').notNull(),
    voiceId: text('voice_id').notNull(),
    superpowerFeature: text('superpower_feature').notNull().default('none'),
    conversationCategories: text('conversation_categories').array().notNull().default(sql`'{}'::text[]`),
    language: text('language').notNull().default('en-US'),
    introduction: text('introduction').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('teachers_color_theme_check', sql`${t.colorTheme} in ('blue', 'emerald', 'purple')`),
    check(
      'teachers_superpower_feature_check',
      sql`${t.superpowerFeature} in ('interview-roleplay', 'writing-feedback', 'none')`,
    ),
  ],
);
