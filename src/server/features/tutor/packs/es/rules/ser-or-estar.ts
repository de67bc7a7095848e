/**
 * 'Soy estudiando' -> 'Estoy estudiando' (something going on),
 * 'Soy cansado' -> 'Estoy cansado' (a state), 'Soy nervioso hoy' -> 'Estoy' (a quality word, but for now),
 * 'Madrid es en España' -> 'está' (a place), 'Todo es bien' -> 'está bien', 'Estoy profesor' -> 'Soy' (a role). 'La película es triste' stays.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import type { Token } from '../../../grammar/tag-sentence';
import { adjectiveBase, ESTAR_TO_SER, gendered, isTraitWithSer, ROLES, SER_TO_ESTAR, STATES } from '../spanish-words';
import { because, describeFamily } from '../because';
import { spanishLexicon } from '../spanish-lexicon';
import servedFoodAndDrink from '../words/served-food-and-drink.json';
import languages from '../words/languages.json';
import { withoutAccentMarks } from '../../../../../lib/strip-accents';

const DEGREE = new Set(['muy', 'un', 'poco', 'bastante', 'tan', 'algo', 'no']);
/** Forms of 'ser' whose subject is a person, the speaker or the listener: 'soy', 'eres', 'somos'. */
const PERSON_FORMS = new Set(['soy', 'eres', 'somos', 'sois', 'eras', 'éramos']);
/** Adjectives that are a quality with 'ser' and a state with 'estar': a state when the sentence says 'now'. */
const EITHER = new Set(['nervioso', 'triste', 'feliz', 'limpio', 'sucio', 'abierto', 'aburrido', 'tranquilo', 'listo', 'malo', 'bueno', 'guapo', 'solo']);
/** A state with 'estar', a quality of a thing with 'ser': 'es cansado' is 'it is tiring' when no person is its subject. */
const THING_QUALITY_WITH_SER = new Set(['cansado']);
/** Words before 'es' that leave its subject unsaid (a thing just talked about): 'Me gusta, pero es muy cansado'. */
const NO_SUBJECT_BEFORE = new Set(['pero', 'y', 'porque', 'que', 'aunque', 'también', 'siempre', 'a', 'veces']);
const NOW = /\b(hoy|ahora|esta (mañana|tarde|noche)|en este momento|todavía)\b/i;
/** Words that open another clause: a 'hoy' there says nothing of this one ('es listo pero hoy no está listo'). */
const CLAUSE_BREAKS = new Set(['pero', 'y', 'e', 'porque', 'aunque', 'cuando', 'mientras', 'sino', 'pues']);

/** The words of the clause around `at`, from the last conjunction or sentence end before it to the next one. */
function clauseAround(tokens: readonly Token[], at: number): string {
  let start = at;
  while (start > 0 && !CLAUSE_BREAKS.has(tokens[start - 1]!.lower) && !/[.!?;]/.test(tokens[start - 1]!.post)) start--;
  let end = at;
  while (end + 1 < tokens.length && !CLAUSE_BREAKS.has(tokens[end + 1]!.lower) && !/[.!?;]/.test(tokens[end]!.post)) end++;
  return tokens.slice(start, end + 1).map((t) => t.text).join(' ');
}
const TIME_WORDS = new Set(['ahora', 'todavía', 'ya', 'aún']);
/** 'Mi cumpleaños es en mayo': 'en' before a time is no place. */
const TIMES = /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|verano|invierno|primavera|otoño|\d+)$/;
/** 'Es en serio', '¿Cuánto es en total?', 'El pago es en efectivo': 'en' before these says how, not where. */
const NOT_A_PLACE_AFTER_EN = new Set(['total', 'serio', 'efectivo', 'general', 'realidad', 'línea', 'linea', 'persona', 'directo', 'vivo', 'broma', 'euros', 'dólares']);
/** '¿Cuánto es en euros?': a price asked. */
const ASKS_HOW_MUCH = /^(?:cu[aá]nto|cu[aá]nta|cu[aá]ntos|cu[aá]ntas|¿cu[aá]nto)$/;
/** 'Las clases son en español', 'La película es en inglés': 'en' before a language says how it is given, no place (words/languages.json, read without accents). */
const LANGUAGES = new Set(Object.keys(languages.names).map((name) => withoutAccentMarks(name)));
const isLanguage = (word: string | undefined) => !!word && LANGUAGES.has(withoutAccentMarks(word));
/** How hot a dish or a drink is now ('La sopa está muy caliente'): words/served-food-and-drink.json, after 'the', 'my' or 'this'. */
const SERVED = new Set(servedFoodAndDrink.words);
const THIS_ONE = new Set(['el', 'la', 'los', 'las', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'nuestro', 'nuestra']);
const TEMPERATURE = /^(?:caliente|calientes|frío|fría|fríos|frías|frio|fria|tibio|tibia|tibios|tibias)$/;
/**
 * A gerund ('estudiando', 'comiendo', 'leyendo'): '-ando' from an '-ar' verb, '-iendo'/'-yendo' from an '-er' or '-ir' one,
 * each known to the dictionary ('blando', 'comando' and 'estupendo' are no gerunds).
 */
function isGerund(word: string): boolean {
  const lexicon = spanishLexicon();
  if (!lexicon || !/^\p{Ll}+$/u.test(word)) return false;
  const infinitives = /ando$/.test(word) ? [word.replace(/ando$/, 'ar')] : /[iy]endo$/.test(word) ? ['er', 'ir'].map((ending) => word.replace(/[iy]endo$/, ending)) : [];
  return infinitives.some((infinitive) => infinitive.length > 3 && lexicon.infinitivesOf(infinitive).includes(infinitive));
}

/** 'Mi pasatiempo es leyendo', 'Lo que más me gusta es cocinando': an activity named, whose fix is the infinitive, not 'estar'. */
const NAMES_AN_ACTIVITY = /\b(?:que|favorit[oa]s?|pasatiempos?|hobbys?|hobbies|afición|mejor|peor|problema|idea|plan|objetivo|sueño|trabajo consiste)\b/i;

/** 'esta', 'estas', 'estan' written without their accent: the verb when a trait follows ('ella esta muy inteligente'). */
const UNACCENTED_ESTAR: Record<string, string> = { esta: 'es', estas: 'eres', estan: 'son' };
/**
 * How someone is being lately or towards someone ('esta semana está muy antipático conmigo', 'últimamente estás muy amable'):
 * 'estar' with a trait, rightly. Besides NOW's words.
 */
const BEING_LATELY = /(?<![\p{L}])(?:conmigo|contigo|con (?:él|ella|nosotros|todos|la gente|sus? \p{L}+|mis? \p{L}+)|últimamente|ultimamente|esta semana|este mes|este año|estos días|desde|ya no|hoy en día)(?![\p{L}])/iu;

/**
 * After 'está' or 'esta' at `at`, a trait said with ser only (words/traits-with-ser.json), degree words between, and no word
 * that makes it how someone is being now or lately: 'Ella está muy inteligente' means 'es'. Shared with written-accents.ts,
 * which then gives no 'está' for it.
 */
export function traitTakesSer(tokens: readonly Token[], at: number): boolean {
  let next = at + 1;
  while (DEGREE.has(tokens[next]?.lower ?? '')) next++;
  const trait = tokens[next];
  if (!trait || !isTraitWithSer(trait.lower)) return false;
  const clause = clauseAround(tokens, at);
  if (NOW.test(clause) || BEING_LATELY.test(clause)) return false;
  // Without a degree word the trait must end its clause, so the demonstrative before a noun ('esta amable señora') is left alone.
  return next > at + 1 || !tokens[next + 1] || /[,;:.!?]/.test(trait.post) || CLAUSE_BREAKS.has(tokens[next + 1]!.lower);
}

const EVENTS = /\b(fiesta|reunión|clase|concierto|boda|partido|examen|cena)\b/i;

export const serOrEstar: GrammarRule = {
  id: 'ser-or-estar',
  family: 'ser-estar',
  subFamilies: ['ser-or-estar-person-state', 'ser-or-estar-role', 'ser-or-estar-served-temperature', 'ser-or-estar-progressive', 'ser-or-estar-trait'],
  explanation: describeFamily('es:ser-or-estar'),
  examples: [
    { text: 'Eso es mal, ¿no?', better: 'Eso está mal, ¿no?' },
    { text: 'Mi padre es cansado.', better: 'Mi padre está cansado.' },
    // Something going on: 'estar' and the gerund.
    { text: 'Yo soy estudiando español.', better: 'Yo estoy estudiando español.' },
    { text: 'Mi hermana es trabajando en un hospital.', better: 'Mi hermana está trabajando en un hospital.' },
    { text: 'Somos comiendo ahora.', better: 'Estamos comiendo ahora.' },
    { text: 'Mis amigos son viviendo en Lima.', better: 'Mis amigos están viviendo en Lima.' },
    { text: 'Mi padre era leyendo el periódico.', better: 'Mi padre estaba leyendo el periódico.' },
    { text: 'Eres muy cansada.', better: 'Estás muy cansada.' },
    { text: 'Yo soy cansado.', better: 'Yo estoy cansado.' },
    { text: 'Hoy soy enferma.', better: 'Hoy estoy enferma.' },
    { text: 'Mi madre es triste hoy porque su gato murió.', better: 'Mi madre está triste hoy porque su gato murió.' },
    { text: 'Hoy, mi jefe es muy nervioso.', better: 'Hoy, mi jefe está muy nervioso.' },
    { text: 'Mi hermano es ahora en Chile.', better: 'Mi hermano está ahora en Chile.' },
    { text: 'Mi examen fue difícil, pero todo es bien.', better: 'Mi examen fue difícil, pero todo está bien.' },
    { text: 'Ella es muy simpática y es en Madrid.', better: 'Ella es muy simpática y está en Madrid.' },
    { text: 'Mis padres eran en Italia el año pasado.', better: 'Mis padres estaban en Italia el año pasado.' },
    { text: 'Mi casa es en el centro.', better: 'Mi casa está en el centro.' },
    { text: 'Está médico.', better: 'Es médico.' },
    { text: 'Yo estoy estudiante de español.', better: 'Yo soy estudiante de español.' },
    { text: 'Mi hermana está enfermera en un hospital.', better: 'Mi hermana es enfermera en un hospital.' },
    { text: 'Mis padres están mexicanos.', better: 'Mis padres son mexicanos.' },
    { text: 'Yo estoy un ingeniero en una empresa grande.', better: 'Yo soy ingeniero en una empresa grande.' },
    { text: 'Mi madre está una profesora.', better: 'Mi madre es profesora.' },
    // What someone is like: 'ser', whether 'está' was written with its accent or without.
    { text: 'Mi hermana es alta y ella esta muy inteligente.', better: 'Mi hermana es alta y ella es muy inteligente.' },
    { text: 'Mi madre está muy simpática.', better: 'Mi madre es muy simpática.' },
    { text: 'Mis primos estan muy trabajadores.', better: 'Mis primos son muy trabajadores.' },
    { text: 'Tú estás tan generosa.', better: 'Tú eres tan generosa.' },
    { text: 'Mi jefe está exigente.', better: 'Mi jefe es exigente.' },
    { text: 'Hoy soy muy nerviosa por el examen.', better: 'Hoy estoy muy nerviosa por el examen.' },
    { text: 'Mi madre es estresada.', better: 'Mi madre está estresada.' },
    // Ready for something: 'listo para' is a state ('es listo' alone is clever, and stays).
    { text: 'Soy listo para la clase.', better: 'Estoy listo para la clase.' },
    { text: 'Mis padres son muy orgullosos de mí.', better: 'Mis padres están muy orgullosos de mí.' },
    { text: 'Mis hijos son listos para el viaje.', better: 'Mis hijos están listos para el viaje.' },
    { text: 'Mi casa es lejos de la universidad.', better: 'Mi casa está lejos de la universidad.' },
    // How hot a dish or a drink is now.
    { text: 'La sopa es muy caliente, no puedo comerla.', better: 'La sopa está muy caliente, no puedo comerla.' },
    { text: 'Mi café era frío cuando llegué.', better: 'Mi café estaba frío cuando llegué.' },
  ],
  counterExamples: [
    '¿Cuánto es en total?',
    'El pago es en efectivo.',
    // 'en' before a language: how it is given, not where.
    'Las clases son en español.',
    'La película es en ingles con subtítulos.',
    'Mi abuelo es un hombre muy orgulloso.',
    // No gerund, or an activity named (its fix is the infinitive: 'es leer').
    'Mi almohada es muy blanda.',
    'El concierto fue estupendo.',
    'Soy Fernando, de Bogotá.',
    'Mi pasatiempo favorito es leyendo novelas.',
    'Lo que más me gusta es cocinando con mi madre.',
    'Estoy estudiando español.',
    'Es mal momento para hablar.',
    'Soy alto y moreno.',
    'Mi hermano es muy listo.',
    'La fiesta es en mi casa.',
    'Estoy cansado.',
    'Es profesora de música.',
    'Su historia estaba triste.',
    'La película es triste.',
    'Mi hermano es muy nervioso.',
    'El concierto es en el estadio.',
    'Mi madre es de Madrid.',
    'Es bien sabido que el café despierta.',
    'La fiesta es en mi casa.',
    'Mi cumpleaños es en mayo.',
    // Ordinary sentences that look like the error and are right.
    'Estoy cansado después del trabajo.',
    'Mi padre es médico.',
    // 'Estar de' + a job is working as one for now; 'estar con' a person is being with them.
    'Este verano estoy de camarero en un bar.',
    'Estoy una hora con el médico cada semana.', // 'una hora' is no job
    'Es un ingeniero muy bueno.',
    'Mi hermana está con una enfermera.',
    'Estoy estudiando para ser médico.',
    'La tienda está cerca de la plaza.',
    // A thing that tires, its subject left unsaid: 'ser cansado' is 'to be tiring'.
    'Me gusta mi trabajo, pero es muy cansado.',
    // A dish cold by nature, or a drink that is best cold: what it is, not how it is now.
    'El gazpacho es una sopa fría.',
    'Una cerveza fría es lo mejor en verano.',
    'El helado es frío y dulce.',
    'Subir la montaña fue cansado, pero bonito.',
    // What someone is and how they are now, side by side: the 'hoy' belongs to the other clause.
    'Mi hermano es muy listo pero hoy no está listo para el examen.',
    'Mi novia es muy guapa y hoy está muy guapa también.',
    'Mi padre es muy tranquilo, pero ahora está nervioso.',
    // A trait said of now is how someone is being; a state that is no trait stays with 'estar'; 'esta' before a noun points at it.
    'Hoy mi jefe está muy simpático.',
    'Mi hermano está muy tranquilo.',
    'Esta amable señora es mi vecina.',
    'Mi madre es muy simpática.',
    'La música está muy alta.',
    'Esta semana mi hermano está muy antipático conmigo.',
    'Últimamente estás muy amable.',
    'Mis vecinos están muy amables conmigo desde el accidente.',
  ],
  find({ tokens, text }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      let at = i + 1;
      while (DEGREE.has(tokens[at]?.lower ?? '')) at++;
      const next = tokens[at];
      if (!next) return;
      const base = gendered(next.lower) ?? adjectiveBase(next.lower);
      // 'Soy listo para la clase': ready for something is a state ('listo' with ser is clever).
      const isReadyFor = (base === 'listo' || next.lower === 'listo') && tokens[at + 1]?.lower === 'para';
      // 'Mis padres son orgullosos de mí': proud of someone is a feeling, 'estar orgulloso de' ('ser orgulloso' is being haughty).
      const isProudOf = (base === 'orgulloso' || next.lower === 'orgulloso') && tokens[at + 1]?.lower === 'de';
      const isState = (base && STATES.has(base)) || STATES.has(next.lower) || ((EITHER.has(base ?? '') || EITHER.has(next.lower)) && NOW.test(clauseAround(tokens, i))) || isReadyFor || isProudOf;
      // 'Es bien' -> 'Está bien', 'Eso es mal' -> 'está mal': how something is going ('es bien sabido', 'es mal momento'
      // go on and stay).
      const isWell = ['bien', 'mal'].includes(next.lower) && at === i + 1 && (!tokens[at + 1] || /[,;:.!?]/.test(next.post) || ['y', 'pero', 'porque', 'ahora', 'hoy'].includes(tokens[at + 1]!.lower));
      // 'Ella es ahora en Madrid': a time word may stand between the verb and the place.
      const placeAt = TIME_WORDS.has(tokens[i + 1]?.lower ?? '') ? i + 2 : i + 1;
      const isPlace = (tokens[placeAt]?.lower === 'en' && (at === i + 1 || placeAt === i + 2) && !EVENTS.test(text) && !TIMES.test(tokens[placeAt + 1]?.lower ?? '') && !isLanguage(tokens[placeAt + 1]?.lower) && !NOT_A_PLACE_AFTER_EN.has(tokens[placeAt + 1]?.lower ?? '') && !ASKS_HOW_MUCH.test(tokens[i - 1]?.lower ?? '')) || (['lejos', 'cerca'].includes(next.lower) && tokens[at + 1]?.lower === 'de');
      // 'Mi trabajo me gusta, pero es muy cansado': the work is tiring, not tired.
      const before = tokens[i - 1];
      const isThingQuality = THING_QUALITY_WITH_SER.has(base ?? next.lower) && /^(?:es|era|fue|son|eran|fueron)$/.test(t.lower) && (!before || NO_SUBJECT_BEFORE.has(before.lower) || /[,;:]/.test(before.post));
      const isServedTemperature = TEMPERATURE.test(next.lower) && SERVED.has(tokens[i - 1]?.lower ?? '') && THIS_ONE.has(tokens[i - 2]?.lower ?? '');
      // 'Soy estudiando', 'Mi hermana es trabajando': something going on is 'estar' and its gerund.
      if (SER_TO_ESTAR[t.lower] && isGerund(tokens[i + 1]?.lower ?? '') && (PERSON_FORMS.has(t.lower) || !NAMES_AN_ACTIVITY.test(text.slice(0, t.start)))) {
        edits.push({ start: i, end: i + 1, to: SER_TO_ESTAR[t.lower]!, ...because('es:ser-or-estar.progressive'), rule: 'ser-or-estar-progressive' });
      } else if (SER_TO_ESTAR[t.lower] && (isState || isPlace || isWell || isServedTemperature) && !isThingQuality) {
        // 'Soy cansado', 'Eres enfermo': a state of the speaker or the listener (a person, no thing) is measured apart.
        const isPersonState = isState && PERSON_FORMS.has(t.lower) && !!base && STATES.has(base) && !EITHER.has(base);
        edits.push({ start: i, end: i + 1, to: SER_TO_ESTAR[t.lower]!, ...because(isState || isWell || isServedTemperature ? 'es:ser-or-estar.state' : 'es:ser-or-estar.place'), ...(isPersonState ? { rule: 'ser-or-estar-person-state' } : {}), ...(isServedTemperature && !isState ? { rule: 'ser-or-estar-served-temperature' } : {}) });
      } else if ((ESTAR_TO_SER[t.lower] || UNACCENTED_ESTAR[t.lower]) && traitTakesSer(tokens, i)) {
        // 'Ella está muy inteligente', 'mi madre esta muy simpática': what someone is like takes 'ser'.
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, ESTAR_TO_SER[t.lower] ?? UNACCENTED_ESTAR[t.lower]!), ...because('es:ser-or-estar.trait'), rule: 'ser-or-estar-trait' });
      } else if (ESTAR_TO_SER[t.lower] && ROLES.has(next.lower) && at === i + 1) {
        // 'Estoy estudiante': what someone is (a job, a nationality) takes 'ser'; measured apart from states and places.
        edits.push({ start: i, end: i + 1, to: ESTAR_TO_SER[t.lower]!, ...because('es:ser-or-estar.ser'), rule: 'ser-or-estar-role' });
      } else if (ESTAR_TO_SER[t.lower] && ['un', 'una'].includes(tokens[i + 1]?.lower ?? '') && ROLES.has(tokens[i + 2]?.lower ?? '') && (!tokens[i + 3] || /[,;:.!?]/.test(tokens[i + 2]!.post) || ['en', 'y', 'de', 'pero'].includes(tokens[i + 3]!.lower))) {
        // 'Estoy un ingeniero': 'ser', and a job alone takes no article ('Soy ingeniero').
        edits.push({ start: i, end: i + 2, to: ESTAR_TO_SER[t.lower]!, ...because('es:ser-or-estar.ser'), rule: 'ser-or-estar-role' });
      }
    });
    return edits;
  },
};
