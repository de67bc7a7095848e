/**
 * A long time lived in a place ('I have lived here since 2010', 'Vivo aquí desde hace diez años'): asked what they
 * like most about living there, not about the weather or 'What do you think about Leeds?'. Learners' own forms
 * ('I live here since 2010') are read too. Each language with the messages it must read and those it must leave,
 * run as tests (lived-long.test.ts).
 */
type LivedLong = { said: RegExp; examples: readonly string[]; counterExamples: readonly string[] };

const HOW_LONG_EN = String.raw`(?:for (?:\p{L}+|\d+) (?:years|months)|for (?:years|a long time|ages)|since (?:\d{4}|[Ii] was (?:a )?(?:kid|child|little|young|born|\d+)|childhood)|all my life)`;

export const LIVED_LONG: Readonly<Record<'en' | 'es', LivedLong>> = {
  en: {
    said: new RegExp(String.raw`\b[Ii](?:(?:'ve| have) (?:lived|been living)| live|'m living| am living) (?:here|there|in (?<place>\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)|in this (?:city|town|country|area)) ${HOW_LONG_EN}(?![\p{L}])`, 'u'),
    examples: ['I have lived here since 2010.', 'I live in Leeds for five years.', "I've been living in this city all my life.", 'i live here since i was a kid.'],
    counterExamples: ['My parents have lived here since 2010.', 'I lived in Paris for two years, then I moved.', 'How long have you lived here?', 'I live here with my family.'],
  },
  es: {
    said: /(?<![\p{L}])(?:vivo|llevo viviendo) (?:aquí|allí|en (?<place>\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)|en esta ciudad|en este país) (?:desde hace (?:\p{L}+|\d+) (?:años|meses)|desde (?:\d{4}|siempre|que era niñ[oa]|pequeñ[oa])|(?:\p{L}+|\d+) años)(?![\p{L}])/iu,
    examples: ['Vivo aquí desde hace diez años.', 'Vivo en Sevilla desde 2015.', 'Llevo viviendo en esta ciudad cinco años.'],
    counterExamples: ['Mis padres viven aquí desde 2010.', 'Viví en Roma dos años.', '¿Desde cuándo vives aquí?'],
  },
};

/** A long time lived somewhere, told: the place named (or undefined for 'here'), or null when none was told. */
export function livedLong(message: string, language: 'en' | 'es'): { place?: string } | null {
  if (/\?\s*$/.test(message.trim())) return null;
  const found = LIVED_LONG[language].said.exec(message);
  if (!found) return null;
  const place = found.groups?.place;
  return place ? { place } : {};
}
