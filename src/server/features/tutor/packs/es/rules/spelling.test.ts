import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { spelling } from './spelling';

describe('spelling', () => {
  it.each([
    ['Mi hermano tambien juega al fútbol.', 'Mi hermano también juega al fútbol.'],
    ['Despues de clase voy a casa.', 'Después de clase voy a casa.'],
    ['Vivo en una ciudad con muchos musicos.', 'Vivo en una ciudad con muchos músicos.'],
    ['Comimos en un restuarante chino.', 'Comimos en un restaurante chino.'],
    ['Mis programmas favoritos son de cocina.', 'Mis programas favoritos son de cocina.'],
    ['Hablo con lagente del pueblo.', 'Hablo con la gente del pueblo.'],
    ['El examen fue muy dificil.', 'El examen fue muy difícil.'],
    ['Fuimos a la Basilica de San Pedro.', 'Fuimos a la Basílica de San Pedro.'],
    ['Se escapó con con su novio.', 'Se escapó con su novio.'],
    ['Mis primos viven en Peru.', 'Mis primos viven en Perú.'],
    ['El verano pasado viajamos a Mexico.', 'El verano pasado viajamos a México.'],
    ['Mi tia cocina muy bien.', 'Mi tía cocina muy bien.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, spelling)).toBe(right);
  });

  it.each([
    'Me gusta esta película.',
    'Llevo jeans y una camiseta.',
    'Mi amiga Xiomara vive en Oaxaca.',
    'Quiero ver la película favorite de mi hermano.',
    'Vamos al cine esta tarde.',
    'Comemos pan con tomate.',
    'Es una película muy muy larga.',
    'Ganó en los Billboard Latin Music Awards.',
    'Mi amiga Rocío vive en Sevilla.',
    // A word the learner may have meant two ways, or only a wrong way: no respelling is sure.
    'Las picturas son bonitas.', // the c of 'pict-' is no s: not 'pisturas'
    'Mi favorito desporte es el tenis.', // 'deporte' or 'desnorte'
    'Corrió a encontarse con William.', // 'encontrarse' or 'encontrase'
    'La histoire de la familia es larga.', // after 'la' a noun, not 'historie' of 'historiar'
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, spelling)).toBe(sentence);
  });
});
