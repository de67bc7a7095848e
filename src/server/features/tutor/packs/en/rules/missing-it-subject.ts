/**
 * 'I like it because is quiet' -> 'because it is quiet': English states its subject, even where Spanish, Portuguese,
 * Italian or Chinese leave it out ('porque es tranquilo'). Only after 'because' (a new clause, which needs its own
 * subject; 'small but is cheap' shares one and is right), and only where the thing meant is 'it': the sentence
 * already calls it 'it' ('I like it because...') or the verb is the weather's ('because was raining'). A person
 * ('my teacher because is kind') would be 'he' or 'she', which a rule cannot know, so it is left alone.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const BE_OR_HAVE = new Set(['is', 'was', 'has', 'had', "isn't", "wasn't"]);
const WEATHER = /^(?:rain|snow|windy|sunny|cloudy|foggy|freezing|raining|snowing|pouring)/;

export const missingItSubject: GrammarRule = {
  id: 'missing-it-subject',
  family: 'missing-it-subject',
  explanation: describeFamily('missing-it-subject'),
  examples: [
    { text: 'I live in a small town and I like it because is quiet.', better: 'I live in a small town and I like it because it is quiet.' },
    { text: "I don't use it much because is too expensive.", better: "I don't use it much because it is too expensive." },
    { text: 'We stayed at home because was raining.', better: 'We stayed at home because it was raining.' },
    { text: 'I sold it because had too many problems.', better: 'I sold it because it had too many problems.' },
  ],
  counterExamples: [
    'I like it because it is quiet.',
    'I like my teacher because is kind.', // a person: 'he' or 'she', not 'it'
    'We stayed because there is a lot to do.',
    'The flat is small but is very cheap.',
    'I like it because my flat is quiet.',
    'We stayed at home because it was raining.',
    'I like it, because, well, is it not lovely?',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const verb = tokens[i + 1];
      if (t.lower !== 'because' || /\S/.test(t.post) || !verb || !BE_OR_HAVE.has(verb.lower) || /\S/.test(verb.post)) return;
      const saysIt = tokens.slice(0, i).some((x) => x.lower === 'it' || x.lower === "it's");
      const isWeather = WEATHER.test(tokens[i + 2]?.lower ?? '');
      if (!saysIt && !isWeather) return;
      edits.push({ start: i + 1, end: i + 1, to: 'it', ...because('missing-it-subject.it') });
    });
    return edits;
  },
};
