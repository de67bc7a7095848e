import { describe, expect, it } from 'vitest';
import { agreeWith, englishPerson, spanishPerson } from './person-agreement';

describe('a reply agrees with the person it asks about', () => {
  it.each([
    ['hija', '¿Está{n} {contento}? ¿Qué {le} dijiste para animar{lo}?', '¿Está contenta? ¿Qué le dijiste para animarla?'],
    ['hijos', '¿Está{n} {contento}? ¿Qué {le} dijiste para animar{lo}?', '¿Están contentos? ¿Qué les dijiste para animarlos?'],
    ['hermanas', '¿Cómo se siente{n}?', '¿Cómo se sienten?'],
    ['padre', '({Is} {subject} feeling better?)', '(Is he feeling better?)'],
  ])('in Spanish, %s', (word, template, expected) => expect(agreeWith(template, spanishPerson(word))).toBe(expected));

  it.each([
    ['daughter', 'I hope {subject} feel{s} better; what helps {object}? {Is} {subject} ok?', 'I hope she feels better; what helps her? Is she ok?'],
    ['Son', 'How {is} {subject} now?', 'How is he now?'],
    ['parents', 'I hope {subject} feel{s} better; what helps {object}?', 'I hope they feel better; what helps them?'],
    ['friend', 'How {is} {subject} now?', 'How are they now?'],
  ])('in English, %s', (word, template, expected) => expect(agreeWith(template, englishPerson(word))).toBe(expected));
});
