import { describe, expect, it } from 'vitest';
import { askTutor } from './tutor-test-helpers';
import { defineWord } from './define-word';
import { findIndexEntry, readSynset } from './wordnet/read-wordnet';

describe('defineWord (WordNet 3.1)', () => {
  it('defines "journey" from WordNet as a noun, with an example that uses the word', () => {
    const entry = findIndexEntry('journey', 'noun');
    const gloss = readSynset('noun', entry!.offsets[0]!).definition;
    const result = defineWord('journey');
    expect(gloss).toBe('the act of traveling from one place to another');
    expect(result.definition).toBe('The act of traveling from one place to another.');
    expect(result.partOfSpeech).toBe('noun');
    expect(result.example).toMatch(/\bjourney\b/i);
  });

  it('prefers a WordNet example sentence when one uses the word', () => {
    expect(defineWord('negotiate')).toEqual({
      definition: 'Discuss the terms of an arrangement.',
      partOfSpeech: 'verb',
      example: 'They negotiated the sale of the house.',
    });
  });

  it('finds inflected and multi-word entries', () => {
    expect(defineWord('journeys').partOfSpeech).toBe('noun');
    expect(defineWord('happier').partOfSpeech).toBe('adjective');
    expect(defineWord('ice cream').definition).toMatch(/frozen dessert/i);
    expect(defineWord('Quickly').partOfSpeech).toBe('adverb');
  });

  it('answers the definition purpose with only a JSON object', async () => {
    const reply = await askTutor({ purpose: 'definition', subject: 'journey' });
    expect(Object.keys(JSON.parse(reply))).toEqual(['definition', 'partOfSpeech', 'example']);
  });

  it('falls back for an unknown word', async () => {
    const reply = await askTutor({ purpose: 'definition', subject: 'blorptastic' });
    expect(JSON.parse(reply)).toEqual({
      definition: '"blorptastic" is not in my dictionary yet, so I won\'t guess what it means.',
      partOfSpeech: 'word',
      example: 'Try using "blorptastic" in your next sentence.',
    });
  });

  it('defines a Spanish word for Lucía in English, a plural by its singular, and says so honestly when it is not in her list', async () => {
    const amigos = JSON.parse(await askTutor({ purpose: 'definition', subject: 'amigos', slug: 'lucia' }));
    expect(amigos).toMatchObject({ definition: '"amigos" means "friends" in English.', partOfSpeech: 'Spanish word' });
    const gatos = JSON.parse(await askTutor({ purpose: 'definition', subject: 'gatos', slug: 'lucia' }));
    expect(gatos.definition).toBe('"gato" means "cat" in English ("gatos" is the plural).');
    const divertidas = JSON.parse(await askTutor({ purpose: 'definition', subject: 'divertidas', slug: 'lucia' }));
    expect(divertidas.definition).toBe('"divertidas" means "fun" in English.');
    const unknown = JSON.parse(await askTutor({ purpose: 'definition', subject: 'murciélago', slug: 'lucia' }));
    expect(unknown.definition).toBe('"murciélago" is not in my Spanish dictionary yet, so I won\'t guess what it means.');
  });
});

describe('a made-up example for an adjective of a feeling', () => {
  it.each(['homesick'])('uses %j of a person, never of a room or a film', (word) => {
    const { example } = defineWord(word);
    expect(example).toMatch(/^(?:I felt|She seemed|He was) /);
    expect(example).not.toMatch(/hotel room|film|experience/);
  });
});
