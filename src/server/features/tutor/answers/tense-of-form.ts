/**
 * The tense a verb form quoted by the learner is in ('went' is the past simple, 'have been' the present perfect), so
 * "Why do you say 'went' and not 'have been'?" is answered as the difference between the two tenses. Shapes as data,
 * each with the forms it must read and those it must leave (tense-of-form.test.ts); a single word is past simple when
 * it is a regular or irregular past.
 */
import { isIrregularPast } from '../grammar/verb-forms';
import { findGrammarGuide, type GrammarGuide } from './grammar-guides';

type FormShape = { tense: string; shape: RegExp; examples: readonly string[]; counterExamples: readonly string[] };

const PARTICIPLE = String.raw`(?:been|gone|done|seen|had|made|taken|eaten|written|known|given|got|gotten|found|left|met|read|heard|bought|\p{L}+ed|\p{L}+en)`;

export const FORM_SHAPES: readonly FormShape[] = [
  { tense: 'present perfect continuous', shape: /^(?:i |you |we |they |he |she |it )?(?:have|has|'ve|'s) been \p{L}+ing$/iu, examples: ['have been working', "I've been waiting"], counterExamples: ['have worked', 'was working'] },
  { tense: 'present perfect', shape: new RegExp(`^(?:i |you |we |they |he |she |it )?(?:have|has|'ve) (?:already |never |just |ever )?${PARTICIPLE}$`, 'iu'), examples: ['have been', 'has finished', "I've seen", 'have never eaten'], counterExamples: ['have a car', 'had finished', 'went'] },
  { tense: 'past perfect', shape: new RegExp(`^(?:i |you |we |they |he |she |it )?(?:had|'d) (?:already |never |just )?${PARTICIPLE}$`, 'iu'), examples: ['had finished', 'had gone'], counterExamples: ['had', 'have finished'] },
  { tense: 'past continuous', shape: /^(?:i |you |we |they |he |she |it )?(?:was|were) \p{L}+ing$/iu, examples: ['was working', 'were watching'], counterExamples: ['was tired', 'is working'] },
  { tense: 'present continuous', shape: /^(?:i |you |we |they |he |she |it )?(?:am|is|are|'m|'re) (?!going to\b)\p{L}+ing$/iu, examples: ['am working', 'is raining'], counterExamples: ['is going to rain', 'was working'] },
  { tense: 'going to', shape: /^(?:i |you |we |they |he |she |it )?(?:am|is|are|'m|'re) going to \p{L}+$/iu, examples: ['am going to travel', 'is going to rain'], counterExamples: ['going to the park', 'will travel'] },
  { tense: 'will', shape: /^(?:i |you |we |they |he |she |it )?(?:will|'ll) \p{L}+$/iu, examples: ['will travel', "I'll call"], counterExamples: ['would travel', 'am going to travel'] },
];

/** The guide of the tense `form` is in, or null where it is no verb form the shapes know. */
export function guideOfForm(form: string): GrammarGuide | null {
  const text = form.trim().replace(/^["'‘“]|["'’”]$/g, '').replace(/’/g, "'")
    .replace(/(\p{L})'ve\b/u, '$1 have').replace(/(\p{L})'ll\b/u, '$1 will').replace(/(\p{L})'m\b/u, '$1 am').replace(/(\p{L})'re\b/u, '$1 are');
  const shaped = FORM_SHAPES.find((s) => s.shape.test(text));
  if (shaped) return findGrammarGuide(shaped.tense);
  const verb = text.replace(/^(?:i|you|we|they|he|she|it) /i, '');
  if (/^\p{L}+$/u.test(verb) && (/^\p{L}{3,}ed$/iu.test(verb) || isIrregularPast(verb))) return findGrammarGuide('past simple');
  return null;
}
