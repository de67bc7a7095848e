/**
 * After 'yo' the verb takes the first person: 'Yo tiene dos hermanos' -> 'Yo tengo', 'yo trabaja' -> 'yo
 * trabajo'. Regular verbs by their ending, checked against the dictionary; the commonest irregular ones by form.
 * A subject of two with 'yo' ('Mi hermano y yo', 'Él y yo') is 'nosotros': 'Mi hermano y yo fue' -> 'fuimos',
 * 'Mis primos y yo saldría' -> 'saldríamos'.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import { because, describeFamily } from '../because';
import { FINISHED_TIME } from './preterite-or-imperfect';

const IRREGULAR: Record<string, string> = {
  tiene: 'tengo', quiere: 'quiero', puede: 'puedo', hace: 'hago', dice: 'digo', va: 'voy', es: 'soy', está: 'estoy', sabe: 'sé',
  viene: 'vengo', prefiere: 'prefiero', piensa: 'pienso', juega: 'juego', duerme: 'duermo', sale: 'salgo', pone: 'pongo', conoce: 'conozco',
  tienes: 'tengo', quieres: 'quiero', puedes: 'puedo', eres: 'soy', estás: 'estoy', vas: 'voy', haces: 'hago',
};
const GUSTAR_LIKE = new Set(['gustar', 'encantar', 'interesar', 'molestar', 'fascinar', 'doler', 'importar', 'parecer', 'quedar']);
export const WE_IRREGULAR: Record<string, string> = {
  juega: 'jugamos', juego: 'jugamos', duerme: 'dormimos', piensa: 'pensamos', prefiere: 'preferimos', vuelve: 'volvemos', empieza: 'empezamos',
  es: 'somos', soy: 'somos', son: 'somos', fue: 'fuimos', fui: 'fuimos', fueron: 'fuimos', era: 'éramos', eran: 'éramos', está: 'estamos', estoy: 'estamos',
  están: 'estamos', estaba: 'estábamos', tiene: 'tenemos', tengo: 'tenemos', tienen: 'tenemos', tenía: 'teníamos', va: 'vamos', voy: 'vamos', van: 'vamos',
  iba: 'íbamos', iban: 'íbamos', hace: 'hacemos', hago: 'hacemos', hizo: 'hicimos', hice: 'hicimos', puede: 'podemos', puedo: 'podemos', quiere: 'queremos',
  quiero: 'queremos', tuvo: 'tuvimos', tuve: 'tuvimos', estuvo: 'estuvimos', estuve: 'estuvimos', pudo: 'pudimos', vio: 'vimos', vi: 'vimos', ve: 'vemos',
  veo: 'vemos', sale: 'salimos', salgo: 'salimos', dice: 'decimos', digo: 'decimos', dijo: 'dijimos', vive: 'vivimos', vivo: 'vivimos',
};
/** Endings of other persons and the 'nosotros' endings they may become, checked against the dictionary. */
const WE_ENDINGS: Array<[RegExp, string[]]> = [
  [/ría$|rían$/, ['ríamos']], [/aba$|aban$/, ['ábamos']], [/ía$|ían$/, ['íamos']], [/ió$|ieron$|í$/, ['imos']], [/ó$|aron$|é$/, ['amos']],
  [/rá$|rán$|ré$/, ['remos']], [/a$|an$|o$/, ['amos', 'emos', 'imos']], [/e$|en$/, ['emos', 'imos']],
];
const DETERMINERS = new Set(['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'el', 'la', 'los', 'las', 'nuestro', 'nuestra', 'nuestros', 'nuestras']);

/** The 'nosotros' form of a verb form of the same verb ('fue' -> 'fuimos', 'tomaría' -> 'tomaríamos'), or null. */
function weForm(verb: string): string | null {
  if (WE_IRREGULAR[verb]) return WE_IRREGULAR[verb]!;
  const lexicon = spanishLexicon();
  if (!lexicon || /mos$/.test(verb)) return null;
  const infinitives = lexicon.infinitivesOf(verb).filter((inf) => !GUSTAR_LIKE.has(inf));
  if (infinitives.length === 0 || lexicon.analyses(verb).some((a) => a.via.length === 0 || a.via.some((v) => v.flag === 'S'))) return null;
  for (const [ending, replacements] of WE_ENDINGS) {
    if (!ending.test(verb)) continue;
    const found = replacements.map((r) => verb.replace(ending, r)).filter((c) => lexicon.infinitivesOf(c).some((inf) => infinitives.includes(inf)));
    return found.length === 1 ? found[0]! : null;
  }
  return null;
}

/** 'Mi hermano y yo', 'Él y yo', 'Ana y yo' opening a clause: the subject is 'nosotros'. */
function isCompoundSubject(tokens: readonly { lower: string; text: string; post: string }[], yoAt: number): boolean {
  if (tokens[yoAt - 1]?.lower !== 'y') return false;
  const opens = (at: number) => at === 0 || /[,;:.!?]/.test(tokens[at - 1]!.post) || ['que', 'cuando', 'porque', 'pero'].includes(tokens[at - 1]!.lower);
  const before = tokens[yoAt - 2];
  if (!before) return false;
  if (['él', 'ella', 'tú', 'usted'].includes(before.lower) || /^\p{Lu}\p{Ll}+$/u.test(before.text)) return opens(yoAt - 2);
  return DETERMINERS.has(tokens[yoAt - 3]?.lower ?? '') && opens(yoAt - 3);
}


/**
 * Preterites of another person that only one verb has: 'yo fue' -> 'fui', 'yo tuvo' -> 'tuve'. Not 'vino', which is
 * also the wine asked for ('Yo vino, por favor').
 */
const IRREGULAR_PRETERITE: Record<string, string> = {
  fue: 'fui', fuiste: 'fui', tuvo: 'tuve', tuviste: 'tuve', hizo: 'hice', hiciste: 'hice', estuvo: 'estuve', estuviste: 'estuve',
  pudo: 'pude', pudiste: 'pude', dijo: 'dije', dijiste: 'dije', puso: 'puse', quiso: 'quise', supo: 'supe', trajo: 'traje', dio: 'di', vio: 'vi',
};
/**
 * A regular preterite of another person and the 'yo' ending it may become, with the spelling that keeps the sound
 * ('llegó' -> 'llegué', 'buscó' -> 'busqué', 'empezó' -> 'empecé'). Only where the sentence names a finished time:
 * 'Yo habló español' is more likely 'hablo' with a stray accent than a past.
 */
const PRETERITE_ENDINGS: Array<[RegExp, string]> = [[/gó$/, 'gué'], [/có$/, 'qué'], [/zó$/, 'cé'], [/[iy]ó$/, 'í'], [/ó$/, 'é'], [/aste$/, 'é'], [/iste$/, 'í']];

function firstPersonPreterite(verb: string, sentence: string): string | null {
  if (IRREGULAR_PRETERITE[verb]) return IRREGULAR_PRETERITE[verb]!;
  const lexicon = spanishLexicon();
  if (!lexicon || !FINISHED_TIME.test(sentence)) return null;
  const ending = PRETERITE_ENDINGS.find(([at]) => at.test(verb));
  if (!ending) return null;
  const infinitives = lexicon.infinitivesOf(verb).filter((inf) => !GUSTAR_LIKE.has(inf));
  if (infinitives.length === 0 || lexicon.analyses(verb).some((a) => a.via.length === 0 || a.via.some((v) => v.flag === 'S'))) return null;
  const candidate = verb.replace(ending[0], ending[1]);
  return lexicon.infinitivesOf(candidate).some((inf) => infinitives.includes(inf)) ? candidate : null;
}

/** The irregular preterites of 'yo' ('puse', 'tuve', 'dije'): they end like another person's present, and are right. */
const YO_PRETERITES = new Set(Object.values(IRREGULAR_PRETERITE));

function firstPerson(verb: string): string | null {
  if (IRREGULAR[verb]) return IRREGULAR[verb]!;
  if (YO_PRETERITES.has(verb)) return null;
  const lexicon = spanishLexicon();
  if (!lexicon || !/[ae]s?$/.test(verb)) return null;
  const infinitives = lexicon.infinitivesOf(verb);
  // Only a verb ('trabaja'), never a noun that looks like one ('casa', 'clase').
  // 'Yo también gusta' wants 'me gusta', not 'gusto': verbs like gustar are the gustar family's.
  if (infinitives.some((inf) => GUSTAR_LIKE.has(inf))) return null;
  if (infinitives.length === 0 || lexicon.analyses(verb).some((a) => a.via.length === 0 || a.via.some((v) => v.flag === 'S'))) return null;
  const candidate = verb.replace(/[ae]s?$/, 'o');
  return lexicon.infinitivesOf(candidate).some((inf) => infinitives.includes(inf)) ? candidate : null;
}

export const yoVerbAgreement: GrammarRule = {
  id: 'yo-verb-agreement',
  family: 'yo-verb',
  explanation: describeFamily('es:yo-verb-agreement'),
  examples: [
    { text: 'Yo tiene dos hermanos.', better: 'Yo tengo dos hermanos.' },
    { text: 'Yo trabaja en una tienda.', better: 'Yo trabajo en una tienda.' },
    // 'Mi hermana y yo' is 'nosotros': the verb takes the 'we' form, not the 'I' form.
    { text: 'Mi hermana y yo también vive en Lima.', better: 'Mi hermana y yo también vivimos en Lima.' },
    { text: 'Él y yo fue al concierto.', better: 'Él y yo fuimos al concierto.' },
    { text: 'Mis primos y yo cantaba en el coro.', better: 'Mis primos y yo cantábamos en el coro.' },
    { text: 'Lucas y yo comió en casa.', better: 'Lucas y yo comimos en casa.' },
    { text: 'Yo no quiere ir.', better: 'Yo no quiero ir.' },
    // A preterite of another person: irregular ones always, regular ones where a finished time is named.
    { text: 'Ayer yo fue al museo de arte.', better: 'Ayer yo fui al museo de arte.' },
    { text: 'El verano pasado yo tuvo un accidente.', better: 'El verano pasado yo tuve un accidente.' },
    { text: 'Anoche yo cocinó para mi familia.', better: 'Anoche yo cociné para mi familia.' },
    { text: 'Ayer yo llegó tarde al trabajo.', better: 'Ayer yo llegué tarde al trabajo.' },
    { text: 'La semana pasada yo salió con Marta.', better: 'La semana pasada yo salí con Marta.' },
  ],
  counterExamples: [
    'Yo tengo dos hermanos.',
    'Yo, la verdad, no sé.',
    'Yo casa.',
    'Yo también gusta ir al gimnasio.',
    'Yo hablaba con ella.',
    'Yo Claudia te saludo.',
    'Mi padre cocina y yo limpio la mesa.',
    'Mi hermano y yo somos altos.',
    'Compré pan y yo lo comí.',
    // Ordinary sentences that look like the error and are right.
    'Yo hablo un poco de alemán.',
    'Yo trabajo en una oficina.',
    'Yo vivo cerca del río.',
    // A preterite of 'yo' already, a regular one with no finished time, and the wine.
    'Ayer yo fui al cine.',
    'Yo habló español en casa.',
    'Ayer yo comí paella.',
    'Yo vino tinto, por favor.',
    'Ayer yo puse la mesa.',
    'Yo tuve un accidente el año pasado.',
    'Yo no dije nada.',
  ],
  find({ text, tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'yo' || /[,;:.!?]/.test(t.post)) return;
      // 'yo también', 'yo siempre', 'yo no' before the verb.
      let at = i + 1;
      while (['también', 'siempre', 'no', 'nunca', 'ya', 'todavía', 'solo', 'sólo', 'juntos', 'juntas'].includes(tokens[at]?.lower ?? '')) at++;
      const verb = tokens[at];
      if (!verb || /^\p{Lu}/u.test(verb.text)) return;
      if (isCompoundSubject(tokens, i)) {
        const we = weForm(verb.lower);
        if (we && we !== verb.lower) edits.push({ start: at, end: at + 1, to: we, ...because('es:yo-verb-agreement.we') });
        return;
      }
      const wanted = firstPerson(verb.lower) ?? firstPersonPreterite(verb.lower, text);
      if (wanted && wanted !== verb.lower) edits.push({ start: at, end: at + 1, to: wanted, ...because('es:yo-verb-agreement.yo') });
    });
    return edits;
  },
};
