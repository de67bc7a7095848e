/**
 * Food grown at home ('We have a garden and we grow tomatoes and potatoes', 'I have a vegetable garden', 'Tenemos un
 * huerto', 'Plantamos tomates'): what they enjoy about it and what grows best; not 'What do you think about your
 * garden?'. Someone else's garden and a wish are left. Each language with the messages it must read and those it must
 * leave, run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

const CROPS_EN = 'tomatoes|potatoes|vegetables|herbs|strawberries|lettuce|salad|peppers|carrots|onions|beans|courgettes|zucchini|cucumbers|fruit|apples|lemons|oranges|flowers|roses';
const CROPS_ES = 'tomates|patatas|papas|verduras|hortalizas|hierbas|fresas|lechugas?|pimientos|zanahorias|cebollas|judías|calabacines|pepinos|frutas?|manzanas|limones|naranjas|flores|rosas';

export const GROWS_FOOD: ToldRules = {
  en: {
    said: new RegExp(String.raw`\b(?:I|we) (?:grow|plant|planted|have planted|'ve planted|are growing|'re growing|am growing|'m growing) (?:our own |my own |some |a few |lots of )?(?:${CROPS_EN})\b|\b(?:I|we) (?:have|'ve got|have got) (?:a|an) (?:small |little |big )?(?:vegetable garden|allotment|veggie patch|herb garden)\b`, 'i'),
    acks: ['How lovely, food from your own garden!', 'Oh, nothing tastes better than what you grow yourself.'],
    questions: ['What do you enjoy most about gardening?', 'What grows best in your garden?'],
    examples: ['We have a garden and we grow tomatoes and potatoes.', 'I have a small vegetable garden behind the house.', 'This spring I planted strawberries.'],
    counterExamples: ['My grandfather grows tomatoes.', 'I want to grow vegetables one day.', 'Do you grow vegetables?', 'We have a garden.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:cultivo|cultivamos|planto|plantamos|planté|plantamos|he plantado|hemos plantado) (?:nuestr[oa]s (?:propi[oa]s )?|mis (?:propi[oa]s )?|unas |unos |algunas |algunos )?(?:${CROPS_ES})(?![\p{L}])|(?<![\p{L}])(?:tengo|tenemos) (?:un )?(?:pequeño )?huerto(?![\p{L}])`, 'iu'),
    acks: ['¡Qué bien, comida de tu propio jardín! (How lovely, food from your own garden!)'],
    questions: ['¿Qué es lo que más te gusta de cuidar las plantas? (What do you enjoy most about gardening?)', '¿Qué es lo que mejor te crece? (What grows best for you?)'],
    examples: ['Tenemos un jardín y plantamos tomates y patatas.', 'Tengo un pequeño huerto en el pueblo.', 'Cultivo mis propias hierbas en el balcón.'],
    counterExamples: ['Mi abuelo cultiva tomates.', 'Quiero tener un huerto algún día.', '¿Cultivas verduras?', 'Tenemos un jardín.'],
  },
};
