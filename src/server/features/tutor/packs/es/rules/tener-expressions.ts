/**
 * Spanish says hunger, thirst, sleepiness, fear, hurry, heat and cold, and age, with 'tener', where English uses 'be':
 * 'Soy hambre' -> 'Tengo hambre', 'Estoy sed' -> 'Tengo sed', 'Soy 25 años' -> 'Tengo 25 años', 'Estoy frío' -> 'Tengo
 * frío'. Only the speaker's, the listener's or 'we' forms: 'El café está frío' (the coffee) and 'Soy frío' (a cold
 * person) are right and left.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

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
  ],
  counterExamples: [
    'Tengo hambre.',
    'El café está frío.',
    'Soy frío con la gente que no conozco.',
    'Es un miedo muy común.',
    'Soy de 1995.',
    'Estoy en el año dos de la carrera.',
    'Somos dos en la familia.',
    'Somos cinco hermanos.',
    'Estoy muy bien, gracias.',
    'La sopa está muy caliente.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const tener = TO_TENER[t.lower];
      if (!tener || /[,;:.!?]/.test(t.post)) return;
      let at = i + 1;
      while (DEGREE.has(tokens[at]?.lower ?? '')) at++;
      const next = tokens[at];
      if (!next) return;
      const isTenerNoun = TENER_NOUNS.has(next.lower) || (FELT_WITH_ESTAR.has(next.lower) && t.lower.startsWith('est'));
      // 'Soy 25 años': a number and 'años' straight after it.
      // Figures are no words to the tokenizer: '25' sits in the space after 'soy'.
      const isAge = (at === i + 1 && NUMBER.test(next.lower) && tokens[at + 1]?.lower === 'años') || (next.lower === 'años' && /^\s*\d{1,3}\s*$/.test(t.post));
      if (!isTenerNoun && !isAge) return;
      edits.push({ start: i, end: i + 1, to: /^\p{Lu}/u.test(t.text) ? tener[0]!.toUpperCase() + tener.slice(1) : tener, ...because(isAge ? 'es:tener-expressions.age' : 'es:tener-expressions.feeling', { noun: next.lower }) });
    });
    return edits;
  },
};
