/**
 * A shopping trip told ('I went shopping yesterday', 'Fuimos de compras'): asked what they bought or where they went,
 * not 'How did you get into shopping?' as if it were a hobby. Each language with the messages it must read and
 * those it must leave, run as tests (shopping-told.test.ts).
 */
type ShoppingTold = { said: RegExp; together: RegExp; bought: RegExp; examples: readonly string[]; counterExamples: readonly string[] };

export const SHOPPING_TOLD: Readonly<Record<'en' | 'es', ShoppingTold>> = {
  en: {
    said: /\b(?:I|we) (?:went|did (?:some|the|a bit of|my|our)) (?:grocery |food |christmas )?shopping\b|\b(?:I|we) went to the (?:shops|mall|shopping (?:centre|center|mall))\b/i,
    together: /\bwe\b|\bwith (?:my|our|a|some)\b/i,
    bought: /\b(?:bought|got|found)\b/i,
    examples: ['I went shopping yesterday.', 'We did some shopping in town.', 'On Saturday I went to the mall with my sister.'],
    counterExamples: ['I love shopping.', 'My wife went shopping.', 'Do you like shopping?', 'I hate going to the shops.'],
  },
  es: {
    said: /(?<![\p{L}])(?:fui|fuimos) de compras(?![\p{L}])|(?<![\p{L}])(?:hice|hicimos) (?:la compra|las compras)(?![\p{L}])|(?<![\p{L}])(?:fui|fuimos) al (?:centro comercial|supermercado)(?![\p{L}])/iu,
    together: /(?<![\p{L}])(?:fuimos|hicimos)(?![\p{L}])|(?<![\p{L}])con (?:mi|mis|un|una|unos|unas)(?![\p{L}])/iu,
    bought: /(?<![\p{L}])(?:compré|compramos|encontré|encontramos)(?![\p{L}])/iu,
    examples: ['Ayer fui de compras.', 'Fuimos de compras al centro.', 'El sábado hice la compra con mi madre.'],
    counterExamples: ['Me gusta ir de compras.', 'Mi hermana fue de compras.', '¿Fuiste de compras?'],
  },
};

const QUESTIONS = {
  en: { what: 'What did you buy?', whatTogether: 'What did you buy?', where: 'Where did you go shopping?', whereTogether: 'Where did you go shopping?' },
  es: { what: '¿Qué compraste? (What did you buy?)', whatTogether: '¿Qué comprasteis? (What did you buy?)', where: '¿Adónde fuiste de compras? (Where did you go shopping?)', whereTogether: '¿Adónde fuisteis de compras? (Where did you go shopping?)' },
};

/** The questions for a shopping trip told, 'vosotros' when with others; what was bought is not asked once told. */
export function shoppingQuestions(message: string, language: 'en' | 'es'): string[] | null {
  const rule = SHOPPING_TOLD[language];
  if (/\?\s*$/.test(message.trim()) || !rule.said.test(message)) return null;
  const together = rule.together.test(message);
  const q = QUESTIONS[language];
  const what = together ? q.whatTogether : q.what;
  const where = together ? q.whereTogether : q.where;
  return rule.bought.test(message) ? [where] : [what, where];
}
