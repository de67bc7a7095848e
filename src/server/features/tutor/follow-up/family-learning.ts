/**
 * Someone in the family learning a skill ('My daughter is learning to play the piano', 'Mi hijo está aprendiendo a
 * nadar'): how the lessons go, and whether the learner can do it too; not 'What does your daughter like doing?' or
 * '¿Cómo se llama tu hija?'. Something learned already is their news (family-news.ts). Each language with the messages
 * it must read and those it must leave, run as tests (family-learning.test.ts).
 */
import { ENGLISH_FAMILY_WORDS, SPANISH_FAMILY_WORDS } from './person-agreement';
import type { ToldRules } from './told-rule';

const SKILLS_EN = String.raw`play (?:the )?\p{L}+|swim|ride a (?:bike|horse)|drive|read|write|cook|dance|ski|skate|speak \p{Lu}\p{L}+|knit|sew|paint|draw`;
const SKILLS_ES = String.raw`tocar (?:el|la) \p{L}+|nadar|montar en bici(?:cleta)?|montar a caballo|conducir|leer|escribir|cocinar|bailar|esquiar|patinar|hablar \p{L}+|coser|pintar|dibujar`;

export const FAMILY_LEARNING: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bmy (?:little |older |younger |big )?(?:${ENGLISH_FAMILY_WORDS}) (?:is|are) (?:learning|taking lessons to|having lessons to)(?: how)? to (?<skill>${SKILLS_EN})\b`, 'iu'),
    acks: ['How lovely!', 'That is a great thing to learn!'],
    questions: ['Can you {skill} too?', 'How are the lessons going?'],
    examples: ['My daughter is learning to play the piano.', 'My son is learning how to swim this summer.', 'My kids are learning to speak Spanish at school.'],
    counterExamples: ['My son learned to swim last year.', 'I am learning to play the piano.', 'Is your daughter learning to swim?', 'My daughter is learning a lot at school.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])mis? (?:${SPANISH_FAMILY_WORDS})(?: (?:pequeñ[oa]s?|mayor(?:es)?))? (?:está|están) aprendiendo a (?<skill>${SKILLS_ES})(?![\p{L}])`, 'iu'),
    acks: ['¡Qué bonito! (How lovely!)', '¡Qué bien, eso es muy útil! (How nice, that is very useful!)'],
    questions: ['¿Tú también sabes {skill}? (Can you do it too?)', '¿Qué tal van las clases? (How are the lessons going?)'],
    examples: ['Mi hija está aprendiendo a tocar el piano.', 'Mi hijo pequeño está aprendiendo a nadar.', 'Mis hijos están aprendiendo a hablar inglés.'],
    counterExamples: ['Mi hijo aprendió a nadar el año pasado.', 'Estoy aprendiendo a tocar el piano.', '¿Tu hija está aprendiendo a nadar?', 'Mi hija está aprendiendo mucho en el colegio.'],
  },
};
