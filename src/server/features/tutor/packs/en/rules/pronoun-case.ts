/**
 * 'My husband and me have three children' -> 'My husband and I have': in a subject, the pronoun is the subject form, however
 * many people share the subject; 'Me and my friend went' -> 'My friend and I went' (the other person first, as is polite).
 * Read only where the pair is the subject: it opens the sentence or a clause, and a verb follows it. After a verb or a
 * preposition 'me' is right ('He invited my husband and me to dinner', 'She saw my brother and me leave', 'between you and me').
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { matchCase, POSSESSIVES, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** Words after which a clause, and so a subject, starts. */
const CLAUSE_STARTS = new Set(['and', 'but', 'so', 'because', 'when', 'if', 'while', 'although', 'though', 'since', 'after', 'before', 'then']);
/** The words of a person named by a noun phrase: 'my husband', 'my older sister', 'Tom', 'the teacher'. */
const isPhraseWord = (t: Token) => POSSESSIVES.has(t.lower) || /^(?:the|a|an)$/.test(t.lower) || has(t, 'Adjective') || has(t, 'Noun') || has(t, 'ProperNoun');
/** A verb that has its subject before it ('have', 'went', 'are', 'always go'): not 'to', not a noun. */
const verbAfter = (tokens: readonly Token[], at: number) => {
  const verb = tokens.slice(at).find((x) => !has(x, 'Adverb'));
  return !!verb && has(verb, 'Verb') && !has(verb, 'Noun') && verb.lower !== 'to' && !has(verb, 'Gerund');
};
const opensClause = (tokens: readonly Token[], at: number) => at === 0 || /[,;:]\s*$/.test(tokens[at - 1]!.post) || CLAUSE_STARTS.has(tokens[at - 1]!.lower);

export const pronounCase: GrammarRule = {
  id: 'pronoun-case',
  family: 'pronoun-case',
  explanation: describeFamily('pronoun-case'),
  examples: [
    { text: 'My husband and me have three children.', better: 'My husband and I have three children.' },
    { text: 'Last year my sister and me went to Rome.', better: 'Last year my sister and I went to Rome.' },
    { text: 'My friends and me always play football on Sundays.', better: 'My friends and I always play football on Sundays.' },
    { text: 'I was tired, so my wife and me stayed at home.', better: 'I was tired, so my wife and I stayed at home.' },
    { text: 'Me and my friend went to the cinema.', better: 'My friend and I went to the cinema.' },
    { text: 'Me and my brother are twins.', better: 'My brother and I are twins.' },
    { text: 'Tom and me work in the same office.', better: 'Tom and I work in the same office.' },
  ],
  counterExamples: [
    'He invited my husband and me to dinner.',
    'She saw my brother and me leave the party.',
    'It is a secret between you and me.',
    'They gave my sister and me a present.',
    'My husband and I have three children.',
    'Can you help my friend and me with this?',
    'Me and my big mouth!',
    'Mum called my brother and me, and we came at once.',
    'Me too.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'me') return;
      // 'My husband and me have': the pair before 'me', opening a sentence or a clause, and a verb after it.
      if (tokens[i - 1]?.lower === 'and' && verbAfter(tokens, i + 1)) {
        let start = i - 1;
        while (start > 0 && isPhraseWord(tokens[start - 1]!) && !/[,;:]/.test(tokens[start - 1]!.post)) start--;
        if (start < i - 1 && opensClause(tokens, start)) edits.push({ start: i, end: i + 1, to: 'I', ...because('pronoun-case.subject') });
        return;
      }
      // 'Me and my friend went': the other person first, then 'and I'.
      if (!opensClause(tokens, i) || tokens[i + 1]?.lower !== 'and' || /\S/.test(t.post.trim())) return;
      let end = i + 2;
      while (end < tokens.length && isPhraseWord(tokens[end]!) && !has(tokens[end], 'Verb') && !/[,;:.!?]/.test(tokens[end - 1]!.post)) end++;
      if (end === i + 2 || /[,;:.!?]/.test(tokens[end - 1]!.post) || !verbAfter(tokens, end)) return;
      const other = tokens.slice(i + 2, end).map((x) => x.text).join(' ');
      // 'my friend' takes the capital 'Me' had; a name keeps its own.
      const first = has(tokens[i + 2], 'ProperNoun') ? other : matchCase(t.text, other.charAt(0).toLowerCase() + other.slice(1));
      edits.push({ start: i, end, to: `${first} and I`, ...because('pronoun-case.subject') });
    });
    return edits;
  },
};
