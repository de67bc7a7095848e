/**
 * Jobs about the home the learner has to do or always does ('This weekend I will clean my apartment', 'Tengo que lavar la
 * ropa'): a word on chores and a question about doing them; not 'What are you most looking forward to when you clean your
 * apartment?', as if a chore were a treat. Done already ('I cleaned my room') is not read here. Each language with the
 * messages it must read and those it must leave, run as tests (chores-told.test.ts).
 */
import type { ToldRules } from './told-rule';

const HOME_EN = '(?:apartment|flat|house|home|room|bedroom|kitchen|bathroom|garage|garden)';
const HOME_ES = '(?:apartamento|piso|casa|cuarto|habitación|cocina|baño|garaje|jardín)';

export const CHORES_TOLD: ToldRules = {
  en: {
    said: new RegExp(
      String.raw`\b(?:I|we)(?:'ll| will| am going to|'m going to| are going to|'re going to| have to| need to| must| usually| always| often)? (?<verb>clean|tidy|tidy up|hoover|vacuum) (?:my|our|the) (?<thing>${HOME_EN})\b|\b(?:I|we)(?:'ll| will| am going to|'m going to| are going to|'re going to| have to| need to| must| usually| always)? (?:do (?:the|my|our) (?:laundry|washing|ironing|dishes|housework|cleaning)|wash the dishes|do the washing up)\b`,
      'i',
    ),
    acks: ['Ah, a day for jobs at home.', 'Not the most fun, but it feels good when it is done.'],
    questions: ['How long does it take you to {verb} your {thing}?', 'Do you put on music while you {verb} your {thing}?', 'Do you put on music while you do it?', 'Do you like it, or is it just something that has to be done?'],
    examples: ['This weekend I will clean my apartment.', 'I have to do the laundry today.', 'We always tidy the house on Sundays.', "I'm going to clean the kitchen after lunch."],
    counterExamples: ['I cleaned my room yesterday.', 'My mother cleans the house every day.', 'I work as a cleaner.', 'Do you clean your house?', 'I like my apartment.'],
  },
  es: {
    said: new RegExp(
      String.raw`(?<![\p{L}])(?:(?:voy a|vamos a|tengo que|tenemos que|necesito|debo|quiero) (?<verb>limpiar|ordenar|barrer) (?:mi|el|la|nuestr[oa]) (?<thing>${HOME_ES})|(?:limpio|ordeno|barro) (?:mi|el|la) ${HOME_ES}|(?:voy a|vamos a|tengo que|tenemos que|necesito|debo) (?:lavar la ropa|lavar los platos|fregar los platos|planchar|pasar la aspiradora|hacer la limpieza|hacer la colada))(?![\p{L}])`,
      'iu',
    ),
    acks: ['Ah, un día de tareas de casa. (Ah, a day of housework.)', 'No es lo más divertido, pero luego da gusto. (It is not the most fun, but it feels good afterwards.)'],
    questions: ['¿Cuánto tiempo tardas en {verb} tu {thing}? (How long does it take you?)', '¿Te gusta {verb} tu {thing} o es algo que hay que hacer? (Do you like it, or is it something that has to be done?)', '¿Pones música mientras lo haces? (Do you put on music while you do it?)', '¿Te gusta o es algo que hay que hacer? (Do you like it, or is it something that has to be done?)'],
    examples: ['Este fin de semana voy a limpiar mi apartamento.', 'Hoy tengo que lavar la ropa.', 'Los domingos limpio la casa.', 'Después de comer vamos a ordenar la cocina.'],
    counterExamples: ['Ayer limpié mi cuarto.', 'Mi madre limpia la casa todos los días.', 'Trabajo limpiando oficinas.', '¿Limpias tu casa?', 'Me gusta mi apartamento.'],
  },
};
