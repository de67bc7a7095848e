/**
 * A dish the learner is known for ('My speciality is lasagna', 'I usually cook dinner for my family, my speciality is
 * lasagna', 'Mi especialidad es la tortilla de patatas'): its secret, and who taught them; not a question about the
 * family they cook for. Someone else's speciality is left. Each language with the messages it must read and those it
 * must leave, run as tests (speciality-told.test.ts).
 */
import type { ToldRules } from './told-rule';

export const SPECIALITY_TOLD: ToldRules = {
  en: {
    said: /\bmy (?:speciality|specialty|signature dish|best dish) is (?:my |a |an |the )?(?<dish>[\p{L} -]{3,30}?)(?=\s*(?:[.,;!]|$| and | but | because ))/iu,
    acks: ['Mmm, that sounds delicious!', 'A speciality, how lovely!'],
    questions: ['What is the secret of your {dish}?', 'Who taught you to make {dish}?', 'What is the secret of it?'],
    examples: ['I usually cook dinner for my family, my speciality is lasagna.', 'My speciality is chicken curry.', 'My best dish is a chocolate cake, everybody loves it.'],
    counterExamples: ["My mother's speciality is paella.", 'What is your speciality?', 'My speciality at university was chemistry.'],
  },
  es: {
    // 'Mi especialidad' is what one studies or practises as often ('psicología', 'la cardiología', 'el derecho'): a dish
    // only when named with its article and not a field ('-logía', '-ía', 'derecho', 'medicina'); 'plato estrella' always is.
    said: /(?<![\p{L}])mi (?:especialidad es (?:la |el |las |los |una |un )(?!\p{L}*(?:logía|ía|ería|ción|sión|dad|ismo|ura)(?![\p{L}])|(?:derecho|medicina|química|física|historia|informática|economía|finanzas|contabilidad|marketing|arquitectura|literatura)(?![\p{L}]))|(?:plato estrella|mejor plato) es (?:la |el |las |los |una |un )?)(?<dish>[\p{L} ]{3,30}?)(?=\s*(?:[.,;!]|$| y | pero | porque ))/iu,
    acks: ['¡Qué rico! (How delicious!)', '¡Qué bien, una especialidad! (How lovely, a speciality!)'],
    questions: ['¿Cuál es el secreto de tu {dish}? (What is its secret?)', '¿Quién te enseñó a hacer tu {dish}? (Who taught you to make it?)', '¿Cuál es el secreto? (What is its secret?)'],
    examples: ['Mi especialidad es la tortilla de patatas.', 'Normalmente cocino para mi familia, mi plato estrella es el cocido.'],
    counterExamples: ['La especialidad de mi madre es la paella.', '¿Cuál es tu especialidad?', 'Mi especialidad es psicología.', 'Estudio en Michigan y mi especialidad es ciencias políticas.', 'Soy médico y mi especialidad es la cardiología.', 'Soy abogada, mi especialidad es el derecho laboral.', 'Soy ingeniero y mi especialidad es la programación.'],
  },
};
