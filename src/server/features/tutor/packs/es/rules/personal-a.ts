/**
 * 'Visito mi abuela' -> 'Visito a mi abuela', 'Invité Pedro' -> 'Invité a Pedro': a person (or a pet) as the
 * direct object takes 'a'. Never before a place, a thing or a company ('Visito Madrid', 'Veo Youtube',
 * 'Llamé MK Modern', 'visitar El Museo del Prado'): a bare name gets 'a' only after verbs whose object
 * is always a person (invitar, saludar...). The verb is recognised by the dictionary ('viaje' is viajar, not ver).
 */
import { englishLexiconTags } from '../../../grammar/english-lexicon';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import verbsOfAPersonWords from '../words/verbs-of-a-person.json';
import { because, describeFamily } from '../because';

/** Verbs that often take a person as their direct object. */
const PERSON_VERBS = new Set<string>(verbsOfAPersonWords);
/** Verbs whose direct object is a person whatever it is called: only these take 'a' before a bare name. */
const ONLY_PEOPLE_VERBS = new Set(['invitar', 'saludar', 'abrazar', 'besar', 'felicitar', 'extrañar', 'acompañar']);
const FALLBACK_VERBS = /^(visit|conozc|conoc|llam|ayud|esper|invit|quier|busc|escuch|salud|cuid)/;
const DETERMINERS = new Set(['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'el', 'la', 'los', 'las', 'este', 'esta', 'estos', 'estas']);
const PEOPLE = /^(abuel|madre|padre|herman|amig|prim|tí[oa]s?$|hij|novi|espos|profesor|maestr|jefe|jefa|vecin|compañer|familia|mamá|papá|doctor|médic|sobrin|niñ|chic|bebé|perr|gat|mascota|suegr|cuñad|nieto|nieta|abuelit|gente|estudiantes|alumn|entrenador|pareja)/;
const OBJECT_PRONOUNS = /^(me|te|se|nos|os|lo|la|le|los|las|les)$/;

/** Names a dictionary of names knows as a person's only ('Carlos', 'María'; not 'Valencia', a city too): compromise's lexicon. */
function isFirstName(word: string): boolean {
  const tags = englishLexiconTags(word.normalize('NFD').replace(/\p{M}/gu, ''));
  return tags.length > 0 && tags.every((tag) => /^(?:MaleName|FemaleName|FirstName)$/.test(tag));
}

function verbOf(word: string): string | null {
  const lexicon = spanishLexicon();
  if (!lexicon) return FALLBACK_VERBS.test(word) && word.length > 3 ? 'unknown' : null;
  // Conjugated forms, infinitives and gerunds: 'la llamada' (a participle) and 'el viaje' (viajar) are not these verbs.
  return lexicon.infinitivesOf(word).find((infinitive) => PERSON_VERBS.has(infinitive)) ?? null;
}

export const personalA: GrammarRule = {
  id: 'personal-a',
  family: 'personal-a',
  explanation: describeFamily('es:personal-a'),
  examples: [
    { text: 'Llamo mi hermano.', better: 'Llamo a mi hermano.' },
    { text: 'Busco mi hija.', better: 'Busco a mi hija.' },
    { text: 'Invito Pedro a cenar.', better: 'Invito a Pedro a cenar.' },
    { text: 'Conocí Carlos en la universidad.', better: 'Conocí a Carlos en la universidad.' },
    { text: 'Ayer vimos María en el mercado.', better: 'Ayer vimos a María en el mercado.' },
    { text: 'Ayer visité mis abuelos.', better: 'Ayer visité a mis abuelos.' },
    { text: 'Quiero conocer alguien divertido.', better: 'Quiero conocer a alguien divertido.' },
    { text: 'No encontré nadie en casa.', better: 'No encontré a nadie en casa.' },
    { text: 'Cuido mi perro cuando mi madre trabaja.', better: 'Cuido a mi perro cuando mi madre trabaja.' },
    { text: 'Quiero mucho mi familia.', better: 'Quiero mucho mi familia.' },
  ],
  counterExamples: [
    'Visito Madrid cada año.',
    'Necesito visitar Sudáfrica.',
    'Me llamo Ana.',
    'Busco mi libro.',
    'Veo la televisión.',
    'También veo Youtube mucho.',
    'Ayer llamé MK Modern para pedir una cita.',
    'La llamada mi madre fue larga.',
    'Conozco Barcelona muy bien.',
    'Conocí Valencia el año pasado.',
    'Visité Sevilla con mis padres.',
    'Vi Madrid desde el avión.',
    'Alguien llamó a la puerta.',
    'Nadie vino a la fiesta.',
    'Hablé con alguien en el tren.',
    // Ordinary sentences that look like the error and are right.
    'Visito a mi abuela cada semana.',
    'Veo el mar desde mi ventana.',
    'Busco mi mochila nueva.',
    'Queremos visitar La Torre Eiffel.',
    'Al terminar cada clase los alumnos están agotados.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const previous = tokens[i - 1]?.lower ?? '';
      // 'me llamo Ana', 'te quiero': a pronoun before the verb already is the object; 'la visita' is a noun.
      if (OBJECT_PRONOUNS.test(previous) || DETERMINERS.has(previous) || ['un', 'una'].includes(previous)) return;
      const next = tokens[i + 1];
      if (!next || /[,;:.!?]/.test(t.post)) return;
      const verb = verbOf(t.lower);
      if (!verb) return;
      // 'Conocí alguien' -> 'Conocí a alguien': 'alguien' and 'nadie' are people.
      const isSomeone = ['alguien', 'nadie'].includes(next.lower);
      const isPersonNoun = DETERMINERS.has(next.lower) && /^\p{Ll}/u.test(tokens[i + 2]?.text ?? '') && PEOPLE.test(tokens[i + 2]?.lower ?? '');
      const isCapitalised = /^\p{Lu}\p{Ll}+$/u.test(next.text) && !DETERMINERS.has(next.lower);
      // 'Conocí Carlos', 'Vi María ayer': after any verb of a person, a name known only as a person's ('Conocí Madrid' is a city).
      const isName = isCapitalised && (ONLY_PEOPLE_VERBS.has(verb) || isFirstName(next.lower));
      if (isPersonNoun || isName || isSomeone) edits.push({ start: i + 1, end: i + 1, to: 'a', ...because('es:personal-a.a') });
    });
    return edits;
  },
};
