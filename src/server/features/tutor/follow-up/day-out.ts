/**
 * A day out the learner had ('I went to the beach with my cousins last weekend', 'Pasamos el día en la playa'): what
 * they did and how the day was; not 'Do your cousins live near you?' for the company named. Each language with the
 * messages it must read and those it must leave, run as tests (told-events.test.ts, told-kinds-in-conversation.test.ts).
 * In Spanish 'Fui a la playa' is an outing Lucía reads as a fact (spanish-learner-facts.ts); this reads the day spent there.
 */
import type { ToldRules } from './told-rule';

const PLACES_EN = 'beach|park|zoo|lake|river|mountains|countryside|seaside|coast|forest|woods|hills|aquarium|funfair|theme park|water park|botanical gardens?';
const PLACES_ES = 'playa|montaña|campo|parque|lago|río|sierra|costa|zoo|bosque|piscina|parque de atracciones';

export const DAY_OUT: ToldRules = {
  en: {
    said: new RegExp(String.raw`\b(?:I|we|my \p{L}+ and I) (?:went|walked|drove|cycled|had a day out|spent the (?:day|afternoon|morning|whole day)) (?:to|at|in) the (?:${PLACES_EN})\b`, 'iu'),
    acks: ['That sounds like a lovely day out.', 'What a nice way to spend the day!'],
    questions: ['What did you do there?', 'What was the best part of the day?', 'Who did you go with?', 'Was the weather nice?'],
    examples: ['I went to the beach with my cousins last weekend.', 'On Sunday we spent the day in the mountains.', 'My sister and I drove to the lake yesterday.'],
    counterExamples: ['My cousins went to the beach.', 'Do you go to the park often?', 'Next summer I hope to see the mountains.', 'I live near the beach.', 'We go to the park every Sunday.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:pasé|pasamos) (?:todo el día|el día entero|el día) en (?:la|el) (?:${PLACES_ES})(?![\p{L}])`, 'iu'),
    acks: ['¡Qué buen plan! (What a great plan!)', '¡Qué día tan bonito! (What a lovely day!)'],
    questions: ['¿Qué tal el día? (How was the day?)', '¿Qué fue lo mejor del día? (What was the best part of the day?)', '¿Hacía buen tiempo? (Was the weather nice?)'],
    examples: ['El domingo pasamos el día en la playa con mis primos.', 'Ayer pasé todo el día en la montaña.', 'Pasamos el día en el campo con la familia.'],
    counterExamples: ['Mis primos pasaron el día en la playa.', '¿Pasaste el día en la playa?', 'Quiero pasar el día en la montaña.', 'Vivo cerca de la playa.'],
  },
};
