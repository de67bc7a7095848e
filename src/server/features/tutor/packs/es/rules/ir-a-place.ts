/**
 * Where someone goes takes 'a': 'Quiere ir en Perú' -> 'ir a Perú', 'Vamos en Madrid' -> 'Vamos a Madrid' (English's
 * 'in' and 'to' are one word for many learners). 'En' after 'ir' is how one travels ('voy en tren', 'vamos en coche'),
 * so only a place's name (a capital) is read as where, and never a means of transport.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const IR_FORMS = new Set(['ir', 'voy', 'vas', 'va', 'vamos', 'vais', 'van', 'iba', 'ibas', 'íbamos', 'iban', 'iré', 'irás', 'irá', 'iremos', 'irán']);
/** Means of transport written with a capital (a brand, a line): 'voy en Uber', 'vamos en AVE'. */
const TRANSPORT_NAMES = /^(?:uber|cabify|ave|renfe|blablacar|metro|bus|taxi)$/i;

export const irAPlace: GrammarRule = {
  id: 'ir-a-place',
  family: 'ir-a-place',
  explanation: describeFamily('es:ir-a-place'),
  examples: [
    { text: 'Mi prima quiere ir en Perú este invierno.', better: 'Mi prima quiere ir a Perú este invierno.' },
    { text: 'El verano que viene vamos en Sevilla.', better: 'El verano que viene vamos a Sevilla.' },
    { text: 'Mis padres van en Barcelona cada año.', better: 'Mis padres van a Barcelona cada año.' },
  ],
  counterExamples: [
    'Voy en tren a Madrid.',
    'Vamos en coche porque es más barato.',
    'Mañana voy en Uber al aeropuerto.',
    'Quiero ir a México.',
    'Vivo en México.',
    'Mi hermano va en bici al trabajo.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const place = tokens[i + 2];
      if (!IR_FORMS.has(t.lower) || tokens[i + 1]?.lower !== 'en' || /[,;:.!?]/.test(t.post) || !place) return;
      if (!/^\p{Lu}\p{Ll}/u.test(place.text) || TRANSPORT_NAMES.test(place.text)) return;
      edits.push({ start: i + 1, end: i + 2, to: 'a', ...because('es:ir-a-place.a') });
    });
    return edits;
  },
};
