/** A pastime told to Lucía ('Leo novelas', 'Toco la guitarra') is asked about as one, in Spanish her checker passes. */
import { beforeAll, describe, expect, it } from 'vitest';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const reply = (content: string) => askTutor({ slug: 'lucia', messages: [{ role: 'user', content }] });
const spanishOf = (text: string) => text.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();

describe('a pastime told to Lucía', () => {
  it.each([
    ['Escucho música casi todos los días.', /¿Qué tipo de música escuchas\? \(What kind of music do you listen to\?\)|¿Desde cuándo escuchas música\? \(How long have you been listening to music\?\)/],
    // The kind told ('de misterio') and when ('antes de dormir'): neither asked again.
    ['Leo novelas de misterio antes de dormir.', /¿Desde cuándo lees novelas\? \(How long have you been reading novels\?\)/],
    ['Toco la guitarra en un grupo.', /¿Quién te enseñó a tocar la guitarra\? \(Who taught you to play the guitar\?\)|¿Desde cuándo tocas la guitarra\? \(How long have you been playing the guitar\?\)/],
    // How long told: not '¿Desde cuándo...?'.
    ['Toco el violín desde hace diez años.', /¿Quién te enseñó a tocar el violín\? \(Who taught you to play the violin\?\)$/],
    ['Cocino para mis amigos los viernes.', /¿Qué te gusta cocinar\? \(What do you like to cook\?\)|¿Desde cuándo cocinas\? \(How long have you been cooking\?\)/],
  ])('%j', async (message, question) => {
    const text = await reply(message);
    expect(text).toMatch(question);
    expect(await findCorrections(spanishOf(text), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });

  it("leaves 'Veo a mis amigos' to the rest: seeing friends is no pastime to ask the kind of", async () => {
    expect(await reply('Veo a mis amigos los sábados.')).not.toMatch(/¿Qué tipo de|¿Desde cuándo ves/);
  });
});
