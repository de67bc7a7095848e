/**
 * Worry about an exam or a talk to give ('I'm worried about my exams', 'Estoy preocupada por mis exámenes'): that it is
 * normal, when it is and how they are preparing; not 'Is there anyone who helps you with your exams?'. Stress is a
 * feeling (how-i-feel.ts) and nerves about news just told are nerves-about-news.ts, both tried first. Each language with
 * the messages it must read and those it must leave, run as tests (exam-worry.test.ts).
 */
import type { ToldRules } from './told-rule';

export const EXAM_WORRY: ToldRules = {
  en: {
    said: /\bI(?:'m| am) (?:really |very |so |a bit |a little |quite |super )?(?:worried|nervous|anxious|scared|afraid) (?:about|because of|of) (?:my|the|an|our|a) (?:\p{L}+ )?(?<exam>exams?|tests?|finals|presentation|interview|driving test)\b/iu,
    acks: ["That's very normal: it shows you care.", 'Lots of people feel that way before a big day.'],
    questions: ['How long have you got until your {exam}?', 'How are you preparing for your {exam}?'],
    examples: ["I'm worried about my exams.", 'I am really nervous about the maths test.', "I'm scared of my presentation tomorrow."],
    counterExamples: ['My son is worried about his exams.', "I'm worried about my mother.", 'Are you nervous about the exam?', 'I passed my exams.'],
  },
  es: {
    said: /(?<![\p{L}])(?:estoy|me siento) (?:muy |un poco |bastante |súper |tan )?(?:preocupad[oa]|nervios[oa]|asustad[oa]) (?:por|con) (?:el|mi|mis|los|la|las|un|una) (?:\p{L}+ )?(?:examen|exámenes|prueba|pruebas|presentación|entrevista|finales)(?![\p{L}])/iu,
    acks: ['Es muy normal: significa que te importa. (That is very normal: it shows you care.)', 'Mucha gente se siente así antes de un día importante. (Lots of people feel that way before a big day.)'],
    questions: ['¿Cuánto tiempo te queda para prepararte? (How long do you have left to prepare?)', '¿Cómo te estás preparando? (How are you preparing?)'],
    examples: ['Estoy preocupada por mis exámenes.', 'Estoy muy nervioso por la presentación de mañana.', 'Me siento un poco asustada por el examen de conducir.'],
    counterExamples: ['Mi hijo está preocupado por sus exámenes.', 'Estoy preocupada por mi madre.', '¿Estás nerviosa por el examen?', 'Aprobé mis exámenes.'],
  },
};
