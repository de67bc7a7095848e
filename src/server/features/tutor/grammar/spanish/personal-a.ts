/** 'Visito mi abuela' -> 'Visito a mi abuela', 'Conozco María' -> 'Conozco a María': a person as the object takes 'a'. */
import type { Edit, GrammarRule } from '../rules/grammar-rule';

const VERBS = /^(visit|conozc|conoc|llam|ayud|esper|v[eio]|invit|quier|busc|escuch|salud|cuid)/;
const PERSON_VERBS_FOR_NAMES = /^(conozc|conoc|llam|ayud|esper|v[eio]|invit|quier|salud|cuid)/;
const POSSESSIVES = new Set(['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'el', 'la', 'los', 'las']);
const PEOPLE = /^(abuel|madre|padre|herman|amig|prim|tí[oa]|hij|novi|espos|profesor|jefe|vecin|compañer|familia|padres|mamá|papá|doctor|médic)/;
const WHY = "Cuando el objeto es una persona, ponemos 'a' delante. When the object is a person, Spanish puts 'a' before it.";

export const personalA: GrammarRule = {
  family: 'personal-a',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      // 'me llamo Ana', 'te quiero': a pronoun before the verb already is the object.
      if (!VERBS.test(t.lower) || t.lower.length < 2 || /^(me|te|se|nos|os|lo|la|le|les)$/.test(tokens[i - 1]?.lower ?? '')) return;
      const next = tokens[i + 1];
      if (!next) return;
      const isPersonNoun = POSSESSIVES.has(next.lower) && PEOPLE.test(tokens[i + 2]?.lower ?? '');
      const isName = /^\p{Lu}/u.test(next.text) && PERSON_VERBS_FOR_NAMES.test(t.lower) && !/^(Madrid|España|México|Barcelona|París|Londres)$/.test(next.text);
      const isVerb = t.lower.length > 3 || /^(veo|ve|ves)$/.test(t.lower);
      if (isVerb && (isPersonNoun || isName)) edits.push({ start: i + 1, end: i + 1, to: 'a', why: WHY });
    });
    return edits;
  },
};
