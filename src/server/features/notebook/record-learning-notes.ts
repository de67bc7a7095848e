/**
 * After a counted learner message: its corrections go to the notebook and, with a model, the facts the
 * learner shared go to their profile (without a model, those the tutor's phrasings read). Runs after the
 * reply, so it never delays it; failures are logged.
 */
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { findCorrections, fixedParts, describeToldFacts, replacesKeptFact } from '../tutor/public';
import { rememberLearnerFacts } from '../learner-profile/public';
import { recordUsage, reserveLearningNotesCall, usagePricesFrom } from '../usage/public';
import { addNotebookEntries } from './add-notebook-entries';
import { explainFixes } from './explain-fixes';
import { extractLearningNotes } from './extract-learning-notes';
import { sentenceAround } from './sentence-around';
import { log } from '../../lib/logger';

/** The rule of a correction the paid model's side call noted. */
const MODEL_RULE = 'model';

export type LearningNotesInput = {
  userId: string;
  conversationId: string;
  teacher: { slug: string; name: string; language: string };
  learnerMessage: string;
  isWriting: boolean;
};

export async function recordLearningNotes(deps: { db: Database; env: Env; isOffline: boolean }, input: LearningNotesInput): Promise<void> {
  const source = { teacherSlug: input.teacher.slug, teacherName: input.teacher.name, conversationId: input.conversationId };
  if (deps.isOffline) {
    // What the learner told about themselves, as the offline tutor reads it (the paid model's call notes its own
    // below); a writing task may be written in someone else's shoes (a letter as a customer), so it tells nothing.
    if (!input.isWriting) await rememberLearnerFacts(deps.db, input.userId, describeToldFacts(input.learnerMessage), replacesKeptFact);
    const corrections = await findCorrections(input.learnerMessage, { max: 2, isWriting: input.isWriting, language: input.teacher.language });
    // The part each correction fixed, not the whole sentence: the rest of it may hold a mistake no rule knows (ADR 024).
    // The learner's own sentence is kept beside it, so Review can show the part where it was said.
    const entries = corrections.flatMap((c) =>
      fixedParts(c).map((part) => {
        const fixesHere = c.fixes.filter((f) => f.from !== '' && part.from.includes(f.from));
        // Each part is explained by the reasons of its own fixes ('recieve' by spelling), not by the sentence's first fix.
        const ownWhys = [...new Set(fixesHere.map((f) => f.why).filter((why): why is string => !!why))];
        const note = ownWhys.length > 0 ? ownWhys.join(' ') : c.why || explainFixes(fixesHere);
        return { kind: 'correction' as const, front: part.from, back: part.to, note, context: sentenceAround(c.original, part.from), rule: c.rule, ...source };
      }),
    );
    await addNotebookEntries(deps.db, input.userId, entries);
    return;
  }
  if (deps.env.LEARNING_NOTES === 'off') return;
  const owner = { userId: input.userId };
  const reservation = await reserveLearningNotesCall(deps.db, deps.env, owner);
  if (!reservation) {
    log.warn({ userId: input.userId }, "notebook: today's learning-notes calls are used up; this message is not noted");
    return;
  }
  let extracted: Awaited<ReturnType<typeof extractLearningNotes>>;
  try {
    extracted = await extractLearningNotes(deps.env, input.learnerMessage);
  } catch (error) {
    await reservation.giveBack();
    throw error;
  }
  const { notes, usage } = extracted;
  await recordUsage(deps.db, usagePricesFrom(deps.env), { owner, kind: 'chat', purpose: 'learning-notes', provider: 'openai', ...usage });
  await addNotebookEntries(deps.db, input.userId, notes.corrections.map((c) => ({ kind: 'correction' as const, front: c.original, back: c.corrected, note: c.why, context: sentenceAround(input.learnerMessage, c.original), rule: MODEL_RULE, ...source })));
  await rememberLearnerFacts(deps.db, input.userId, notes.facts, replacesKeptFact);
}
