/**
 * The preposition before a time: 'on' a day ('in Saturday' -> 'on Saturday'), 'in' a month or a year ('at July',
 * 'on 2019' -> 'in'), 'at' night ('in night' -> 'at night'). A day or a month written small gets its capital in the
 * same fix. 'on May 5th' (a date), 'in Monday's meeting' (a day's thing) and 'in the night' are right and left.
 * 'next' and 'last' take none: 'in next month' -> 'next month' ('in the next month' is right).
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const DAYS = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/;
const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;
const YEAR = /^(?:1[89]|20)\d\d$/;
/** After a month, a day number makes a date, which takes 'on' ('on July 4th', 'on May the fifth'). */
const DATE_AFTER = /^(?:\d{1,2}(?:st|nd|rd|th)?|the|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;
/** What 'next' or 'last' may name as a time: then no preposition goes before them ('next month', 'last Friday'). */
const TIME_UNITS = /^(?:week|weekend|month|year|summer|winter|spring|autumn|fall|semester|term|time|night|morning|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export const prepositionsOfTime: GrammarRule = {
  id: 'prepositions-of-time',
  family: 'prepositions-of-time',
  explanation: describeFamily('prepositions-of-time'),
  examples: [
    { text: 'Do you want to meet in saturday?', better: 'Do you want to meet on Saturday?' },
    { text: 'I have English class in Mondays and Thursdays.', better: 'I have English class on Mondays and Thursdays.' },
    { text: 'We can talk at Friday.', better: 'We can talk on Friday.' },
    { text: 'My birthday is at July.', better: 'My birthday is in July.' },
    { text: 'I moved to London on 2019.', better: 'I moved to London in 2019.' },
    { text: 'I can not sleep in night.', better: 'I can not sleep at night.' },
    { text: 'I can start in next month.', better: 'I can start next month.' },
    { text: 'We met on last Friday.', better: 'We met last Friday.' },
    { text: 'I will visit my parents in next summer.', better: 'I will visit my parents next summer.' },
    { text: 'At last week I was ill.', better: 'Last week I was ill.' },
  ],
  counterExamples: [
    'See you on Saturday.',
    'We met in Monday\'s meeting.',
    'The shop opens on May 5th.',
    'She was born on July the fourth.',
    'I woke up in the night.',
    'I can start in the next month.',
    'At last, the bus came.', // 'at last': in the end
    'She finished in last place.',
    'It was in last year\'s report.',
    'The answer is in the next chapter.',
    'I moved here in 2019.',
    'The report is at 2019 prices.',
    // Ordinary sentences that look like the error and are right.
    'I go to the gym on Mondays.',
    'My birthday is in March.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (!next || /\S/.test(t.post) || !['in', 'at', 'on'].includes(t.lower)) return;
      // 'in Monday's meeting': the day owns what follows.
      if (/^['’]s?$/.test(tokens[i + 2]?.text ?? '') || /['’]/.test(next.text)) return;
      const after = tokens[i + 2]?.lower ?? '';
      if (DAYS.test(next.lower) && t.lower !== 'on') {
        edits.push({ start: i, end: i + 2, to: `${matchCase(t.text, 'on')} ${capitalized(next.text)}`, ...because('prepositions-of-time.day') });
      } else if (MONTHS.test(next.lower) && t.lower !== 'in' && !DATE_AFTER.test(after) && !(next.lower === 'may' && next.text === 'may')) {
        edits.push({ start: i, end: i + 2, to: `${matchCase(t.text, 'in')} ${capitalized(next.text)}`, ...because('prepositions-of-time.month-or-year') });
      } else if (YEAR.test(next.text) && t.lower !== 'in' && !/^(?:prices?|levels?|rates?)$/.test(after)) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'in'), ...because('prepositions-of-time.month-or-year') });
      } else if (['next', 'last'].includes(next.lower) && TIME_UNITS.test(after) && !/^['’]s?$/.test(tokens[i + 3]?.text ?? '')) {
        // 'in next month' -> 'next month': the preposition goes, and an opening capital moves to 'Next'.
        edits.push({ start: i, end: i + 2, to: i === 0 ? capitalized(next.text) : next.text, ...because('prepositions-of-time.next-or-last', { word: next.lower }) });
      } else if (t.lower === 'in' && next.lower === 'night') {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'at'), ...because('prepositions-of-time.night') });
      }
    });
    return edits;
  },
};
