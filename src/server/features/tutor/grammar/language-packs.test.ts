import { describe, expect, it } from 'vitest';
import { packFor } from './language-packs';

describe('packFor', () => {
  it("takes the pack of the teacher's language", () => {
    expect(packFor('en-GB', 'Hola, ¿qué tal?')?.code).toBe('en');
    expect(packFor('es-ES', 'Me gusta.')?.code).toBe('es');
    expect(packFor('EN-us', 'Hello.')?.code).toBe('en');
  });

  it("leaves English written to the Spanish teacher alone: 'name' is not 'ñame'", () => {
    for (const text of ['What is your name?', 'My sister is a nurse and she lives in Dallas.', 'Can you speak slower please?', 'I like it.']) expect(packFor('es-ES', text)).toBeNull();
    // Spanish with English words in it is still hers.
    for (const text of ['Mi película favorita es "The Lion King and the Queen of the Forest".', 'Me gusta el football.', 'Vivo en New York con my family.', 'Tengo una perro.', 'Hola']) expect(packFor('es-ES', text)?.code).toBe('es');
  });

  it('has no pack for a language it does not teach', () => {
    expect(packFor('fr-FR', 'Je suis allé au marché.')).toBeNull();
  });

  it('tells the language by the words when no teacher names it', () => {
    expect(packFor(undefined, 'Ayer fuimos a la playa con mis amigos y comimos pescado.')?.code).toBe('es');
    expect(packFor(undefined, 'Yesterday we went to the beach with my friends.')?.code).toBe('en');
  });

  it("carries each pack's measured gates: a family measured on may correct, an unknown one may not", () => {
    const english = packFor('en-GB', '')!;
    expect(english.gates.corrects('harper:spelling')).toBe(true);
    expect(english.gates.corrects('a-family-nobody-measured')).toBe(false);
    expect(english.questionGates.corrects('a-family-nobody-measured')).toBe(true);
  });
});
