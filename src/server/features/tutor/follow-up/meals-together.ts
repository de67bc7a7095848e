/**
 * Meals the learner shares as a habit ('I always have dinner with my parents', 'Los domingos como con mi familia'): what
 * they eat, or who cooks; not a question about the holidays. A meal had once is meal-told.ts's; cooking for others is
 * cooked-for.ts's. Each language with the messages it must read and those it must leave, run as tests
 * (meals-together.test.ts).
 */
import type { ToldRules } from './told-rule';

const COMPANY_EN = '(?:family|parents|kids|children|husband|wife|partner|boyfriend|girlfriend|friends|flatmates|roommates|colleagues|grandparents|mum|mom|dad|mother|father|sister|brother)';
const OFTEN_EN = '(?:always |usually |often |normally |sometimes )?';
const OFTEN_ES = '(?:siempre |normalmente |casi siempre |a veces |todos juntos )?';

export const MEALS_TOGETHER: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bI ${OFTEN_EN}(?:have|eat) (?:lunch|dinner|breakfast|supper|a meal|meals) with (?:my|our) (?:\p{L}+ )?${COMPANY_EN}\b|\bwe ${OFTEN_EN}(?:have|eat) (?:lunch|dinner|breakfast|supper) together\b`, 'iu'),
    acks: ['That sounds like a lovely habit.', 'Meals together are the best.'],
    questions: ['What do you usually eat together?', 'Who usually does the cooking?'],
    examples: ['I always have dinner with my parents.', 'On Sundays we have lunch together.', 'I usually eat breakfast with my kids before school.'],
    counterExamples: ['I had dinner with my family yesterday.', 'Do you have lunch with your colleagues?', 'My sister has lunch with her friends.', "I don't eat dinner with my family."],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?<![Nn]o )(?:como|ceno|desayuno|comemos|cenamos|desayunamos) ${OFTEN_ES}(?:con (?:mi|mis) \p{L}+|juntos|juntas)(?![\p{L}])`, 'iu'),
    acks: ['¡Qué buena costumbre! (What a good habit!)', '¡Comer juntos es lo mejor! (Eating together is the best!)'],
    questions: ['¿Qué soléis comer? (What do you usually eat?)', '¿Quién cocina normalmente? (Who usually does the cooking?)'],
    examples: ['Los domingos como con mi familia.', 'Siempre ceno con mis padres.', 'En casa comemos juntos todos los días.'],
    counterExamples: ['Comí con mis amigos.', '¿Comes con tu familia?', 'No ceno con mis padres.', 'Como con palillos.', 'Mi hermano come con sus amigos.'],
  },
};
