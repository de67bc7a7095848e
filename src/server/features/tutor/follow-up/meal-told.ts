/**
 * A meal the learner had, told ('I had pizza for lunch', 'Hoy he comido paella'): who cooked it, or whether it is a food
 * they love; not 'What did you do yesterday?'. A meal the learner cooked for others is cooked-for.ts's. Each language
 * with the messages it must read and those it must leave, run as tests (meal-told.test.ts).
 */
import type { ToldRules } from './told-rule';

export const MEAL_TOLD: ToldRules = {
  en: {
    // Eaten out ('at a restaurant'): the cook is no question.
    said: /\bI(?: had| ate| have had|'ve had) (?:a |an |some )?(?:\p{L}+ ){1,3}for (?:lunch|dinner|breakfast|supper)\b(?![^.!?]*\brestaurant)/iu,
    acks: ['Yum, that sounds good!', 'Sounds delicious!'],
    questions: ['Who did the cooking?', 'Is that one of your favourite foods?'],
    examples: ['I had pizza for lunch.', 'I ate a big salad for dinner yesterday.', "I've had pancakes for breakfast."],
    counterExamples: ['My son had pizza for lunch.', 'What did you have for dinner?', 'I cooked pasta for dinner.', 'I had lunch with my boss.', 'I had sushi for dinner at a restaurant.'],
  },
  es: {
    said: /(?<![\p{L}])(?<![Nn]o )(?:he comido|he cenado|he desayunado|comí|cené|desayuné) (?!con |en |a |fuera|tarde|pronto|temprano|mucho|poco|muy|bien|mal|nada|algo)\p{L}+(?![^.!?]*restaurante)/iu,
    acks: ['¡Qué rico! (Yummy!)', '¡Qué hambre me da! (That makes me hungry!)'],
    questions: ['¿Quién cocinó? (Who did the cooking?)', '¿Te gusta mucho esa comida? (Do you like that food a lot?)'],
    examples: ['Hoy he comido paella.', 'Anoche cené sushi con mi novio.', 'Desayuné tostadas con tomate.'],
    counterExamples: ['Mi hijo ha comido pizza.', '¿Qué has comido hoy?', 'Comí con mis amigos.', 'No he comido nada.', 'Hoy he comido paella en un restaurante.'],
  },
};
