/**
 * "What is my biggest problem?", "What should I focus on?", "¿En qué debo mejorar?": the kind of slip seen most often in
 * what the learner wrote in this conversation, with its reason and their own examples, and the next kind if there is
 * one. Read with every family not measured wrong, as a question to think about is; nothing seen is said as such, never
 * as "your English is perfect". Examples: what-to-work-on.test.ts.
 */
import type { Locale } from '#/shared/i18n/locales';
import type { TutorTeacher } from '../../../lib/language-model';
import { explainCorrection } from '../explain';
import { findCorrections, type Fix } from '../grammar/find-corrections';
import { fixedParts, type FixedPart } from '../grammar/fixed-part';
import { isSpanishTeacher } from './teacher-voice';
import { holdsWords } from '../text-pieces';

export const ASKS_WHAT_TO_WORK_ON = new RegExp(
  [
    String.raw`^(?:so |and |ok |okay )?what(?:'s| is| are) my (?:biggest|main|worst|most common|common|typical) (?:problems?|mistakes?|errors?)(?: in english)?\s*\??\s*$`,
    String.raw`^(?:so |and |ok |okay )?what (?:should|do|must) i (?:focus on|work on|practi[cs]e|study|improve)(?: (?:first|most|more|now))?(?: in my english)?\s*\??\s*$`,
    String.raw`^(?:so |and |ok |okay )?what do i need to (?:improve|work on|practi[cs]e)(?: (?:first|most))?\s*\??\s*$`,
    // 'can you correct my english please? i want know my mistakes', 'Tell me my mistakes': the slips of today, not how she corrects.
    String.raw`^(?:(?:can|could) you (?:please )?correct my (?:english|mistakes)(?: please)?[?.!,]*\s*)?i (?:want|would like|'d like|need) (?:to )?know my (?:mistakes|errors)(?: please)?\s*[?.!]*\s*$`,
    String.raw`^(?:(?:can|could) you (?:please )?|please )?(?:tell|show) me my (?:mistakes|errors)(?:,? (?:please|today))?\s*[?.!]*\s*$`,
    // 'Can you give me feedback on my grammar?', 'How is my grammar?': the grammar slips of today, not the band again.
    String.raw`^(?:(?:can|could) you (?:please )?)?(?:give me (?:some )?feedback on|check|comment on) my grammar(?: please)?\s*[?.!]*\s*$|^(?:so |and )?how(?:'s| is) my grammar(?: so far)?\s*\??\s*$`,
    String.raw`^¿?\s*(?:en qu[eé] (?:debo|tengo que|necesito) mejorar|cu[aá]l es mi (?:mayor|principal) (?:problema|error|debilidad)|qu[eé] errores (?:cometo|hago) m[aá]s)\s*\??\s*$`,
  ].join('|'),
  'iu',
);

/** The learner's messages read: the last ones of the conversation, statements long enough to hold a slip. */
const MESSAGES_READ = 8;
const FEWEST_WORDS = 3;
/** Kinds named: the first, with examples, and one more. */
const EXAMPLES_SHOWN = 2;

type Seen = { family: string; fix: Fix; shown: FixedPart };

export async function answerWhatToWorkOn(input: { userMessages: readonly string[]; teacher: TutorTeacher; locale: Locale }): Promise<string | null> {
  const { userMessages, teacher, locale } = input;
  if (!ASKS_WHAT_TO_WORK_ON.test((userMessages.at(-1) ?? '').trim())) return null;
  const spanish = isSpanishTeacher(teacher);
  const written = userMessages.slice(0, -1).slice(-MESSAGES_READ).filter((m) => !/\?\s*$/.test(m.trim()) && m.trim().split(/\s+/).length >= FEWEST_WORDS);
  const corrections = (await Promise.all(written.map((m) => findCorrections(m, { max: 4, language: teacher.language, families: 'questions' })))).flat();
  // Each fix shown as the teacher quotes a change ('a engineer' -> 'an engineer'), with the word before it where no shown part holds it.
  const seen: Seen[] = corrections.flatMap((c) => {
    const parts = fixedParts(c);
    return c.fixes.map((fix) => {
      const part = parts.find((p) => holdsWords(p.from, fix.from) && holdsWords(p.to, fix.to));
      return { family: fix.reason?.key.split('.')[0] ?? c.rule?.split('+')[0] ?? 'other', fix, shown: part ?? { from: `${fix.before} ${fix.from}`.trim(), to: `${fix.before} ${fix.to}`.trim() } };
    });
  });
  if (seen.length === 0) {
    return spanish
      ? 'En lo que me has escrito hoy no he visto ningún error del que esté segura, aunque se me puede escapar alguno. Para avanzar, escribe frases más largas, con "porque" o "pero", y verás dónde dudas. (I saw no slip I am sure of in what you wrote today, though I may miss some. To move on, write longer sentences with "porque" or "pero", and you will see where you hesitate.) ¿Me cuentas qué hiciste el fin de semana? (Tell me what you did at the weekend?)'
      : "In what you've written today I haven't seen a slip I'm sure of, though my check can miss some. To move on, try longer sentences: join two ideas with because, although or so, and tell me what happened, not only what is. What did you do last weekend? Tell me in three or four sentences.";
  }
  const byFamily = new Map<string, Seen[]>();
  for (const item of seen) byFamily.set(item.family, [...(byFamily.get(item.family) ?? []), item]);
  const [first, second] = [...byFamily.values()].sort((a, b) => b.length - a.length);
  const examples = [...new Map(first!.map((s) => [s.shown.from, s])).values()].slice(0, EXAMPLES_SHOWN);
  const said = examples.map((s) => `'${s.shown.to}' rather than '${s.shown.from}'`).join(', and ');
  const reason = explainCorrection(first![0]!.fix, locale) ?? '';
  const next = second ? ` After that, look at this: '${second[0]!.shown.to}' rather than '${second[0]!.shown.from}'.` : '';
  const times = first!.length > 2 ? `${first!.length} times` : first!.length === 2 ? 'twice' : 'once';
  const text = `From what you've written today, the thing to work on first is this one, which I saw ${times}: ${said}. ${reason}${next}`;
  return spanish
    ? `${text.replace(/\s+/g, ' ').trim()} Escribe una frase tuya con la forma correcta. (Write a sentence of your own with the right form.)`
    : `${text.replace(/\s+/g, ' ').trim()} Can you write me a sentence of your own that uses it the right way?`;
}
