import { describe, expect, it } from 'vitest';
import { looksLikeEnglish } from './looks-like-english';

describe('looksLikeEnglish', () => {
  it.each([
    'What is your name?',
    'My sister lives in Dallas.',
    "I'm going to Mexico next month, can you help me prepare?",
    "It's my first time in Spain.",
    'Can you help me with the subjunctive?',
    // English about two Spanish words: more English words than Spanish ones.
    'is por for reasons and para for goals?',
    'What is the difference between ser and estar?',
    // Everyday English words beyond the short list ('give', 'exercises', 'harder', 'question').
    'give me some exercises please',
    'Can you give me a harder question?',
  ])('reads %j as English', (text) => expect(looksLikeEnglish(text)).toBe(true));

  it.each([
    'Me gusta la pizza.',
    'Voy a México el mes que viene.',
    'Mi película favorita es "The Lion King".',
    'Hola',
    'Ayer fui al cine con mi hermano.',
    // Mixed, no more English than Spanish; or asked with Spanish marks.
    'I live in Madrid con mi familia.',
    '¿What is la diferencia?',
    // Names and titles inside a sentence are neither language's words; Spanish words English shares count for neither.
    'Mi actor favorito es Will Ferrell.',
    'Uno de mis libros favoritos es This Is What Happy Looks Like.',
    'Mi hermano trabaja en un hotel normal.',
    'Como mucha fruta y verdura porque quiero estar sano.',
    'Dice que come chocolate.',
  ])('does not read %j as English', (text) => expect(looksLikeEnglish(text)).toBe(false));
});
