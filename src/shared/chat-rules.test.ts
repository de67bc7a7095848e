import { describe, expect, it } from 'vitest';
import { conversationContextForTips, extractVocabulary, fallbackTipsFor, filterGrammarTips, isLongAnswerRequest, keepRecentVocabulary } from './chat-rules';

describe('isLongAnswerRequest', () => {
  it.each(['Can you list some idioms?', 'Give me examples of the past perfect', 'Explain it step by step', 'Tell me 5 tips for interviews', 'Give me 3 examples', 'What are 10 useful phrases for travel?'])(
    'is long for %j',
    (text) => expect(isLongAnswerRequest(text)).toBe(true),
  );
  it.each(['I went to the market yesterday.', 'How are you?', 'My favourite food is pasta.'])('is brief for %j', (text) => {
    expect(isLongAnswerRequest(text)).toBe(false);
  });
});

describe('extractVocabulary', () => {
  it('keeps lowercase words of 6+ letters that are not common, at most 5', () => {
    expect(extractVocabulary('Yesterday I visited a fascinating museum with ancient sculptures and beautiful paintings everywhere')).toEqual([
      'fascinating', 'museum', 'ancient', 'sculptures', 'beautiful',
    ]);
  });
  it('skips the teacher\'s everyday words with an ending: telling, hearing, started, helping, changed', () => {
    expect(extractVocabulary('Thanks for telling me. I love hearing that you started helping, it changed everything. What a remarkable journey!')).toEqual(['remarkable', 'journey']);
  });
  it('skips capitalised words, stop words, short words and words already listed', () => {
    expect(extractVocabulary('Because London really is wonderful, truly wonderful', ['truly'])).toEqual(['wonderful']);
  });
  it('keeps only the last 8 words overall', () => {
    expect(keepRecentVocabulary(['a1', 'a2', 'a3', 'a4', 'a5', 'a6'], ['b1', 'b2', 'b3', 'b4'])).toEqual(['a3', 'a4', 'a5', 'a6', 'b1', 'b2', 'b3', 'b4']);
  });
});

describe('filterGrammarTips', () => {
  it('strips bullets and asterisks, drops short and punctuation/spelling tips, keeps at most 4', () => {
    const raw = [
      '- **Use the past simple** for finished actions.',
      '* Too short',
      '1. Remember to use a comma before "but".',
      '2) Check your spelling of "necessary".',
      '• Articles: say "a university" because of the sound.',
      'Capitalize the names of days.',
      'Use "since" with a point in time and "for" with a period of time.',
      'Use "since" with a point in time (tip repeated) for practice.',
      'One more tip that is long enough to keep.',
    ].join('\n');
    expect(filterGrammarTips(raw)).toEqual([
      'Use the past simple for finished actions.',
      'Articles: say "a university" because of the sound.',
      'Use "since" with a point in time (tip repeated) for practice.',
      'One more tip that is long enough to keep.',
    ]);
    // 'period' is on the spec's list even in "a period of time": the filter is literal.
    expect(filterGrammarTips('Use "for" with a period of time, like two weeks.')).toEqual([]);
  });
});

describe('conversation context and fallbacks', () => {
  it('uses the topic and the last 6 messages', () => {
    const messages = Array.from({ length: 8 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `m${i}` }));
    const context = conversationContextForTips('Travel', messages);
    expect(context.split('\n')).toEqual(['Topic: Travel', 'Learner: m2', 'Teacher: m3', 'Learner: m4', 'Teacher: m5', 'Learner: m6', 'Teacher: m7']);
  });
  it('picks the countable-noun set when the talk is about food', () => {
    expect(fallbackTipsFor('I ate many apples')[0]).toMatch(/countable/);
    expect(fallbackTipsFor('I went to work')[0]).toMatch(/tenses/);
  });
});
