/**
 * Things said in the plural lost lately ('I lost my keys this morning', 'Perdí mis llaves'): whether they turned up and
 * what now; not 'Is there anyone who helps you with that?'. One thing lost is news ('lost-something', asked about as 'it').
 * Each language with the messages it must read and those it must leave, run as tests (lost-things.test.ts).
 */
import type { ToldRules } from './told-rule';

export const LOST_THINGS: ToldRules = {
  en: {
    said: /\bI (?:lost|have lost|'ve lost|can't find|cannot find|left) my (?:(?:car|house|office) )?(?:keys|glasses|sunglasses|headphones|earphones|gloves|documents|papers|notes)\b(?! (?:at home|in the car)\b)/i,
    acks: ["Oh no, that's so annoying!", 'That always happens at the worst moment!'],
    questions: ['Did you find them in the end?', 'What are you going to do?'],
    examples: ['I lost my keys this morning.', "I can't find my glasses anywhere.", 'I have lost my headphones on the bus.'],
    counterExamples: ['My son lost his keys.', 'I never lose my keys.', 'Did you lose your keys?', 'I lost my phone.'],
  },
  es: {
    said: /(?<![\p{L}])(?:perdí|he perdido|no encuentro|se me perdieron|se me han perdido) (?:mis|las|los) (?:llaves|gafas(?: de sol)?|auriculares|guantes|documentos|apuntes)(?![\p{L}])/iu,
    acks: ['¡Qué rabia! (How annoying!)', '¡Siempre pasa en el peor momento! (It always happens at the worst moment!)'],
    questions: ['¿Han aparecido? (Have they turned up?)', '¿Qué vas a hacer? (What are you going to do?)'],
    examples: ['Esta mañana perdí mis llaves.', 'No encuentro las gafas.', 'Se me perdieron los auriculares en el autobús.'],
    counterExamples: ['Mi hijo perdió sus llaves.', '¿Perdiste tus llaves?', 'Nunca pierdo las llaves.', 'Perdí mi móvil.'],
  },
};
