/**
 * Exams to study for, told ('I have to study a lot for my final exams', 'Tengo que estudiar mucho para mis exámenes
 * finales'): when they are and which subject worries them most; not '¿Por qué son importantes tus exámenes para ti?'.
 * An exam with its date told is the exam fact's (told-fact-phrasings.ts, spanish-learner-facts.ts). Each language with
 * the messages it must read and those it must leave, run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const EXAMS_TO_STUDY_FOR: ToldRules = {
  en: {
    said: /\bI (?:have to|need to|must|'ve got to|have got to) (?:study|revise|prepare) (?:a lot |hard |very hard |so much )?for (?:my|the|our) (?:final |end-of-year |end of year |university |mid-?term )?(?:exams|tests)\b/i,
    acks: ['Good luck with your exams!', 'Exam time, that is a lot of work.'],
    questions: ['When are your exams?', 'Which subject worries you most?'],
    examples: ['I have to study a lot for my final exams.', 'I need to revise for my exams this month.'],
    counterExamples: ['My son has to study for his exams.', 'Do you have to study for your exams?', 'I have to study for my driving test.'],
  },
  es: {
    said: /(?<![\p{L}])(?:tengo que|necesito|debo) (?:estudiar|preparar(?:me)?|repasar) (?:mucho |muchísimo |bastante )?(?:para )?(?:mis|los) (?:exámenes|examenes|parciales|finales)(?![\p{L}])/iu,
    acks: ['¡Mucho ánimo con los exámenes! (Good luck with your exams!)'],
    questions: ['¿Cuándo son tus exámenes? (When are your exams?)', '¿Qué asignatura te preocupa más? (Which subject worries you most?)'],
    examples: ['Tengo que estudiar mucho para mis exámenes finales.', 'Necesito prepararme para los exámenes de junio.'],
    counterExamples: ['Mi hijo tiene que estudiar para sus exámenes.', '¿Tienes que estudiar para tus exámenes?'],
  },
};
