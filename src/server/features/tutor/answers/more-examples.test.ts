/** One more example of the pair just explained, not a general plan. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { CONFUSABLES } from './confusables';
import { findGrammarGuide } from './grammar-guides';
import { exampleOfWordAsked, moreExamplesOfPair } from './more-examples';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('more examples of a pair just explained', () => {
  const sophia = teacherFor('sophia');
  it.each(['Can you give me more examples?', 'More examples, please.', 'Another example?', 'OK, one more'])('%j after "say" and "tell" gets one more', (message) => {
    expect(moreExamplesOfPair(message, ["What is the difference between 'say' and 'tell'?"], sophia)).toBe("Here's one more: Can you tell me the time? What did he say? Now you: can you make one sentence with each?");
  });

  it('asks nothing after another question, nor for an example of something else', () => {
    expect(moreExamplesOfPair('Can you give me more examples?', ['What do you do at the weekend?'], sophia)).toBeNull();
    expect(moreExamplesOfPair('Can you give me more examples of phrasal verbs?', ["What is the difference between 'say' and 'tell'?"], sophia)).toBeNull();
  });

  it('has one more example for every English pair, using its words', () => {
    for (const entry of CONFUSABLES.filter((c) => !c.isSpanish)) {
      expect(entry.more, entry.words.join('/')).toMatch(/\w/);
    }
  });

  it.each(['Dame un ejemplo más.', '¿Me das otro ejemplo?', 'Otro ejemplo, por favor.'])('%j, asked of Lucía in Spanish, gets one more', (message) => {
    expect(moreExamplesOfPair(message, ["What is the difference between 'por' and 'para'?"], teacherFor('lucia'))).toMatch(/^Aquí tienes otro: Salimos para Madrid/);
  });

  it('is what the teacher says in a conversation', async () => {
    const say = conversationWith('sophia');
    await say("What is the difference between 'say' and 'tell'?");
    expect(await say('Can you give me more examples?')).toMatch(/^Here's one more: Can you tell me the time\?/);
  }, 20_000);
});

describe('every English pair is told apart from its own explanation, not from dictionary glosses', () => {
  // Two tenses each with a grammar guide ('will', 'going to') are told apart by their guides (answer-difference.ts).
  const english = CONFUSABLES.filter((c) => !c.isSpanish && !(findGrammarGuide(c.words[0]!) && findGrammarGuide(c.words[1]!)));
  it.each(english.map((c) => [c.words[0]!, c.words[1]!, c] as const))("'%s' and '%s'", async (first, second, entry) => {
    const say = conversationWith('sophia');
    const reply = await say(`What's the difference between '${first}' and '${second}'?`);
    expect(reply).toContain(entry.explanation);
    expect(reply).toContain(entry.example);
  });
});

describe('every Spanish pair is told apart by Lucía from its own explanation', () => {
  it.each(CONFUSABLES.filter((c) => c.isSpanish).map((c) => [c.words[0]!, c.words.at(-1)!, c] as const))("'%s' and '%s'", async (first, second, entry) => {
    const reply = await conversationWith('lucia')(`¿Cuál es la diferencia entre ${first} y ${second}?`);
    expect(reply).toContain(entry.explanation);
    expect(reply).toContain(`Por ejemplo: ${entry.example}`);
  });
});

describe('an example asked just after a word was asked about', () => {
  it('is asked of that word, not taken for a request for steps', async () => {
    expect(exampleOfWordAsked('Can you give me an example?', ["What does 'circle back' mean?"], teacherFor('ethan'))).toBe("Can you give me an example with 'circle back'?");
    // The learner's own 'a example' asks the same.
    expect(exampleOfWordAsked('can you give me a example?', ["What does 'awkward' mean?"], teacherFor('sophia'))).toBe("Can you give me an example with 'awkward'?");
    const say = conversationWith('ethan');
    await say("What does 'circle back' mean?");
    expect(await say('Can you give me an example?')).toMatch(/Here's one: Let's circle back/);
  });

  it('leaves a request with no word asked before it alone', () => {
    expect(exampleOfWordAsked('Can you give me an example?', ['I work in sales.'], teacherFor('ethan'))).toBeNull();
    expect(exampleOfWordAsked('Can you give me an example?', [], teacherFor('ethan'))).toBeNull();
  });
});

describe('an example asked just after a tense was named or explained', () => {
  it("gives the tense's examples when the learner only named it, then asks for one of theirs", async () => {
    const say = conversationWith('sophia');
    await say('I would like to practise the past continuous today.');
    const reply = await say('Can you give me an example?');
    expect(reply).toMatch(/^Sure, here are two with the past continuous: I was making coffee when the phone rang\. /);
    expect(reply).toMatch(/What were you doing at eight o’clock yesterday evening\?$/);
  }, 20_000);

  it("Lucía's examples in Spanish, then the learner's turn, then encouragement rather than the same again", async () => {
    const say = conversationWith('lucia');
    await say('Quiero practicar el subjuntivo.');
    expect(await say('¿Me das un ejemplo?')).toMatch(/^¡Claro! Por ejemplo: Quiero que vengas a mi fiesta\./);
    const guided = conversationWith('lucia');
    await guided('¿Cómo se usa el pretérito indefinido?');
    expect(await guided('¿Me das un ejemplo?')).toMatch(/^Ahora te toca a ti/);
    expect(await guided('¿Y otro?')).toMatch(/^¡Inténtalo!/);
  }, 20_000);

  it('is left to the conversation when no tense was named', async () => {
    const say = conversationWith('sophia');
    await say('I went to the beach with my cousins.');
    expect(await say('Can you give me an example?')).not.toMatch(/here are two with/);
  }, 20_000);
});

describe('more pairs of the two sounds just told apart', () => {
  it('gives pairs not yet seen, then others, then the twister alone', async () => {
    const say = conversationWith('maya');
    await say("What is the difference between 'light' and 'right'?");
    const first = await say('Can you give me more words like that?');
    expect(first).toMatch(/^Here are 3 more: long and wrong, glass and grass, lead and read\. /);
    const second = await say('More pairs, please.');
    expect(second).toMatch(/^Here are 3 more: collect and correct, fly and fry, play and pray\. /);
    expect(await say('One more pair')).toMatch(/^Those are the pairs I use most\./);
  }, 20_000);

  it('is left alone when no pair was just told apart', async () => {
    const say = conversationWith('maya');
    await say('I went to the beach yesterday.');
    expect(await say('Can you give me more words like that?')).not.toMatch(/^Here are \d more/);
  }, 20_000);
});

describe('an example asked just after two linking words were told apart', () => {
  it('gives the second example of each, and asks for the learner’s own', async () => {
    const say = conversationWith('claire');
    await say("What is the difference between 'although' and 'however'?");
    expect(await say('Can you give me an example?')).toBe(
      "Here's one more of each: I enjoyed the film, although it was a bit long. I wanted to come. However, I had to work late. Now you: can you make one sentence with each?",
    );
  }, 20_000);
});

describe("Lucía's pairs", () => {
  it('get one more example in Spanish when more are asked for', async () => {
    const say = conversationWith('lucia');
    await say("No entiendo la diferencia entre 'por' y 'para'.");
    expect(await say('¿Me das más ejemplos?')).toBe(
      'Aquí tienes otro: Salimos para Madrid el lunes y pasamos por Toledo. Ahora tú: ¿me das una frase con cada una? (Here is one more. Now you: one sentence with each?)',
    );
  }, 20_000);
});
