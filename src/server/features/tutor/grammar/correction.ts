/** What a recast is, in its own file so the language packs and correct-text.ts can both name it without importing each other. */
import type { Reason } from './reason';

/**
 * `before`: the word in front of the fix, so feedback can quote a little context ('didn't received'). `why` and
 * `reason`: this fix's own reason, where a sentence holds fixes of several families ('recieve' is a spelling, 'informations'
 * a noun that does not count), so each fix kept in the Notebook is explained by its own rule.
 */
export type Fix = { from: string; to: string; before: string; why?: string; reason?: Reason };
/**
 * `why`: the short reason a teacher gives ('After he, she or it, the verb takes -s.'); `reason`: the same as
 * data, for a learner who reads explanations in another language (reason.ts).
 * `rule`: which rule made it ('subject-verb-agreement', 'harper:Spelling', 'es:gustar'), so reports of a
 * wrong correction can be counted per rule.
 */
export type Correction = { original: string; corrected: string; fixes: Fix[]; why?: string; reason?: Reason; rule?: string };
