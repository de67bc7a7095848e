/**
 * 'alot' -> 'a lot', 'inorder' -> 'in order', 'my self' -> 'myself', 'with out' -> 'without': words a
 * learner runs together or splits, where the other spelling is never English. Harper's own word-boundary
 * findings are left out of spoken turns (harper-edits.ts), but these forms only ever come from typing (a
 * speech recogniser writes 'a lot'), so the notebook keeps them whatever the mode.
 * Splits that can be right are left alone: 'every body of water', 'some times are harder', 'any more'.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const RUN_TOGETHER: Record<string, string> = {
  alot: 'a lot', alittle: 'a little', abit: 'a bit', inorder: 'in order', aswell: 'as well', ofcourse: 'of course',
  infront: 'in front', atleast: 'at least', eachother: 'each other', incase: 'in case', noone: 'no one', inspite: 'in spite',
  infact: 'in fact', atall: 'at all', eventhough: 'even though', nomatter: 'no matter', thankyou: 'thank you', forexample: 'for example',
  everytime: 'every time', highschool: 'high school', upto: 'up to', inbetween: 'in between', atfirst: 'at first', afterall: 'after all',
  atlast: 'at last', atonce: 'at once', aslong: 'as long', asfar: 'as far', inaddition: 'in addition', ontop: 'on top', incharge: 'in charge',
  allright: 'all right', goodluck: 'good luck', bestfriend: 'best friend', eachone: 'each one',
};

/** Two words that are one: the pair, then the word it makes. */
const SPLIT: ReadonlyArray<[string, string, string]> = [
  ['my', 'self', 'myself'], ['your', 'self', 'yourself'], ['him', 'self', 'himself'], ['her', 'self', 'herself'], ['it', 'self', 'itself'],
  ['our', 'selves', 'ourselves'], ['your', 'selves', 'yourselves'], ['them', 'selves', 'themselves'],
  ['with', 'out', 'without'], ['whole', 'heartedly', 'wholeheartedly'], ['every', 'where', 'everywhere'], ['there', 'fore', 'therefore'],
  ['through', 'out', 'throughout'], ['week', 'end', 'weekend'], ['week', 'ends', 'weekends'], ['news', 'paper', 'newspaper'], ['news', 'papers', 'newspapers'],
  ['class', 'mates', 'classmates'], ['class', 'mate', 'classmate'], ['room', 'mate', 'roommate'], ['basket', 'ball', 'basketball'], ['foot', 'ball', 'football'],
];
/** Linking words split in two: one word when they open the sentence or a comma follows ('How ever did you', 'in word and deed' are right). */
const SPLIT_LINKERS: ReadonlyArray<[string, string, string]> = [['in', 'deed', 'indeed'], ['further', 'more', 'furthermore'], ['how', 'ever', 'however']];

export const oneWordOrTwo: GrammarRule = {
  id: 'one-word-or-two',
  family: 'one-word-or-two',
  explanation: describeFamily('one-word-or-two'),
  examples: [
    { text: 'My brother reads alot of comics.', better: 'My brother reads a lot of comics.' },
    { text: 'Inorder to pass, she studied every night.', better: 'In order to pass, she studied every night.' },
    { text: 'We sang and danced aswell.', better: 'We sang and danced as well.' },
    { text: 'He was tired, ofcourse.', better: 'He was tired, of course.' },
    { text: 'The bus stops infront of the bank.', better: 'The bus stops in front of the bank.' },
    { text: 'I painted the kitchen my self.', better: 'I painted the kitchen myself.' },
    { text: 'The children dressed them selves.', better: 'The children dressed themselves.' },
    { text: 'I cannot sleep with out music.', better: 'I cannot sleep without music.' },
    { text: 'We thank them whole heartedly.', better: 'We thank them wholeheartedly.' },
    { text: 'Noone answered the phone.', better: 'No one answered the phone.' },
    { text: 'In deed, the plan worked.', better: 'Indeed, the plan worked.' },
    { text: 'There fore we stayed inside.', better: 'Therefore we stayed inside.' },
    { text: 'Everytime I call, she is busy.', better: 'Every time I call, she is busy.' },
    { text: 'My sister is still in highschool.', better: 'My sister is still in high school.' },
    { text: 'The hall holds upto two hundred people.', better: 'The hall holds up to two hundred people.' },
    { text: 'Atfirst I did not like the city.', better: 'At first I did not like the city.' },
    { text: 'We play tennis at the week end.', better: 'We play tennis at the weekend.' },
    { text: 'My class mates helped me a lot.', better: 'My classmates helped me a lot.' },
    { text: 'It rained through out the day.', better: 'It rained throughout the day.' },
  ],
  counterExamples: [
    'My self-esteem grew at university.',
    'They went off with out-of-date maps.',
    'Every body of water here is protected.',
    'Some times of the year are busier.',
    'I do not eat meat any more.',
    'We tried everything at least once.',
    'How ever did you find us?',
    'She was honest in word and in deed.',
    // Ordinary sentences that look like the error and are right.
    'I need a lot of time.',
    'He sat in front of me.',
    'Everyone was there already.',
    'Every time I call, she is busy.',
    'She went to high school in Leeds.',
    'We read the news every morning.',
    'They threw the old paper out.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const two = RUN_TOGETHER[t.lower];
      if (two && /^[a-z]+$/i.test(t.text)) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, two), ...because('one-word-or-two.two', { two }) });
        return;
      }
      const next = tokens[i + 1];
      // Only a plain space between them: 'my self-esteem' and 'with out-of-date maps' are other words.
      if (!next || t.post !== ' ' || /^-/.test(next.post)) return;
      const isLinkerPlace = /^[,;]/.test(next.post) && (i === 0 || /[,;]/.test(tokens[i - 1]!.post));
      const split = SPLIT.find(([first, second]) => t.lower === first && next.lower === second) ??
        SPLIT_LINKERS.find(([first, second]) => t.lower === first && next.lower === second && isLinkerPlace);
      // 'went off with out of date maps': 'out of' is its own phrase.
      const word = split && !(split[2] === 'without' && tokens[i + 2]?.lower === 'of') ? split[2] : undefined;
      if (word) edits.push({ start: i, end: i + 2, to: matchCase(t.text, word), ...because('one-word-or-two.one', { word }) });
    });
    return edits;
  },
};
