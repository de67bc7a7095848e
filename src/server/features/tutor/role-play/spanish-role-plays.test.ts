/** Lucía's scenes: set up when asked, two more lines from the other person, then the end; her Spanish has nothing to correct. */
import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { answerSpanishRolePlayRequest, answerSpanishWhatToSay, SPANISH_ROLE_PLAYS, TRIP_SCENES, UNKNOWN_SCENE } from './spanish-role-plays';

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
    const spanish = [...[rolePlay.scene, ...rolePlay.goesOn, ...(rolePlay.replies ?? []).map(([, reply]) => reply), rolePlay.unsure].map((line) => /«([^»]+)»/.exec(line)![1]!), ...rolePlay.phrases.map(([phrase]) => phrase)];
    for (const line of spanish) expect(await findCorrections(line, { max: 5, language: 'es-ES', families: 'every' }), line).toEqual([]);
  }, 20_000);
});

describe('a scene with Lucía', () => {
  it('is hers alone', () => {
    expect(answerSpanishRolePlayRequest('Can we practise ordering food?', teacherFor('sophia'))).toBeNull();
  });

  it('goes on line by line until the bill is paid, then ends without praise', async () => {
    const say = conversationWith('lucia');
    expect(await say('¿Podemos practicar pedir comida en un restaurante?')).toMatch(/«Buenas noches\. ¿Tienen reserva\?».*¿Qué dices\? \(What do you say\?\)$/);
    expect(await say('Sí, tenemos una reserva para dos personas.')).toMatch(/El camarero: «Muy bien\. ¿Qué van a tomar\?»/);
    expect(await say('Quiero una paella, por favor.')).toMatch(/«¿Y para beber\?»/);
    expect(await say('Un agua, por favor.')).toMatch(/«Perfecto\. ¿Algo más, o les traigo la cuenta\?»/);
    expect(await say('Nada más, la cuenta por favor.')).toMatch(/«Aquí tiene la cuenta: son veinticuatro euros\. ¿Con tarjeta o en efectivo\?»/);
    const end = await say('Con tarjeta.');
    expect(end).toMatch(/termina la escena.*¿Qué otra situación quieres practicar\?/);
    expect(end).not.toMatch(/Perfecto|muy bien|Well done/i);
  }, 20_000);
});

describe('thanks and lines said before they are asked for, in a scene', () => {
  it('answers thanks alone with de nada and the question still waiting, and lets thanks close a scene at its end', async () => {
    const say = conversationWith('lucia');
    await say('¿Podemos practicar en un hotel?');
    await say('Tengo una reserva a nombre de Smith.');
    await say('Para tres noches.');
    expect(await say('Gracias.')).toMatch(/«De nada\.».*«Muy bien\. ¿Me deja su pasaporte, por favor\?»/);
    expect(await say('Aquí tiene mi pasaporte.')).toMatch(/termina la escena/);
    const station = conversationWith('lucia');
    await station('Hagamos un role-play en la estación de tren.');
    await station('Quiero un billete para Sevilla.');
    await station('Ida y vuelta, por favor.');
    expect(await station('Muchas gracias.')).toMatch(/termina la escena/);
  }, 30_000);

  it('does not ask for an order the learner already gave', async () => {
    const say = conversationWith('lucia');
    await say('¿Podemos practicar en un restaurante?');
    const reply = await say('No tenemos reserva. Quiero una paella y un agua, por favor.');
    expect(reply).not.toMatch(/¿Qué van a tomar\?/);
    expect(reply).toMatch(/¿Algo más, o les traigo la cuenta\?/);
  }, 20_000);

  it('offers the scenes she has when asked for one at a place she has none of, and starts the one chosen', async () => {
    const say = conversationWith('lucia');
    expect(await say('Hagamos un role-play en el banco.')).toBe(UNKNOWN_SCENE);
    expect(answerSpanishRolePlayRequest('Juguemos un rol en correos.', lucia)).toBe(UNKNOWN_SCENE);
    // A scene asked for in Spanish, not at a place, is the restaurant, as before.
    expect(answerSpanishRolePlayRequest('Hagamos un role-play en español.', lucia)).toContain(SPANISH_ROLE_PLAYS[0]!.scene);
    expect(await say('En un café.')).toMatch(/«Hola, buenos días\. ¿Qué le pongo\?»/);
  }, 20_000);
});

describe('a plan told with a verb of doing', () => {
  it('is news, not a scene asked for: a party, a dish, a sport at a place', () => {
    for (const message of ['vamos a hacer una fiesta en la casa de mi madre', 'vamos a hacer una paella en casa de mi abuela el domingo', 'quiero practicar yoga en el gimnasio porque me duele la espalda']) {
      expect(answerSpanishRolePlayRequest(message, lucia)).toBeNull();
    }
    // A scene asked for at a place is still a scene, and one she has none of is still said so.
    expect(answerSpanishRolePlayRequest('Quiero practicar en un restaurante.', lucia)).toContain(SPANISH_ROLE_PLAYS[0]!.scene);
    expect(answerSpanishRolePlayRequest('¿Podemos practicar en el banco?', lucia)).toBe(UNKNOWN_SCENE);
    expect(answerSpanishRolePlayRequest('¿Podemos hacer un diálogo en el banco?', lucia)).toBe(UNKNOWN_SCENE);
  });
});

describe("a question the learner asks in Lucía's scene", () => {
  it('is answered by the other person once, not by Lucía, and the scripted lines still come', async () => {
    const say = conversationWith('lucia');
    await say('¿Podemos practicar en un restaurante?');
    expect(await say('Una mesa para dos, por favor.')).toMatch(/«Muy bien\. ¿Qué van a tomar\?»/);
    expect(await say('¿Qué me recomiendas?')).toMatch(/El camarero: «Le recomiendo la paella de la casa/);
    expect(await say('Vale, una paella y agua, por favor.')).toMatch(/«Perfecto\. ¿Algo más, o les traigo la cuenta\?»/);
    expect(await say('No, la cuenta, por favor.')).toMatch(/son veinticuatro euros/);
    expect(await say('En efectivo.')).toMatch(/termina la escena/);
  }, 20_000);

  it('answers what the learner says in the part: a vegetarian, a complaint, the tip', async () => {
    const say = conversationWith('lucia');
    await say('¿Podemos practicar en un restaurante?');
    expect(await say('¿Qué me recomienda? Soy vegetariano.')).toMatch(/una paella de verduras/);
    expect(await say('Perdón, esta sopa está fría.')).toMatch(/Ahora mismo se lo cambio/);
    expect(await say('¿Está incluida la propina?')).toMatch(/la propina no está incluida/);
  }, 20_000);

  it('answers the questions of each scene in its part: an allergy, check-out, the metro, the pills', async () => {
    const restaurant = conversationWith('lucia');
    await restaurant('¿Podemos practicar en un restaurante?');
    expect(await restaurant('Perdona, ¿esto lleva gluten? Soy celíaca.')).toMatch(/tenemos platos sin gluten/);
    const hotel = conversationWith('lucia');
    await hotel('¿Podemos practicar en un hotel?');
    expect(await hotel('¿A qué hora es el check-out?')).toMatch(/La salida es a las doce/);
    const doctor = conversationWith('lucia');
    await doctor('¿Podemos practicar una visita al médico?');
    const told = await doctor('Me duele la cabeza y tengo fiebre desde ayer.');
    expect(told).not.toMatch(/¿Desde cuándo/);
    expect(await doctor('¿Tengo que tomar antibióticos?')).toMatch(/Te receto unas pastillas/);
  }, 30_000);

  it.each(['Practiquemos una conversación en una tienda de ropa.', 'Roleplay: I am at a hotel and there is a problem with my room.'])('starts a scene asked for as %j', async (message) => {
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: message }] })).toMatch(/Vamos a practicar\. Yo soy la (?:dependienta|recepcionista)/);
  });

  it('does not ask for what the learner has just said', async () => {
    const hotel = conversationWith('lucia');
    await hotel('¿Podemos practicar en un hotel?');
    const next = await hotel('Hola, tengo una reserva a nombre de Smith para tres noches.');
    expect(next).not.toMatch(/¿Para cuántas noches\?/);
    expect(next).toMatch(/¿Me deja su pasaporte/);
    const shop = conversationWith('lucia');
    await shop('¿Podemos practicar en una tienda?');
    expect(await shop('Busco unos pantalones, talla mediana.')).not.toMatch(/¿Qué talla usas\?/);
    const bookshop = conversationWith('lucia');
    await bookshop('¿Podemos practicar en una tienda?');
    expect(await bookshop('Hola, busco un libro para mi madre.')).not.toMatch(/¿Qué talla usas\?/);
  }, 20_000);

  it('takes a practical question in a scene topic into the scene: a recommendation, water, a card, a discount', async () => {
    const reply = (topic: string, message: string) => askTutor({ slug: 'lucia', topic, messages: [{ role: 'user', content: message }] });
    expect(await reply('Ordering Food', '¿Qué me recomienda?')).toMatch(/El camarero: «Le recomiendo la paella/);
    expect(await reply('Ordering Food', '¿Puedo tener un vaso de agua?')).toMatch(/le traigo un vaso de agua/);
    expect(await reply('Shopping', '¿Aceptan tarjeta?')).toMatch(/La dependienta: «Sí, aceptamos tarjeta\.»/);
    expect(await reply('Shopping', '¿Tiene un descuento para estudiantes?')).toMatch(/descuento/);
  }, 30_000);

  it('says "de nada" only after thanks', async () => {
    const thanked = conversationWith('lucia');
    await thanked('¿Podemos practicar preguntar el camino?');
    await thanked('Perdone, ¿dónde está la estación?');
    expect(await thanked('Vale, muchas gracias por su ayuda.')).toMatch(/«De nada\. ¡Que tengas un buen día!»/);
    const unthanked = conversationWith('lucia');
    await unthanked('¿Podemos practicar preguntar el camino?');
    await unthanked('Perdone, ¿dónde está la estación?');
    const reply = await unthanked('Vale, entiendo, voy ahora mismo.');
    expect(reply).not.toMatch(/De nada/);
    expect(reply).toMatch(/«Muy bien\. ¡Que tengas un buen día!»/);
  }, 30_000);

  it('answers yes to "is it near?", no to "is it far?", and which way', async () => {
    const near = conversationWith('lucia');
    await near('¿Podemos practicar preguntar el camino?');
    expect(await near('Perdone, ¿la estación está cerca de aquí?')).toMatch(/«Sí, está muy cerca/);
    const far = conversationWith('lucia');
    await far('¿Podemos practicar preguntar el camino?');
    expect(await far('Perdone, ¿la estación está lejos?')).toMatch(/«No, está muy cerca/);
    expect(await far('¿Tengo que girar a la derecha o a la izquierda?')).toMatch(/«A la izquierda, en la segunda calle\.»/);
  }, 30_000);

  it('is answered at the hotel too', async () => {
    const say = conversationWith('lucia');
    await say('¿Podemos practicar en un hotel?');
    expect(await say('Hola, tengo una reserva. ¿El desayuno está incluido?')).toMatch(/La recepcionista: «Sí, el desayuno está incluido/);
  }, 20_000);
});

describe('what to say there, and practice for a trip', () => {
  it.each([
    ['¿Qué puedo decir en un restaurante?', 'restaurante'],
    ['What do I say at a hotel?', 'hotel'],
    ['¿Cómo pregunto el camino?', 'direcciones'],
  ])('%j gets the phrases of the place, then its scene', (message, id) => {
    const rolePlay = SPANISH_ROLE_PLAYS.find((r) => r.id === id)!;
    const reply = answerSpanishWhatToSay(message, lucia)!;
    expect(reply).toMatch(new RegExp(`^¡Claro que sí! Puedes decir: «${rolePlay.phrases[0]![0].replace(/[.?¿]/g, '.')}» \\(`));
    expect(reply).toContain(rolePlay.scene);
  });

  it.each(['Ayer fui a un restaurante.', '¿Qué puedo decir a mi jefe?'])('leaves %j to her other answers', (message) => {
    expect(answerSpanishWhatToSay(message, lucia)).toBeNull();
  });

  it('offers the scenes for a trip, and starts the one the learner names', async () => {
    const say = conversationWith('lucia');
    expect(await say('Quiero practicar para mi viaje a México.')).toBe(TRIP_SCENES);
    expect(await say('El restaurante, por favor.')).toMatch(/^¡Muy bien! Vamos a practicar\. Yo soy el camarero:/);
    // After a greeting too.
    expect(await conversationWith('lucia')('Hola, quiero practicar para mi viaje a México.')).toBe(TRIP_SCENES);
  }, 20_000);

  it('has Spanish the checker finds nothing in', async () => {
    const spanish = /^([^(]+)\(/.exec(TRIP_SCENES)![1]!.trim();
    expect(await findCorrections(spanish, { max: 5, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});

describe('a line to the other person, unasked, in a conversation on a scene', () => {
  it('is answered in the part, and the scene goes on', async () => {
    const say = conversationWith('lucia', 'Ordering Food');
    expect(await say('Hola, quiero una mesa para dos personas.')).toMatch(/Yo soy el camarero\..*«Muy bien\. ¿Qué van a tomar\?»/);
    expect(await say('Una cerveza y unas tapas, por favor.')).toMatch(/«Perfecto\. ¿Algo más, o les traigo la cuenta\?»/);
    const street = conversationWith('lucia', 'Travel and Directions');
    expect(await street('Perdone, estoy perdido. Busco el hotel Sol.')).toMatch(/Yo soy una persona en la calle\./);
  });

  it('is no line when it tells of the learner, or the topic names no scene', async () => {
    expect(await conversationWith('lucia', 'Ordering Food')('Me gusta mucho la paella.')).not.toMatch(/Vamos a practicar/);
    expect(await conversationWith('lucia')('Quiero una cerveza.')).not.toMatch(/Vamos a practicar/);
  });
});

describe('the end of a scene', () => {
  it('answers a question the script does not know in the part, and goes on once more instead of ending on it', async () => {
    const say = conversationWith('lucia');
    await say('¿Podemos practicar en un restaurante?');
    await say('Una mesa para dos, por favor.');
    await say('Una paella y un agua, por favor.');
    await say('Nada más, gracias.');
    expect(await say('¿A qué hora cierran?')).toMatch(/El camarero: «Ahora mismo lo pregunto en la cocina\.».*¿Qué dices\?/);
    expect(await say('Vale, gracias. Con tarjeta.')).toMatch(/termina la escena/);
  }, 20_000);

  it('brings the bill asked for, and closes the scene when it is paid; a dessert asked about is answered, and the scene waits', async () => {
    const say = conversationWith('lucia');
    await say('¿Podemos practicar en un restaurante?');
    await say('Una mesa para dos, por favor.');
    await say('Una paella, por favor.');
    expect(await say('¿Qué tienen de postre?')).toMatch(/«De postre tenemos flan.*¿Qué dices\?/);
    const bill = await say('Un flan. La cuenta, por favor.');
    expect(bill).toMatch(/«Aquí tiene la cuenta: son veinticuatro euros/);
    expect(bill).not.toMatch(/les traigo la cuenta/);
    expect(await say('En efectivo, gracias.')).toMatch(/termina la escena/);
  }, 20_000);
});

describe('an English question to Lucía in the middle of her scene', () => {
  it('is no line to the waiter: answered or kept for later, and the scene goes on where it was', async () => {
    const say = conversationWith('lucia', 'Ordering Food');
    expect(await say('hi, can we do a restaurant role play?')).toMatch(/Yo soy el camarero/);
    const inScene = await say('hola, quiero una mesa para dos');
    const line = inScene.slice(inScene.indexOf('El camarero:'));
    const aside = await say("can you explain 'me gustaria' vs 'quiero'? which is more polite?");
    expect(aside).not.toMatch(/Vale, seguimos/);
    expect(aside).toContain(`Volvemos a la escena. (Back to our scene.) ${line}`);
  });

  it('a price too high is met with something cheaper', async () => {
    const say = conversationWith('lucia', 'Shopping');
    await say('busco una camisa azul');
    expect(await say('es muy caro! tiene algo más barato?')).toMatch(/quince euros/);
  });
});

describe('lines in the restaurant that only look like a question for the waiter', () => {
  it('takes an order of a vegetable dish, a wish for something spicy and a request for cheese as orders', async () => {
    for (const line of ['Una paella de verduras, por favor.', 'Quiero algo picante, por favor.', 'La sopa, por favor. ¿Me trae queso también?']) {
      const say = conversationWith('lucia');
      await say('¿Podemos practicar en un restaurante?');
      await say('Una mesa para dos, por favor.');
      const reply = await say(line);
      expect(reply).not.toMatch(/ensalada de la huerta|no pica nada|lleva un poco/);
    }
  }, 30_000);

  it('ends the shop scene when the learner says how they pay after the price', async () => {
    const say = conversationWith('lucia');
    await say('vamos a practicar en una tienda');
    await say('busco una camiseta');
    await say('La M');
    await say('Me queda bien. ¿Cuánto cuesta?');
    expect(await say('Con tarjeta.')).toMatch(/termina la escena/);
  }, 30_000);
});

describe("the learner's own questions and complaints in a scene", () => {
  it('are answered before the script goes on: a question once a scene, a complaint with an apology', async () => {
    const say = conversationWith('lucia', 'Ordering Food');
    await say('vamos a practicar en un restaurante');
    await say('si, tengo una reserva para dos');
    expect(await say('el pescado es fresco?')).toContain('es del mercado de esta mañana');
    expect(await say('la sopa esta muy caliente, no puedo comer')).toContain('Ahora mismo se lo cambio');
    const asked = await say('¿el flan es casero?');
    expect(asked).toContain('Ahora mismo lo pregunto en la cocina');
    // Then the script's next line, in the same turn.
    expect(asked.match(/El camarero:/g)).toHaveLength(2);
  }, 30_000);
});
