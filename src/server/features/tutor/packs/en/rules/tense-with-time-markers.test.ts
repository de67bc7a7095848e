import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { tenseWithTimeMarkers } from './tense-with-time-markers';

describe('tense-with-time-markers', () => {
  it.each([
    ['Last week he buy a new phone.', 'Last week he bought a new phone.'],
    ['Two years ago I move to Berlin.', 'Two years ago I moved to Berlin.'],
    ['She works here since 2019.', 'She has worked here since 2019.'],
    ['We have met them last summer.', 'We met them last summer.'],
    ['I am married for five years.', 'I have been married for five years.'],
    // Only the marker's own clause changes.
    ['Yesterday I go to the cinema and watch a film.', 'Yesterday I went to the cinema and watch a film.'],
    ['Yesterday I am tired because I work a lot.', 'Yesterday I was tired because I work a lot.'],
    ['I have seen that film yesterday.', 'I saw that film yesterday.'],
      ['I live here since five years.', 'I have lived here for five years.'],
    ['I have studied English since three years.', 'I have studied English for three years.'],
])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, tenseWithTimeMarkers)).toBe(right);
  });

  it.each([
    'Last year I visited Rome.',
    'I have lived here since 2010.',
    'Tomorrow I go to the dentist.',
    'I usually run for two hours on Sundays.',
    'What did you do last weekend?',
    // Another clause keeps its own time: what is still true now stays in the present.
    'I moved to London last year and I really like it.',
    'He said yesterday that he is coming.',
    'Last week I bought a book that is very interesting.',
    'Yesterday I met a man who is a famous writer.',
    'I visited Rome last summer because my sister lives there.',
    'I went to Paris last year; it is a beautiful city.',
    'I bought this phone two years ago, but it works perfectly.',
    'Last month I found out that my neighbour is a doctor.',
    'Two years ago I started learning English, which is now my favourite subject.',
    'Yesterday I learned that the earth is not perfectly round.',
    'Last year I read a report about cars.',
    'Fewer people are buying cars than ten years ago.',
    'I still remember the day I arrived last year.', // the time word belongs to 'arrived'
    'This road is the same one we were on yesterday.',
    'We stay inside since the weather is bad.', // 'since' giving a reason
    'I have been to London last year.', // 'went': another verb, not 'I was to London'
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, tenseWithTimeMarkers)).toBe(sentence);
  });
});
