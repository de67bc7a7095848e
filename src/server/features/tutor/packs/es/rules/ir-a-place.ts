/**
 * Where someone goes takes 'a': 'Quiere ir en Perú' -> 'ir a Perú', 'Vamos en Madrid' -> 'Vamos a Madrid' (English's
 * 'in' and 'to' are one word for many learners). 'En' after 'ir' is how or when one travels ('voy en tren', 'vamos en
 * Navidad', 'voy en Ryanair'), so only a name the place lists hold (words/origin-places.json, place-names-in-english.json)
 * is read as where.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import { stripAccents } from '../../../../../lib/strip-accents';
import originPlaces from '../words/origin-places.json';
import placeNamesInEnglish from '../words/place-names-in-english.json';

const IR_FORMS = new Set(['ir', 'voy', 'vas', 'va', 'vamos', 'vais', 'van', 'iba', 'ibas', 'íbamos', 'iban', 'iré', 'irás', 'irá', 'iremos', 'irán']);
/** Places by name, without accents and in lower case ('peru', 'nueva york'). */
const PLACES = new Set([...originPlaces.names, ...Object.keys(placeNamesInEnglish)].map((name) => stripAccents(name.toLowerCase())));

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
    'Vamos en Navidad a Madrid.',
    'Voy en Ryanair a Roma.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const place = tokens[i + 2];
      if (!IR_FORMS.has(t.lower) || tokens[i + 1]?.lower !== 'en' || /[,;:.!?]/.test(t.post) || !place) return;
      const name = stripAccents([place.lower, tokens[i + 3]?.lower].filter(Boolean).join(' '));
      if (!/^\p{Lu}/u.test(place.text) || !(PLACES.has(stripAccents(place.lower)) || PLACES.has(name))) return;
      edits.push({ start: i + 1, end: i + 2, to: 'a', ...because('es:ir-a-place.a') });
    });
    return edits;
  },
};
