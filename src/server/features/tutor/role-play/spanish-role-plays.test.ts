/** Lucía's scenes: set up when asked, two more lines from the other person, then the end; her Spanish has nothing to correct. */
import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../grammar/find-corrections';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { answerSpanishRolePlayRequest, SPANISH_ROLE_PLAYS } from './spanish-role-plays';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const lucia = teacherFor('lucia');

describe.each(SPANISH_ROLE_PLAYS.map((r) => [r.id, r] as const))('%s', (_id, rolePlay) => {
  it.each(rolePlay.examples)('is set up for %j', (message) => {
    expect(answerSpanishRolePlayRequest(message, lucia)).toContain(rolePlay.scene);
  });
  it.each(rolePlay.counterExamples)('is not for %j', (message) => {
    expect(answerSpanishRolePlayRequest(message, lucia)).toBeNull();
  });
  it('has Spanish the checker finds nothing in, with every family open', async () => {
    const spanish = [rolePlay.scene, ...rolePlay.goesOn].map((line) => /«([^»]+)»/.exec(line)![1]!);
    for (const line of spanish) expect(await findCorrections(line, { max: 5, language: 'es-ES', families: 'every' }), line).toEqual([]);
  }, 20_000);
});

describe('a scene with Lucía', () => {
  it('is hers alone', () => {
    expect(answerSpanishRolePlayRequest('Can we practise ordering food?', teacherFor('sophia'))).toBeNull();
  });

  it('goes on for two lines after the learner’s, then ends without praise', async () => {
    const say = conversationWith('lucia');
    expect(await say('¿Podemos practicar pedir comida en un restaurante?')).toMatch(/«Buenas noches\. ¿Tienen reserva\?».*¿Qué dices\? \(What do you say\?\)$/);
    expect(await say('Sí, tenemos una reserva para dos personas.')).toMatch(/El camarero: «Muy bien\. ¿Qué van a tomar\?»/);
    expect(await say('Quiero una paella y un agua, por favor.')).toMatch(/«Perfecto\. ¿Algo más, o les traigo la cuenta\?»/);
    const end = await say('Nada más, la cuenta por favor.');
    expect(end).toMatch(/termina la escena.*¿Qué otra situación quieres practicar\?/);
    expect(end).not.toMatch(/Perfecto|muy bien|Well done/i);
  }, 20_000);
});
