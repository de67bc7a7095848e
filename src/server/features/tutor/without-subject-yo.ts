/**
 * 'Yo' said before the learner's own verb, as English speakers often write it ('Yo estoy nerviosa porque mañana tengo un
 * examen', 'Cuando yo era niño'): Spanish leaves it out, and what Lucía listens for is written without it, so it is
 * taken out before she listens. Only where it opens a clause (the message, a sentence, after a comma or a word that
 * starts a clause); 'Mi hermana y yo jugamos', '¿Y yo?' and 'Yo, la verdad...' keep it.
 */
const CLAUSE_OPENERS = 'porque|cuando|pero|que|donde|si|aunque|mientras|entonces|también|luego|ahora|hoy|ayer';

export function withoutSubjectYo(text: string): string {
  return text.replace(new RegExp(String.raw`(^|[.!?¡¿]\s*|,\s+|(?<![\p{L}])(?:${CLAUSE_OPENERS})\s+)(yo|Yo|YO)\s+(?=\p{L})(?!(?:y|o|e|u|mismo|misma|sol[oa]|también|tampoco)(?![\p{L}]))(\p{L})`, 'giu'), (_, before: string, yo: string, first: string) =>
    before + (yo[0] === 'Y' && !/\p{L}\s+$/u.test(before) ? first.toUpperCase() : first));
}
