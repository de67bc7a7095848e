/**
 * After a wish, a need, a feeling, a doubt or a purpose with 'que' ('espero que', 'quiero que', 'es importante que',
 * 'para que', 'no creo que', 'ojalá'), the next verb is a present subjunctive: 'Espero que tú estás bien' -> 'estés',
 * 'Quiero que mi hijo aprende' -> 'aprenda', 'para que ellos pueden' -> 'puedan'. Only present triggers (after
 * 'quería que' the past subjunctive would be needed), and only the verb right after 'que' and its subject (a pronoun, a
 * name, or a determiner and its noun), past 'no' and object pronouns: a present indicative there, of one verb the
 * dictionary knows, becomes its subjunctive (the commonest irregular ones by a table, the rest by the vowel swap and
 * the spelling changes of -car, -gar, -zar, -ger, -guir and -cer; checked in the dictionary).
 */
import type { GrammarRule } from '../../../grammar/grammar-rule';
import type { Token } from '../../../grammar/tag-sentence';
import { because, describeFamily } from '../because';
import { spanishLexicon } from '../spanish-lexicon';
import { SUBJUNCTIVE_TO_INDICATIVE } from './subjunctive-in-main-clause';

/** Words before 'que' that call for the subjunctive after it (the trigger's last word is the one before 'que'). */
const TRIGGERS_BEFORE_QUE = [
  /\b(?:espero|esperamos|quiero|quieres|quiere|queremos|quieren|prefiero|prefiere|preferimos|necesito|necesita|necesitamos|deseo|pido|pide|pedimos|recomiendo|sugiero|ojalá|ojala)$/,
  /\b(?:es|será) (?:muy |más |tan )?(?:importante|necesario|mejor|posible|imposible|probable|bueno|malo|normal|raro|fundamental|esencial|urgente)$/,
  /\b(?:para|sin|antes de|a menos|con tal de|en caso de)$/,
  /\bno (?:creo|pienso|es cierto|es verdad)$/,
  /\b(?:dudo|me alegra|me alegro de|me encanta|me gusta|me molesta|me preocupa|me sorprende|tengo miedo de)$/,
];
const SUBJECT_PRONOUNS = new Set(['yo', 'tú', 'él', 'ella', 'usted', 'nosotros', 'nosotras', 'vosotros', 'vosotras', 'ellos', 'ellas', 'ustedes']);
/** Words that open a subject with its noun after them: 'mi hijo', 'los niños', 'la gente'. */
const DETERMINERS = new Set(['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'el', 'la', 'los', 'las', 'un', 'una', 'este', 'esta', 'estos', 'estas']);
/** Object pronouns before the verb ('que me ayudes'); not 'la', 'lo', 'los', 'las', which may be articles. */
const CLITICS = new Set(['me', 'te', 'se', 'nos', 'os', 'le', 'les']);

/** The commonest present indicatives whose subjunctive the vowel swap does not give, or the dictionary does not know (with the main-clause family's table turned round). */
export const INDICATIVE_TO_SUBJUNCTIVE: Record<string, string> = {
  ...Object.fromEntries(Object.entries(SUBJUNCTIVE_TO_INDICATIVE).map(([subjunctive, indicative]) => [indicative, subjunctive])),
  puedo: 'pueda', podemos: 'podamos', quiero: 'quiera', queremos: 'queramos',
  es: 'sea', son: 'sean', eres: 'seas', soy: 'sea', somos: 'seamos', está: 'esté', están: 'estén', estás: 'estés', estoy: 'esté', estamos: 'estemos',
  va: 'vaya', van: 'vayan', vas: 'vayas', voy: 'vaya', vamos: 'vayamos', hay: 'haya', ha: 'haya', han: 'hayan', has: 'hayas', he: 'haya', hemos: 'hayamos',
  da: 'dé', dan: 'den', das: 'des', doy: 'dé', sabe: 'sepa', saben: 'sepan', sabes: 'sepas', sé: 'sepa', sabemos: 'sepamos',
  tiene: 'tenga', tienen: 'tengan', tienes: 'tengas', tengo: 'tenga', tenemos: 'tengamos', hace: 'haga', hacen: 'hagan', haces: 'hagas', hago: 'haga', hacemos: 'hagamos',
  dice: 'diga', dicen: 'digan', dices: 'digas', digo: 'diga', decimos: 'digamos', viene: 'venga', vienen: 'vengan', vienes: 'vengas', vengo: 'venga', venimos: 'vengamos',
  sale: 'salga', salen: 'salgan', sales: 'salgas', salgo: 'salga', pone: 'ponga', ponen: 'pongan', pones: 'pongas', pongo: 'ponga',
  ve: 'vea', ven: 'vean', ves: 'veas', veo: 'vea', vemos: 'veamos', oye: 'oiga', oyen: 'oigan', trae: 'traiga', traen: 'traigan',
};

const KNOWN_SUBJUNCTIVES = new Set(Object.values(INDICATIVE_TO_SUBJUNCTIVE));

const ENDINGS_AR: ReadonlyArray<[RegExp, string]> = [[/amos$/, 'emos'], [/as$/, 'es'], [/an$/, 'en'], [/a$/, 'e'], [/o$/, 'e']];
const ENDINGS_ER_IR: ReadonlyArray<[RegExp, string]> = [[/(?:emos|imos)$/, 'amos'], [/es$/, 'as'], [/en$/, 'an'], [/e$/, 'a'], [/o$/, 'a']];

/** The stem's spelling before the new vowel: 'busca' -> 'busque', 'llega' -> 'llegue', 'empieza' -> 'empiece', 'escoge' -> 'escoja', 'sigue' -> 'siga', 'conoce' -> 'conozca'. */
function respelt(stem: string, infinitive: string): string {
  if (infinitive.endsWith('car')) return stem.replace(/c$/, 'qu');
  if (infinitive.endsWith('gar')) return stem.replace(/g$/, 'gu');
  if (infinitive.endsWith('zar')) return stem.replace(/z$/, 'c');
  if (/g[ei]r$/.test(infinitive) && !/gu[ei]r$/.test(infinitive)) return stem.replace(/g$/, 'j');
  if (/gu[ei]r$/.test(infinitive)) return stem.replace(/gu$/, 'g');
  if (/[aeiouáéó]c[ei]r$/.test(infinitive)) return stem.replace(/c$/, 'zc');
  return stem;
}

/** The present subjunctive of a present indicative ('estás' -> 'estés', 'aprende' -> 'aprenda'), or null where it is not one the dictionary confirms. */
export function subjunctiveOf(form: string): string | null {
  if (INDICATIVE_TO_SUBJUNCTIVE[form]) return INDICATIVE_TO_SUBJUNCTIVE[form]!;
  // Already a subjunctive the table gives ('podamos', which the dictionary also reads as 'podar').
  if (KNOWN_SUBJUNCTIVES.has(form)) return null;
  const lexicon = spanishLexicon();
  const infinitives = lexicon?.infinitivesOf(form) ?? [];
  if (!lexicon || infinitives.length !== 1) return null;
  const infinitive = infinitives[0]!;
  // A past subjunctive of an -ar verb ('empezara', 'apagaran': the infinitive's -r plus -a), not a present 'para'.
  if (infinitive.endsWith('ar') && /ara[sn]?$/.test(form) && `${form.replace(/a[sn]?$/, '').replace(/r$/, '')}r` === infinitive) return null;
  const endings = infinitive.endsWith('ar') ? ENDINGS_AR : ENDINGS_ER_IR;
  const ending = endings.find(([pattern]) => pattern.test(form));
  if (!ending) return null; // already a subjunctive, or another tense
  const [pattern, swapped] = ending;
  const stem = form.replace(pattern, '');
  const subjunctive = `${respelt(stem, infinitive)}${swapped}`;
  if (!lexicon.isWord(subjunctive) || !lexicon.infinitivesOf(subjunctive).includes(infinitive)) return null;
  return subjunctive;
}

/** Where the verb after 'que' at `at` stands: past a subject (a pronoun, a name, or a determiner and its noun), 'no' and object pronouns. */
function verbAfterQue(tokens: readonly Token[], at: number): number | null {
  let i = at + 1;
  const word = tokens[i];
  if (!word || /[,;:.]/.test(tokens[at]!.post)) return null;
  if (SUBJECT_PRONOUNS.has(word.lower)) i++;
  else if (DETERMINERS.has(word.lower) && tokens[i + 1]) i += 2;
  else if (/^\p{Lu}/u.test(word.text) && !spanishLexicon()?.isWord(word.lower)) i++; // a name: 'que Ana venga'
  if (/[,;:]/.test(tokens[i - 1]?.post ?? '')) return null;
  if (tokens[i]?.lower === 'no') i++;
  while (tokens[i] && CLITICS.has(tokens[i]!.lower)) i++;
  return tokens[i] ? i : null;
}

export const subjunctiveAfterQue: GrammarRule = {
  id: 'subjunctive-after-que',
  family: 'subjunctive-after-que',
  explanation: describeFamily('es:subjunctive-after-que'),
  examples: [
    { text: 'Espero que tú estás bien.', better: 'Espero que tú estés bien.' },
    { text: 'Quiero que mi hijo aprende inglés.', better: 'Quiero que mi hijo aprenda inglés.' },
    { text: 'Es importante que los niños comen fruta.', better: 'Es importante que los niños coman fruta.' },
    { text: 'Trabajo mucho para que mis hijos pueden estudiar.', better: 'Trabajo mucho para que mis hijos puedan estudiar.' },
    { text: 'No creo que él tiene razón.', better: 'No creo que él tenga razón.' },
    { text: 'Mis padres quieren que yo busco un trabajo.', better: 'Mis padres quieren que yo busque un trabajo.' },
    { text: 'Ojalá que mañana hace sol.', better: 'Ojalá que mañana haga sol.' },
    { text: 'Necesito que me ayudas con la tarea.', better: 'Necesito que me ayudes con la tarea.' },
  ],
  counterExamples: [
    'Espero que estés bien.', // already the subjunctive
    'Creo que él tiene razón.', // belief: the indicative
    'Pienso que es importante.',
    'Quería que vinieras.', // a past trigger: the past subjunctive, left alone
    'Sé que ella vive en Madrid.',
    'Dice que viene mañana.', // reported: the indicative
    'Es verdad que hace frío.',
    'Lo que quiero es que todos vengan.',
    'Espero que la casa sea grande.',
    'Quiero que la profesora explique otra vez.',
    '¿Para qué estudias español?', // a question word, not 'que'
    'Es obvio que ella trabaja mucho.',
    'Cuando tengo tiempo, leo.', // habitual 'cuando' takes the indicative
    'Siempre espero hasta que llega el autobús.', // habitual 'hasta que' too
    'Siento que estás triste.', // 'siento que' as 'I feel that'
    'Necesito un libro que tiene fotos.', // 'que' opening a relative clause
    'Me fui antes de que llegara mi hermano.', // a past subjunctive, not a present to change
    'Ojalá que podamos vernos pronto.', // 'podamos' is already the subjunctive of 'poder'
  ],
  find({ tokens }) {
    for (const [at, t] of tokens.entries()) {
      if (t.lower !== 'que' && t.lower !== 'ojalá' && t.lower !== 'ojala') continue;
      const before = tokens.slice(Math.max(0, at - 4), at).map((w) => w.lower).join(' ');
      const isOjala = t.lower !== 'que';
      if (!isOjala && !TRIGGERS_BEFORE_QUE.some((pattern) => pattern.test(before))) continue;
      // 'Ojalá que mañana...': the clause starts after 'que' when it follows 'ojalá'.
      const from = isOjala && tokens[at + 1]?.lower === 'que' ? at + 1 : at;
      const verbAt = isOjala && tokens[from + 1] && !SUBJECT_PRONOUNS.has(tokens[from + 1]!.lower) && !DETERMINERS.has(tokens[from + 1]!.lower) ? skipTimeWord(tokens, from + 1) : verbAfterQue(tokens, from);
      if (verbAt === null) continue;
      const subjunctive = subjunctiveOf(tokens[verbAt]!.lower);
      if (subjunctive) return [{ start: verbAt, end: verbAt + 1, to: subjunctive, ...because('es:subjunctive-after-que') }];
    }
    return [];
  },
};

/** 'Ojalá mañana haga sol': a time word may stand before the verb. */
function skipTimeWord(tokens: readonly Token[], at: number): number | null {
  const TIME = new Set(['mañana', 'hoy', 'pronto', 'todos', 'siempre', 'nunca', 'también']);
  let i = at;
  while (tokens[i] && TIME.has(tokens[i]!.lower)) i++;
  while (tokens[i] && CLITICS.has(tokens[i]!.lower)) i++;
  return tokens[i] ? i : null;
}
