/** The teachers' first names as a learner types them to address one ('Thanks, Sophia', 'Lucia, ¿qué significa...?'), for a pattern. */
export const TEACHER_FIRST_NAME = '(?:sophia|oliver|maya|daniel|claire|ethan|luc[ií]a)';
