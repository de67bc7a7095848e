/**
 * Spanish says hunger, thirst, sleepiness, fear, hurry, heat and cold, and age, with 'tener', where English uses 'be':
 * 'Soy hambre' -> 'Tengo hambre', 'Estoy sed' -> 'Tengo sed', 'Soy 25 años' -> 'Tengo 25 años', 'Estoy frío' -> 'Tengo
 * frío'. Only the speaker's, the listener's or 'we' forms: 'El café está frío' (the coffee) and 'Soy frío' (a cold
 * person) are right and left. A third person's age too ('Mi padre es 62 años' -> 'tiene'), but not a difference in age
 * ('Es dos años mayor'); 'Estoy caliente' (said of desire) -> 'Tengo calor'.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import peopleWords from '../words/people.json';

/** A form of 'ser' or 'estar' for a person, and the same person of 'tener'. */
export const TO_TENER: Record<string, string> = {
  soy: 'tengo', estoy: 'tengo', eres: 'tienes', estás: 'tienes', somos: 'tenemos', estamos: 'tenemos', sois: 'tenéis', estáis: 'tenéis',
};
/** Nouns said with 'tener' ('tengo hambre'): never an adjective after 'ser' or 'estar'. */
const TENER_NOUNS = new Set(['hambre', 'sed', 'sueño', 'miedo', 'prisa', 'razón']);
/** 'frío' and 'calor' felt: with 'estar' a learner means 'tengo frío'; 'soy frío' is a cold person. */
const FELT_WITH_ESTAR = new Set(['frío', 'frio', 'calor']);
const NUMBER = /^(?:\d{1,3}|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)$/;
const DEGREE = new Set(['mucho', 'mucha', 'un', 'poco', 'tanto', 'tanta', 'bastante', 'muy']);
/** 'Mi padre es 62 años': a third person's age, said with 'ser', takes the same person of 'tener'. */
const THIRD_TO_TENER: Record<string, string> = { es: 'tiene', son: 'tienen', era: 'tenía', eran: 'tenían', está: 'tiene', están: 'tienen' };
/** 'Soy dos años mayor que tú': a difference in age, not an age, keeps 'ser'. */
const AGE_DIFFERENCE = new Set(['mayor', 'menor', 'más', 'menos', 'mayores', 'menores']);
/** 'Estoy caliente' is said of desire: feeling hot is 'tengo calor' ('muy' becomes 'mucho'). */
const HOT = new Set(['caliente', 'calientes']);
const PEOPLE = new Set(Object.keys(peopleWords));
/** 'él es 25 años': a pronoun for a person is a person too. */
const PERSON_PRONOUNS = new Set(['él', 'ella', 'ellos', 'ellas', 'usted', 'ustedes']);
/** 'viejo' after an age: the English 'old' of 'years old'. */
const OLD = new Set(['viejo', 'vieja', 'viejos', 'viejas']);
const YEARS_OLD = new RegExp(String.raw`(?<![\p{L}])(años)\s+(?:${[...OLD].join('|')})(?![\p{L}])`, 'giu');
/**
 * The text with 'años viejo' read as 'años', as meaning is compared (packs/es/index.ts): that 'viejo' is the slip this family
 * drops. 'viejo' itself is no grammar word there, so a slip of it elsewhere is still respelt as the word it is.
 */
export const withoutYearsOld = (text: string): string => text.replace(YEARS_OLD, '$1');
/** How much of a feeling said with 'tener': 'mucha hambre', 'mucho frío' (the noun's gender). */
const MUCH: Record<string, string> = { hambre: 'mucha', sed: 'mucha', prisa: 'mucha', razón: 'mucha', sueño: 'mucho', miedo: 'mucho', frío: 'mucho', frio: 'mucho', calor: 'mucho' };
const TENER_FORMS = new Set(['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen', 'tenía', 'tenías', 'teníamos', 'tenían', 'tuve', 'tuviste', 'tuvo', 'tuvimos', 'tuvieron']);
/** Every word these swaps take out or put in, for the meaning check (index.ts). */
export const TENER_SWAPPED_WORDS: readonly string[] = [...Object.entries(TO_TENER).flat(), ...Object.entries(THIRD_TO_TENER).flat(), ...HOT, 'calor', 'mucho', 'muy'];

export const tenerExpressions: GrammarRule = {
  id: 'tener-expressions',
  family: 'tener-expressions',
  explanation: describeFamily('es:tener-expressions'),
  examples: [
    { text: 'Yo soy hambre.', better: 'Yo tengo hambre.' },
    { text: 'Estoy mucha sed después del partido.', better: 'Tengo mucha sed después del partido.' },
    { text: '¿Estás sueño?', better: '¿Tienes sueño?' },
    { text: 'Soy miedo de los perros.', better: 'Tengo miedo de los perros.' },
    { text: 'Soy 25 años.', better: 'Tengo 25 años.' },
    { text: 'Mi hermano y yo somos veinte años.', better: 'Mi hermano y yo tenemos veinte años.' },
    { text: 'Estoy frío, ¿puedes cerrar la ventana?', better: 'Tengo frío, ¿puedes cerrar la ventana?' },
    { text: 'Estamos calor en verano.', better: 'Tenemos calor en verano.' },
    { text: 'Estoy prisa, hablamos luego.', better: 'Tengo prisa, hablamos luego.' },
    { text: 'Mi padre es 62 años y mi madre es 59.', better: 'Mi padre tiene 62 años y mi madre es 59.' },
    { text: 'Mis abuelos son ochenta años.', better: 'Mis abuelos tienen ochenta años.' },
    { text: 'Mi hermano se llama Jack y él es 25 años.', better: 'Mi hermano se llama Jack y él tiene 25 años.' },
    { text: 'Estoy caliente hoy, necesito un ventilador.', better: 'Tengo calor hoy, necesito un ventilador.' },
    { text: 'Estamos muy calientes en la clase.', better: 'Tenemos mucho calor en la clase.' },
    { text: 'Estoy muy hambre, ¿qué me recomiendas?', better: 'Tengo mucha hambre, ¿qué me recomiendas?' },
    { text: 'Tengo muy sed.', better: 'Tengo mucha sed.' },
    // 'years old' word for word.
    { text: 'Tengo 34 años viejo.', better: 'Tengo 34 años.' },
    { text: 'Buenas tardes, tengo mucho hambre.', better: 'Buenas tardes, tengo mucha hambre.' },
    { text: 'Mi hija tiene diez años vieja y va al colegio.', better: 'Mi hija tiene diez años y va al colegio.' },
    { text: 'Mi hijo tiene muy miedo de los perros.', better: 'Mi hijo tiene mucho miedo de los perros.' },
  ],
  counterExamples: [
    'Tengo mucha hambre y mucho sueño.',
    'Tengo hambre.',
    'Tengo mucha hambre.',
    'Tengo muy buena memoria.',
    'El café está frío.',
    'Soy frío con la gente que no conozco.',
    'Es un miedo muy común.',
    'Soy de 1995.',
    'Estoy en el año dos de la carrera.',
    'Somos dos en la familia.',
    'Somos cinco hermanos.',
    'Estoy muy bien, gracias.',
    'La sopa está muy caliente.',
    // A difference in age keeps 'ser'; a thing that is hot keeps 'estar'.
    'Soy dos años mayor que mi hermana.',
    'Mi hermano es cinco años menor que yo.',
    'El café está caliente.',
    'Es miedo, no es otra cosa.',
    'El curso es dos años en total.',
    'Hace muchos años, viejo amigo.',
    'Tengo un coche de diez años viejo y feo.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const tener = TO_TENER[t.lower] ?? THIRD_TO_TENER[t.lower];
      if (!tener || /[,;:.!?]/.test(t.post)) return;
      let at = i + 1;
      while (DEGREE.has(tokens[at]?.lower ?? '')) at++;
      const next = tokens[at];
      if (!next) return;
      const isTenerNoun = TENER_NOUNS.has(next.lower) || (FELT_WITH_ESTAR.has(next.lower) && t.lower.startsWith('est'));
      // 'Soy 25 años': a number and 'años' straight after it.
      // Figures are no words to the tokenizer: '25' sits in the space after 'soy'.
      const yearsAt = next.lower === 'años' ? at : at + 1;
      const isAge = ((at === i + 1 && NUMBER.test(next.lower) && tokens[at + 1]?.lower === 'años') || (next.lower === 'años' && /^\s*\d{1,3}\s*$/.test(t.post))) && !AGE_DIFFERENCE.has(tokens[yearsAt + 1]?.lower ?? '');
      // 'Estoy caliente' -> 'Tengo calor': only the speaker's, the listener's or 'we' forms of 'estar' ('La sopa está caliente' is right).
      const isHot = HOT.has(next.lower) && t.lower.startsWith('est') && !!TO_TENER[t.lower];
      if (isHot) {
        const degree = tokens.slice(i + 1, at).map((d) => d.lower);
        const much = degree.length === 0 ? '' : degree.join(' ') === 'muy' ? 'mucho ' : null;
        if (much === null) return;
        edits.push({ start: i, end: at + 1, to: `${/^\p{Lu}/u.test(t.text) ? tener[0]!.toUpperCase() + tener.slice(1) : tener} ${much}calor`, ...because('es:tener-expressions.hot') });
        return;
      }
      // A third person's 'es' or 'está' takes 'tener' for an age only ('Mi padre es 62 años'), never for a feeling ('Es miedo').
      if (THIRD_TO_TENER[t.lower] && !isAge) return;
      // ... and only of a person ('mi padre', 'mis abuelos', 'Ana'): 'El curso es dos años' is how long it lasts.
      const before = tokens[i - 1];
      const isPerson = !!before && (PEOPLE.has(before.lower) || PEOPLE.has(before.lower.replace(/e?s$/, '')) || PERSON_PRONOUNS.has(before.lower) || (i > 0 && /^\p{Lu}/u.test(before.text) && !/[.!?]/.test(tokens[i - 2]?.post ?? '.')));
      if (THIRD_TO_TENER[t.lower] && !isPerson) return;
      if (!isTenerNoun && !isAge) return;
      // 'Estoy muy hambre' -> 'Tengo mucha hambre': with 'tener' the feeling is a noun, so 'muy' becomes 'mucho' or 'mucha'.
      const much = isTenerNoun && at === i + 2 && tokens[i + 1]!.lower === 'muy' ? MUCH[next.lower] : undefined;
      const tenerSaid = /^\p{Lu}/u.test(t.text) ? tener[0]!.toUpperCase() + tener.slice(1) : tener;
      edits.push({ start: i, end: much ? i + 2 : i + 1, to: much ? `${tenerSaid} ${much}` : tenerSaid, ...because(isAge ? 'es:tener-expressions.age' : 'es:tener-expressions.feeling', { noun: next.lower }) });
    });
    // 'Tengo 34 años viejo' -> 'Tengo 34 años': the English 'years old' said word for word; the age needs no 'viejo'.
    tokens.forEach((t, i) => {
      const old = tokens[i + 1];
      if (t.lower !== 'años' || !old || !OLD.has(old.lower) || /[,;:]/.test(t.post)) return;
      // An age told with 'tener' ('tengo 34 años', 'tiene diez años'), not a thing's ('un coche de diez años viejo').
      const isAgeSaid = (NUMBER.test(tokens[i - 1]?.lower ?? '') && TENER_FORMS.has(tokens[i - 2]?.lower ?? '')) || (TENER_FORMS.has(tokens[i - 1]?.lower ?? '') && /^\s*\d{1,3}\s*$/.test(tokens[i - 1]!.post));
      if (isAgeSaid) edits.push({ start: i, end: i + 2, to: t.text, ...because('es:tener-expressions.no-old') });
    });
    // 'Tengo muy hambre' -> 'Tengo mucha hambre': 'tener' said right, its noun still takes 'mucho', not 'muy'; and 'mucho'
    // agrees with the noun ('tengo mucho hambre' -> 'mucha': 'hambre' is feminine).
    tokens.forEach((t, i) => {
      const noun = tokens[i + 2];
      const much = tokens[i + 1]?.lower ?? '';
      if (!TENER_FORMS.has(t.lower) || !['muy', 'mucho', 'mucha'].includes(much) || !noun || !MUCH[noun.lower] || MUCH[noun.lower] === much) return;
      edits.push({ start: i + 1, end: i + 2, to: tokens[i + 1]!.text === 'MUY' ? MUCH[noun.lower]!.toUpperCase() : MUCH[noun.lower]!, ...because('es:tener-expressions.much', { noun: noun.lower, much: MUCH[noun.lower]! }) });
    });
    return edits;
  },
};
