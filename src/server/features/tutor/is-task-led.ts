import type { TutorTeacher } from '../../lib/language-model';

/** An IELTS examiner's or a pronunciation coach's next turn is the next exam part or drill, not a chat about the learner's life. */
export const isTaskLed = (teacher: TutorTeacher): boolean => teacher.task === 'ielts' || teacher.task === 'pronunciation';
