import { describe, expect, it } from 'vitest';
import { packFor } from './language-packs';

describe('packFor', () => {
  it("takes the pack of the teacher's language", () => {
    expect(packFor('en-GB', 'Hola, ¿qué tal?')?.code).toBe('en');
    expect(packFor('es-ES', 'I like it.')?.code).toBe('es');
    expect(packFor('EN-us', 'Hello.')?.code).toBe('en');
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
