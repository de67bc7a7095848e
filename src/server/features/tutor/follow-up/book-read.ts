/**
 * A book the learner is reading or just read ('I just finished reading Animal Farm', 'Estoy leyendo una novela de
 * Isabel Allende'): what it is about, and whether they would recommend it; not a question on another subject because
 * no noun was found in a title. A habit of reading ('I read a book every week') is left to the rest. Each language with
 * the messages it must read and those it must leave, run as tests (book-read.test.ts).
 */
import type { ToldRules } from './told-rule';

const HABIT_EN = String.raw`(?![^.!?]*\b(?:every|each|always|usually|often|sometimes|never)\b)`;
const HABIT_ES = String.raw`(?![^.!?]*(?:todos los|todas las|cada|siempre|normalmente|a veces|nunca)(?![\p{L}]))`;

export const BOOK_READ: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bI(?: just| have just|'ve just| finally)?(?: finished reading| started reading| am reading|'m reading| read) (?:a (?:new |great |good |long |short |really good )?(?:book|novel)|the (?:book|novel)|(?=[A-Z]))${HABIT_EN}`, 'u'),
    acks: ['Oh, a good book is the best company.', 'How nice, a book!'],
    questions: ['What is it about?', 'Would you recommend it?'],
    examples: ['I just finished reading Animal Farm.', "I'm reading a great novel about a family in Ireland.", 'I started reading The Hobbit yesterday.'],
    counterExamples: ['I read a book every week.', 'My son is reading Harry Potter.', 'Have you read the book?', 'I read the news on my phone.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:[Tt]erminé de leer|[Aa]cabo de leer|[Ee]stoy leyendo|[Ee]mpecé a leer|[Hh]e leído|[Ll]eí) (?:(?:un|el) libro|(?:una|la) novela|(?=\p{Lu}))${HABIT_ES}`, 'u'),
    acks: ['¡Qué bien, un libro! (How nice, a book!)', '¡Me encanta leer! (I love reading!)'],
    questions: ['¿De qué trata? (What is it about?)', '¿Me lo recomiendas? (Would you recommend it to me?)'],
    examples: ['Terminé de leer Cien años de soledad ayer.', 'Estoy leyendo una novela de Isabel Allende.', 'Acabo de leer un libro sobre la historia de Roma.'],
    counterExamples: ['Leo un libro cada semana.', 'Mi hijo está leyendo un libro.', '¿Has leído el libro?', 'Leí el periódico esta mañana.'],
  },
};
