/**
 * After 'have', 'has' or 'had' the verb takes its past participle, not its past: 'I have went' -> 'I have gone', 'She
 * has ate' -> 'She has eaten'. Only verbs whose two forms differ ('went'/'gone', 'saw'/'seen'; not 'worked'), read
 * from the verb tables, with at most 'never', 'already', 'just', 'ever' or 'not' between.
 */
import { has } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

// Not 'had' ('All the money I had was gone': a relative clause, then the main verb) nor "he's" ("He's broke": 'is').
const HAVE = new Set(['have', 'has', "'ve", "i've", "you've", "we've", "they've", "haven't", "hasn't"]);
/** 'was' and 'were' after 'have' start another clause ('The house I have was built'): never this slip. */
const BE_PASTS = new Set(['was', 'were']);
const BETWEEN = new Set(['never', 'already', 'just', 'ever', 'not', 'always', 'recently', 'also', 'finally', 'only']);
/** Pasts that are participles too in one English or another ('I have got', 'it has proved', 'she has showed'). */
const ALSO_PARTICIPLES = new Set(['got', 'proved', 'showed', 'mowed', 'sewed', 'sowed', 'swelled', 'shaved', 'sawed', 'struck', 'dived', 'hung', 'lit', 'strived', 'thrived', 'weaved']);
/** Pasts that are nouns too ('a saw', 'a rose', 'a bit'): after 'have' with a noun after them they are things had. */
const PAST_AND_NOUN = new Set(['saw', 'rose', 'bit', 'spoke', 'drove', 'fell', 'ground', 'lay', 'wound', 'bore']);

export const perfectWithPastForm: GrammarRule = {
  id: 'perfect-with-past-form',
  family: 'perfect-with-past-form',
  explanation: describeFamily('perfect-with-past-form'),
  examples: [
    { text: 'I have went to London twice.', better: 'I have gone to London twice.' },
    { text: 'She has ate all the cake.', better: 'She has eaten all the cake.' },
    { text: 'We have never saw snow.', better: 'We have never seen snow.' },
    { text: 'I have saw the film.', better: 'I have seen the film.' },
    { text: 'They have already took the bus.', better: 'They have already taken the bus.' },
    { text: "I've wrote three emails today.", better: "I've written three emails today." },
  ],
  counterExamples: [
    'I have gone to London twice.',
    'She has finished her homework.',
    'I have a saw in the garage.',
    'We have rose bushes in the garden.',
    'I had a bit of luck.',
    "It's became my favourite.",
    'All the money I had was gone.',
    'The flu I had went away after a week.',
    'The house I have was built in 1990.',
    "He's broke this month.",
    'Have you ever seen snow?',
    'I have two brothers.',
    "I've got two brothers and a sister.",
    'The plan has proved useful.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (!HAVE.has(t.lower.replace(/’/g, "'")) || /\S/.test(t.post)) return;
      let at = i + 1;
      while (BETWEEN.has(tokens[at]?.lower ?? '')) at++;
      const verb = tokens[at];
      if (!verb || tokens.slice(i + 1, at).some((x) => /\S/.test(x.post))) return;
      const forms = verbForms(verb.lower);
      if (BE_PASTS.has(verb.lower)) return;
      if (!forms || forms.past !== verb.lower || forms.participle === verb.lower || forms.infinitive === verb.lower || ALSO_PARTICIPLES.has(verb.lower)) return;
      if (!has(verb, 'Verb') && !has(verb, 'PastTense')) return;
      // 'We have rose bushes': a noun right after 'have' with another noun after it is a thing had; 'have never saw' is no noun.
      if (PAST_AND_NOUN.has(verb.lower) && at === i + 1 && (has(tokens[at + 1], 'Noun') || !tokens[at + 1])) return;
      edits.push({ start: at, end: at + 1, to: forms.participle, ...because('perfect-with-past-form.participle', { past: verb.lower, participle: forms.participle }) });
    });
    return edits;
  },
};
