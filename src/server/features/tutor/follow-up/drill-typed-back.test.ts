import { describe, expect, it } from 'vitest';
import { askTutor, conversationWith, warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS } from '../tutor-test-helpers';
import { mayaQuestions } from '../question-banks/maya-questions';
import { drillOf, EXAMPLES, readDrillTypedBack, respondToDrillTypedBack } from './drill-typed-back';

describe('a drill typed back', () => {
  it.each(EXAMPLES.read)('after %j, %j is read as %s', (lastTurn, message, kind) => {
    expect(readDrillTypedBack(message, lastTurn)?.kind).toBe(kind);
  });
  it.each(EXAMPLES.notRead)('after %j, %j is not the drill', (lastTurn, message) => {
    expect(readDrillTypedBack(message, lastTurn)).toBeNull();
  });

  it('every drill of hers is one', () => {
    const drills = Object.entries(mayaQuestions).filter(([topic]) => topic !== 'General Conversation').flatMap(([, questions]) => questions);
    expect(drills.filter((drill) => drillOf(drill) === null)).toEqual([]);
  });

  it('names the words typed as others, with the drill spelling, and keeps the drill', () => {
    const lastTurn = 'Say this sentence for me: the weather this Thursday is rather warm.';
    const reply = respondToDrillTypedBack(readDrillTypedBack('the wether this tursday is rader warm', lastTurn)!, lastTurn);
    expect(reply.text).toContain("you wrote 'wether' for 'weather', 'tursday' for 'Thursday' and 'rader' for 'rather'.");
    expect(reply.text).toContain('The th you left out');
    expect(reply.goesOn).toBe(false);
  });

  it('says which word of the pair is missing', () => {
    const lastTurn = 'Try pull and pool, making the second one longer.';
    const reply = respondToDrillTypedBack(readDrillTypedBack('pull and pull', lastTurn)!, lastTurn);
    expect(reply.text).toMatch(/^You wrote 'pull' twice: the pair is 'pull' and 'pool'/);
  });

  it('a word of the drill that is no word of the pair is not taken for a slip of it', () => {
    expect(readDrillTypedBack('develop, development, developer', 'Could you say develop, development and developer, stressing the second syllable each time?')?.kind).toBe('right');
  });
});

describe('in a conversation with Maya', () => {
  it('a question that is her drill is the drill, and the next one follows', async () => {
    await warmUpChecker();
    const talk = conversationWith('maya', 'Rhythm and Intonation');
    let reply = await talk('hello maya');
    for (let turn = 0; turn < 8 && !/Could you ask, where do you live/.test(reply); turn++) reply = await talk('ok');
    expect(reply).toMatch(/Could you ask, where do you live/);
    const answer = await talk('Where do you live?');
    expect(answer).toMatch(/^Those are the right words\./);
    expect(answer).not.toMatch(/San Francisco|not sure/);
  }, CHECKER_WARM_UP_TIMEOUT_MS);

  it('a mistyped line keeps the drill for another try', async () => {
    await warmUpChecker();
    const reply = await askTutor({
      slug: 'maya',
      topic: 'Tricky Consonant Sounds',
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hi, it is lovely to hear from you. Say this sentence for me: the weather this Thursday is rather warm.' },
        { role: 'user', content: 'the wether this tursday is rather warm' },
      ],
    });
    expect(reply).toBe("Check the words first: you wrote 'wether' for 'weather' and 'tursday' for 'Thursday'. The th you left out is the sound to practise: the tip of your tongue lightly between your teeth. Then say it aloud slowly, and once more at normal speed.");
}, CHECKER_WARM_UP_TIMEOUT_MS);
});
