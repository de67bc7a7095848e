/**
 * A present subjunctive needs something that calls for it ('quiero que', 'ojalá', 'cuando', 'para que'); as the
 * verb of a plain statement it is the indicative: 'Britney tenga dos niños' -> 'tiene', 'Ellos se llamen Willard
 * y Jaden' -> 'se llaman', 'Shakira no pueda bailar hoy' -> 'no puede'. Only where a subject stands right before
 * the verb (a pronoun, a name or a determiner and noun) and nothing earlier in the sentence could call for it:
 * a verb that opens the sentence is a command ('Tenga cuidado'), and a wish ('¡Dios te bendiga!') is left.
 * Third persons and 'tú'; the irregular commonest forms by a table, the rest by swapping the ending's vowel,
 * checked in the dictionary.
 */
import type { Token } from '../../../grammar/tag-sentence';
import type { GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import { because, describeFamily } from '../because';

export const SUBJUNCTIVE_TO_INDICATIVE: Record<string, string> = {
  tenga: 'tiene', tengan: 'tienen', tengas: 'tienes', haga: 'hace', hagan: 'hacen', hagas: 'haces', diga: 'dice', digan: 'dicen', digas: 'dices',
  sea: 'es', sean: 'son', seas: 'eres', esté: 'está', estén: 'están', estés: 'estás', vaya: 'va', vayan: 'van', vayas: 'vas', sepa: 'sabe',
  sepan: 'saben', sepas: 'sabes', venga: 'viene', vengan: 'vienen', vengas: 'vienes', salga: 'sale', salgan: 'salen', ponga: 'pone', pongan: 'ponen',
  conozca: 'conoce', conozcan: 'conocen', juegue: 'juega', jueguen: 'juegan', haya: 'ha', hayan: 'han', dé: 'da', den: 'dan',
  pueda: 'puede', puedan: 'pueden', puedas: 'puedes', quiera: 'quiere', quieran: 'quieren', quieras: 'quieres', duerma: 'duerme',
  pida: 'pide', siga: 'sigue', traiga: 'trae', vea: 've', vean: 'ven', entienda: 'entiende', piense: 'piensa', prefiera: 'prefiere',
};
/** Words that call for the subjunctive, or start a clause that may: anything of these before the verb and the rule stays quiet. */
const TRIGGERS = new Set(('que ojalá quizá quizás tal cuando aunque para antes hasta si como donde mientras después sin ' +
  'cuanto cualquiera quien quienes ojala').split(' '));
const SUBJECT_PRONOUNS = new Set(['él', 'ella', 'ellos', 'ellas', 'usted', 'ustedes', 'tú', 'nosotros', 'nosotras']);
const CLITICS = new Set(['me', 'te', 'se', 'nos', 'le', 'les', 'lo', 'la', 'los', 'las', 'no']);
const DETERMINERS = new Set(['el', 'la', 'los', 'las', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'este', 'esta', 'estos', 'estas']);
const PREPOSITIONS = new Set(['en', 'de', 'a', 'con', 'por', 'para', 'desde', 'hasta', 'sin', 'sobre', 'entre', 'hacia']);
/** Adjectives that stand before their noun ('el primer viaje', 'mi mejor amiga'): the word after them is the noun, not a verb. */
const BEFORE_THE_NOUN = new Set(('primer primera primeros primeras segundo segunda tercer tercera último última últimos últimas próximo próxima ' +
  'buen buena mal mala gran nuevo nueva otro otra otros otras mismo misma mejor peor mejores peores único única').split(' '));

/** The indicatives of the table: 'eres' is 'ser', never the subjunctive of a rarer verb the dictionary holds. */
const TABLE_INDICATIVES = new Set(Object.values(SUBJUNCTIVE_TO_INDICATIVE));

/** The indicative of a present subjunctive form of the same verb ('pueda' -> 'puede', 'llamen' -> 'llaman'), or null. */
function indicativeOf(form: string): string | null {
  if (SUBJUNCTIVE_TO_INDICATIVE[form]) return SUBJUNCTIVE_TO_INDICATIVE[form]!;
  if (TABLE_INDICATIVES.has(form)) return null;
  const lexicon = spanishLexicon();
  const infinitives = lexicon?.infinitivesOf(form) ?? [];
  if (!lexicon || infinitives.length !== 1 || /(ía|ías|ían|ra|ras|ran|[áéíóú])$/.test(form)) return null;
  const infinitive = infinitives[0]!;
  const swapped = infinitive.endsWith('ar') ? form.replace(/e(s|n)?$/, 'a$1') : form.replace(/a(s|n)?$/, 'e$1');
  if (swapped === form || !lexicon.isWord(swapped) || !lexicon.infinitivesOf(swapped).includes(infinitive)) return null;
  return swapped;
}

/** A subject right before `at` (past 'no' and object pronouns): a pronoun, a name, or a determiner and its noun. */
function hasSubjectBefore(tokens: readonly Token[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && CLITICS.has(tokens[i]!.lower)) i--;
  const word = tokens[i];
  if (!word || /[,;:]/.test(word.post)) return false;
  if (SUBJECT_PRONOUNS.has(word.lower)) return true;
  // 'Britney', 'Shakira'; not a place after a preposition ('En México la comida...': the subject is after it).
  if (/^\p{Lu}/u.test(word.text) && !spanishLexicon()?.isWord(word.lower)) return !PREPOSITIONS.has(tokens[i - 1]?.lower ?? '');
  // 'Mi hermano viva...': the word after the determiner must be one that can be a noun ('Tu gusta la comida' is a verb after 'tu').
  return DETERMINERS.has(tokens[i - 1]?.lower ?? '') && i - 1 === 0 && !BEFORE_THE_NOUN.has(word.lower) && canBeNoun(word.lower);
}

/** A word the dictionary reads as a noun ('hermano', 'casa'), not only as a verb form ('gusta'). */
function canBeNoun(word: string): boolean {
  return !spanishLexicon()?.isOnlyVerbForm(word);
}

export const subjunctiveInMainClause: GrammarRule = {
  id: 'subjunctive-in-main-clause',
  family: 'subjunctive-in-main-clause',
  explanation: describeFamily('es:subjunctive-in-main-clause'),
  examples: [
    { text: 'Britney tenga dos niños.', better: 'Britney tiene dos niños.' },
    { text: 'Ellos se llamen Willard y Jaden.', better: 'Ellos se llaman Willard y Jaden.' },
    { text: 'Ella trabaje en un hospital.', better: 'Ella trabaja en un hospital.' },
    { text: 'Mi hermano viva en Madrid.', better: 'Mi hermano vive en Madrid.' },
    { text: 'En mi opinión Shakira no pueda bailar bien.', better: 'En mi opinión Shakira no puede bailar bien.' },
  ],
  counterExamples: [
    'Quiero que ella trabaje aquí.',
    // A form of 'ser' the dictionary also reads as another verb's subjunctive.
    'Tú eres muy amable.',
    'Creo que tú eres de Madrid.',
    'Ojalá Britney tenga suerte.',
    'Cuando ella llegue, comemos.',
    'Tenga cuidado con el perro.', // a command
    // A verb after 'tu', not a noun: no subject before the noun that follows ('tu gusta' is 'te gusta', another slip).
    'Tu gusta la comida mexicana.',
    '¡Dios te bendiga!', // a wish
    'Ella trabaja en un hospital.',
    'Ella comía mucho.', // the imperfect
    'Es importante que ellos hablen.',
    // Ordinary sentences that look like the error and are right.
    'Quiero que vengas a la fiesta.',
    'Mi hermana trabaja en un hospital.',
    'Espero que tengas un buen día.',
    // A place after a preposition is not the subject: 'la comida' is a noun, not a verb after 'México'.
    'En México la comida principal es buena.',
    'En Colombia la gente baila mucho.',
    // After an adjective that stands before its noun, the word is the noun ('viaje', 'cena'), not a verb.
    'El primer viaje al extranjero es algo especial.',
    'El último baile fue muy bonito.',
    'Mi mejor viaje fue a Perú.',
  ],
  find({ tokens, text }) {
    if (/!/.test(text)) return []; // '¡Que te vaya bien!', '¡Dios te bendiga!': wishes
    for (const [at, t] of tokens.entries()) {
      if (TRIGGERS.has(t.lower)) return [];
      const indicative = at > 0 ? indicativeOf(t.lower) : null;
      if (indicative && hasSubjectBefore(tokens, at)) return [{ start: at, end: at + 1, to: indicative, ...because('es:subjunctive-in-main-clause') }];
    }
    return [];
  },
};
