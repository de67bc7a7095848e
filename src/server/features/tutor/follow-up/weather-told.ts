/**
 * "It's raining here in Manchester.", "It's so hot today!", "Hace mucho frío.": the weather where the learner is, said
 * now. Met as people meet it (a word about it, then a question about days like this), not as a place to tell more
 * about ("What else can you tell me about Manchester?"). Each kind is data with what it must answer and what it
 * must leave (run as tests).
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';

type Weather = { said: RegExp; acks: readonly string[]; questions: readonly string[] };

const INTENSITY = '(?:(?:so|very|really|quite|pretty|extremely|super|too|a bit|a little|freezing|boiling) )*';
const NOW = '(?: (?:today|now|here|outside|this morning|this afternoon|this evening|tonight|again|all day|at the moment)| here in [\\p{L} ]+)*';
/** How much, said after the weather ('It's raining a lot today', 'It's snowing heavily'). */
const HOW_MUCH = '(?: (?:a lot|so much|heavily|hard|really hard))?';
/** The temperature said after it ('It's very hot here, 40 degrees'). */
const TEMPERATURE = String.raw`(?:,? (?:about |around |almost |over |nearly |like )?[-−]?\d{1,2} ?(?:degrees|°C?|ºC?)(?: celsius| centigrade)?)?`;
const it = (what: string) => new RegExp(String.raw`(?<![\p{L}])it(?:'s| is) ${INTENSITY}(?:${what})${HOW_MUCH}${NOW}${TEMPERATURE}(?:,? (?:and|but|so)\b|\s*[.!]*$)`, 'iu');

export const WEATHER: Readonly<Record<'en' | 'es', Readonly<Record<string, Weather>>>> = {
  en: {
    rain: {
      said: it('raining|rainy|pouring|wet|drizzling'),
      acks: ['Oh, rain again!', 'A rainy day, then.'],
      questions: ['Do you like rainy days, or do they get you down?', 'What do you like to do on a rainy day?'],
    },
    snow: {
      said: it('snowing|snowy'),
      acks: ['Snow! How exciting.', 'Oh, snow!'],
      questions: ['Do you like the snow, or does it make life difficult?', 'What do you like to do on a snowy day?'],
    },
    hot: {
      said: it('hot|boiling|scorching|humid'),
      acks: ['Phew, that sounds hot!', 'Oh, that sounds hot!'],
      questions: ['How do you keep cool on days like this?', 'Do you prefer hot weather or cold weather?'],
    },
    cold: {
      said: it('cold|freezing|chilly'),
      acks: ['Brr, that sounds cold!', 'Oh, that sounds cold!'],
      questions: ['What do you do to stay warm?', 'Do you like winter, or do you prefer summer?'],
    },
    sunny: {
      said: it('sunny|a (?:lovely|beautiful|nice|sunny|gorgeous) day'),
      acks: ['Lovely, enjoy the sunshine!', 'How nice!'],
      questions: ['What would you like to do outside today?', 'What do you like to do on a sunny day?'],
    },
    grey: {
      said: it('windy|cloudy|grey|gray|foggy|stormy|dark'),
      acks: ['Not the nicest weather, then.', 'Oh, one of those days.'],
      questions: ['What do you like to do on days like this?', 'What is your favourite kind of weather?'],
    },
  },
  es: {
    rain: {
      said: /(?<![\p{L}])(?:está lloviendo|llueve)(?![\p{L}])/iu,
      acks: ['¡Vaya, lluvia! (Oh, rain!)'],
      questions: ['¿Te gustan los días de lluvia? (Do you like rainy days?)'],
    },
    snow: {
      said: /(?<![\p{L}])(?:está nevando|nieva)(?![\p{L}])/iu,
      acks: ['¡Qué bonito, nieve! (How lovely, snow!)'],
      questions: ['¿Te gusta la nieve? (Do you like the snow?)'],
    },
    hot: {
      said: /(?<![\p{L}])hace (?:mucho |muchísimo |tanto |bastante )?calor(?![\p{L}])/iu,
      acks: ['¡Uf, qué calor! (Phew, how hot!)'],
      questions: ['¿Qué haces para refrescarte? (What do you do to cool down?)'],
    },
    cold: {
      said: /(?<![\p{L}])hace (?:mucho |muchísimo |tanto |bastante )?frío(?![\p{L}])/iu,
      acks: ['¡Brr, qué frío! (Brr, how cold!)'],
      questions: ['¿Qué haces para no pasar frío? (What do you do to keep warm?)'],
    },
    sunny: {
      said: /(?<![\p{L}])hace (?:mucho )?sol(?![\p{L}])|(?<![\p{L}])hace (?:muy )?buen tiempo(?![\p{L}])/iu,
      acks: ['¡Qué bien! (How nice!)'],
      questions: ['¿Qué te gusta hacer cuando hace sol? (What do you like doing when it is sunny?)'],
    },
    // 'Hoy es un día precioso': a fine day said as such, of today, not of a day named ('Mi cumpleaños es un día bonito').
    fine: {
      said: /(?:^|[.!¡]\s*|(?<![\p{L}])hoy )(?:es|hace) un día (?:muy |tan |súper )?(?:bonito|precioso|estupendo|espléndido|maravilloso|soleado|buenísimo)(?![\p{L}])/iu,
      acks: ['¡Qué bien, disfrútalo! (How nice, enjoy it!)'],
      questions: ['¿Qué planes tienes para un día tan bonito? (What plans do you have for such a lovely day?)'],
    },
    grey: {
      said: /(?<![\p{L}])hace (?:mucho )?viento(?![\p{L}])|(?<![\p{L}])hace (?:muy )?mal tiempo(?![\p{L}])|(?<![\p{L}])está nublado(?![\p{L}])/iu,
      acks: ['Vaya, no es el mejor tiempo. (Oh, not the best weather.)'],
      questions: ['¿Qué te gusta hacer en días así? (What do you like doing on days like this?)'],
    },
  },
};

/**
 * The weather of a day gone by, told as it was ('It rained all day yesterday', 'Ayer llovió todo el día'): what they did
 * in it, not a question from another topic. The imperfect of a scene set ('Ayer hacía frío') is left to the rest.
 */
export const PAST_WEATHER: Readonly<Record<'en' | 'es', Weather>> = {
  en: {
    said: /(?<![\p{L}])it (?:rained|snowed|poured|was (?:so |very |really |quite )?(?:rainy|snowy|cold|freezing|hot|windy|stormy|sunny|foggy))(?: all day| all weekend| all morning| a lot| non-stop)?(?: (?:yesterday|last night|at the weekend|this morning))?\s*[.!]*$/iu,
    acks: ['What a day for it!', 'Oh, that kind of day!'],
    questions: ['What did you do in that weather?'],
  },
  es: {
    said: /(?<![\p{L}])(?:llovió|nevó|hizo (?:mucho |muchísimo )?(?:frío|calor|sol|viento|buen tiempo|mal tiempo))(?![\p{L}])/iu,
    acks: ['¡Vaya día! (What a day!)'],
    questions: ['¿Qué hiciste con ese tiempo? (What did you do in that weather?)'],
  },
};
export const PAST_EXAMPLES = { en: ['It rained all day yesterday.', 'It was so cold last night!', 'Yesterday it snowed all morning.'], es: ['Ayer llovió todo el día.', 'El fin de semana hizo mucho calor.'] };

/** The weather is all the message tells: a longer one ('It's raining, so I stayed home and baked bread') has more to take up. */
const MOST_WORDS = 10;
/** Another time: not the weather now. */
const NOT_NOW = /(?<![\p{L}])(?:was|were|yesterday|last (?:night|week)|will be|tomorrow|estaba|estuvo|ayer|mañana)(?![\p{L}])/iu;

export const EXAMPLES = {
  en: ["It's raining here in Manchester.", "It's so hot today!", 'It is freezing cold outside.', "It's snowing again!", "It's a beautiful day here.", "It's very windy today.", "It's raining a lot today.", 'It is snowing heavily here.', 'It is very hot here, 40 degrees.', "It's freezing, -5°C!"],
  es: ['Hoy hace mucho frío.', 'Está lloviendo en Madrid.', 'Hace mucho calor aquí.', 'Es un día muy bonito.', 'Hoy hace un día precioso.'],
};
export const COUNTER_EXAMPLES = [
  'It was raining yesterday.',
  'Is it raining in Portland?',
  'It will be sunny tomorrow.',
  "It's hot chocolate, my favourite drink.",
  "It's a cold world for new teachers.",
  "It's raining, so I stayed at home and watched three films with my brother.",
  'Ayer hacía frío.',
  'Mi cumpleaños es un día muy bonito.',
  'Ayer fue un día precioso.',
];

export function respondToWeather(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  const said = message.trim();
  if (/\?\s*$/.test(said) || said.split(/\s+/).length > MOST_WORDS) return null;
  const past = PAST_WEATHER[isSpanish ? 'es' : 'en'];
  const weather = past.said.test(said) ? past : NOT_NOW.test(said) ? undefined : Object.values(WEATHER[isSpanish ? 'es' : 'en']).find((kind) => kind.said.test(said));
  if (!weather) return null;
  const fresh = weather.questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  return { acknowledgement: chooser.pick('weather-ack', weather.acks), question: chooser.pick('weather-question', fresh.length > 0 ? fresh : weather.questions) };
}
