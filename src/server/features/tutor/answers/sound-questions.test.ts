import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { SOUND_FAMILIES } from './sound-pairs';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a sound the learner asks about or struggles with', () => {
  it.each([
    ['I have problem with the "th" sound.', /^.+ For the th sound, put the tip of your tongue lightly between your teeth/],
    ['How do I say th?', /For the th sound, put the tip of your tongue/],
    ['I cannot pronounce the r sound.', /For the English r, pull your tongue back/],
    // Two named in answer to 'Which English sounds are hardest for you?': the first of them.
    ['The th sound and the r.', /For the th sound, put the tip of your tongue/],
    ['the r and the l sounds', /For the English r, pull your tongue back/],
    // How to practise or improve a sound is how to make it, not a general study plan.
    ["How do I practise the 'th' sound?", /For the th sound, put the tip of your tongue/],
    ['How can I improve my r sound?', /For the English r, pull your tongue back/],
    // Where the mouth goes for a sound, asked about the tongue, the lips or the teeth.
    ['Where does my tongue go for th?', /For the th sound, put the tip of your tongue/],
    ['What should my tongue do for the l sound?', /For l, touch the ridge just behind your top teeth/],
    ["Where do I put my lips for 'v'?", /\bv\b/],
    ['How do I move my mouth when I say th?', /For the th sound, put the tip of your tongue/],
    // The sound named first, as learners often put it.
    ['and for L where is tongue?', /For l, touch the ridge just behind your top teeth/],
    ['For th, how are my lips?', /For the th sound, put the tip of your tongue/],
  ])('%j gets how to make the sound, not its letters spelt', async (message, tip) => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(tip);
    expect(reply).not.toMatch(/tee-AYCH|in this word/);
  });

  it.each([
    ["Thanks! How about the 'r' sound?", /For the English r, pull your tongue back/],
    ['And th?', /For the th sound, put the tip of your tongue/],
    ['What about v?', /\bv\b/],
  ])('%j, after another sound, gets how to make that one', async (message, tip) => {
    const messages = [{ role: 'user' as const, content: 'I have problem with the "l" sound.' }, { role: 'assistant' as const, content: 'Try it slowly a few times.' }, { role: 'user' as const, content: message }];
    expect(await askTutor({ slug: 'maya', messages })).toMatch(tip);
  });

  it("leaves 'What about r?' to the conversation with a teacher who is not the pronunciation coach", async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'What about r?' }] })).not.toMatch(/For the English r/);
  });

  it('still spells out a word', async () => {
    expect(await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'How do I say "she"?' }] })).toMatch(/'She' sounds like shee/);
  });
});

describe('two sounds the learner mixes up, named by their letters', () => {
  it.each([
    ["What's the difference between the l and r sounds?", /'light' and 'right'/],
    ['I have problems with l and r.', /'light' and 'right'/],
    ['I am from Japan and I find the l and r sounds very difficult.', /'light' and 'right'/],
    ['B and V are really confusing.', /'berry' and 'very'/],
    ['I mix up v and w.', /'vest' and 'west'/],
    ['I always confuse "sh" and "ch".', /'ship' and 'chip'/],
  ])('%j gets how to make each sound and pairs to practise on', async (message, pair) => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(pair);
    expect(reply).not.toMatch(/Japan, I would love|not sure I can answer/);
  });

  it('gives the tip for one sound the learner finds hard', async () => {
    expect(await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'I find the r sound very difficult.' }] })).toMatch(/For the English r, pull your tongue back/);
  });

  it.each(['I have problems with my boss and my colleagues.', 'I find the book and the film very different.'])('leaves %j to the conversation', async (message) => {
    expect(await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] })).not.toMatch(/Practise on pairs of words/);
  });
});

describe('a pair of words the learner mixes up in their own voice', () => {
  it.each([
    ["When I say 'think' it sounds like 'sink'.", /'think' has \/θ\/, the th sound, and 'sink' has \/s\//],
    ['My "three" sounds like "tree".', /'three' has \/θ\/, the th sound, and 'tree' has \/t\//],
    ["People hear 'ship' when I say 'sheep'.", /'ship' has a short, relaxed \/ɪ\/, and 'sheep' has a long \/iː\//],
    ["What about 'light' and 'right'?", /'light' has \/l\/, and 'right' has \/r\//],
    ['And bad or bed?', /'bad' has \/æ\/, as in bad, and 'bed' has \/e\//],
  ])('%j gets the two sounds and how to make each', async (message, sounds) => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(sounds);
    expect(reply).toMatch(/slowly and then faster/);
  });

  it.each(['My car sounds like a tractor.', 'What about cats and dogs?', 'When I say hello it sounds like a question.', 'People hear me when I say hello.'])('leaves %j, which names no pair of sounds, to the conversation', async (message) => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] });
    expect(reply).not.toMatch(/slowly and then faster/);
  });
});

describe('words to practise a sound on', () => {
  it('gives pairs for the sound the learner has been talking about', async () => {
    const messages = [{ role: 'user' as const, content: "Hi, I can't pronounce the 'th' sound." }, { role: 'assistant' as const, content: 'Try it slowly a few times.' }, { role: 'user' as const, content: 'Can you give me some words to practice?' }];
    const reply = await askTutor({ slug: 'maya', messages });
    expect(reply).toMatch(/differ only in \/θ\/, the th sound and \/s\/: think and sink, thick and sick/);
  });

  it.each([
    ['Give me some words to practise the l sound.', /\/l\/ and \/r\/: light and right/],
    ['Which words should I practise with "b" and "v"?', /\/b\/ and \/v\/: berry and very/],
    ['Can you give me some words with the th sound?', /\/θ\/, the th sound and \/s\/: think and sink/],
    ["Could you suggest some words that have the 'l' sound?", /\/l\/ and \/r\/: light and right/],
    ['Can you help me with r and l?', /\/l\/ and \/r\/: light and right/],
    ["Help me with the 'v' and 'w' sounds, please.", /\/v\/ and \/w\//],
    ['Give me some words with th', /\/θ\/, the th sound and \/s\/: think and sink/],
  ])('gives pairs for the sound named in %j', async (message, pairs) => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] })).toMatch(pairs);
  });

  it("leaves a request with no sound in sight to a teacher who is not the pronunciation coach", async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Can you give me some words to practice?' }] })).not.toMatch(/differ only in/);
    expect(await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'Can you give me some words to practice?' }] })).toMatch(/differ only in/);
  });
});

describe('one sound said as another', () => {
  it.each([
    ['maya', 'my problem is the v sound, I say b', /pairs of words that differ only in \/b\/ and \/v\/: berry and very/],
    ['sophia', 'I have trouble with th, it sounds like s', /pairs of words that differ only in \/θ\/, the th sound and \/s\/: think and sink/],
  ])('%s answers %j with pairs of words to practise', async (slug, message, pairs) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(pairs);
  });

  it('then gives a model sentence with the pair when the learner asks for one', async () => {
    const say = conversationWith('maya');
    await say('my problem is the v sound, I say b');
    // The pair's sound family has a line written to move between its two sounds.
    const family = SOUND_FAMILIES.find((f) => f.pairs.some(([a, b]) => [a, b].includes('very') && [a, b].includes('berry')))!;
    expect(await say('can you give me a sentence?')).toMatch(new RegExp(`^Of course: "${family.twister.replace(/[.?]/g, '\\$&')}"`));
  }, 20_000);
});

describe('the pair of sounds the conversation is on', () => {
  const twisterOf = (a: string, b: string) => SOUND_FAMILIES.find((f) => f.pairs.some((pair) => pair.includes(a) && pair.includes(b)))!.twister;

  it("gives words for the two letters the learner named ('v' and 'w'), then a sentence with both, then takes another pair", async () => {
    const say = conversationWith('maya');
    await say("I always mix up 'v' and 'w'.");
    expect(await say('Can you give me some words to practise?')).toMatch(/differ only in \/v\/ and \/w\/: vest and west/);
    expect(await say('Can you give me a sentence with both?')).toContain(twisterOf('vest', 'west'));
    // Two quoted words are a pair of their own, not the sentence question asked again of one word.
    expect(await say("What about 'full' and 'fool'?")).toMatch(/'full' has a short \/ʊ\/, and 'fool' has a long \/uː\//);
  }, 30_000);

  it('after a pair told apart, gives a sentence with both and more words like them', async () => {
    const say = conversationWith('maya');
    await say("I can't hear the difference between 'ship' and 'sheep'.");
    expect(await say('Can you give me a sentence with both?')).toContain(twisterOf('ship', 'sheep'));
    expect(await say('Give me more words like that.')).toMatch(/differ only in a short, relaxed \/ɪ\/ and a long \/iː\/: ship and sheep/);
  }, 30_000);

  it("leaves 'more examples' to other teachers' answers", async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'Give me more examples.' }] })).not.toMatch(/differ only in/);
  });
});

describe('practice asked for shyly or without "to"', () => {
  it.each([
    ['I am shy to speak with people', /^No need to be shy/],
    ['Hello, my english is very bad', /^(?:No need to apologise|Don't worry, you're doing fine)/],
    ['I want improve my speaking', /Here is a simple plan/],
  ])('%j', async (message, reply) => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: message }] })).toMatch(reply);
  });
});
