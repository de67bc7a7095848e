import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { genderAndNumber } from './gender-and-number';

describe('gender-and-number', () => {
  it.each([
    ['La libro es interesante.', 'El libro es interesante.'],
    ['Tengo una perro.', 'Tengo un perro.'],
    ['Compré una camisa blanco.', 'Compré una camisa blanca.'],
    ['Tengo tres hermana.', 'Tengo tres hermanas.'],
    ['El problema es pequeña.', 'El problema es pequeño.'],
    ['Ella es muy simpático.', 'Ella es muy simpática.'],
    ['Ella es alta y delgado.', 'Ella es alta y delgada.'],
    ['El dinero es cara en esta ciudad.', 'El dinero es caro en esta ciudad.'],
    ['Mis abuelas son muy generosos.', 'Mis abuelas son muy generosas.'],
    ['Ellos estaban cansadas después del viaje.', 'Ellos estaban cansados después del viaje.'],
    ['Vivimos en una casa antiguo.', 'Vivimos en una casa antigua.'],
    ['Estas días trabajo mucho.', 'Estos días trabajo mucho.'],
    ['Fue un viaje muy bonita.', 'Fue un viaje muy bonito.'],
    ['Siempre llego tarde a muchas eventos.', 'Siempre llego tarde a muchos eventos.'],
    ['Mi primos viven en el campo.', 'Mis primos viven en el campo.'],
    ['Escribo mis propios novelas.', 'Escribo mis propias novelas.'],
    ['Mis hermanos son muy amable.', 'Mis hermanos son muy amables.'],
    ['Compramos unas sillas azul.', 'Compramos unas sillas azules.'],
    ['Nosotros estábamos triste.', 'Nosotros estábamos tristes.'],
    ['Él es muy inteligentes.', 'Él es muy inteligente.'],
    ['Todos mis amigas vinieron a la fiesta.', 'Todas mis amigas vinieron a la fiesta.'],
    ['Paso toda el verano en la playa.', 'Paso todo el verano en la playa.'],
    ['Todas los días camino al trabajo.', 'Todos los días camino al trabajo.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, genderAndNumber)).toBe(right);
  });

  it.each([
    'El agua está fría.',
    'La mano está limpia.',
    'Tengo tres hermanas.',
    'Los coches rojos son caros.',
    'La comida del restaurante es cara.',
    'El precio de la comida es alto.',
    'Dormimos en una tienda bajo el puente.',
    'Su historia estaba triste.',
    'Mi amiga es muy divertida.',
    'Mi hermano y yo somos altos.',
    'Ella tiene todo lo que quiere.',
    'Soy paciente pero activa.',
    'Queremos dar a la gente seguro de salud.',
    'Las dos estábamos muy enojadas.',
    'Vemos nuestros programas de televisión favoritos.',
    'Esta casa es bonita.',
    'Muchas personas viven aquí.',
    'Mi país tiene playas bonitas.',
    'Su inglés mejora cada día.',
    'Tengo mi propia bicicleta.',
    'La vida de los estudiantes es difícil.',
    'Nosotros somos felices.',
    'Los perros grandes ladran.',
    'Todas mis amigas vinieron.',
    'Todo el mundo lo sabe.',
    'Toda mi familia vive lejos.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, genderAndNumber)).toBe(sentence);
  });
});
