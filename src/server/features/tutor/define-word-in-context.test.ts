/** Definitions pick the sense a word has in the sentence it was tapped in (a simplified Lesk over WordNet). */
import { describe, expect, it } from 'vitest';
import { complete } from '../../lib/language-model';
import { createOfflineTutor } from './create-offline-tutor';
import { defineWord } from './define-word';
import { tutorRequest } from './tutor-test-helpers';
import { partOfSpeechHint } from './wordnet/part-of-speech-hint';
import { stem } from './wordnet/choose-sense';

describe('defineWord with the sentence the word was used in', () => {
  it('gives the land by a river for "bank" beside a river, and the money institution for a bank that takes deposits', () => {
    const river = defineWord('bank', 'We had a picnic on the grassy bank of the river.');
    expect(river).toMatchObject({ partOfSpeech: 'noun', definition: 'Sloping land (especially the slope beside a body of water).' });
    const money = defineWord('bank', 'I deposited my salary at the bank this morning.');
    expect(money.partOfSpeech).toBe('noun');
    expect(money.definition).toMatch(/financial institution that accepts deposits/);
    expect(money.example).toMatch(/\bbank\b/);
  });

  it('reads the part of speech the sentence gives: "bank on" someone is a verb of trust', () => {
    const trust = defineWord('bank', 'You can bank on my help next week.');
    expect(trust.partOfSpeech).toBe('verb');
    expect(trust.definition).toBe('Have faith or confidence in.');
  });

  it('defines "hearing" in "I love hearing about London" as the verb, not the court proceeding', () => {
    const hearing = defineWord('hearing', 'I love hearing about London.');
    expect(hearing.partOfSpeech).toBe('verb');
    expect(hearing.definition).not.toMatch(/law|court|proceeding/);
    expect(hearing.example).not.toMatch(/to hearing/); // a made-up example uses the dictionary form
    const court = defineWord('hearing', 'The judge opened the hearing and the court took evidence.');
    expect(court).toMatchObject({ partOfSpeech: 'noun' });
    expect(court.definition).toMatch(/proceeding/);
  });

  it('tells the insect from flying, the season from jumping, and the tree\'s bark from a dog\'s', () => {
    expect(defineWord('fly', 'There is a fly in my soup.')).toMatchObject({ partOfSpeech: 'noun', definition: expect.stringMatching(/insect/) });
    expect(defineWord('fly', 'Birds fly south in winter.')).toMatchObject({ partOfSpeech: 'verb', definition: expect.stringMatching(/air/) });
    expect(defineWord('spring', 'The flowers bloom in spring.')).toMatchObject({ partOfSpeech: 'noun', definition: 'The season of growth.' });
    expect(defineWord('bark', 'The dog began to bark at the stranger.').definition).toMatch(/barking sounds/);
    expect(defineWord('bark', 'The bark of the old oak tree was rough.').definition).toMatch(/covering of the woody stems/);
  });

  it('falls back on the most frequent sense when the sentence says nothing about the sense', () => {
    expect(defineWord('journey', 'What a journey!')).toEqual({ ...defineWord('journey'), example: expect.any(String) });
    expect(defineWord('journey', 'What a journey!').definition).toBe('The act of traveling from one place to another.');
  });

  it('answers the same for the same sentence, and an unknown word honestly', () => {
    const sentence = 'I deposited my salary at the bank this morning.';
    expect(defineWord('bank', sentence)).toEqual(defineWord('bank', sentence));
    expect(defineWord('blorptastic', 'It was blorptastic.').definition).toBe('"blorptastic" is not in my dictionary yet, so I won\'t guess what it means.');
  });

  it('reaches the offline tutor through the request\'s context', async () => {
    const request = { ...tutorRequest({ purpose: 'definition', subject: 'bank' }), context: 'I deposited my salary at the bank this morning.' };
    const reply = JSON.parse(await complete(createOfflineTutor(), request));
    expect(reply.definition).toMatch(/financial institution/);
  });
});

describe('the part-of-speech hint and the stems it compares', () => {
  it.each([
    ['bank', 'I walked to the bank.', 'noun'],
    ['bank', 'They bank with a small local firm.', 'verb'],
    ['light', 'The box is very light.', 'adjective'],
    ['cooking', 'She loves cooking.', 'verb'],
    ['spring', 'We met in spring.', 'noun'],
    ['match', 'We watched the football match.', 'noun'],
    ['bank', 'Bank holidays are fun.', null],
  ] as const)('%s in %j is a %s', (word, sentence, pos) => {
    expect(partOfSpeechHint(word, sentence)).toBe(pos);
  });

  it('gives one stem for the usual forms of a word', () => {
    expect(new Set(['deposit', 'deposits', 'deposited', 'depositing'].map(stem))).toEqual(new Set(['deposit']));
    expect(stem('stopped')).toBe(stem('stop'));
  });
});

describe('a plural subject before the word', () => {
  it('does not make the word a noun: "athletes train" is the verb', () => {
    expect(partOfSpeechHint('train', 'Athletes train hard before the games.')).toBeNull();
    expect(defineWord('train', 'Athletes train hard before the games.').partOfSpeech).toBe('verb');
  });
});
