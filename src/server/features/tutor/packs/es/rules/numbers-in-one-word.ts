/**
 * From sixteen to twenty-nine a Spanish number is one word: 'veinte y cinco' -> 'veinticinco', 'diez y seis' ->
 * 'dieciséis', 'veinte y un años' -> 'veintiún años'. From thirty on, 'y' stays between two words ('treinta y cinco').
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** 'diez' or 'veinte', 'y' and a unit, as one word. */
const JOINED: Record<string, Record<string, string>> = {
  diez: { seis: 'dieciséis', siete: 'diecisiete', ocho: 'dieciocho', nueve: 'diecinueve' },
  veinte: {
    uno: 'veintiuno', un: 'veintiún', una: 'veintiuna', dos: 'veintidós', tres: 'veintitrés', cuatro: 'veinticuatro', cinco: 'veinticinco',
    seis: 'veintiséis', siete: 'veintisiete', ocho: 'veintiocho', nueve: 'veintinueve',
  },
};

export const numbersInOneWord: GrammarRule = {
  id: 'numbers-in-one-word',
  family: 'numbers-in-one-word',
  explanation: describeFamily('es:numbers-in-one-word'),
  examples: [
    { text: 'Tengo veinte y cinco años.', better: 'Tengo veinticinco años.' },
    { text: 'Mi hermana tiene diez y seis años.', better: 'Mi hermana tiene dieciséis años.' },
    { text: 'Hay veinte y dos estudiantes en mi clase.', better: 'Hay veintidós estudiantes en mi clase.' },
    { text: 'Mi padre trabajó allí veinte y un años.', better: 'Mi padre trabajó allí veintiún años.' },
    { text: 'Veinte y tres personas vinieron a la fiesta.', better: 'Veintitrés personas vinieron a la fiesta.' },
  ],
  counterExamples: [
    'Tengo treinta y cinco años.',
    'Tengo veinticinco años.',
    'Tenía veinte y ahora tengo treinta.',
    'Compré diez y mi hermano compró cinco.',
    'Éramos veinte, y cinco no vinieron.',
    // Ordinary sentences that look like the error and are right.
    'Tiene cuarenta y dos años.',
    'Llegaron diez y se fueron dos.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const units = JOINED[t.lower];
      const and = tokens[i + 1];
      const unit = tokens[i + 2];
      if (!units || !and || !unit || and.lower !== 'y' || /[,;:.!?]/.test(t.post) || /[,;:.!?]/.test(and.post)) return;
      const joined = units[unit.lower];
      if (!joined) return;
      edits.push({ start: i, end: i + 3, to: matchCase(t.text, joined), ...because('es:numbers-in-one-word.joined', { number: joined }) });
    });
    return edits;
  },
};
