/** 'My friend he lives in Paris' -> 'My friend lives in Paris': the subject is said once. */
import { has } from '../tag-sentence';
import { subjectEndingAt, type Edit, type GrammarRule } from './grammar-rule';

const REPEATED = new Set(['he', 'she', 'it', 'they']);
/** 'This time he won', 'One day she left': a time said before the subject, not a subject. */
const TIME_NOUNS = /^(time|times|day|days|week|weeks|month|months|year|years|morning|afternoon|evening|night|weekend|summer|winter|spring|autumn|moment|minute|hour|once)$/;

export const doubleSubject: GrammarRule = {
  family: 'double-subject',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (!REPEATED.has(t.lower) || i === 0 || /[,;:]/.test(tokens[i - 1]!.post)) return;
      const subject = subjectEndingAt(tokens, i);
      const verb = tokens[i + 1];
      if (subject?.person !== 'third' || tokens[subject.start]?.lower === 'that' || !verb || !(has(verb, 'Verb') || has(verb, 'Modal'))) return;
      if (tokens.slice(subject.start, i).some((x) => TIME_NOUNS.test(x.lower) || has(x, 'Date') || has(x, 'Duration'))) return;
      if ((t.lower === 'they') !== subject.isPlural && !['people', 'family'].includes(tokens[i - 1]!.lower)) return;
      edits.push({ start: i, end: i + 1, to: '', why: `'${tokens.slice(subject.start, i).map((x) => x.text).join(' ')}' is already the subject, so we don't repeat it with '${t.lower}'.` });
    });
    return edits;
  },
};
