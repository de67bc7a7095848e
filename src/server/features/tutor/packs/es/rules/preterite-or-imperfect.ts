/**
 * 'Ayer voy al cine' -> 'Ayer fui' and 'Ayer yo visitaba a mi abuela' -> 'Ayer visité' (a finished point in
 * time wants the preterite for an action; 'Ayer estaba cansado', a state, stays); 'Cuando era niño, jugué todos
 * los días' -> 'jugaba' (a habit in the past wants the imperfect). 'De repente' and 'de pronto' mark a sudden event:
 * 'De repente, mi perro empezaba a ladrar' -> 'empezó'.
 */
import type { Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import { presentToPreterite, preteriteToImperfect } from '../spanish-verbs';
import stativeVerbsWords from '../words/stative-verbs.json';
import { because, describeFamily } from '../because';

/** Verbs of what goes on for a while: with 'hace' and a time, the present says how long ('Vivo aquí hace cinco años'). */
const GOES_ON = new Set(['vivir', 'trabajar', 'estudiar', 'aprender', 'conocer', 'tener', 'estar', 'ser', 'salir', 'enseñar', 'jugar', 'esperar']);

/** A finished time named ('ayer', 'el verano pasado', 'hace dos años'), not one that goes on ('desde hace...'). */
export const FINISHED_TIME = /(?<!desde |desde el |desde la )\b(ayer|anoche|anteayer|de repente|de pronto|el otro día|(el|la) (año|semana|mes|verano|invierno|otoño|fin de semana|lunes|martes|miércoles|jueves|viernes|sábado|domingo) pasad[oa]|(?<!desde )hace \w+ (días|años|meses|semanas)(?! que))\b/i;
const HABIT_IN_PAST = /\b(cuando era (niño|niña|pequeño|pequeña|joven)|de (niño|niña|pequeño|pequeña))\b.*\b(todos los días|siempre|cada (día|semana|verano)|a menudo|normalmente)\b/i;
/** 'Hace dos días' marks a finished time; 'desde hace dos días' and 'hace dos días que...' a time that goes on to now. */
const TIME_UNIT = /^(días|años|meses|semanas)$/;
/** A habit or a background even with 'ayer': 'Ayer, mientras cocinaba...', 'siempre', 'todos los días'. */
const BACKGROUND = /\b(mientras|siempre|todos los días|cada|normalmente|a menudo|cuando era|de niñ[oa]|usually|soler|solía)\b/i;
/** States, wants and habits that stay in the imperfect ('Ayer estaba cansado', 'Ayer quería ir'). */
const STATIVE = new Set<string>(stativeVerbsWords);
/** Imperfect ending -> preterite ending, by person; '?' where 'visitaba' could be 'yo' or 'ella'. */
const AR_IMPERFECT: Array<[RegExp, string | null, string | null]> = [[/ábamos$/, 'amos', 'amos'], [/abais$/, 'asteis', 'asteis'], [/aban$/, 'aron', 'aron'], [/abas$/, 'aste', 'aste'], [/aba$/, 'é', 'ó']];
const ER_IMPERFECT: Array<[RegExp, string | null, string | null]> = [[/íamos$/, 'imos', 'imos'], [/íais$/, 'isteis', 'isteis'], [/ían$/, 'ieron', 'ieron'], [/ías$/, 'iste', 'iste'], [/ía$/, 'í', 'ió']];
/** Words that put a noun after them: the word there is read as one when it can be ('la cena', 'mi visita'). */
const ARTICLES = new Set(['el', 'la', 'al', 'del', 'los', 'las', 'un', 'una', 'unos', 'unas', 'mi', 'tu', 'su', 'mis', 'tus', 'sus', 'este', 'esta', 'nuestra', 'nuestro']);
const THIRD_PERSON_SUBJECTS = new Set(['él', 'ella', 'usted', 'mi', 'tu', 'su', 'el', 'la']);

/**
 * The imperfect of 'ir', which no ending rule builds. It is left as it is ('Ayer iba por la calle' is the background of
 * what happened), but it is the clause's verb: nothing after it is changed ('iba muy cansado al trabajo').
 */
const IR_IMPERFECT = new Set(['iba', 'ibas', 'íbamos', 'ibais', 'iban']);

/** 'visitaba' -> 'visité' (with 'yo') or 'visitó' (with 'ella'), checked against the dictionary; null for irregular or unknown. */
function imperfectToPreterite(word: string, subject: 'first' | 'third' | null): string | null {
  const lexicon = spanishLexicon();
  if (!lexicon) return null;
  const infinitive = lexicon.infinitivesOf(word).find((inf) => !STATIVE.has(inf));
  if (!infinitive) return null;
  const table = infinitive.endsWith('ar') ? AR_IMPERFECT : ER_IMPERFECT;
  for (const [ending, first, third] of table) {
    if (!ending.test(word)) continue;
    const isAmbiguous = first !== third;
    if (isAmbiguous && !subject) return null;
    let preterite = word.replace(ending, (subject === 'first' ? first : third)!);
    // Spelling keeps the sound: 'busqué', 'llegué', 'empecé'.
    if (preterite.endsWith('é')) preterite = preterite.replace(/cé$/, 'qué').replace(/gé$/, 'gué').replace(/zé$/, 'cé');
    return lexicon.infinitivesOf(preterite).includes(infinitive) ? preterite : null;
  }
  return null;
}

/** Endings only the preterite has ('adopté', 'pintaste', 'salió', 'vendieron'). */
const PRETERITE_ENDING = /(?:é|ó|aste|aron|í|ió|iste|ieron)$/u;
/** A preterite of any verb the dictionary knows, where the word is nothing but a verb ('adopté'; not 'bebé', 'café'). */
function isPreteriteOnly(word: string): boolean {
  const lexicon = spanishLexicon();
  return PRETERITE_ENDING.test(word) && !!lexicon && lexicon.infinitivesOf(word).length > 0 && lexicon.isOnlyVerbForm(word);
}

const PREPOSITIONS = new Set(['en', 'por', 'a', 'con', 'de', 'para', 'desde', 'hasta', 'sin', 'sobre', 'tras', 'durante', 'al', 'del']);
const PLURAL_DETERMINERS = new Set(['mis', 'tus', 'sus', 'los', 'las', 'nuestros', 'nuestras']);
/** Object pronouns before a verb: who the action was done to ('me dejó'), not who did it. */
const OBJECT_PRONOUNS = new Set(['me', 'te', 'nos', 'os', 'le', 'les', 'lo', 'la', 'los', 'las']);

/** 'Ayer mis padres me llamo': more than one did it, so neither 'llamé' nor 'llamó' is meant: left to the learner. */
const hasPluralSubjectBefore = (tokens: readonly Token[], verbAt: number) =>
  OBJECT_PRONOUNS.has(tokens[verbAt - 1]?.lower ?? '') && PLURAL_DETERMINERS.has(tokens[verbAt - 3]?.lower ?? '') && !PREPOSITIONS.has(tokens[verbAt - 4]?.lower ?? '');

function subjectOf(tokens: readonly Token[], verbAt: number): 'first' | 'third' | null {
  const before = tokens[verbAt - 1]?.lower ?? '';
  // 'Mi novia me dejo', 'Ella te llamo': the subject stands before the object pronoun, and it is not 'yo'.
  // Not a place or a time before it ('Ayer por la mañana me levanto': 'la mañana' is when, and 'me' is the subject's own).
  if (OBJECT_PRONOUNS.has(before)) {
    const subject = tokens[verbAt - 2]?.lower ?? '';
    const isPhraseAfterPreposition = PREPOSITIONS.has(tokens[verbAt - 4]?.lower ?? '');
    if (['él', 'ella', 'usted'].includes(subject) || (THIRD_PERSON_SUBJECTS.has(tokens[verbAt - 3]?.lower ?? '') && !THIRD_PERSON_SUBJECTS.has(subject) && !isPhraseAfterPreposition)) return 'third';
  }
  if (before === 'yo' || before === 'me') return 'first';
  if (THIRD_PERSON_SUBJECTS.has(before) || /^(se|le|lo|la)$/.test(before)) return 'third';
  // 'Ayer mi hermana visitaba': a noun right before the verb (after a determiner).
  if (THIRD_PERSON_SUBJECTS.has(tokens[verbAt - 2]?.lower ?? '')) return 'third';
  return null;
}

/** A time that is now: a verb after it keeps the present ('y hoy tengo la mano roja'). */
const TIME_NOW = new Set(['hoy', 'ahora', 'actualmente', 'todavía', 'aún']);
/** Words that start a clause of its own: a time said after them is that clause's ('Estoy feliz porque ayer aprobé'). */
const CLAUSE_OPENERS = new Set(['porque', 'pero', 'aunque', 'y', 'que', 'cuando', 'pues']);

/**
 * Where the clause holding the time marker starts: after the last clause opener before it, or after a comma that
 * follows a verb ('Estoy cansado, trabajé diez horas ayer'). A verb said before that is in another clause, with its
 * own time: 'Estoy feliz' is now, whatever happened 'la semana pasada'.
 */
function clauseStartOf(tokens: readonly Token[], markerAt: number): number {
  let start = 0;
  let sawVerb = false;
  for (const [i, t] of tokens.entries()) {
    if (t.start >= markerAt) break;
    if (CLAUSE_OPENERS.has(t.lower)) {
      start = i + 1;
      sawVerb = false;
      continue;
    }
    // A verb the dictionary knows, or one of the irregular present forms the rule itself would change ('estoy').
    if (spanishLexicon()?.isOnlyVerbForm(t.lower) || presentToPreterite(t.lower)) sawVerb = true;
    if (sawVerb && /,/.test(t.post)) {
      start = i + 1;
      sawVerb = false;
    }
  }
  return start;
}

/** The preterite of 'tener' and its imperfect, which an age in the past takes ('tuvo 18 años' -> 'tenía'). */
const PRETERITE_OF_TENER: Readonly<Record<string, string>> = { tuve: 'tenía', tuviste: 'tenías', tuvo: 'tenía', tuvimos: 'teníamos', tuvisteis: 'teníais', tuvieron: 'tenían' };
const AGE_NUMBER = /^(?:\d{1,3}|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis|dieciseis|diecisiete|dieciocho|diecinueve|veinte|veintiuno|veintidós|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)$/;
/** 'Tuvo dos años más de experiencia', 'Tuvimos dos años para terminar': a difference or a time given, not an age. */
const AGE_DIFFERENCE = /^(?:mayor|menor|más|menos|mayores|menores|de|para|que|en|sin)$/;

export const preteriteOrImperfect: GrammarRule = {
  id: 'preterite-or-imperfect',
  family: 'preterite-imperfect',
  explanation: describeFamily('es:preterite-or-imperfect'),
  examples: [
    { text: 'Mi novia me dejo ayer.', better: 'Mi novia me dejó ayer.' }, // after a third person, the accent left off, not 'yo dejo'
    { text: 'Ayer compro un libro.', better: 'Ayer compré un libro.' },
    { text: 'El verano pasado viajo a Italia.', better: 'El verano pasado viajé a Italia.' },
    { text: 'Anoche ceno con mis padres.', better: 'Anoche cené con mis padres.' },
    { text: 'De repente, mi vecina llamaba a la puerta.', better: 'De repente, mi vecina llamó a la puerta.' },
    { text: 'De niña, comí pan todos los días.', better: 'De niña, comía pan todos los días.' },
    { text: 'Ayer yo visitaba a mi abuela.', better: 'Ayer visité a mi abuela.' },
    { text: 'Anoche mi hermano cocinaba una paella.', better: 'Anoche mi hermano cocinó una paella.' },
    { text: 'El sábado pasado yo buscaba un regalo.', better: 'El sábado pasado busqué un regalo.' },
    { text: 'Ayer nosotros comíamos en un restaurante.', better: 'Ayer nosotros comimos en un restaurante.' },
    { text: 'Hace tres días voy al médico.', better: 'Hace tres días fui al médico.' },
    // A comma after the time, with no verb before it, keeps the clause going.
    { text: 'Ayer, compro un libro para mi madre.', better: 'Ayer, compré un libro para mi madre.' },
    // The marker's own clause, after another: its verb is the one to fix.
    { text: 'Estoy cansado porque ayer trabajo diez horas.', better: 'Estoy cansado porque ayer trabajé diez horas.' },
    { text: 'Hoy descanso, pero anoche ceno con mis amigos.', better: 'Hoy descanso, pero anoche cené con mis amigos.' },
    // An age in the past is background: the imperfect.
    { text: 'Se rompió la pierna cuando tuvo 18 años.', better: 'Se rompió la pierna cuando tenía 18 años.' },
    { text: 'Mi hermana tuvo diez años cuando nos mudamos.', better: 'Mi hermana tenía diez años cuando nos mudamos.' },
  ],
  counterExamples: [
    'Mi hermana me dejó ayer su coche.',
    'Ayer por la mañana me levanto a las diez.', // 'la mañana' is when, not who: never 'levantó'
    'Ayer mis padres me llamo por teléfono.', // more than one: neither 'llamé' nor 'llamó'
    'Ayer fui al cine.',
    // The imperfect of 'ir' is left, and nothing after it is changed.
    'Anoche íbamos a salir, pero llovió.',
    'Ayer iba por la calle y vi a Juan.',
    'El lunes pasado iba muy cansado al trabajo.',
    // A clause of its own, or a time of now, keeps its present.
    'Ayer estuve en la playa todo el día y hoy tengo la mano roja.',
    'Anoche cené poco y ahora tengo hambre.',
    'Todos los días como fruta.',
    'Ayer estaba cansado.',
    'Cuando era niño, jugaba en el parque.',
    'Ayer visitaba a mi abuela.',
    'Ayer, mientras cocinaba, llamó mi madre.',
    'Ayer quería ir al cine.',
    'Ayer mi madre estaba triste.',
    'De repente, estaba muy cansada.',
    // Ordinary sentences that look like the error and are right.
    'Cuando era pequeña, leía mucho.',
    'Ayer comí con mi madre.',
    'Antes vivíamos en un pueblo.',
    // 'Desde hace' and 'hace ... que' measure a time that goes on to now: the present is right.
    // A verb in the preterite already, then a noun that is also a verb ('cena', 'visita').
    'Ayer fui al cine y después hice la cena.',
    'Anoche preparé la cena para mis padres.',
    'El domingo pasado tuvimos una visita de mis tíos.',
    // A preterite of a verb outside the short list of regular ones tells the finished time too; what follows is still true.
    'Adopté un gato la semana pasada, se llama Luna.',
    'Ayer pinté mi habitación, ahora tiene otro color.',
    'El año pasado adoptamos un perro que se llama Toby.',
    'El verano pasado conocimos a una chica que vive en Roma.',
    'Vivo en Sevilla desde hace dos años.',
    // A present that goes on, with 'hace' and a time: 'for', said 'desde hace'; never the past.
    'Vivo aquí hace cinco años.',
    'Estudio inglés desde hace tres meses.',
    'Hace dos semanas que trabajo aquí.',
    'Me duele la cabeza desde hace dos días.',
    // 'Desde ayer' measures a time that goes on to now, as 'desde hace' does.
    'Mi hijo tiene tos desde ayer.',
    'Estoy en casa desde el lunes pasado.',
    // A state now, and what happened at the finished time in a clause of its own.
    'Estoy muy contenta porque aprobé el examen la semana pasada.',
    'Tengo sueño, dormí muy poco anoche.',
    'Estoy cansada, ayer trabajé doce horas.',
    'Hoy estoy tranquila y ayer trabajé mucho.',
    'Me siento mejor aunque ayer tenía fiebre.',
    // 'tener' in the preterite for what happened, not an age.
    'Ayer tuve un examen.',
    'Mi abuela tuvo tres hijos.',
    'Tuvimos dos años para terminar la casa.',
    'Cuando tenía 18 años me rompí la pierna.',
  ],
  find({ tokens, text }) {
    const edits: Edit[] = [];
    // 'cuando tuvo 18 años' -> 'tenía': an age in the past is the background of what happened.
    tokens.forEach((t, i) => {
      const imperfect = PRETERITE_OF_TENER[t.lower];
      const next = tokens[i + 1];
      if (!imperfect || !next) return;
      const yearsAt = next.lower === 'años' && /^\s*\d{1,3}\s*$/.test(t.post) ? i + 1 : AGE_NUMBER.test(next.lower) && tokens[i + 2]?.lower === 'años' ? i + 2 : -1;
      if (yearsAt > 0 && !AGE_DIFFERENCE.test(tokens[yearsAt + 1]?.lower ?? '')) edits.push({ start: i, end: i + 1, to: imperfect, ...because('es:preterite-or-imperfect.age') });
    });
    if (HABIT_IN_PAST.test(text)) {
      tokens.forEach((t, i) => {
        const imperfect = t.lower !== 'era' ? preteriteToImperfect(t.lower) : null;
        if (imperfect) edits.push({ start: i, end: i + 1, to: imperfect, ...because('es:preterite-or-imperfect.habit') });
      });
      return edits;
    }
    const marker = FINISHED_TIME.exec(text);
    if (!marker || BACKGROUND.test(text)) return edits;
    const reason = because('es:preterite-or-imperfect.finished', { marker: marker[0] });
    let sawVerb = false;
    for (const [i, t] of tokens.entries()) {
      if (i < clauseStartOf(tokens, marker.index)) continue;
      // Another clause keeps its own time: after 'que', or after a comma once a verb was said ('..., se llama Luna').
      if (i > 0 && (t.lower === 'que' || (sawVerb && /,/.test(tokens[i - 1]!.post)))) break;
      // 'Ayer estuve en la playa y hoy tengo la mano roja': a clause of its own once a verb was said, or a time of now.
      if ((sawVerb && CLAUSE_OPENERS.has(t.lower)) || TIME_NOW.has(t.lower)) break;
      if (spanishLexicon()?.isOnlyVerbForm(t.lower)) sawVerb = true;
      // The 'hace' of 'hace dos días' is the marker, not the action.
      if (t.lower === 'hace' && TIME_UNIT.test(tokens[i + 2]?.lower ?? '')) continue;
      // A verb already in the preterite tells the finished time rightly ('Ayer fui al cine y después hice la cena').
      if (preteriteToImperfect(t.lower) || isPreteriteOnly(t.lower)) break;
      // After an article a word that is also a noun is the noun ('la cena', 'una visita').
      const isNounAfterArticle = ARTICLES.has(tokens[i - 1]?.lower ?? '') && !(spanishLexicon()?.isOnlyVerbForm(t.lower) ?? false);
      if (hasPluralSubjectBefore(tokens, i)) break;
      // 'Mi novia me dejo ayer': after a third person, '-o' is the preterite 'dejó' with its accent left off, not 'yo dejo'.
      const unaccented = !isNounAfterArticle && subjectOf(tokens, i) === 'third' && /[^aeiouáéíóú]o$/.test(t.lower) ? `${t.lower.slice(0, -1)}ó` : null;
      if (unaccented && isPreteriteOnly(unaccented)) {
        edits.push({ start: i, end: i + 1, to: unaccented, ...reason });
        break;
      }
      const preterite = isNounAfterArticle ? null : presentToPreterite(t.lower);
      // 'Vivo aquí hace cinco años': a present that goes on, with 'hace' and its time, means 'for five years' (said
      // 'desde hace'), not a finished time: a verb of living, working or studying is left to desde-hace.
      const goesOnFor = /^hace /i.test(marker[0]) && spanishLexicon()?.infinitivesOf(t.lower).some((inf) => GOES_ON.has(inf));
      if (goesOnFor) break;
      if (preterite && !['es', 'está'].includes(t.lower)) {
        // 'El año pasado viajamos': the 'nosotros' form of -ar and -ir verbs is the preterite already.
        if (preterite === t.lower) break;
        edits.push({ start: i, end: i + 1, to: preterite, ...reason });
        break;
      }
      if (IR_IMPERFECT.has(t.lower)) break;
      const subject = subjectOf(tokens, i);
      const fromImperfect = /(aba|abas|ábamos|aban|ía|ías|íamos|ían)$/.test(t.lower) ? imperfectToPreterite(t.lower, subject) : null;
      if (fromImperfect) {
        // 'Ayer yo visitaba' -> 'Ayer visité': the ending says who, so the 'yo' goes.
        const dropsYo = tokens[i - 1]?.lower === 'yo' && fromImperfect.endsWith('é');
        edits.push({ start: dropsYo ? i - 1 : i, end: i + 1, to: fromImperfect, ...reason });
        break;
      }
      // The first verb after the marker decides; a state ('estaba') ends the search.
      if (i > 0 && spanishLexicon()?.infinitivesOf(t.lower).some((inf) => STATIVE.has(inf)) && !/(ar|er|ir)$/.test(t.lower)) break;
    }
    return edits;
  },
};
