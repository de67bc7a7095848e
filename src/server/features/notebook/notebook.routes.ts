/** /api/notebook: the learner's corrections and saved words. */
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DeletedResponse } from '#/shared/api/error';
import type { z } from 'zod';
import type { Locale } from '#/shared/i18n/locales';
import { type correctionReportedResponseSchema, notebookListQuerySchema, notebookWordSchema, type wordSavedResponseSchema } from '#/shared/api/notebook';
import { notebookEntries, userProfiles } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { refuseTooManyRequestsPerUser } from '../../http/limit-requests-per-user';
import { isUuid, readBody, readQuery } from '../../http/read-request';
import { requestLocale } from '../../http/request-locale';
import { requireUser } from '../../http/require-user';
import { findTeacher } from '../teachers/public';
import { explainNotedCorrection } from '../tutor/public';
import { addNotebookEntries } from './add-notebook-entries';
import { ENTRY_NOT_FOUND_MESSAGE, reportCorrection } from './report-correction';
import { type ShowNotebookEntry, showAsStored } from './show-notebook-entry';
import { toNotebookEntryDto } from './to-notebook-entry-dto';

export const NOTEBOOK_LIST_LIMIT = 500;
/** Words a learner saves by hand, one tap each: a minute's worth is far past anyone reading them, and a script's 430 a second is refused. */
export const WORD_SAVES_PER_MINUTE = 60;
const WORD_SAVES = { name: 'notebook-word-saves', max: WORD_SAVES_PER_MINUTE, windowMs: 60_000, message: 'You are saving words faster than anyone can read them. Please wait a minute and try again.' };

/**
 * "Explain in my language": a correction's reason as the chat said it, in the interface language (a Spanish reason stays
 * Lucía's for a learner whose interface is Spanish, as in the chat).
 */
const explainedIn = (locale: Locale) => (row: typeof notebookEntries.$inferSelect) => {
  const isOwnLanguage = row.rule?.startsWith('es:') && locale.startsWith('es');
  return row.kind !== 'correction' || !row.note || isOwnLanguage ? row : { ...row, note: explainNotedCorrection(row.note, row.rule, locale) };
};

/** `showEntry`: how an entry reads in the request's language (src/server/create-app.ts gives the course's cards theirs). */
export const notebookRoutes = (showEntry: ShowNotebookEntry = showAsStored) =>
  new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const query = readQuery(c, notebookListQuerySchema, 'invalid_query');
      const rows = await c.var.deps.db
        .select()
        .from(notebookEntries)
        .where(and(eq(notebookEntries.userId, c.var.user.id), query.kind ? eq(notebookEntries.kind, query.kind) : undefined))
        .orderBy(desc(notebookEntries.createdAt))
        .limit(NOTEBOOK_LIST_LIMIT);
      const locale = requestLocale(c);
      const [profile] = await c.var.deps.db.select({ isExplained: userProfiles.explainInMyLanguage }).from(userProfiles).where(eq(userProfiles.userId, c.var.user.id));
      const explain = profile?.isExplained ? explainedIn(locale) : (row: typeof notebookEntries.$inferSelect) => row;
      return c.json({ entries: rows.map((row) => showEntry(toNotebookEntryDto(explain(row)), locale)) });
    })
    .post('/words', async (c) => {
      await refuseTooManyRequestsPerUser(c, c.var.user.id, WORD_SAVES);
      const { word, definition, example, teacher_slug } = await readBody(c, notebookWordSchema, 'invalid_word');
      const teacher = teacher_slug ? await findTeacher(c.var.deps.db, { slug: teacher_slug }) : null;
      const added = await addNotebookEntries(c.var.deps.db, c.var.user.id, [{ kind: 'word', front: word.toLowerCase(), back: definition, note: example, teacherSlug: teacher?.slug, teacherName: teacher?.name }]);
      return c.json({ saved: true, is_new: added > 0 } satisfies z.infer<typeof wordSavedResponseSchema>, added > 0 ? 201 : 200);
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      const deleted = isUuid(id)
        ? await c.var.deps.db.delete(notebookEntries).where(and(eq(notebookEntries.id, id), eq(notebookEntries.userId, c.var.user.id))).returning({ id: notebookEntries.id })
        : [];
      if (deleted.length === 0) throw new AppError('entry_not_found', ENTRY_NOT_FOUND_MESSAGE, 404);
      return c.json({ deleted: true } satisfies DeletedResponse);
    })
    .post('/reports/:id', async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw new AppError('invalid_entry_id', 'That is not a notebook entry id.', 400);
      const { isNew } = await reportCorrection(c.var.deps.db, c.var.user.id, id);
      return c.json({ reported: true, is_new: isNew } satisfies z.infer<typeof correctionReportedResponseSchema>, isNew ? 201 : 200);
    });
