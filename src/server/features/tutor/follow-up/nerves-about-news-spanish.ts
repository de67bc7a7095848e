/**
 * "Estoy un poco nerviosa." said just after telling Lucía of something coming up ("Tengo una entrevista el lunes"), or
 * both in one message ("Estoy nervioso por mi entrevista del viernes", "Estoy nerviosa porque tengo un examen mañana"):
 * the nerves are about that, not about the lesson, so she says so and asks about it, rather than "No te preocupes,
 * vamos despacio" and a question on another subject. Spanish of nerves-about-news.ts, with its examples run as tests.
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';
import { readSpanishMessageFacts } from './spanish-learner-facts';

/** Nerves and nothing else: no object ('nerviosa al hablar' is about the lesson, and has its own answer). */
const BARE_NERVES = /^(?:(?:pero|y|bueno|sí|la verdad),? )?(?:estoy|me siento|me pongo|ya estoy) (?:un poco |muy |bastante |tan |algo |súper |super )?(?:nervios[oa]s?|preocupad[oa]s?|asustad[oa]s?|estresad[oa]s?)(?: (?:por eso|por ello|también|ya))?\s*[.!]*$/iu;

/** Words of a message that tell of something coming up, when no plan or exam was read from it. */
const COMING_UP_WORDS = 'entrevista|examen|prueba|presentación|primer día|boda|mudanza|operación|competición|partido|carrera|reunión|trabajo nuevo|nuevo trabajo|dentista|médico|médica|hospital|inyección|vacuna|análisis';
/** Something dreaded, not hoped for ('Mañana voy al dentista y tengo miedo'). */
const DREADED = /(?<![\p{L}])(?:dentista|médic[oa]|operación|hospital|inyección|vacuna|análisis)(?![\p{L}])/iu;
const COMING_UP = new RegExp(String.raw`(?<![\p{L}])(?:${COMING_UP_WORDS})(?![\p{L}])`, 'iu');
/** Nerves and what they are about, in one message ('Estoy nervioso por mi entrevista del viernes'). */
const NERVES_ABOUT_SOMETHING_COMING = new RegExp(
  String.raw`(?<![\p{L}])(?:estoy|me siento|me pongo|ando) (?:un poco |muy |bastante |tan |algo |súper |super )?(?:nervios[oa]s?|preocupad[oa]s?|asustad[oa]s?|estresad[oa]s?) (?:por|con|antes de|ante|para)(?: (?:mi|mis|el|la|los|las|un|una|esta|este))? (?:${COMING_UP_WORDS})(?![\p{L}])`,
  'iu',
);

/** The news, then the nerves as the message's last clause ('Mañana tengo un examen y estoy muy nerviosa'). */
const NEWS_THEN_NERVES = /^(?<news>.{8,}?)(?:[,.!;]\s*|\s+)(?:y |pero |así que )?(?:(?:estoy|me siento|me pongo|ya estoy) (?:un poco |muy |bastante |tan |algo |súper |super )?(?:nervios[oa]s?|preocupad[oa]s?|asustad[oa]s?|estresad[oa]s?)|tengo (?:un poco de |mucho |algo de |bastante )?miedo)\s*[.!]*$/iu;

/** The nerves, then why: something coming up ('Estoy nerviosa porque tengo una entrevista el lunes'). */
const NERVES_BECAUSE_NEWS = /^(?:(?:bueno|hola|bien|pues),? )?(?:estoy|me siento|me pongo|ando) (?:un poco |muy |bastante |tan |algo |súper |super )?(?:nervios[oa]s?|preocupad[oa]s?|asustad[oa]s?|estresad[oa]s?)(?:,? (?:porque|ya que|pues)|,) (?<news>.{8,})$/iu;

export const NERVES_ABOUT_NEWS_EXAMPLES = {
  examples: [['Tengo una entrevista de trabajo el lunes.', 'Estoy un poco nerviosa.'], ['Mañana tengo un examen de matemáticas.', 'Estoy muy nervioso.'], ['El viernes voy a hacer una presentación en clase.', 'Me pongo nerviosa.'], ['Tengo una entrevista el lunes. Es para un hotel.', 'Estoy nerviosa.']],
  counterExamples: [['El sábado salgo con mi perro al parque.', 'Estoy nerviosa.'], ['Tengo una entrevista el lunes.', 'Estoy nerviosa cuando hablo español.'], ['Tengo un examen mañana.', '¿Estás nerviosa?']],
  /** The same told in one message. */
  inOneMessage: ['Estoy nervioso por mi entrevista del viernes.', 'Me pongo muy nerviosa antes de la boda de mi hermana.', 'Estoy un poco preocupada por el examen de mañana.', 'Mañana tengo un examen y estoy muy nerviosa.', 'El lunes tengo una entrevista de trabajo, estoy nervioso.', 'Estoy nerviosa porque tengo una entrevista de trabajo el jueves.', 'Estoy muy preocupado porque mañana tengo un examen.', 'Estoy nerviosa, el lunes tengo una entrevista.', 'Mañana voy al dentista y tengo miedo.'],
  notInOneMessage: ['Estoy nerviosa por hablar en clase.', 'Mi hermano está nervioso por su entrevista.', 'No estoy nervioso por el examen.', 'Mi hermano tiene un examen y está nervioso.', 'Hoy hace sol y estoy nerviosa.', 'Estoy nerviosa porque hablo muy mal.', 'Estoy preocupado porque mi perro no come.'],
} as const;

const ACKS = [
  'Es muy normal sentir nervios antes de algo así: significa que te importa. (It is very normal to feel nervous before something like that: it means it matters to you.)',
  'Es normal, y un poco de nervios incluso ayuda a prepararse. (It is normal, and a few nerves even help you prepare.)',
];
const DREADED_ACKS = ['Es un miedo muy común, y eres valiente por ir. (That is a very common fear, and you are brave to go.)'];
const QUESTIONS = ['¿Qué es lo que más te preocupa? (What worries you most?)', '¿Qué te ayudaría a sentirte con más confianza? (What would help you feel more confident?)'];

/** `earlierMessages`: the learner's last two before this one ('Tengo una entrevista el lunes.' 'Es para un hotel.' 'Estoy nerviosa.'). */
export function respondToNervesAboutNewsInSpanish(input: { message: string; earlierMessages: readonly string[]; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, earlierMessages, assistantMessages, chooser } = input;
  const isComingUp = (said: string) => {
    const told = readSpanishMessageFacts(said);
    return !!told.examOrInterviewSoon || !!told.plan || COMING_UP.test(said);
  };
  const newsFirst = NEWS_THEN_NERVES.exec(message.trim())?.groups?.news ?? NERVES_BECAUSE_NEWS.exec(message.trim())?.groups?.news;
  const isToldInOne = (NERVES_ABOUT_SOMETHING_COMING.test(message) || (!!newsFirst && isComingUp(newsFirst))) && !/(?<![\p{L}])no (?:estoy|me siento|me pongo|ando)(?![\p{L}])/iu.test(message);
  if (!isToldInOne && !(BARE_NERVES.test(message.trim()) && earlierMessages.slice(-2).some(isComingUp))) return null;
  const fresh = QUESTIONS.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  const isDreaded = DREADED.test(newsFirst ?? message);
  return { acknowledgement: chooser.pick('nerves-ack', isDreaded ? DREADED_ACKS : ACKS), question: chooser.pick('nerves-question', fresh.length > 0 ? fresh : QUESTIONS) };
}
