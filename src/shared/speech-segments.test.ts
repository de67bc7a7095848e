import { describe, expect, it } from 'vitest';
import { splitSpeechSegments } from './speech-segments';

describe('splitSpeechSegments', () => {
  it('keeps text without glosses whole', () => {
    expect(splitSpeechSegments('Hi there, how are you?')).toEqual([{ text: 'Hi there, how are you?', isEnglishGloss: false }]);
  });

  it('marks the English glosses in parentheses, in order', () => {
    expect(splitSpeechSegments('¡Muy bien! ¿Cómo te llamas? (What is your name?) ¿Y tú?')).toEqual([
      { text: '¡Muy bien! ¿Cómo te llamas?', isEnglishGloss: false },
      { text: 'What is your name?', isEnglishGloss: true },
      { text: '¿Y tú?', isEnglishGloss: false },
    ]);
  });

  it('handles a reply that opens with a gloss, and skips empty parts', () => {
    expect(splitSpeechSegments('(To say I miss my friends:) Echo de menos a mis amigos. ()')).toEqual([
      { text: 'To say I miss my friends:', isEnglishGloss: true },
      { text: 'Echo de menos a mis amigos.', isEnglishGloss: false },
    ]);
  });

  it('does not read a phonetic transcription aloud', () => {
    expect(splitSpeechSegments('Say it like this: /θɔːt/, with the tongue between the teeth.')).toEqual([
      { text: 'Say it like this:, with the tongue between the teeth.', isEnglishGloss: false },
    ]);
    expect(splitSpeechSegments('Both/either is fine.')).toEqual([{ text: 'Both/either is fine.', isEnglishGloss: false }]);
  });
});
