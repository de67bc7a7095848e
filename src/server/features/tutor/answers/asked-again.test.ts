/** "And 'vegetable'?" after a question about another word: the same question, asked of the new word. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lib/language-model';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { correctnessAsked, pairAskedOfLastWord, practiceWordChosen, questionAskedAgain, wordSheUsedAsked } from './asked-again';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const sophia = teacherFor('sophia');

describe('a question asked again of another word', () => {
  it.each([
    ["And 'vegetable'?", ["How do you pronounce 'comfortable'?"], "How do you pronounce 'vegetable'?"],
    ['What about eager?', ["What does 'reluctant' mean?"], "What does 'eager' mean?"],
    ["And 'buy'?", ["What's the past tense of 'go'?"], "What's the past tense of 'buy'?"],
    ['And sell?', ["What's the past tense of 'go'?", "And 'buy'?"], "What's the past tense of 'sell'?"],
    ["And what about 'world'? It is very hard for me.", ["How do you pronounce 'thought'?"], "How do you pronounce 'world'?"],
    ['What about eager? I always forget it.', ["What does 'reluctant' mean?"], "What does 'eager' mean?"],
    ["and 'this'? is it same?", ["how I pronounce 'think'?"], "how I pronounce 'this'?"],
    ["What about 'those'? Is it the same sound?", ["How do you pronounce 'three'?"], "How do you pronounce 'those'?"],
    ["And 'bring'? Same?", ["What's the past tense of 'think'?"], "What's the past tense of 'bring'?"],
    ["And 'that'?", ["What does 'which' mean?"], "What does 'that' mean?"],
    // Thanks before it, or a remark of the learner's between the two questions.
    ["Thank you! And 'vegetable'?", ["How do you pronounce 'comfortable'?"], "How do you pronounce 'vegetable'?"],
    ["And 'vegetable'?", ["How do you pronounce 'comfortable'?", 'It is very long, I always say com-for-ta-ble.'], "How do you pronounce 'vegetable'?"],
    // After a question on how the spelling is said, another word is asked how it is pronounced.
    ["What about 'vegetable'?", ["Why is the 'b' silent in 'doubt'?"], "How do you pronounce 'vegetable'?"],
    ["And 'lead'?", ["Is 'read' pronounced the same in past and present?"], "Is 'lead' pronounced the same in past and present?"],
    ["And 'cat'?", ["Is 'read' pronounced the same in past and present?"], "How do you pronounce 'cat'?"],
    // After two words told apart, a third: what it means.
    ["And 'turnover'?", ["What's the difference between revenue and profit?"], "What does 'turnover' mean?"],
    ['What about rent?', ["What's the difference between borrow and lend?"], "What does 'rent' mean?"],
  ])('"%s" after %j is %j', (message, earlier, asked) => {
    expect(questionAskedAgain(message, earlier, sophia)).toBe(asked);
  });

  it.each([
    ['And you?', ["What does 'reluctant' mean?"]],
    ['What about tomorrow?', ["What's the past tense of 'go'?"]],
    ['And my sister?', ['I have a brother.']],
    ["And 'eager'?", []],
    ['What about Part 2?', ['Can we practise Part 1?']],
    ["And 'world'? Is it hard? Or easy?", ["How do I say 'thought'?"]],
    ['And this?', ["How do I say 'thought'?"]],
    ["And 'world'? Is it the same as 'word'?", ["How do I say 'thought'?"]],
  ])('"%s" after %j is not', (message, earlier) => {
    expect(questionAskedAgain(message, earlier, sophia)).toBeNull();
  });

  it("asks Lucía again in Spanish ('¿Y ...?'), a remark between them; '¿Y tú?' stays a question to her", async () => {
    const lucia = teacherFor('lucia');
    expect(questionAskedAgain("¿Y 'I am thirsty'?", ["¿Cómo se dice 'I am hungry'?", 'Tengo hambre.'], lucia)).toBe("¿Cómo se dice 'I am thirsty'?");
    expect(questionAskedAgain('¿Y qué tal "sed"?', ['¿Qué significa "hambre"?'], lucia)).toBe('¿Qué significa "sed"?');
    expect(questionAskedAgain('¿Y tú?', ["¿Cómo se dice 'I am hungry'?"], lucia)).toBeNull();
    expect(questionAskedAgain('¿Y mañana?', ["¿Cómo se dice 'I am hungry'?"], lucia)).toBeNull();
  });

  it("answers the question asked again, not the learner's short message", async () => {
    const messages: ChatMessage[] = [
      { role: 'user', content: "What's the past tense of 'go'?" },
      { role: 'assistant', content: "The past tense of 'go' is 'went'. Want to try a sentence with 'went'?" },
      { role: 'user', content: "And 'buy'?" },
    ];
    expect(await askTutor({ slug: 'sophia', messages })).toMatch(/The past tense of 'buy' is 'bought'/);
  });

  it('Maya says how the next word sounds when a remark follows the short question', async () => {
    const say = conversationWith('maya');
    await say("How do I say 'thought'?");
    expect(await say("And what about 'world'? It is very hard for me.")).toMatch(/'World' sounds like/);
  }, 20_000);
});

describe("'Is it 'tree'?' just after asking how 'three' is said", () => {
  const maya = teacherFor('maya');
  it('asks the two words told apart when they are a known pair', () => {
    expect(pairAskedOfLastWord("Is it 'tree'?", ["How do I say 'three'?"], maya)).toBe("What's the difference between 'three' and 'tree'?");
    expect(pairAskedOfLastWord('Like sink?', ["How do you pronounce 'think'?"], maya)).toBe("What's the difference between 'think' and 'sink'?");
  });

  it('asks nothing of words that are no pair, or after another question', () => {
    expect(pairAskedOfLastWord("Is it 'table'?", ["How do I say 'three'?"], maya)).toBeNull();
    expect(pairAskedOfLastWord("Is it 'tree'?", ['What do you do at the weekend?'], maya)).toBeNull();
  });
});

describe('is it correct, of the learner’s own sentence', () => {
  it.each([
    ['is it correct?', ['I have been to Paris'], "Is 'I have been to Paris' correct?"],
    ['Is that right?', ['She don’t like coffee.'], "Is 'She don’t like coffee' correct?"],
    ["and 'I have went to Paris'?", ['I have been to Paris', 'is it correct?'], "Is 'I have went to Paris' correct?"],
    ['What about "I have gone to Paris"?', ["Is 'I have been to Paris' correct?"], "Is 'I have gone to Paris' correct?"],
    ['¿Está bien mi frase?', ['Hacía mucho calor y nadamos en el mar.'], "Is 'Hacía mucho calor y nadamos en el mar' correct?"],
    ['¿Es correcto?', ['Yo soy cansado hoy.'], "Is 'Yo soy cansado hoy' correct?"],
    ['¿Lo dije bien?', ['Ayer fui al cine.'], "Is 'Ayer fui al cine' correct?"],
    // The sentence and the question in one message.
    ['Although it was raining, we went to the beach. Is it correct?', [], "Is 'Although it was raining, we went to the beach' correct?"],
    ['Yesterday I goed to the park. Is that right?', ['Hello!'], "Is 'Yesterday I goed to the park' correct?"],
  ])('%j after %j is %j', (message, earlier, asked) => {
    expect(correctnessAsked(message, earlier)).toBe(asked);
  });

  it.each([
    ['is it correct?', ['What does it mean?']],
    ['is it correct?', []],
    ['Hi. Is it correct?', []], // a greeting, no sentence to judge
    ["and 'I have went to Paris'?", ['I like Paris.']],
    ['¿Está bien mi respuesta?', ['Ayer fui al cine con mis amigos y después cenamos en casa.']], // an answer: feedback, not a yes or no
  ])('%j after %j is not', (message, earlier) => {
    expect(correctnessAsked(message, earlier)).toBeNull();
  });

  it('is answered with the sentence judged, in the conversation', async () => {
    const say = conversationWith('sophia');
    await say('I have been to Paris');
    expect(await say('is it correct?')).toMatch(/I can't spot a mistake I'm sure of in 'I have been to Paris', but my check can miss a slip\./);
    expect(await say("and 'I have went to Paris'?")).toMatch(/'I have gone to Paris' is better/);
  }, 30_000);
});

describe('words the teacher just used, asked what they are', () => {
  it.each([
    ['Thanks! What is coconut milk?', 'Try my easy green curry: add a tin of coconut milk.', "What does 'coconut milk' mean?"],
    ["What's a tin?", 'Add a tin of coconut milk.', "What does 'tin' mean?"],
  ])('%j just after %j is %j', (message, turn, asked) => {
    expect(wordSheUsedAsked(message, turn)).toBe(asked);
  });

  it.each([
    ['What is your name?', 'Hi, what is your name and where are you from?'],
    ['What is pizza?', 'Try my easy green curry.'],
    ['What is the difference?', 'Say and tell are different: what is the difference?'],
  ])('%j just after %j is left to the rest', (message, turn) => {
    expect(wordSheUsedAsked(message, turn)).toBeNull();
  });

  it('is answered with their meaning, not a thank-you and the next question', async () => {
    const say = conversationWith('sophia');
    await say('Do you know a good recipe?');
    expect(await say('Thanks! What is coconut milk?')).toMatch(/'Coconut milk' means/);
  });
});

describe('a worry about a situation', () => {
  it.each(["I have a meeting with a new client tomorrow and I'm worried about small talk.", 'I am not good at small talk.'])('%j gets its phrases and a role-play', async (message) => {
    expect(await conversationWith('ethan')(message)).toMatch(/Try 'Hi, I don't think we've met\. I'm\.\.\.'.*I'll be someone new at a party/);
  });
});

describe('a word chosen to practise a sound with', () => {
  const lastTurn = "Let’s work on that! For the English r, pull your tongue back a little. Try it slowly a few times in a word you use every day: which word will you practise with?";

  it.each([
    ['Right, red, rabbit.', 'right'],
    ['Maybe "river".', 'river'],
    ['OK, I will practise with rice and rain', 'rice'],
  ])('%j is sounded out: its first word', (message, word) => {
    expect(practiceWordChosen(message, lastTurn)).toBe(`Please show me how to pronounce '${word}'.`);
  });

  it.each([
    ['I usually say it wrong when I speak fast.', lastTurn],
    ['Right, red, rabbit.', 'What would you like to practise today?'],
  ])('%j after %j is left to the rest', (message, turn) => {
    expect(practiceWordChosen(message, turn)).toBeNull();
  });

  it('Maya sounds the word out, with the sound\'s tip, as a request answered', async () => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'I have problems with the r sound.' }, { role: 'assistant', content: lastTurn }, { role: 'user', content: 'Right, red, rabbit.' }] });
    expect(reply).toMatch(/^(?:Sure thing!|Let’s work on that!) 'Right' sounds like /);
  });
});
