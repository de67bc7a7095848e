import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { WorkerBusyError } from '../../../workers/worker-busy-error';
import { findCorrections } from './find-corrections';
import { GRAMMAR_QUEUE_LIMIT, setGrammarTaskTimeout } from './grammar-worker-pool';
import { tagSentence } from './tag-sentence';

// Counts tagging on this (the main) thread; the worker thread has its own, unmocked modules.
vi.mock('./tag-sentence', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./tag-sentence')>();
  return { ...actual, tagSentence: vi.fn(actual.tagSentence) };
});

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);
// What is checked here is what the checker answers, not how fast: a busy machine must not turn a slow answer into none.
beforeAll(() => setGrammarTaskTimeout(15_000));

// What each family finds and how it is re-checked, with every family open: which families may correct a
// learner by default is the gate's business (scripts/train/corrections/gate-families.test.ts; the reply and the
// Notebook under it: create-offline-tutor.test.ts, tests/api/notebook-measured-families.test.ts).
const every = { families: 'every' } as const;

// On a busy machine the first checks after the warm-up can take seconds: a slow check must not fail a test.
describe('findCorrections (Harper, offline)', { timeout: 20_000 }, () => {
  it('recasts irregular past forms with the past simple, not the participle', async () => {
    const [correction] = await findCorrections('I goed to the market yesterday and buyed apples', every);
    expect(correction?.corrected).toBe('I went to the market yesterday and bought apples');
    expect(correction?.fixes.map((f) => f.to)).toEqual(['went', 'bought']);
  });

  it.each([
    ['I swimmed yesterday.', 'I swam yesterday.'],
    ['We drinked coffee after the meeting.', 'We drank coffee after the meeting.'],
    ['Last week I runned five kilometres.', 'Last week I ran five kilometres.'],
    ['She comed home late.', 'She came home late.'],
    ['I have swimmed in that lake before.', 'I have swum in that lake before.'],
    ['He has never drinked tea.', 'He has never drunk tea.'],
    ['I have comed home.', 'I have come home.'],
    ['I knowed the answer.', 'I knew the answer.'],
  ])('chooses the past simple or the participle for %j', async (wrong, right) => {
    expect((await findCorrections(wrong, every))[0]?.corrected).toBe(right);
  });

  it.each([
    ["She don't like coffee.", "She doesn't like coffee."],
    ['He go to school every day.', 'He goes to school every day.'],
    ["I didn't went to the party.", "I didn't go to the party."],
    ['I could of done better.', 'I could have done better.'],
    ['My freind lives here.', 'My friend lives here.'],
    ['I am looking forward to hear from you.', 'I am looking forward to hearing from you.'],
    // Two families on one phrase: fixing only 'an' -> 'a' would leave 'a useful information', which the re-check refuses.
    ['She gave me an useful information.', 'She gave me useful information.'],
    ['We bought an expensive furniture.', 'We bought expensive furniture.'],
  ])('corrects %j', async (wrong, right) => {
    expect((await findCorrections(wrong, every))[0]?.corrected).toBe(right);
  });

  it.each([
    ['They sold thier old car last spring.', 'They sold their old car last spring.'], // a misspelt grammar word is still that word
    ['Our yong neighbours moved away.', 'Our young neighbours moved away.'], // Harper's 'Yong' (a name) is no spacing slip
    ['I bought thoes shoes in the sale.', 'I bought those shoes in the sale.'],
    // Harper's messages that name one clear fix ('the another', 'bigger that', 'points of views').
    ['I do not like the another shop.', 'I do not like the other shop.'],
    ['Our flat is bigger that theirs.', 'Our flat is bigger than theirs.'],
    ['I will explain my points of views.', 'I will explain my points of view.'],
  ])('corrects the word %j', async (wrong, right) => {
    expect((await findCorrections(wrong, every))[0]?.corrected).toBe(right);
  });

  it.each([
    "I've been learning English for three years.",
    'During my last job, I led a team of five engineers and we reduced costs by 20 percent.',
    "I'm a nurse and I work night shifts at the hospital.",
    'My manager, Siobhán, asked me to prepare the quarterly report.',
    'My sister Priya works at Google in Dublin.',
    "We're planning a trip to Kraków in the autumn.",
    'My favourite colour is green, and I practise the piano in the centre of town.',
    'Our team analysed the data and enrolled in a training programme.',
    'i like cooking for my friends on weekends',
    "I'm gonna try to speak more slowly.",
    'lol that was so funny, btw are you free tomorrow?',
    "Hola, me llamo Ana y vivo en Madrid.",
    'If I had more time, I would learn Japanese.',
    'I do not like the other shop, but another one opened nearby.',
    'Our flat is bigger than theirs, and I know that theirs is older.',
    'From my point of view, both points of view are fair.',
    'My parents and their friends bought those tickets.',
  ])('leaves correct text alone: %j', async (sentence) => {
    expect(await findCorrections(sentence, every)).toEqual([]);
  });

  it('gives at most the requested number of corrections, one per sentence', async () => {
    const text = "She don't like it. He have went home. My freind lives here.";
    const corrections = await findCorrections(text, { max: 2, ...every });
    expect(corrections.map((c) => c.corrected)).toEqual(["She doesn't like it.", 'He has gone home.']);
  });

  it('fixes a misspelling that Harper could also split into a word and a non-word ("post ion")', async () => {
    const [correction] = await findCorrections('This is very possitive and he will get a better postion.');
    expect(correction?.corrected).toBe('This is very positive and he will get a better position.');
  });

  it("reads a short slip with 'ae' as a slip, not as a British spelling ('yaer' is not 'yer')", async () => {
    const [correction] = await findCorrections('They make profits year after yaer.');
    expect(correction?.corrected).toBe('They make profits year after year.');
  });

  it('fixes a long word three letters away from its spelling', async () => {
    const [correction] = await findCorrections('Then, how about if the talkkative explains the project errounuosly?');
    expect(correction?.corrected).toBe('Then, how about if the talkative explains the project erroneously?');
  });

  it.each([
    'I saw her earlier that week.', // no comparison: not 'than'
    'Prices range from cheap to expensive.', // a range: not 'too'
    'The patient came to quickly.',
    'He gave in in the end.', // a particle and a preposition
    'We heard the screechings of the owls.', // counted, unlike 'informations'
    'Pollini plays the piano.', // a name opening the sentence
    'It was a hot, breezeless day.', // 'breeze' + '-less'
    'He graduated magna cum laude.', // a loan phrase
    'A resolute and unshakeable faith.', // British spelling
    'It is as mutable as that of E. coli.', // an initial does not end the sentence
    'We ate pastel de nata in Lisbon.', // a phrase of another language, beside its small word
    'We ate sundal at the temple.', // a dish after a verb of eating, never respelt into a thing ('sundial')
    'My favourite snack is pao de queijo.',
    'We stayed near the Gare du Nord.',
    'I had chicken alla cacciatora.',
    'They are one of the big four.', // a number that names a group
    'She finished one of the top ten.',
    'Our health service is one of the best in the world.', // a superlative standing for its noun
    'I like to play videogames with my brother.', // two words written as one: no misspelling of a third
    'That was one of the worst of my life.',
    'She is one of the kindest in our class.',
  ])('leaves %j alone, correct English that Harper misreads', async (sentence) => {
    expect(await findCorrections(sentence, every)).toEqual([]);
  });

  it.each([
    'We apologize for the inconvenients.', // a noun meant ('inconvenience'): 'the inconvenient' would be no better
    'There are many differents of opinion.',
  ])('leaves %j to the learner: respelling it as its adjective would not give the noun meant', async (sentence) => {
    expect(await findCorrections(sentence, every)).toEqual([]);
  });

  it.each([
    ['It is bigger that mine.', 'It is bigger than mine.'],
    ['Nobody knew what had happend.', 'Nobody knew what had happened.'], // after 'had', the -ed form
    ['Becuase it rained, we stayed.', 'Because it rained, we stayed.'],
    ['I waited untill midnight.', 'I waited until midnight.'], // 'un' + 'till', but one doubled letter from 'until'
    ['We ate pastel de nata in a beatiful cafe.', 'We ate pastel de nata in a beautiful cafe.'], // an English word away from the phrase
    ['I ate a bannana for breakfast.', 'I ate a banana for breakfast.'], // after a verb of eating, respelt into a food
    ['Yesterday I cooked spagetti for my family.', 'Yesterday I cooked spaghetti for my family.'],
    ['I have many importants meetings.', 'I have many important meetings.'], // an adjective before its noun: the -s is the slip
  ])('still corrects %j in context', async (wrong, right) => {
    const [correction] = await findCorrections(wrong, every);
    expect(correction?.corrected).toBe(right);
  });

  // Families whose fix brings in a word of their own ('be able to', 'how'), which the meaning check must let through.
  it.each([
    ['If I will get the job, I will can send money.', 'If I get the job, I will be able to send money.'], // every error fixed
    ['I want to can speak English well.', 'I want to be able to speak English well.'],
    ['My son knows to read already.', 'My son knows how to read already.'],
    ['When I was ten, my mother teach me to cook.', 'When I was ten, my mother taught me to cook.'],
  ])('fixes %j with the words its family brings', async (wrong, right) => {
    const [correction] = await findCorrections(wrong, every);
    expect(correction?.corrected).toBe(right);
  });

  it('corrects a typed run-on that is never English, in chat as in written work', async () => {
    const [spoken] = await findCorrections('My home town is near the sea and I go there alot.');
    expect(spoken?.corrected).toBe('My home town is near the sea and I go there a lot.');
    const [written] = await findCorrections('I go there alot.', { isWriting: true });
    expect(written?.corrected).toBe('I go there a lot.');
  });

  // Some keyboards write 'ó' as 'o' and a combining accent: read as one letter, it is no missing accent ('murió́').
  it.each(['Lloramos porque Logan murió al final.', 'Mi color de ojos es café claro.', 'Está viviendo en Nueva York.'])(
    'reads %j written with combining accents as the same words',
    async (sentence) => {
      expect(await findCorrections(sentence.normalize('NFD'), { ...every, language: 'es-ES' })).toEqual([]);
    },
  );

  it('mentions capital letters only in written work', async () => {
    expect(await findCorrections('See you on monday at the office.', every)).toEqual([]);
    const [correction] = await findCorrections('See you on monday at the office.', { isWriting: true, ...every });
    expect(correction?.corrected).toBe('See you on Monday at the office.');
  });
});

describe('findCorrections off the event loop', () => {
  it('tags and re-checks in the grammar worker, never on the main thread', async () => {
    vi.mocked(tagSentence).mockClear();
    const [correction] = await findCorrections('She go to the market every morning.', every);
    expect(correction?.corrected).toBe('She goes to the market every morning.');
    expect(tagSentence).not.toHaveBeenCalled();
  });

  it('is worked out in the bounded grammar worker: a burst past its queue is refused with 503, the rest answered', async () => {
    const burst = Array.from({ length: GRAMMAR_QUEUE_LIMIT + 6 }, (_, i) => findCorrections(`He go to school on day ${i}.`, every));
    const settled = await Promise.allSettled(burst);
    const refused = settled.filter((s) => s.status === 'rejected').map((s) => (s as PromiseRejectedResult).reason);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((reason) => reason instanceof WorkerBusyError && reason.status === 503)).toBe(true);
    const answered = settled.filter((s) => s.status === 'fulfilled').map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof findCorrections>>>).value);
    expect(answered[0]?.[0]?.corrected).toBe('He goes to school on day 0.');
  }, 60_000);
});
