-- Every teacher's greeting names the chosen topic: the two seeded greetings that did not are replaced
-- where a database still holds them word for word (an operator's own edits are left alone).
UPDATE "teachers" SET "introduction" = 'Hi, I''m Sophia, and I''m so glad you''re here! Let''s talk about {topic}: tell me whatever comes to mind, and we''ll chat and practice your English together.'
WHERE "slug" = 'sophia' AND "introduction" = 'Hi, I''m Sophia, and I''m so glad you''re here! Tell me a little about your day, and we''ll chat and practice your English together.';
--> statement-breakpoint
UPDATE "teachers" SET "introduction" = 'Hi, I''m Ethan, your business English coach. Today we''ll practice {topic}, so tell me about your job and what''s coming up at work this week, and we''ll work on the English you need for it.'
WHERE "slug" = 'ethan' AND "introduction" = 'Hi, I''m Ethan, your business English coach. Tell me about your job and what''s coming up at work this week, and we''ll practice the English you need for it.';
