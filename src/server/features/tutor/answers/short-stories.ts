/**
 * "Tell me a story", "¿Me cuentas una historia?": a short story in easy words, written for Parley, then a question on it so
 * the learner answers in their own words; a story not told yet in this conversation, in the language being learnt.
 * Each request with the messages it must read and those it must leave (short-stories.test.ts).
 */
import type { TutorTeacher } from '../../../lib/language-model';
import type { Chooser } from '../choose-variant';
import { isSpanishTeacher } from './teacher-voice';

type ShortStory = { story: string; question: string };

export const ENGLISH_STORIES: readonly ShortStory[] = [
  {
    story: 'Last summer my neighbour Tom lost his dog, Biscuit. He looked everywhere: in the park, on the beach, even at the bus station. In the evening he came home, tired and sad, and there was Biscuit, sleeping happily in his bed by the window. Tom had left the door open all day!',
    question: 'Where was Biscuit in the end, and why?',
  },
  {
    story: 'When my friend Ana started learning English, she was too shy to speak. One day her flight was cancelled and she had to ask for help at the airport. She spoke slowly, made a few mistakes, and got a ticket for the next flight. After that day, she was never so afraid of speaking again.',
    question: 'What happened to Ana at the airport, and how did it change her?',
  },
  {
    story: 'An old man planted a small tree in his garden. His grandson laughed and said, "Grandpa, you will never eat its apples!" The old man smiled and said, "I know. But somebody planted the trees whose apples I eat today." Forty years later, the grandson planted one too.',
    question: 'Why did the old man plant the tree?',
  },
];

export const SPANISH_STORIES: readonly ShortStory[] = [
  {
    story: 'El verano pasado mi vecino Tomás perdió a su perro, Toby. Lo buscó por todas partes: en el parque, en la playa y en la estación. Por la noche volvió a casa, cansado y triste, y allí estaba Toby, ¡dormido en el sofá! (Last summer my neighbour Tomás lost his dog, Toby. He looked for him everywhere: in the park, on the beach and at the station. At night he came home, tired and sad, and there was Toby, asleep on the sofa!)',
    question: '¿Dónde estaba Toby al final? (Where was Toby in the end?)',
  },
  {
    story: 'Mi amiga Ana empezó a estudiar español el año pasado. Al principio le daba vergüenza hablar. Un día, en Sevilla, perdió el tren y tuvo que pedir ayuda. Habló despacio, cometió algunos errores y consiguió otro billete. Desde ese día, habla sin miedo. (My friend Ana started learning Spanish last year. At first she was shy about speaking. One day, in Seville, she missed her train and had to ask for help. She spoke slowly, made a few mistakes and got another ticket. Since that day, she speaks without fear.)',
    question: '¿Qué le pasó a Ana en Sevilla? (What happened to Ana in Seville?)',
  },
];

const ASKS_FOR_A_STORY = /^(?:(?:hi|hey|ok(?:ay)?|so|now)[,!.]?\s+)?(?:(?:can|could|will|would) you (?:please )?|please )?tell me (?:a |another |one more )?(?:(?:short|little|funny|small|nice|easy|simple) )?story\b(?! about (?:you|your))[^?.!]{0,30}[?.!]*\s*$|^¿?\s*(?:(?:me )?(?:cuentas|puedes contar(?:me)?|podrías contar(?:me)?)|cuéntame) (?:una |otra |un |otro )?(?:historia|historieta|cuento)(?: (?:corta|cort[oa]|divertid[oa]))?(?:,? por favor)?\s*[?.!]*\s*$/iu;

export const SHORT_STORY_REQUESTS = {
  examples: ['Tell me a story', 'Can you tell me a short story, please?', 'tell me another story', '¿Me cuentas una historia?', 'Cuéntame un cuento, por favor.'],
  counterExamples: ['Can you tell me a story about your childhood?', 'I read a story yesterday.', 'Let me tell you a story about my trip.', 'What is the story of the Fallas?'],
};

/** A story and its question, for a request to hear one; null where the message asks for none. */
export function tellAShortStory(message: string, teacher: TutorTeacher, assistantMessages: readonly string[], chooser: Chooser): string | null {
  if (!ASKS_FOR_A_STORY.test(message.trim())) return null;
  const isSpanish = isSpanishTeacher(teacher);
  const stories = isSpanish ? SPANISH_STORIES : ENGLISH_STORIES;
  const fresh = stories.filter(({ story }) => !assistantMessages.some((turn) => turn.includes(story)));
  if (fresh.length === 0) {
    return isSpanish
      ? 'Ya te he contado todas mis historias. ¿Me cuentas tú una? (I have told you all my stories. Will you tell me one?)'
      : "I've told you all the stories I have today. Now it's your turn: can you tell me one?";
  }
  const { story, question } = chooser.pick('short-story', fresh);
  return isSpanish ? `¡Claro! Aquí tienes una historia corta. ${story} ${question}` : `Sure, here's a short one. ${story} ${question}`;
}
