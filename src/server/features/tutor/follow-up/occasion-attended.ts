/**
 * A social occasion the learner went to ('I went to a wedding on Saturday', 'El sábado fui a una boda con mi hermana'):
 * what stood out and who went along; not 'What do you think about the wedding?'. Each language with the messages it
 * must read and those it must leave, run as tests (told-events.test.ts, told-kinds-in-conversation.test.ts). A concert
 * or a festival is a show seen (show-seen.ts).
 */
import type { ToldRules } from './told-rule';

const OCCASIONS_EN = 'wedding|party|barbecue|barbeque|graduation|fair|carnival|celebration|christening|reunion|parade|picnic';
const OCCASIONS_ES = 'boda|fiesta|graduación|barbacoa|feria|carnaval|celebración|reunión familiar|desfile|comida familiar';

export const OCCASION_ATTENDED: ToldRules = {
  en: {
    said: new RegExp(String.raw`\b(?:I|we) (?:went to|attended|was at|were at|have been to|'ve been to|’ve been to) (?:a|an|the|our|my|my \p{L}+['’]s|my \p{L}+ \p{L}+['’]s) (?:\p{L}+ ){0,2}?(?<occasion>${OCCASIONS_EN})\b(?! (?:on|for) (?:my|the) (?:phone|computer|tv))`, 'iu'),
    acks: ['That sounds like fun!', 'How lovely!'],
    questions: ['What was the best part of the {occasion}?', 'Who did you go with?', 'How was it?'],
    examples: ['I went to a wedding on Saturday.', 'Last night we went to a barbecue at our neighbours’ house.', "I was at my cousin's birthday party yesterday."],
    counterExamples: ['My sister went to a wedding last week.', 'Are you going to the party?', 'I will go to a concert next month.', "I don't like parties.", 'We watched a show on the computer.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:fui|fuimos|estuve|estuvimos) (?:a|en) (?:una|un|la|el) (?<occasion>${OCCASIONS_ES})(?![\p{L}])|(?<![\p{L}])(?:fui|fuimos) al (?:carnaval|desfile)(?![\p{L}])`, 'iu'),
    acks: ['¡Qué divertido! (What fun!)', '¡Qué bien! (How nice!)'],
    questions: ['¿Qué fue lo mejor? (What was the best part?)', '¿Con quién fuiste? (Who did you go with?)', '¿Qué tal lo pasaste? (Did you have a good time?)'],
    examples: ['El sábado fui a una boda en el campo.', 'El viernes fuimos a una barbacoa en casa de unos amigos.', 'Estuve en una fiesta de cumpleaños con mis amigas.'],
    counterExamples: ['Mi hermana fue a una boda.', '¿Vas a ir a la fiesta?', 'Voy a ir a un concierto el mes que viene.', 'No me gustan las fiestas.'],
  },
};
