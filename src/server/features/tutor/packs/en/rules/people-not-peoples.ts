/**
 * 'twenty peoples came' -> 'twenty people came', 'the peoples was' -> 'the people were': 'people' is already the
 * plural of 'person'. 'Peoples' is a word too, the nations or ethnic groups of a place ('the peoples of Europe',
 * 'indigenous peoples'), so it is left where a nation reading fits: before 'of', after a word naming a kind of
 * people, or with a capital.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** Words that name a kind of nation or group: 'indigenous peoples', 'the Germanic peoples'. */
const NATION_KINDS = /^(?:indigenous|native|ancient|aboriginal|tribal|nomadic|first|colonised|colonized|colonial|conquered|neighbouring|neighboring|different|various|many|other|all|two|several|world's|earth's|continent's|region's)$/;
/** A singular verb right after it: 'the peoples was', 'peoples is'. */
const SINGULAR_BE: Record<string, string> = { was: 'were', is: 'are', has: 'have', does: 'do' };

export const peopleNotPeoples: GrammarRule = {
  id: 'people-not-peoples',
  family: 'people-not-peoples',
  explanation: describeFamily('people-not-peoples'),
  examples: [
    { text: 'Yesterday 20 peoples came to my party.', better: 'Yesterday 20 people came to my party.' },
    { text: 'The peoples was very friendly.', better: 'The people were very friendly.' },
    { text: 'There were a lot of peoples at the station.', better: 'There were a lot of people at the station.' },
    { text: 'Some peoples think it is easy.', better: 'Some people think it is easy.' },
    { text: 'I met new peoples at work.', better: 'I met new people at work.' },
    { text: 'Young peoples use their phones all day.', better: 'Young people use their phones all day.' },
    { text: 'Most peoples in my town speak two languages.', better: 'Most people in my town speak two languages.' },
    { text: 'The peoples is kind here.', better: 'The people are kind here.' },
  ],
  counterExamples: [
    'The peoples of Europe have a long history together.',
    'Indigenous peoples lived here for thousands of years.',
    'The Celtic peoples built these stone circles.',
    'Many peoples have passed through this valley.',
    'Twenty people came to my party.',
    'The people were very friendly.',
    'The museum tells the story of the native peoples of the region.',
    'It was a meeting of the world\'s peoples.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'peoples' || t.text !== 'peoples') return;
      const before = tokens[i - 1];
      const next = tokens[i + 1];
      const isName = !!before && i > 1 && /^\p{Lu}/u.test(before.text) && !/[.!?]/.test(tokens[i - 2]?.post ?? '');
      if (next?.lower === 'of' || (before && NATION_KINDS.test(before.lower)) || isName) return;
      edits.push({ start: i, end: i + 1, to: 'people', ...because('people-not-peoples.people') });
      // 'the peoples was' -> 'the people were': the verb right after it agrees with 'people', a plural.
      const verb = next && t.post === ' ' ? SINGULAR_BE[next.lower] : undefined;
      if (verb) edits.push({ start: i + 1, end: i + 2, to: verb, ...because('people-not-peoples.people') });
    });
    return edits;
  },
};
