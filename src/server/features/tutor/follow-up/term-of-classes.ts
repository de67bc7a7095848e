/**
 * A term of classes counted ('This semester I have five classes', 'Este semestre tengo cinco clases y es muy difícil'):
 * which class they enjoy most and which is hardest; not 'What do you do when something like that happens?'. Classes of a
 * hobby told by the week are classes-told.ts's. Each language with the messages it must read and those it must leave, run
 * as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

const COUNT_EN = 'two|three|four|five|six|seven|eight|[2-9]';
const COUNT_ES = 'dos|tres|cuatro|cinco|seis|siete|ocho|[2-9]';

export const TERM_OF_CLASSES: ToldRules = {
  en: {
    said: new RegExp(String.raw`\b(?:this|next|last) (?:semester|term|year|quarter),? I (?:have|am taking|'m taking|take|had|took) (?:${COUNT_EN}) (?:classes|courses|subjects|modules)\b|\bI (?:have|am taking|'m taking) (?:${COUNT_EN}) (?:classes|courses|subjects|modules) (?:this|next) (?:semester|term|year|quarter)\b`, 'i'),
    acks: ['That is a full timetable!', 'That sounds like a busy term.'],
    questions: ['Which class do you enjoy most?', 'Which one is the hardest for you?'],
    examples: ['This semester I have five classes, it is a lot of work.', 'I am taking four courses this term.'],
    counterExamples: ['My son has five classes this semester.', 'How many classes do you have this semester?', 'I have two classes on Monday.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:este|el próximo|el pasado) (?:semestre|trimestre|cuatrimestre|curso|año),? (?:tengo|tuve|hago|estoy haciendo|curso) (?:${COUNT_ES}) (?:clases|asignaturas|cursos|materias)(?![\p{L}])|(?<![\p{L}])(?:tengo|curso) (?:${COUNT_ES}) (?:clases|asignaturas|cursos|materias) (?:este|el próximo) (?:semestre|trimestre|cuatrimestre|curso|año)(?![\p{L}])`, 'iu'),
    acks: ['¡Qué horario tan lleno! (What a full timetable!)'],
    questions: ['¿Qué clase te gusta más? (Which class do you enjoy most?)', '¿Cuál es la más difícil para ti? (Which one is the hardest for you?)'],
    examples: ['Este semestre tengo cinco clases y es muy difícil.', 'Tengo cuatro asignaturas este cuatrimestre.'],
    counterExamples: ['Mi hijo tiene cinco clases este semestre.', '¿Cuántas clases tienes este semestre?', 'Tengo dos clases el lunes.'],
  },
};
