import { describe, expect, it } from 'vitest';
import { isEnglish, reactToMessage, THANKS_IN_A_LINE } from './react-to-message';
import { askTutor, recordingChooser, teacherFor } from './tutor-test-helpers';

describe('a message to Lucía read as English', () => {
  it.each(['My sister is a nurse.', 'I like football.', 'I am tired today.', 'What is this word?'])('%j is English', (message) => {
    expect(isEnglish(message)).toBe(true);
  });

  it.each(['Ella es my hermana mayor.', 'Mi actor favorito es my hermano.', 'Leo un libro que se titula "All the light you cannot see".', 'Me gusta el cine.'])('%j is Spanish, one English word a slip', (message) => {
    expect(isEnglish(message)).toBe(false);
  });
});

describe('a greeting with a feeling in it', () => {
  it('answers the feeling, not the greeting', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'hola! estoy un poco triste hoy' }] });
    expect(reply).not.toMatch(/qué alegría verte|qué bien tenerte/i);
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¡Hola, buenos días!' }] })).toMatch(/hola/i);
  }, 20_000);
});

describe('a greeting in the learner\'s own language, or to the teacher by name', () => {
  it.each(['hallo lucia, buenos dias', 'ciao lucia!', 'oi lucia', 'ni hao'])('Lucía greets %j back', async (message) => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(/¡Hola/);
    expect(reply).not.toMatch(/gracias por contármelo/);
  }, 20_000);

  it.each(['buenas noches profesora', 'Ola buenas tardes'])('asks no follow-up about the time of day in %j', async (message) => {
    const reply = await askTutor({ slug: 'lucia', topic: 'Daily Routine', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(/¡Hola/);
    expect(reply).not.toMatch(/sobre las (?:noches|tardes)/);
  }, 20_000);
});

describe('Spanish words that look like a hello', () => {
  it.each(['Oi un ruido muy raro anoche.', 'Ola de calor en Sevilla, uf.'])('%j is no greeting', async (message) => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: message }] });
    expect(reply).not.toMatch(/qué alegría verte|qué bien tenerte/i);
  }, 20_000);
});

describe('thanks that belong to a letter, an interview or a scene', () => {
  it.each(['Thank you for the offer. I am very excited about the role, but I was hoping for a higher salary.', 'Thank you for your order. It will arrive on Monday.', 'Thank you for inviting me to the interview today.'])('%j is not thanked back', (message) => {
    expect(THANKS_IN_A_LINE.test(message)).toBe(true);
    expect(reactToMessage(message, teacherFor('daniel'), recordingChooser().chooser)).not.toMatch(/welcome|My pleasure/);
  });
  it.each(['Thank you for your help!', 'thanks for the explanation', 'Thank you for the lesson today.', 'Thanks for the opportunity to practice with you.', 'Thanks for the interview practice, it helped a lot.', 'Thank you for your patience and understanding.'])('%j is thanks to the teacher', (message) => {
    expect(THANKS_IN_A_LINE.test(message)).toBe(false);
  });
});

describe('a doubt quoted in a question', () => {
  it('is no doubt of the learner', () => {
    const teacher = teacherFor('oliver');
    const { chooser } = recordingChooser();
    expect(reactToMessage('Do examiners lower the score if I say "I\'m not sure"?', teacher, chooser)).not.toMatch(/come back to it|let's try something different/);
    expect(reactToMessage("I'm not sure, maybe yes.", teacher, chooser)).toMatch(/come back to it|let's try something different/);
  });
});
