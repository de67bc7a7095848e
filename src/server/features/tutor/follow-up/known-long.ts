/**
 * Someone the learner has known a long time ('I have known Peter for ten years', 'Somos amigas desde el colegio'):
 * asked how they met, or, where that was told ('since school'), what they like doing together; not 'What do you
 * think about Peter?' nor a question about the name. Each language with the messages it must read and those it must
 * leave, run as tests (known-long.test.ts).
 */
type KnownLong = { said: RegExp; metTold: RegExp; examples: readonly string[]; counterExamples: readonly string[] };

const WHO_EN = String.raw`(?:\p{Lu}\p{L}+|(?:my|our) (?:\p{L}+ )?\p{L}+|him|her|them)`;
const HOW_LONG_EN = String.raw`(?:for (?:\p{L}+|\d+) years|for (?:years|ages|a long time)|since (?:school|university|college|childhood|primary school|high school|we were (?:kids|children|little|young|at school)|\d{4}))`;
const WHO_ES = String.raw`(?:\p{Lu}\p{L}+|(?:mi|mis) (?:\p{L}+ )?\p{L}+)`;
const HOW_LONG_ES = String.raw`desde (?:hace (?:\p{L}+|\d+) años|hace (?:mucho|mucho tiempo)|siempre|(?:que )?éramos (?:niñ[oa]s|pequeñ[oa]s|jóvenes)|(?:el|la) (?:colegio|escuela|instituto|universidad|infancia)|\d{4})`;

export const KNOWN_LONG: Readonly<Record<'en' | 'es', KnownLong>> = {
  en: {
    // 'I know her for ten years', as learners often say it, is read too.
    said: new RegExp(String.raw`\b(?:I(?:'ve| have) known ${WHO_EN}|I know ${WHO_EN}|we(?:'ve| have) (?:known each other|been (?:best |close |good )?friends)|I(?:'ve| have) been (?:best |close |good )?friends with ${WHO_EN}) ${HOW_LONG_EN}(?![\p{L}])`, 'iu'),
    metTold: /\bsince (?:school|university|college|childhood|primary school|high school|we were)\b/i,
    examples: ['I have known Peter for ten years.', "We've been best friends since school.", "I've been friends with my neighbour for a long time.", 'I have known my boss since 2015.', 'I know my best friend since primary school.'],
    counterExamples: ['I have known about it for years.', 'My sister has known him for ten years.', 'I have lived here for ten years.', 'How long have you known him?', 'I know English for my work.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:(?:conozco|conocemos) a ${WHO_ES}|(?:somos|nos conocemos)(?: (?:amig[oa]s|mejores amig[oa]s))?) ${HOW_LONG_ES}(?![\p{L}])|(?<![\p{L}])hace (?:\p{L}+|\d+) años que (?:conozco a|somos amig[oa]s|nos conocemos)`, 'iu'),
    metTold: /desde (?:que )?(?:éramos|el colegio|la escuela|el instituto|la universidad|la infancia)/i,
    examples: ['Conozco a Pedro desde hace diez años.', 'Somos amigas desde el colegio.', 'Hace veinte años que conozco a mi mejor amigo.', 'Nos conocemos desde que éramos niños.'],
    counterExamples: ['Conozco Madrid desde hace años.', 'Mi hermana conoce a Pedro desde hace diez años.', 'Vivo aquí desde hace diez años.', '¿Desde cuándo conoces a Pedro?'],
  },
};

/** Someone known a long time, told in the message: whether where they met was told too. */
export function knownLong(message: string, language: 'en' | 'es'): { toldWhereMet: boolean } | null {
  if (/\?\s*$/.test(message.trim())) return null;
  const rule = KNOWN_LONG[language];
  return rule.said.test(message) ? { toldWhereMet: rule.metTold.test(message) } : null;
}
