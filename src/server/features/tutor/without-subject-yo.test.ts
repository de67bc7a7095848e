/** 'Yo' before the learner's own verb is taken out before Lucía listens; elsewhere it stays. */
import { describe, expect, it } from 'vitest';
import { withoutSubjectYo } from './without-subject-yo';

describe('withoutSubjectYo', () => {
  it.each([
    ['Yo estoy nerviosa porque mañana tengo un examen.', 'Estoy nerviosa porque mañana tengo un examen.'],
    ['Cuando yo era niño, yo vivía en México con mi abuela.', 'Cuando era niño, vivía en México con mi abuela.'],
    ['La ciudad donde yo vivo es muy bonita.', 'La ciudad donde vivo es muy bonita.'],
    ['Me gusta el cine. Yo voy cada semana.', 'Me gusta el cine. Voy cada semana.'],
  ])('takes it out of %j', (message, heard) => {
    expect(withoutSubjectYo(message)).toBe(heard);
  });

  it.each(['Mi hermana y yo jugamos al tenis.', '¿Y yo?', 'Yo, la verdad, no sé.', 'Yo también tengo un perro.', 'Yo.', 'Ella y yo somos amigas.'])('leaves %j as it is', (message) => {
    expect(withoutSubjectYo(message)).toBe(message);
  });
});
