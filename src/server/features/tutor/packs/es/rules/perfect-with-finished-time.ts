/**
 * A finished time ('ayer', 'anoche', 'el año pasado', 'hace dos años', 'en 2019') takes the preterite, not the
 * present perfect: 'Ayer he ido al cine' -> 'Ayer fui al cine', 'El año pasado hemos viajado' -> 'viajamos'. The
 * preterite is built from the participle's infinitive and the person of 'haber' (irregular ones from the pack's
 * list, regular ones checked against the dictionary); when it cannot be built surely, nothing is said. A time that
 * is not over ('hoy', 'este año', 'esta mañana'), none at all ('nunca', 'ya'), one that runs up to now ('desde
 * ayer', 'desde el año pasado'), one that names a thing ('el periódico de ayer'), or one in another clause
 * ('Ayer compré un libro y ya lo he leído') leaves the perfect alone.
 */
import type { Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import preteritesOfParticiplesWords from '../words/preterites-of-participles.json';
import { FINISHED_TIME } from './preterite-or-imperfect';
import { because, describeFamily } from '../because';

/** 'haber' in the present, by person: yo, tú, él/ella, nosotros, vosotros, ellos. */
const HABER_PERSON: Readonly<Record<string, number>> = { he: 0, has: 1, ha: 2, hemos: 3, habéis: 4, han: 5 };
const IRREGULAR_PARTICIPLES: Readonly<Record<string, string>> = preteritesOfParticiplesWords.participles;
/** Preterites that are not built from the infinitive, by infinitive, in the order of HABER_PERSON. */
const IRREGULAR_PRETERITES: Readonly<Record<string, readonly string[]>> = preteritesOfParticiplesWords.preterites;
/**
 * The words a correction of this family swaps, for the meaning check: 'haber', the participles of the irregular
 * verbs and their preterites ('he tenido' -> 'tuve', 'he hecho' -> 'hice', 'ha habido' -> 'hubo').
 */
export const PERFECT_SWAPPED_WORDS: readonly string[] = [
  ...Object.keys(HABER_PERSON), ...Object.keys(IRREGULAR_PARTICIPLES), 'habido', 'hubo',
  ...Object.keys(IRREGULAR_PRETERITES)
    .filter((infinitive) => !Object.values(IRREGULAR_PARTICIPLES).includes(infinitive))
    .map((infinitive) => infinitive.replace(/ar$/, 'ado').replace(/[eií]r$/, 'ido')),
  ...Object.values(IRREGULAR_PRETERITES).flat(),
];
const AR_ENDINGS = ['é', 'aste', 'ó', 'amos', 'asteis', 'aron'];
const ER_IR_ENDINGS = ['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'];

/**
 * Finished times FINISHED_TIME does not name: 'hace un año', 'hace una semana', 'en 2019', 'en el año 2019'. Its
 * 'de repente' and 'de pronto' tell a sudden event, not a finished time: they are skipped.
 */
const MORE_FINISHED_TIMES = /(?<!desde )\bhace (?:un|una) (?:año|mes|semana)\b(?! que)|\ben (?:el )?(?:año )?(?:19|20)\d\d\b/gi;
const NOT_A_TIME = /^de (?:repente|pronto)$/i;
/** Before the time, a word that makes it no finished time of the verb: 'desde ayer', 'hasta ayer', 'el periódico de ayer'. */
const BEFORE_TIME = new Set(['desde', 'hasta', 'de', 'del']);
/** Words that open a clause of its own: a time said beyond them belongs to that clause. */
const CLAUSE_OPENERS = new Set(['que', 'porque', 'pero', 'aunque', 'cuando', 'mientras', 'donde', 'si', 'pues', 'sino', 'como']);
/** Common verb forms the dictionary does not read as verbs ('fui', 'es', 'hay'). */
const COMMON_VERBS = new Set(['es', 'son', 'era', 'eran', 'fue', 'fueron', 'fui', 'fuimos', 'hay', 'había', 'hubo', 'hice', 'vi', 'di', 'pude', 'estuve', 'dije', 'está', 'están', 'estoy']);

const isVerb = (word: string) => COMMON_VERBS.has(word) || HABER_PERSON[word] !== undefined || !!spanishLexicon()?.isOnlyVerbForm(word);

/** The infinitive of a past participle ('viajado' -> viajar, 'hecho' -> hacer), when the dictionary makes it sure. */
function infinitiveOf(participle: string): string | null {
  if (IRREGULAR_PARTICIPLES[participle]) return IRREGULAR_PARTICIPLES[participle]!;
  const lexicon = spanishLexicon();
  if (!lexicon) return null;
  const m = /^(\p{L}+?)(ado|ido)$/u.exec(participle);
  if (!m) return null;
  const candidates = m[2] === 'ado' ? [`${m[1]}ar`] : [`${m[1]}er`, `${m[1]}ir`];
  const found = candidates.filter((infinitive) => !!IRREGULAR_PRETERITES[infinitive] || lexicon.infinitivesOf(infinitive).includes(infinitive));
  return found.length === 1 ? found[0]! : null;
}

/** The preterite of `infinitive` in `person` (index of HABER_PERSON), built and checked against the dictionary. */
export function preteriteOf(infinitive: string, person: number): string | null {
  const irregular = IRREGULAR_PRETERITES[infinitive];
  if (irregular) return irregular[person] ?? null;
  const lexicon = spanishLexicon();
  const m = /^(\p{L}+)(ar|er|ir)$/u.exec(infinitive);
  if (!lexicon || !m) return null;
  const [, stem, ending] = m as unknown as [string, string, string];
  let form = stem + (ending === 'ar' ? AR_ENDINGS : ER_IR_ENDINGS)[person]!;
  // Spelling keeps the sound before 'é': 'busqué', 'llegué', 'empecé'.
  if (person === 0 && ending === 'ar') form = form.replace(/cé$/, 'qué').replace(/gé$/, 'gué').replace(/zé$/, 'cé');
  const isForm = (word: string) => lexicon.infinitivesOf(word).includes(infinitive);
  if (isForm(form)) return form;
  // An -ir verb changes its stem in the third person: 'pidió', 'durmieron', 'sintió'.
  if (ending === 'ir' && (person === 2 || person === 5)) {
    const changed = form.replace(/([eo])([^aeiouáéíóú]+)(ió|ieron)$/u, (_all, vowel: string, rest: string, end: string) => `${vowel === 'e' ? 'i' : 'u'}${rest}${end}`);
    if (changed !== form && isForm(changed)) return changed;
  }
  return null;
}

/** The finished times of the sentence, as token ranges [start, end), none of them opened by 'desde', 'hasta' or 'de'. */
function finishedTimes(tokens: readonly Token[], text: string): Array<{ start: number; end: number; text: string }> {
  const found: Array<{ start: number; end: number; text: string }> = [];
  for (const pattern of [new RegExp(FINISHED_TIME.source, 'gi'), MORE_FINISHED_TIMES]) {
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) {
      if (NOT_A_TIME.test(m[0])) continue;
      const start = tokens.findIndex((t) => t.start >= m.index);
      if (start === -1) continue;
      let end = start;
      while (end < tokens.length && tokens[end]!.end <= m.index + m[0].length) end++;
      // 'desde ayer', 'hasta el lunes pasado', 'la fiesta de anoche'; but 'antes de ayer' is a finished time.
      const before = tokens[start - 1]?.lower ?? '';
      if (BEFORE_TIME.has(before) && !(before === 'de' && tokens[start - 2]?.lower === 'antes')) continue;
      found.push({ start, end, text: m[0] });
    }
  }
  return found;
}

/**
 * Whether the tokens between two positions keep one clause: no clause opener, no punctuation, and no verb (after
 * 'y' or a comma a verb starts another: 'Ayer compré un libro y ya lo he leído'). A comma right after a time that
 * opens the sentence is no break ('Ayer, he ido').
 */
function isOneClause(tokens: readonly Token[], from: number, to: number, commaAllowedAfter: number): boolean {
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    if (CLAUSE_OPENERS.has(t.lower) || isVerb(t.lower)) return false;
  }
  for (let i = Math.max(from - 1, 0); i < to; i++) {
    if (/[,;:.!?()—]/.test(tokens[i]!.post) && i !== commaAllowedAfter) return false;
  }
  return true;
}

/** Times of a joined clause's own ('y lo he leído hoy', 'y ya he comido'): it keeps its perfect. */
const OWN_TIME = new Set(['hoy', 'ya', 'todavía', 'aún', 'nunca', 'siempre', 'ahora', 'esta', 'este']);

/** Object pronouns that may stand between 'y' and 'haber' ('y me he levantado', 'y lo he comprado'). */
const CLITICS = new Set(['me', 'te', 'se', 'lo', 'la', 'le', 'los', 'las', 'les', 'nos', 'os']);

/** Where the 'haber' of a perfect joined by 'y' to the clause ending at `from` stands, if one: only words of that clause between. */
function joinedPerfect(tokens: readonly Token[], from: number): number | null {
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (/[.;:!?()—]/.test(tokens[i - 1]!.post)) return null;
    if (t.lower === 'y' || t.lower === 'e') {
      let at = i + 1;
      while (CLITICS.has(tokens[at]?.lower ?? '')) at++;
      // A time of its own anywhere after it in the clause ('y lo he leído hoy') keeps the perfect.
      const rest = tokens.slice(at + 2);
      const clauseEnd = rest.findIndex((x) => /[.;:!?]/.test(x.post) || CLAUSE_OPENERS.has(x.lower));
      const hasOwnTime = rest.slice(0, clauseEnd === -1 ? undefined : clauseEnd + 1).some((x) => OWN_TIME.has(x.lower));
      return HABER_PERSON[tokens[at]?.lower ?? ''] !== undefined && tokens[at + 1] && !/[^\s]/.test(tokens[at]!.post) && !hasOwnTime ? at : null;
    }
    if (CLAUSE_OPENERS.has(t.lower) || isVerb(t.lower)) return null;
  }
  return null;
}

export const perfectWithFinishedTime: GrammarRule = {
  id: 'perfect-with-finished-time',
  family: 'perfect-preterite',
  explanation: describeFamily('es:perfect-with-finished-time'),
  examples: [
    { text: 'Ayer he ido al cine con mi hermana.', better: 'Ayer fui al cine con mi hermana.' },
    { text: 'El año pasado hemos viajado a Portugal.', better: 'El año pasado viajamos a Portugal.' },
    { text: 'Anoche he visto una película muy buena.', better: 'Anoche vi una película muy buena.' },
    { text: 'Mis padres han comprado un coche la semana pasada.', better: 'Mis padres compraron un coche la semana pasada.' },
    { text: 'Hace dos años he empezado a estudiar español.', better: 'Hace dos años empecé a estudiar español.' },
    { text: 'El lunes pasado mi jefe me ha dicho que sí.', better: 'El lunes pasado mi jefe me dijo que sí.' },
    { text: 'Ayer he tenido un examen de matemáticas.', better: 'Ayer tuve un examen de matemáticas.' },
    { text: 'En 2019 he vivido en Chile.', better: 'En 2019 viví en Chile.' },
    { text: 'Anteayer hemos hecho una fiesta en casa.', better: 'Anteayer hicimos una fiesta en casa.' },
    { text: 'Ayer me he levantado muy tarde.', better: 'Ayer me levanté muy tarde.' },
    { text: 'He llegado a Madrid hace tres días.', better: 'Llegué a Madrid hace tres días.' },
    { text: '¿Has estado en la playa el fin de semana pasado?', better: '¿Estuviste en la playa el fin de semana pasado?' },
    { text: 'Anoche los niños han dormido muy bien.', better: 'Anoche los niños durmieron muy bien.' },
    { text: 'El verano pasado mi hermano y yo hemos ido a Italia.', better: 'El verano pasado mi hermano y yo fuimos a Italia.' },
    { text: 'Ayer, he buscado mis llaves toda la tarde.', better: 'Ayer, busqué mis llaves toda la tarde.' },
    // A perfect joined by 'y', with no subject or time of its own, is the same finished time.
    { text: 'Ayer he ido al supermercado y he comprado pan.', better: 'Ayer fui al supermercado y compré pan.' },
    { text: 'Anoche hemos cenado en casa y nos hemos acostado pronto.', better: 'Anoche cenamos en casa y nos acostamos pronto.' },
    // One with a time of its own keeps it.
    { text: 'Ayer he ido al cine y hoy he ido al teatro.', better: 'Ayer fui al cine y hoy he ido al teatro.' },
    // Another person's perfect, or one with a time after it, keeps its own.
    { text: 'Ayer he llegado tarde y me han despedido.', better: 'Ayer llegué tarde y me han despedido.' },
    { text: 'Ayer he comprado un libro y lo he leído hoy.', better: 'Ayer compré un libro y lo he leído hoy.' },
  ],
  counterExamples: [
    'Hoy he ido al cine.',
    'Este año he viajado mucho.',
    'Nunca he ido a Cuba.',
    'Ya he comido, gracias.',
    'Desde ayer he estado enfermo.',
    'He vivido aquí desde el año pasado.',
    'Ayer fui al cine.',
    'He leído el periódico de ayer.',
    'Ayer compré un libro y ya lo he leído.',
    'Me ha dicho que ayer llovió mucho.',
    'Esta mañana he desayunado con mi abuela.',
    'Vivo aquí desde hace dos años y he conocido a mucha gente.',
    'El año pasado fue difícil, pero este año he aprendido mucho.',
    'De repente he visto a mi profesora en la calle.',
  ],
  find({ tokens, text }) {
    const times = finishedTimes(tokens, text);
    if (times.length === 0) return [];
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const person = HABER_PERSON[t.lower];
      const participle = tokens[i + 1];
      if (person === undefined || !participle || /[^\s]/.test(t.post)) return;
      const infinitive = infinitiveOf(participle.lower);
      // 'Ayer ha habido un accidente' -> 'hubo': impersonal 'haber' is singular.
      const preterite = participle.lower === 'habido' ? (person === 2 ? 'hubo' : null) : infinitive && preteriteOf(infinitive, person);
      if (!preterite) return;
      const time = times.find((m) => (m.end <= i ? isOneClause(tokens, m.end, i, m.end - 1) : m.start >= i + 2 && isOneClause(tokens, i + 2, m.start, -1)));
      if (!time) return;
      edits.push({ start: i, end: i + 2, to: preterite, ...because('es:perfect-with-finished-time.finished', { marker: time.text }) });
      // 'Ayer he ido al supermercado y he comprado pan': a perfect joined to it by 'y', with no subject or time of its own,
      // is the same finished time ('y ya lo he leído', 'y hoy he descansado' keep theirs).
      // Only the same person's ('he ido ... y he comprado'; 'he llegado tarde y me han despedido' is someone else's doing).
      const next = joinedPerfect(tokens, i + 2);
      const isSamePerson = next !== null && tokens[next]!.lower === t.lower;
      const joinedPreterite = next && isSamePerson && preteriteOf(infinitiveOf(tokens[next + 1]!.lower) ?? '', HABER_PERSON[tokens[next]!.lower]!);
      if (next && joinedPreterite) edits.push({ start: next, end: next + 2, to: joinedPreterite, ...because('es:perfect-with-finished-time.finished', { marker: time.text }) });
    });
    return edits;
  },
};
