import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { ENDS_THE_SCENE, learnerLinesInScene } from './end-scene';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('the learner leaving a scene', () => {
  it.each(['Fin del role-play, ¿cómo lo hice?', 'El role-play terminó. ¿Me das feedback?', "Let's stop the role-play. How did I do?", 'Can we end the scene?', 'OK the role play is over'])('hears %j as the end of the scene', (message) => {
    expect(ENDS_THE_SCENE.test(message)).toBe(true);
  });

  it.each(['El fin de semana fui al teatro.', 'The play finished late.', 'I want to stop smoking.', '¿Qué tienen de postre?'])('hears no end in %j', (message) => {
    expect(ENDS_THE_SCENE.test(message)).toBe(false);
  });

  it("reads the learner's lines after each of the scene's turns", () => {
    const turns = ['Hi! How can I help?', "Let's practise. I'm the waiter: 'Hello.' What do you say?", "The waiter: 'Anything else?' What do you say?"];
    expect(learnerLinesInScene(turns, ['Can we do a role-play?', 'A coffee, please.', "Let's stop the role-play."])).toEqual(['A coffee, please.']);
    expect(learnerLinesInScene(['Hi! How can I help?'], ['Hello.', 'The play was good.'])).toEqual([]);
  });
});

describe('a scene ended', { timeout: 60_000 }, () => {
  it("Lucía ends it with how the learner's lines went, never another line", async () => {
    const say = conversationWith('lucia');
    await say('¿Podemos hacer un role-play en un restaurante?');
    await say('Quiero una paella, por favor.');
    const reply = await say('Fin del role-play, ¿cómo lo hice?');
    expect(reply).toMatch(/^¡Muy bien! Aquí termina la escena\..* Dijiste una frase en la escena/);
    expect(reply).not.toMatch(/El camarero|Vale, seguimos/);
  });

  it('Ethan ends it with the slip of a line said in it', async () => {
    const say = conversationWith('ethan');
    await say('Can we practise a negotiation?');
    await say('Is there any flexibility on the price? We wants a better price.');
    const reply = await say("Let's stop the role-play. How did I do?");
    expect(reply).toMatch(/^Well done, that's the end of the scene\. You said one line in the scene/);
    expect(reply).toMatch(/'We wants' or 'We want'/);
    expect(reply).not.toMatch(/The supplier:/);
  });

  it('is left, with its feedback, when the learner asks how it went', async () => {
    const say = conversationWith('ethan');
    await say('Can we practise a negotiation?');
    await say('Could you give us a better price? We want 15 percent discount.');
    await say('What about 10 percent?');
    const reply = await say('thank you, how was my english in this negotiation?');
    expect(reply).toMatch(/^Well done, that's the end of the scene\. You said 2 lines in the scene/);
    expect(reply).not.toMatch(/The supplier:|best offer/);
  });

  it('goes on when a line only mentions feedback as part of the scene', async () => {
    const say = conversationWith('ethan');
    await say('Can we practise a negotiation?');
    expect(await say('Is there any flexibility on the price?')).toMatch(/The supplier:/);
  });
});
