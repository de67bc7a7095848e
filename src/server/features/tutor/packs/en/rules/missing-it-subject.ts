/**
 * 'I like it because is quiet' -> 'because it is quiet': English states its subject, even where Spanish, Portuguese,
 * Italian or Chinese leave it out ('porque es tranquilo'). After 'because' (a new clause, which needs its own
 * subject; 'small but is cheap' shares one and is right), and after 'but', 'and' or 'so' when the sentence's subject is
 * 'I', 'we', 'you' or 'they', which cannot go on with 'is' ('I started the guitar but is difficult'). Only where the
 * thing meant is 'it': the sentence
 * already calls it 'it' ('I like it because...'), the verb is the weather's ('because was raining'), or what is said is
 * said of no person ('if is possible', 'because is important to practise': after 'if' and 'when' too). A person
 * ('my teacher because is kind') would be 'he' or 'she', which a rule cannot know, so it is left alone.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { has, type Token } from '../../../grammar/tag-sentence';
import { because, describeFamily } from '../because';

const BE_OR_HAVE = new Set(['is', 'was', 'has', 'had', "isn't", "wasn't"]);
/** Verbs of thinking whose clause learners begin with 'is' ('I think is expensive'). */
const THINKING = new Set(['think', 'believe', 'guess', 'hope', 'feel', 'suppose']);
/** Subjects that never go on with 'is': after one, 'but is difficult' has lost 'it'. */
const SUBJECTS_NOT_IT = new Set(['i', 'we', 'you', 'they']);
const DEGREE = new Set(['very', 'really', 'so', 'too', 'quite', 'a', 'not', 'also']);
const WEATHER = /^(?:rain|snow|windy|sunny|cloudy|foggy|freezing|raining|snowing|pouring)/;

/** A day or a place said first, before the weather ('Today is raining'). */
const WEATHER_OPENERS = /^(?:today|tonight|yesterday|here|now|outside)$/;

/** Words that open a clause, whose 'is' needs a subject of its own ('if is possible', 'when was raining'). */
const CLAUSE_OPENERS = new Set(['because', 'if', 'when', 'whenever']);
/** Said of no person: 'possible', 'necessary', 'true' ('if is possible' can only be 'it'; 'because is kind' may be 'he'). */
const IMPERSONAL = /^(?:possible|impossible|necessary|unnecessary|convenient|inconvenient|true|obvious|allowed|forbidden|ok|okay)$/;

/** Adjectives that, with 'to' and a verb, say something of the doing, not of a person ('important to practise'; 'happy to help' is a person's). */
const SAID_OF_WHAT_COMES_AFTER = /^(?:important|necessary|essential|possible|impossible|better|best|useful|normal|common|usual|expensive|cheaper|dangerous|safer|healthy|healthier)$/;

/**
 * 'is' + what it says of no person: an impersonal word ('if is possible'), or an adjective with 'to' and a verb ('because
 * is important to study': the 'it' that stands for what comes after), after any words of degree.
 */
function saysNoPerson(tokens: readonly Token[], at: number): boolean {
  let j = at;
  while (tokens[j] && DEGREE.has(tokens[j]!.lower) && tokens[j]!.lower !== 'a') j++;
  const word = tokens[j];
  if (!word || /\S/.test(tokens[j - 1]!.post)) return false;
  if (IMPERSONAL.test(word.lower)) return true;
  const [to, verb] = [tokens[j + 1], tokens[j + 2]];
  return SAID_OF_WHAT_COMES_AFTER.test(word.lower) && to?.lower === 'to' && has(verb, 'Verb') && has(verb, 'Infinitive');
}

export const missingItSubject: GrammarRule = {
  id: 'missing-it-subject',
  family: 'missing-it-subject',
  explanation: describeFamily('missing-it-subject'),
  examples: [
    { text: 'I live in a small town and I like it because is quiet.', better: 'I live in a small town and I like it because it is quiet.' },
    { text: "I don't use it much because is too expensive.", better: "I don't use it much because it is too expensive." },
    { text: 'We stayed at home because was raining.', better: 'We stayed at home because it was raining.' },
    { text: 'I sold it because had too many problems.', better: 'I sold it because it had too many problems.' },
    { text: 'Recently I started to learn the guitar but is very difficult for me.', better: 'Recently I started to learn the guitar but it is very difficult for me.' },
    { text: 'We visited the museum and was amazing.', better: 'We visited the museum and it was amazing.' },
    { text: 'I like my job but is very tiring.', better: 'I like my job but it is very tiring.' },
    { text: 'I like it but is very tiring.', better: 'I like it but it is very tiring.' },
    { text: 'I think is a big problem.', better: 'I think it is a big problem.' },
    { text: 'We believe was a mistake.', better: 'We believe it was a mistake.' },
    { text: 'I check the loans of the clients, is a very boring job.', better: 'I check the loans of the clients, it is a very boring job.' },
    { text: 'We tried the new restaurant, was really good.', better: 'We tried the new restaurant, it was really good.' },
    // After 'if' or 'when', or 'because' with no 'it' before: only what is said of no person.
    { text: 'I would like to arrive early if is possible.', better: 'I would like to arrive early if it is possible.' },
    { text: 'Please call me when is convenient for you.', better: 'Please call me when it is convenient for you.' },
    { text: 'I read every day because is important to practise.', better: 'I read every day because it is important to practise.' },
    { text: 'We took a taxi because was too dangerous to walk.', better: 'We took a taxi because it was too dangerous to walk.' },
    // A day or a place said first cannot rain: the weather's subject is 'it'.
    { text: 'Today is raining in Riyadh.', better: 'Today it is raining in Riyadh.' },
    { text: 'Yesterday was snowing all day.', better: 'Yesterday it was snowing all day.' },
  ],
  counterExamples: [
    'I like it because it is quiet.',
    'I like my teacher because is kind.', // a person: 'he' or 'she', not 'it'
    'We stayed because there is a lot to do.',
    'The flat is small but is very cheap.',
    'I like it because my flat is quiet.',
    'We stayed at home because it was raining.',
    'I like it, because, well, is it not lovely?',
    'She plays the guitar but is very shy.', // a person shares the subject
    'I bought it but is it good?',
    'It rained and it was cold, so we stayed in.',
    'We went there and were told to wait.',
    'What I think is important is time.',
    'The thing I hope is true.',
    'I think Maria is right.',
    'My sister, who lives in Paris, is a doctor.',
    'What I like most, is the food.',
    'What I like most, is a big park.',
    'If you ask me, is it worth it?',
    'I like my neighbour because is very kind to everyone.', // a person, and 'to' with no verb
    'I like my teacher because is happy to help.', // a person's readiness, not what comes after
    'Call me if is a problem.', // no word said of no person
    'I wonder when is the next train.', // a question put inside: 'when the next train is' is another family
    'If possible, I will come early.',
    'Today is sunny and warm.',
    'There is raining season in my country.',
    'Today it is raining.',
    'Today is raining season in Thailand.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    // 'Today is raining', 'Here was snowing all day': a day or a place cannot rain; the weather's subject is 'it'.
    const opener = tokens[0];
    if (opener && WEATHER_OPENERS.test(opener.lower) && ['is', 'was'].includes(tokens[1]?.lower ?? '') && /^(?:raining|snowing|pouring)$/.test(tokens[2]?.lower ?? '') && !has(tokens[3], 'Noun') && opener.post === ' ' && tokens[1]!.post === ' ') {
      edits.push({ start: 1, end: 1, to: 'it', ...because('missing-it-subject.it') });
    }
    tokens.forEach((t, i) => {
      const verb = tokens[i + 1];
      // 'I check the loans of the clients, is a very boring job': a comma joining a second clause learners start with 'is'.
      // Not after a subject set off by its comma ('What I like most, is a big park', 'All I want, is...').
      const isCommaJoin = /^,\s+$/.test(t.post) && i > 1 && !/^(?:what|who|where|all|the)$/.test(tokens[0]!.lower);
      if (!verb || !BE_OR_HAVE.has(verb.lower) || (/\S/.test(t.post) && !isCommaJoin) || /\S/.test(verb.post)) return;
      // 'I started the guitar but is very difficult': after 'but', 'and' or 'so' (or a comma) a first or second person
      // subject cannot go on with 'is', so the clause has lost its own subject, 'it' (a person is 'he' or 'she', left alone).
      if (['but', 'and', 'so'].includes(t.lower) || isCommaJoin) {
        const subject = tokens.find((x) => SUBJECTS_NOT_IT.has(x.lower));
        // Another subject before ('he', 'she', 'there', or 'it' opening a clause) may be what goes on; 'it' as an object ('I like it') is not one.
        const isOtherSubject = (x: (typeof tokens)[number], j: number) => /^(?:he|she|this|that|there)$/.test(x.lower) || (x.lower === 'it' && (j === 0 || ['and', 'but', 'so', 'because'].includes(tokens[j - 1]!.lower)));
        const isFirstSubject = !!subject && tokens.indexOf(subject) <= 2 && !tokens.slice(0, i).some(isOtherSubject);
        const described = tokens[i + 2];
        if (isFirstSubject && ['is', 'was'].includes(verb.lower) && described && (DEGREE.has(described.lower) || /^(?:difficult|hard|easy|expensive|cheap|boring|interesting|fun|great|good|bad|nice|beautiful|amazing|terrible|important|dangerous|useful|possible|impossible|necessary|better|worse|cold|hot|late|early|far|close)$/.test(described.lower))) {
          edits.push({ start: i + 1, end: i + 1, to: 'it', ...because('missing-it-subject.it') });
        }
        return;
      }
      // 'I think is a big problem': after 'I think' (or believe, guess, hope, feel) its clause needs a subject too;
      // 'What I think is...' and 'The thing I think is...' make the thinking part of the subject, and are left.
      if (THINKING.has(t.lower)) {
        const subject = tokens[i - 1];
        const opens = !tokens[i - 2] || /[,;:]/.test(tokens[i - 2]!.post) || ['and', 'but', 'so', 'because'].includes(tokens[i - 2]!.lower);
        if (subject && ['i', 'we', 'you', 'they'].includes(subject.lower) && opens && ['is', 'was'].includes(verb.lower)) edits.push({ start: i + 1, end: i + 1, to: 'it', ...because('missing-it-subject.it') });
        return;
      }
      if (!CLAUSE_OPENERS.has(t.lower)) return;
      const saysIt = t.lower === 'because' && tokens.slice(0, i).some((x) => x.lower === 'it' || x.lower === "it's");
      const isWeather = WEATHER.test(tokens[i + 2]?.lower ?? '');
      if (!saysIt && !isWeather && !(['is', 'was'].includes(verb.lower) && saysNoPerson(tokens, i + 2))) return;
      edits.push({ start: i + 1, end: i + 1, to: 'it', ...because('missing-it-subject.it') });
    });
    return edits;
  },
};
