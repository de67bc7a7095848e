/**
 * What a teacher knows of a short form asked about ('Is "discuss about" correct?', 'Why "I am having" is wrong?'), where
 * a checker reading the words has no sentence around them, or a family that reads them in context measured too badly to
 * correct unasked (dependent-prepositions): a word and the preposition it takes (packs/en/words/dependent-prepositions.json),
 * and a verb of state in the -ing form. Asked outright, the learner hears what the word takes.
 */
import dependentPrepositions from '../packs/en/words/dependent-prepositions.json';
import { verbForms } from '../grammar/verb-forms';

type Pair = { word: string; wrong: readonly string[]; right: string; isVerb?: boolean };
const PAIRS: readonly Pair[] = dependentPrepositions;

/** Verbs of a state, never of an action, whatever follows them: 'I am knowing' is always 'I know'. */
const STATE_VERBS: Readonly<Record<string, string>> = { knowing: 'know', wanting: 'want', needing: 'need', owning: 'own', belonging: 'belong', believing: 'believe', preferring: 'prefer' };
const BE = String.raw`(?:am|is|are|was|were|'m|’m|'s|’s|'re|’re)`;
const STATE_PROGRESSIVE = new RegExp(String.raw`\b${BE} (${Object.keys(STATE_VERBS).join('|')})\b`, 'i');
/** 'I am having' alone, or before what is owned or lasts ('having 5 years experience', 'having two kids'): possession. */
const HAVING_OWNED = new RegExp(String.raw`\b(?:i|you|we|they|he|she|it)\s*${BE} having(?:\s*$|\s+(?:a |an |\d+ |\w+ years? |many |no |some |two |three |four |five )?(?:experience|years?|car|house|flat|brother|sisters?|brothers?|children|kids?|sons?|daughters?|jobs?|degree|dog|cat|problem|idea|time to)\b)`, 'i');

function prepositionNote(words: readonly string[]): string | null {
  for (let i = 0; i + 1 < words.length; i++) {
    const said = words[i]!;
    const preposition = words[i + 1]!;
    const lemma = verbForms(said)?.infinitive;
    const pair = PAIRS.find((p) => p.wrong.includes(preposition) && (p.word === said || p.word === said.replace(/s$/, '') || (p.isVerb && p.word === lemma)));
    if (!pair) continue;
    if (pair.right === '') return `'${said}' takes no preposition: we say '${said} something', not '${said} ${preposition} something'.`;
    return `we say '${said} ${pair.right}', not '${said} ${preposition}'.`;
  }
  return null;
}

function stateNote(phrase: string): string | null {
  if (HAVING_OWNED.test(phrase)) {
    return "'I am having' is right for something you do ('I am having lunch', 'We're having a meeting'), but for what you have, like experience, a job or a family, we say 'I have': 'I have five years of experience'.";
  }
  const state = STATE_PROGRESSIVE.exec(phrase)?.[1]?.toLowerCase();
  return state ? `'${STATE_VERBS[state]}' is a verb of state, so it doesn't take -ing: we say 'I ${STATE_VERBS[state]}', not 'I am ${state}'.` : null;
}

/** What the learner should hear of the form asked about, or null when neither a word's preposition nor a verb of state is in it. */
export function noteOnAskedForm(phrase: string): string | null {
  const words = phrase.toLowerCase().replace(/’/g, "'").match(/[a-z']+/g) ?? [];
  return prepositionNote(words) ?? stateNote(phrase);
}
