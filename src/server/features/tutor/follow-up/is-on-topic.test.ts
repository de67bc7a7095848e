/** Whether a question picks up the learner's topic: by a content word's stem, however its accents were typed. */
import { describe, expect, it } from 'vitest';
import { findLemma } from '../wordnet/find-lemma';
import { asksAboutTopic, isOnTopic } from './is-on-topic';

describe('a question on the learner’s topic', () => {
  it.each([
    ['What do you like most about cooking?', 'I love cooking for my friends.'],
    // A learner who leaves out an accent means the same word the question writes with it, and the other way round.
    ['¿Qué piensas de la película? (What do you think about it?)', 'La pelicula es muy larga.'],
    ['¿Desde cuándo te gusta la música? (How long have you liked that?)', 'Me gusta la musica clasica.'],
    ['¿Cuándo sueles ir al cafe? (When do you usually go?)', 'Voy al café con mi hermana.'],
  ])('%j picks up %j', (question, message) => {
    expect(isOnTopic(question, message)).toBe(true);
  });

  it.each([
    ['¿Tienes hermanos? (Do you have brothers or sisters?)', 'La pelicula es muy larga.'],
    // Grammar words, with or without their accent, are no topic.
    ['¿Está bien tu madre? (Is your mother well?)', 'Esta semana estoy cansada.'],
    ['What do you do at the weekend?', 'I think it is very good.'],
  ])('%j does not pick up %j', (question, message) => {
    expect(isOnTopic(question, message)).toBe(false);
  });
});

describe('a bank question the teacher may choose', () => {
  const isWord = (word: string) => !!findLemma(word, 'noun') || !!findLemma(word, 'verb');

  it.each([
    ['Which household chore do you enjoy the least?', 'We rented a small house by the sea.'],
    ['Do you enjoy watching football?', 'I hurt my foot on the stairs.'],
    ['Do you have a favourite bookshop?', 'I borrowed a book from my sister.'],
    ['What do you normally have for breakfast?', 'I love baking bread on Sundays.'],
  ])('does not take %j for %j: its word only begins like the learner’s, or is the learner’s and another', (question, message) => {
    expect(isOnTopic(question, message)).toBe(true); // the bench's judge is looser
    expect(asksAboutTopic(question, message, isWord, { isEnglish: true })).toBe(false);
  });

  it.each([
    ['How do you stay focused when you have a lot to do?', 'I love rainy days because I can stay at home and read.'],
    ['How do you stay focused when you have a lot to do?', 'This weekend I am staying at home.'],
    ['How do you like to spend your evenings during the week?', 'I believe children spend too much time on their phones.'],
  ])('does not take %j for %j: a verb too light to be the topic', (question, message) => {
    expect(asksAboutTopic(question, message, isWord, { isEnglish: true })).toBe(false);
  });

  it.each([
    ['What are you looking forward to this month?', 'I am looking forward to the holidays.'],
    ['How do you feel about your new job?', 'I feel nervous at work.'],
    ['How long have you known your best friend?', 'I know my best friend from school.'],
  ])('still takes %j for %j: a verb with a meaning of its own', (question, message) => {
    expect(asksAboutTopic(question, message, isWord, { isEnglish: true })).toBe(true);
  });

  it.each([
    ['Where do you like travelling?', 'I want to travel more.'],
    ['What do you like most about cooking?', 'I cook every evening.'],
    ['Who are your favourite painters?', 'I like to paint.'],
    ['Which houses do you like?', 'Our house is old.'],
    ['What are you studying?', 'My sister studies law.'],
  ])('takes %j for %j: another form of the same word', (question, message) => {
    expect(asksAboutTopic(question, message, isWord, { isEnglish: true })).toBe(true);
  });
});
