/**
 * "Explain in my language" (issue 40): with `explainIn`, the offline tutor's explanations (why, the words around
 * the corrected sentence, tips, feedback, what it adds to a definition) come in the learner's language, while the
 * corrected words, the examples and the conversation stay in the language being learnt.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { explainCorrection } from './explain';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from './tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

// 'alot' is corrected in conversation: its family (one-word-or-two) is measured precise enough (packs/en/measured-families.json).
const ALOT = [{ role: 'user' as const, content: 'My brother reads alot of comics every weekend.' }];

describe('a conversation with a slip', () => {
  it('explains in English by default', async () => {
    const reply = await askTutor({ messages: ALOT });
    expect(reply).toContain("'a lot' is two words.");
    expect(reply).toMatch(/'reads a lot'/);
  });

  it('explains in Spanish to a Spanish speaker learning English, and keeps the corrected words and the question in English', async () => {
    const reply = await askTutor({ messages: ALOT, explainIn: 'es' });
    expect(reply).toContain('“a lot” son dos palabras.');
    expect(reply).toContain('“reads a lot”');
    expect(reply).not.toContain('is two words');
    // The conversation goes on in English: the question about what the learner said.
    expect(reply).toMatch(/ What [^.?]*brother[^.?]*\?$/);
  });

  it('explains in Arabic, with the corrected words in English', async () => {
    const reply = await askTutor({ messages: ALOT, explainIn: 'ar' });
    expect(reply).toContain('«a lot» كلمتان.');
    expect(reply).toContain('«reads a lot»');
    expect(reply).not.toContain('is two words');
    expect(reply).toMatch(/\?$/);
  });

  it('asks a question to think about in the learner\'s language, quoting the English', async () => {
    const reply = await askTutor({ messages: [{ role: 'user', content: 'My cousin play the guitar in a band.' }], explainIn: 'es' });
    expect(reply).toMatch(/¿quedaría mejor “cousin plays” que “cousin play” ahí\?/);
  });
});

describe('a correction\'s reason', () => {
  const spelling = { why: "That word is spelt 'vegetables'.", reason: { key: 'harper:spelling', values: { to: 'vegetables' } } };

  it('is the rule\'s own English why in English, and its catalogue message in another language', () => {
    expect(explainCorrection(spelling, 'en')).toBe("That word is spelt 'vegetables'.");
    expect(explainCorrection(spelling, 'es')).toBe('Esa palabra se escribe “vegetables”.');
    expect(explainCorrection(spelling, 'ar')).toBe('تُكتب هذه الكلمة «vegetables».');
  });

  it('is Harper\'s own short message in English, and its family\'s message in another language', () => {
    const harper = { why: "Use 'despite' or 'in spite of', not 'despite of'.", reason: { key: 'harper:despite-of', values: { to: 'despite' } } };
    expect(explainCorrection(harper, 'en')).toBe(harper.why);
    expect(explainCorrection(harper, 'fr')).toBe('On dit « despite » ou « in spite of », jamais « despite of » : « despite ».');
  });

  it('stays as written when it has no reason as data (a model\'s note)', () => {
    expect(explainCorrection({ why: 'A note.' }, 'ja')).toBe('A note.');
  });
});

describe('tips and feedback', () => {
  it('gives grammar tips in Spanish with the examples in English', async () => {
    const messages = [{ role: 'user' as const, content: 'Yesterday I go to the park.' }, { role: 'user' as const, content: 'Topic: Daily Life' }];
    const english = (await askTutor({ purpose: 'grammar-tips', messages })).split('\n');
    const spanish = (await askTutor({ purpose: 'grammar-tips', messages, explainIn: 'es' })).split('\n');
    expect(spanish).toHaveLength(english.length);
    expect(english.length).toBeGreaterThanOrEqual(3);
    for (const [i, tip] of english.entries()) expect(spanish[i]).not.toBe(tip);
    // The examples are what is being taught: they stay in English.
    expect(english[0]).toBe('Time words like yesterday, ago and last year need the past simple: last year I visited Rome.');
    expect(spanish[0]).toBe('Palabras de tiempo como yesterday, ago y last year piden el past simple: last year I visited Rome.');
  });

  it('gives writing feedback in Arabic, quoting the English it fixed, while the opening stays English', async () => {
    const reply = await askTutor({
      slug: 'claire', purpose: 'writing', topic: 'Writing Challenge', explainIn: 'ar',
      messages: [{ role: 'user', content: 'Free writing\n\nMy brother reads alot of comics. He likes them very much. We go to the shop every weekend.' }],
    });
    expect(reply).toContain('«reads alot»');
    expect(reply).toContain('«reads a lot»');
    expect(reply).toContain('يحتوي نصك على 3 جمل في فقرة واحدة');
    expect(reply).toMatch(/^(?:Thank|Thanks|Nice)/);
  });

  it('gives interview feedback in Japanese under its own labels, quoting the English phrases', async () => {
    const reply = await askTutor({
      slug: 'daniel', purpose: 'interview-feedback', topic: 'Interview Practice', explainIn: 'ja',
      messages: [{ role: 'assistant', content: 'Tell me about a challenge.' }, { role: 'user', content: 'In my last job the team was late. I organised a plan and we finished early.' }],
    });
    const lines = reply.split('\n');
    expect(lines.map((line) => line.split('：')[0])).toEqual(['良い点', '改善点', '構成', '言葉づかい', '次のステップ']);
    expect(reply).toContain('I organised');
  });

  it('says what it adds to a definition in Spanish, and keeps the English definition and example', async () => {
    const entry = JSON.parse(await askTutor({ purpose: 'definition', subject: 'journey', explainIn: 'es' }));
    expect(entry.partOfSpeech).toBe('sustantivo');
    expect(entry.definition).toMatch(/travel/i);
    expect(entry.example).toMatch(/journey/);
    const unknown = JSON.parse(await askTutor({ purpose: 'definition', subject: 'xyzzyq', explainIn: 'es' }));
    expect(unknown.definition).toBe('“xyzzyq” todavía no está en mi diccionario, así que no voy a adivinar lo que significa.');
  });
});
