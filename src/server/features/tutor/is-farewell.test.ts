import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from './tutor-test-helpers';
import { isFarewell } from './is-farewell';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('isFarewell', () => {
  it.each(['Bye, see you tomorrow!', 'Goodbye', 'Thanks, bye!', 'Thank you so much, see you next week.', 'OK, I have to go now.', 'Good night!', 'Adiós, hasta mañana', 'Gracias, nos vemos', 'Gracias, ¡hasta luego!', '¡Adiós!', 'Sorry, I have to go now. Bye!', 'Oh sorry, I need to go.', 'Lo siento, me tengo que ir.', 'thank you sophia, see you tomorrow', 'Gracias, Lucía, ¡hasta luego!', 'Es la una y media y tengo que irme.', "It's late, I have to go.", 'Vale, ya me voy.', 'Sorry, I have to go, my shift starts in ten minutes. Bye bye!', 'I must go now, I have lesson of piano. Bye!', 'Thank you for your help, bye!', "OK, I am finish for today. Thank you so much!", 'Thank you for your time, see you next week.', 'OK thanks, see you on Monday.', 'Great lesson, see you then!', 'Sorry I am tired today, we can stop?', 'Can we finish here?', "OK, that's enough for today.", '¿Podemos parar por hoy?', "Let's stop here, please.", 'bueno, hablamos la proxima semana', 'Gracias, hasta el lunes.', 'sorry i must go, my dad is calling me for lunch', "I'm sorry I have to go now, my daughter is crying", 'ok thanks, have a nice weekend', 'Have a good day, Sophia!', 'Thanks for the lesson, have a nice evening.', 'I am tired of practising, can we stop please?', "I'm tired, can we finish? thank you", 'Me gustó mucho hablar contigo, un abrazo', 'Ya es tarde, buenas noches y gracias por todo', 'vale muchas gracias, chao', 'I have to go to work now, bye', 'I have to go home.', 'Sorry, I need to go to bed.', 'I have to go to work.', "Ok, I've got to leave now, thanks.", 'I gotta go', 'I have to go because my boss wants me in the office.', 'gracias lucia, hasta manana', 'tchau, gracias'])('hears a goodbye in %j', (message) => {
    expect(isFarewell(message)).toBe(true);
  });

  it.each(['I said bye to my friends at the station.', 'See you later? I am not sure I can come.', 'Can I go now?', 'Yesterday I had to go to the doctor.', 'Sorry, I was late today.', 'Thank you for the help with my essay.', 'Thanks Sophia, it was useful.', 'Bye bye was the first English I learnt, and then I studied hard for many years.', 'My grandmother always says good night.', 'We waved and said goodbye.', 'I must go to the doctor tomorrow.', 'My friend said to me, goodbye.', 'I hope I will see you again.', 'We will see you on Monday at the station, my brother and I, and then we go to the museum together.', 'The bus can stop here.', 'Can we stop talking about work?', 'How can we stop climate change?', "It's enough for now, but I want to earn more.", "I'm so tired, I need to take a break.", 'Can we take a break?', 'I need to go to the bank today.', 'I have to go to the dentist tomorrow and I am scared.', 'Hola, buenas noches', 'Buenas noches Lucía, ¿qué tal?', 'We have a nice weekend house by the lake.', 'I want to have a good day tomorrow.', 'I must go, because my visa ends next month, back to my country: what do I need to prepare?', 'My friend said sorry I have to go, my mom is calling, and left the party early.', 'I have to go by bus every day.', 'I need to go over the past tense again.', 'I have to go the doctor tomorrow because my knee hurts.', 'At the end of every class, our teacher says, have a nice weekend.', 'Por la noche digo, buenas noches.', 'Tengo que irme a vivir a otra ciudad por trabajo.'])('hears none in %j', (message) => {
    expect(isFarewell(message)).toBe(false);
  });
});

describe('a goodbye', () => {
  it('is answered with a goodbye and no new question, by each teacher in their own language', async () => {
    const sophia = await askTutor({ slug: 'sophia', messages: [{ role: 'assistant', content: 'What did you do today?' }, { role: 'user', content: 'Bye, see you tomorrow!' }] });
    expect(sophia).toMatch(/bye|see you/i);
    expect(sophia).not.toContain('?');
    const lucia = await askTutor({ slug: 'lucia', messages: [{ role: 'assistant', content: '¿Qué hiciste hoy?' }, { role: 'user', content: 'Adiós, hasta mañana' }] });
    expect(lucia).toMatch(/hasta|adiós/i);
    expect(lucia).not.toContain('?');
  });
});
