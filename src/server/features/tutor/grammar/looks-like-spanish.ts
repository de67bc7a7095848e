/** Harper checks English only: text in Spanish (Lucía's lessons) must not be "corrected" into English. */
export const SPANISH_WORDS: ReadonlySet<string> = new Set(
  ('el la los las es soy eres somos son estoy estás está estamos y de del que en un una unos unas por para con mi mis tu tus ' +
    'su muy hola gracias quiero quieres tengo tienes vivo vives llamo llamas pero también yo nosotros usted buenos buenas días ' +
    'noches tardes cómo qué dónde cuándo porque sí bien mal hoy mañana ayer').split(' '),
);

export function looksLikeSpanish(text: string): boolean {
  if (/[ñ¿¡]/i.test(text)) return true;
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (words.length === 0) return false;
  const spanish = words.filter((w) => SPANISH_WORDS.has(w) || /[áéíóú]/.test(w)).length;
  return spanish / words.length >= 0.25;
}
