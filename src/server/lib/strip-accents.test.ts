import { describe, expect, it } from 'vitest';
import { stripAccents } from './strip-accents';

describe('stripAccents', () => {
  it('takes the marks off letters, whether the text came composed or decomposed', () => {
    expect(stripAccents('Perú')).toBe('Peru');
    expect(stripAccents('Perú'.normalize('NFD'))).toBe('Peru');
    expect(stripAccents('pingüino, año, ÁRBOL')).toBe('pinguino, ano, ARBOL');
    expect(stripAccents('café naïve')).toBe('cafe naive');
  });

  it('leaves text without marks as it was', () => {
    expect(stripAccents("It's 5 o'clock!")).toBe("It's 5 o'clock!");
  });
});
