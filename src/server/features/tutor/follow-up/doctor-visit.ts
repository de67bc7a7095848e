/**
 * A visit the learner made to the doctor or the dentist ('I went to the doctor this morning for my back', 'Ayer fui al
 * dentista'): a hope it was nothing serious, and what they were told; not 'Could you tell me a little more about the
 * doctor?'. Each language with the messages it must read and those it must leave, run as tests (doctor-visit.test.ts).
 */
import type { ToldRules } from './told-rule';

/**
 * The same visit told with how the learner feels now ('Ayer fui al médico y hoy me siento mejor'): glad, and what they were
 * told; never '¿Cómo te encuentras ahora?', just answered. Before DOCTOR_VISIT (told-events.ts).
 */
export const DOCTOR_VISIT_FEELING_BETTER: ToldRules = {
  en: {
    said: /\bI(?: have| had|'ve)? (?:just |finally )?(?:went to|been to|saw|visited) (?:the|my|a) (?:doctor|doctor's|dentist|dentist's|gp|physio)\b[^.!?]*\b(?:i(?:'m| am)? (?:feel(?:ing)?|am) (?:much |a lot |a bit |a little )?(?:better|fine|ok(?:ay)?|good)|i feel (?:much |a lot |a bit )?(?:better|fine|good))\b/i,
    acks: ["I'm so glad you're feeling better.", 'Good to hear you feel better.'],
    questions: ['What did the doctor say?', 'Did they give you anything for it?'],
    examples: ['I went to the doctor yesterday and today I feel much better.', 'I saw the dentist this morning and now I am fine.'],
    counterExamples: ['I went to the doctor this morning for my back.', 'I feel better when I run.'],
  },
  es: {
    said: /(?<![\p{L}])(?:fui|he ido|estuve) (?:al|con el|con mi) (?:médico|doctor|dentista|fisio)(?![\p{L}])[^.!?]*(?<![\p{L}])(?:me (?:siento|encuentro) (?:mucho |un poco |ya )?(?:mejor|bien)|(?:ya )?estoy (?:mucho |un poco )?(?:mejor|bien))(?![\p{L}])/iu,
    acks: ['¡Me alegro de que ya te sientas mejor! (I am glad you feel better now!)', '¡Qué bien que estés mejor! (Great that you are better!)'],
    questions: ['¿Qué te dijo el médico? (What did the doctor say?)', '¿Te dio algo para tomar? (Did they give you anything to take?)'],
    examples: ['Ayer fui al médico y hoy me siento mejor.', 'Fui al dentista y ya estoy bien.'],
    counterExamples: ['Ayer fui al dentista.', 'Estoy mejor en verano.'],
  },
};

export const DOCTOR_VISIT: ToldRules = {
  en: {
    said: /\bI(?: have| had|'ve)? (?:just |finally )?(?:went to|been to|saw|visited|had an appointment (?:with|at)) (?:the|my|a) (?:doctor|doctor's|dentist|dentist's|gp|physio|physiotherapist|eye doctor|skin doctor)\b(?![^.!?]*\b(?:tomorrow|next|will|with my (?:son|daughter|mother|father|mum|mom|dad|grandmother|grandfather|grandma|grandpa|husband|wife)))/i,
    acks: ['I hope it was nothing serious.', 'Oh, I hope everything is okay.'],
    questions: ['What did they say?', 'How are you feeling now?'],
    examples: ['I went to the doctor this morning for my back.', 'Yesterday I saw the dentist and it was fine.', 'I had an appointment with my GP today.'],
    counterExamples: ['I went to the doctor with my son.', 'My sister went to the dentist.', 'I will go to the doctor tomorrow.', 'Did you go to the doctor?', 'I want to be a doctor.'],
  },
  es: {
    said: /(?<![\p{L}])(?:fui|he ido|tuve (?:una )?cita|estuve) (?:al|en el|con el|con mi) (?:médico|doctor|dentista|fisio|fisioterapeuta|oculista|dermatólogo)(?![\p{L}])(?![^.!?]*(?:mañana|con mi (?:hij[oa]|madre|padre|abuel[oa]|marido|mujer)))/iu,
    acks: ['Espero que no sea nada grave. (I hope it is nothing serious.)', 'Espero que todo esté bien. (I hope everything is okay.)'],
    questions: ['¿Qué te dijo? (What did they say?)', '¿Cómo te encuentras ahora? (How are you feeling now?)'],
    examples: ['Esta mañana fui al médico por la espalda.', 'Ayer fui al dentista.', 'He ido al fisio porque me duele la rodilla.'],
    counterExamples: ['Fui al médico con mi hijo.', 'Mi hermana fue al dentista.', '¿Fuiste al médico?', 'Quiero ser médico.'],
  },
};
