/**
 * What Lucía, from Valencia, recommends to a learner getting ready for a trip: what to eat, and what to see in the
 * places learners travel to most. Well-known dishes and sights only, said in simple Spanish with the English in
 * brackets. Each is data with the questions it must answer and those it must leave (run as tests).
 */

import { FOOD_BY_COUNTRY } from './food-by-country';

export type Recommendation = {
  id: string;
  /** Food is recommended for the place the learner is going to, else Lucía's own; sights for a place named; what to know before going for the place, else phrases for any trip. */
  kind: 'food' | 'sights' | 'tips';
  /** The place, named in the question or in the learner's last messages ('¿Qué ciudades me recomiendas?' after 'voy a México'). */
  place?: RegExp;
  /** Sights that name several cities of a country, so they answer '¿Qué ciudad me recomiendas?' after the country was told. */
  cities?: true;
  spanish: string;
  english: string;
  followUp: string;
  examples: readonly string[];
  counterExamples: readonly string[];
};

/** "¿Qué debo saber antes de ir?", "What should I know before I go?", "¿Algún consejo para mi viaje?" */
export const ASKS_TRIP_TIPS = /(?<!\p{L})qu[eé] (?:debo|tengo que|necesito|deber[ií]a|hay que) saber (?:antes de (?:ir|viajar|mi viaje|el viaje)|(?:sobre|de) (?:la cultura|las costumbres)|para (?:el|mi) viaje)|(?<!\p{L})(?:alg[uú]n|algunos|unos) consejos? para (?:mi|el) viaje|\bwhat (?:should|do) i (?:need to )?know before (?:i go|going|i travel|travel(?:l)?ing|my trip)|\b(?:any|some) (?:tips|advice) for (?:my|the) trip\b/iu;

/** "¿Qué me recomiendas...?", "What should I see...?", "Any recommendations...?", and what to know before a trip. */
export const ASKS_RECOMMENDATION = new RegExp(`${/\bqu[eé] (?:\p{L}+ ){0,3}me recomiendas(?!\p{L})|\bqu[eé] (?:debo|tengo que|puedo|deber[ií]a) (?:ver|visitar|comer|probar|hacer)\b|\b(?:what|which|where) (?:\w+ ){0,3}(?:should|would you recommend|do you recommend|can) (?:i )?(?:see|visit|eat|try|go)\b|\bwhat (?:do|would) you recommend\b|\bany recommendations?\b|\b(?:qu[eé]|cu[aá]l(?:es)?) (?:es |son )?(?:la |el |los |las )?(?:comida|plato|platos) (?:t[ií]pic[oa]s?|famos[oa]s?|tradicional(?:es)?)(?!\p{L})|\bqu[eé] (?:comida|platos?) (?:t[ií]pic[oa]s?|famos[oa]s?|tradicional(?:es)?) hay\b|\bqu[eé] se come\b|\b(?:typical|traditional|famous|national) (?:food|dish(?:es)?)\b/iu.source}|${ASKS_TRIP_TIPS.source}`, 'iu');

const ASKS_FOOD = /\b(?:comida|comer|se come|plato|platos|probar|food|eat|dish(?:es)?|try)\b/i;
/** A question about where to go, which may name the place in an earlier message. */
const ASKS_PLACES = /(?<!\p{L})(?:ciudad(?:es)?|lugar(?:es)?|sitios?|ver|visitar|conocer|see|visit|cities|city|places?|go)(?!\p{L})/iu;
/** Which city to go to ('¿Qué ciudad me recomiendas?', 'Which city should I visit?'): cities, not one city's sights. */
const ASKS_WHICH_CITY = /(?<!\p{L})(?:qu[eé]|cu[aá]l(?:es)?) (?:es la |son las )?ciudad(?:es)?(?!\p{L})|\b(?:what|which) (?:city|cities)\b/iu;

export const RECOMMENDATIONS: readonly Recommendation[] = [
  {
    id: 'spanish-food',
    kind: 'food',
    spanish: '¡La paella, claro, que soy de Valencia! También la tortilla de patatas, y en verano, el gazpacho.',
    english: 'Paella, of course, I am from Valencia! Also Spanish omelette, and in summer gazpacho, a cold tomato soup.',
    followUp: '¿Te gusta probar comida nueva? (Do you like trying new food?)',
    examples: ['¿Qué comida típica me recomiendas?', '¿Qué debo comer en España?', 'What Spanish food should I try?'],
    counterExamples: ['Me gusta la comida picante.', '¿Qué comiste ayer?', '¿Qué libro me recomiendas?'],
  },
  {
    id: 'mexican-food',
    kind: 'food',
    place: /\bm[eé]xic(?:o|an[oa]?s?)\b/i,
    spanish: 'Para México, los tacos al pastor, el mole y, para desayunar, unos chilaquiles. ¡Y cuidado con el picante!',
    english: 'For Mexico, tacos al pastor, mole and, for breakfast, chilaquiles. And careful with the spicy food!',
    followUp: '¿Te gusta la comida picante? (Do you like spicy food?)',
    examples: ['¿Qué comida mexicana me recomiendas?', 'What should I eat in Mexico?'],
    counterExamples: [],
  },
  {
    id: 'madrid',
    kind: 'sights',
    place: /\bmadrid\b/i,
    spanish: 'En Madrid, el Museo del Prado, un paseo por el parque del Retiro y la Plaza Mayor.',
    english: 'In Madrid, the Prado Museum, a walk in Retiro Park and the Plaza Mayor.',
    followUp: '¿Qué te gusta más, los museos o los parques? (What do you like more, museums or parks?)',
    examples: ['¿Qué me recomiendas visitar en Madrid?', 'What should I see in Madrid?'],
    counterExamples: ['Vivo en Madrid.'],
  },
  {
    id: 'barcelona',
    kind: 'sights',
    place: /\bbarcelona\b/i,
    spanish: 'En Barcelona, la Sagrada Familia, el Parque Güell y un paseo por el Barrio Gótico.',
    english: 'In Barcelona, the Sagrada Familia, Park Güell and a walk through the Gothic Quarter.',
    followUp: '¿Te gustan más los museos o las playas? (Do you like museums or beaches more?)',
    examples: ['¿Qué puedo visitar en Barcelona?', 'What would you recommend in Barcelona?'],
    counterExamples: [],
  },
  {
    id: 'valencia',
    kind: 'sights',
    place: /\bvalencia\b/i,
    spanish: '¡Mi ciudad! La Ciudad de las Artes y las Ciencias, el Mercado Central y la playa de la Malvarrosa. Y una paella, claro.',
    english: 'My city! The City of Arts and Sciences, the Central Market and Malvarrosa beach. And a paella, of course.',
    followUp: '¿Cuándo vas a ir? (When are you going?)',
    examples: ['¿Qué me recomiendas en Valencia?'],
    counterExamples: [],
  },
  {
    id: 'mexico',
    kind: 'sights',
    cities: true,
    place: /\bm[eé]xico\b/i,
    spanish: 'Yo soy de España, pero en México mis alumnos recomiendan la Ciudad de México, Oaxaca, por su comida, y Guanajuato, con sus calles de colores.',
    english: 'I am from Spain, but for Mexico my students recommend Mexico City, Oaxaca for its food, and Guanajuato with its colourful streets.',
    followUp: '¿Cuánto tiempo vas a estar en México? (How long are you going to be in Mexico?)',
    examples: ['¿Qué ciudades de México me recomiendas?', 'What cities should I visit in Mexico?'],
    counterExamples: ['Mi amiga es de México.'],
  },
  {
    id: 'colombia',
    kind: 'sights',
    cities: true,
    place: /\bcolombia\b|\bbogot[aá](?!\p{L})|\bcartagena\b|\bmedell[ií]n\b/iu,
    spanish: 'En Colombia, la ciudad amurallada de Cartagena, el barrio de La Candelaria en Bogotá y el Eje Cafetero, donde se cultiva el café.',
    english: 'In Colombia, the walled city of Cartagena, the La Candelaria district in Bogotá, and the Coffee Region, where coffee is grown.',
    followUp: '¿Te gusta el café? (Do you like coffee?)',
    examples: ['¿Qué ciudades de Colombia me recomiendas?', 'What should I see in Colombia?'],
    counterExamples: ['Mi novio es de Colombia.'],
  },
  {
    id: 'buenos-aires',
    kind: 'sights',
    place: /\bargentina\b|\bbuenos aires\b/i,
    spanish: 'En Buenos Aires, el barrio de San Telmo, los colores de La Boca y un espectáculo de tango.',
    english: 'In Buenos Aires, the San Telmo district, the colours of La Boca and a tango show.',
    followUp: '¿Sabes bailar? (Can you dance?)',
    examples: ['¿Qué me recomiendas visitar en Buenos Aires?', 'What should I see in Argentina?'],
    counterExamples: ['Viví en Buenos Aires dos años.'],
  },
  {
    id: 'peru',
    kind: 'sights',
    cities: true,
    place: /\bper[uú](?!\p{L})|\bcusco\b|\blima\b/iu,
    spanish: 'En Perú, Cusco y Machu Picchu, claro, y en Lima, el barrio de Barranco.',
    english: 'In Peru, Cusco and Machu Picchu, of course, and in Lima, the Barranco district.',
    followUp: '¿Te gusta caminar por la montaña? (Do you like walking in the mountains?)',
    examples: ['¿Qué lugares de Perú me recomiendas?', 'What should I visit in Peru?'],
    counterExamples: ['Mi madre es de Lima.'],
  },
  {
    id: 'sevilla',
    kind: 'sights',
    place: /\bsevilla\b|\bseville\b/i,
    spanish: 'En Sevilla, la catedral y la Giralda, el Real Alcázar y la Plaza de España.',
    english: 'In Seville, the cathedral and the Giralda tower, the Royal Alcázar and the Plaza de España.',
    followUp: '¿Te gusta el flamenco? (Do you like flamenco?)',
    examples: ['¿Qué debo ver en Sevilla?', 'What should I see in Seville?'],
    counterExamples: ['Hace mucho calor en Sevilla.'],
  },
  {
    id: 'granada',
    kind: 'sights',
    place: /\bgranada\b/i,
    spanish: 'En Granada, la Alhambra, con la entrada reservada con tiempo, y el barrio del Albaicín al atardecer.',
    english: 'In Granada, the Alhambra, with your ticket booked well ahead, and the Albaicín district at sunset.',
    followUp: '¿Te gusta la historia? (Do you like history?)',
    examples: ['¿Qué me recomiendas en Granada?', 'What should I visit in Granada?'],
    counterExamples: ['Estudié en Granada.'],
  },
  {
    // Which city, with none named before: her own, and two more, each with its reason.
    id: 'which-city',
    kind: 'sights',
    spanish: '¡Valencia, claro, que es mi ciudad! Tiene playa, sol casi todo el año, la paella y las Fallas en marzo. También te recomiendo Sevilla, por su historia y el flamenco, y Granada, por la Alhambra.',
    english: 'Valencia, of course, it is my city! It has a beach, sun almost all year, paella and the Fallas in March. I also recommend Seville, for its history and flamenco, and Granada, for the Alhambra.',
    followUp: '¿Qué prefieres, la playa o las ciudades con mucha historia? (What do you prefer, the beach or cities with lots of history?)',
    examples: ['¿Qué ciudad me recomiendas?', '¿Qué ciudades de España me recomiendas?', '¿Cuál es la ciudad que me recomiendas?'],
    counterExamples: ['¿Qué ciudades de México me recomiendas?', '¿Qué me recomiendas en Valencia?', 'Mi ciudad es muy bonita.'],
  },
  {
    id: 'trip-phrases',
    kind: 'tips',
    spanish: 'Aprende unas frases para el viaje: «¿Dónde está...?», «¿Cuánto cuesta?», «La cuenta, por favor» y «Perdón, no entiendo». Con eso y una sonrisa, ¡todo es más fácil!',
    english: 'Learn a few phrases for the trip: "Where is...?", "How much is it?", "The bill, please" and "Sorry, I don\'t understand". With those and a smile, everything is easier!',
    followUp: '¿Cuál de esas frases te parece más útil? (Which of those phrases seems most useful to you?)',
    examples: ['¿Qué debo saber antes de ir?', 'What should I know before I go?', '¿Algún consejo para mi viaje?'],
    counterExamples: ['¿Qué debo saber para el examen?', 'Ya sé mucho de España.'],
  },
  {
    id: 'spain-tips',
    kind: 'tips',
    place: /(?<!\p{L})(?:espa[ñn]a|spain|madrid|barcelona|sevilla|seville|valencia|granada|m[aá]laga|bilbao)(?!\p{L})/iu,
    spanish: 'En España se come tarde: la comida, sobre las dos, y la cena, sobre las nueve o las diez. La gente se saluda con dos besos, y muchas tiendas pequeñas cierran a mediodía.',
    english: 'In Spain people eat late: lunch around two, and dinner around nine or ten. People greet each other with two kisses, and many small shops close at midday.',
    followUp: '¿Qué es lo que más te apetece hacer allí? (What are you most looking forward to doing there?)',
    examples: ['¿Qué debo saber antes de viajar a España?', 'What should I know before I go to Spain?'],
    counterExamples: [],
  },
  {
    id: 'mexico-tips',
    kind: 'tips',
    place: /\bm[eé]xic(?:o|an[oa]?s?)\b/i,
    spanish: 'En México la comida principal es a media tarde, sobre las dos o las tres. Con personas mayores o desconocidas se usa mucho «usted», y «¿Mande?» es una forma educada de decir «¿Perdón?».',
    english: 'In Mexico the main meal is in the afternoon, around two or three. With older people or strangers "usted" is used a lot, and "¿Mande?" is a polite way to say "Pardon?".',
    followUp: '¿Qué es lo que más te apetece hacer allí? (What are you most looking forward to doing there?)',
    examples: ['¿Qué tengo que saber antes de ir a México?'],
    counterExamples: [],
  },
  {
    id: 'argentina-tips',
    kind: 'tips',
    place: /\bargentina\b|\bbuenos aires\b/i,
    spanish: 'En Argentina se usa «vos» en vez de «tú»: «vos tenés», «vos sabés». Se cena muy tarde, y el mate se comparte: si te lo ofrecen, es un gesto de amistad.',
    english: 'In Argentina people use "vos" instead of "tú": "vos tenés", "vos sabés". Dinner is very late, and mate is shared: if someone offers you some, it is a sign of friendship.',
    followUp: '¿Qué es lo que más te apetece hacer allí? (What are you most looking forward to doing there?)',
    examples: ['¿Qué debo saber antes de ir a Buenos Aires?'],
    counterExamples: [],
  },
  {
    id: 'colombia-tips',
    kind: 'tips',
    place: /\bcolombia\b|\bbogot[aá](?!\p{L})|\bcartagena\b|\bmedell[ií]n\b/iu,
    spanish: 'En Colombia la gente es muy educada: se dice mucho «con mucho gusto», y a menudo se usa «usted», incluso entre amigos.',
    english: 'In Colombia people are very polite: they say "con mucho gusto" a lot, and "usted" is often used, even between friends.',
    followUp: '¿Qué es lo que más te apetece hacer allí? (What are you most looking forward to doing there?)',
    examples: ['What should I know before travelling to Colombia?'],
    counterExamples: [],
  },
  ...FOOD_BY_COUNTRY.map(({ id, country, place, spanish, english }) => ({
    id,
    kind: 'food' as const,
    place,
    spanish,
    english,
    followUp: '¿Te gusta probar comida nueva? (Do you like trying new food?)',
    examples: [`¿Qué comida típica hay en ${country}?`],
    counterExamples: [],
  })),
];

/** What Lucía recommends: food (of the place the learner is going to, else her own), or what to see in a place named in the question or in the learner's last three messages. */
export function findRecommendation(question: string, earlierMessages: readonly string[] = []): Recommendation | null {
  if (!ASKS_RECOMMENDATION.test(question)) return null;
  const recent = [question, ...[...earlierMessages].reverse().slice(0, 3)];
  if (ASKS_TRIP_TIPS.test(question)) {
    const tips = RECOMMENDATIONS.filter((r) => r.kind === 'tips');
    return recent.map((text) => tips.find((r) => r.place?.test(text))).find(Boolean) ?? tips.find((r) => !r.place)!;
  }
  if (ASKS_FOOD.test(question)) {
    const foods = RECOMMENDATIONS.filter((r) => r.kind === 'food');
    return recent.map((text) => foods.find((r) => r.place?.test(text))).find(Boolean) ?? foods.find((r) => !r.place)!;
  }
  const places = RECOMMENDATIONS.filter((r) => r.kind === 'sights');
  const named = places.find((r) => r.place?.test(question));
  if (named) return named;
  if (!ASKS_PLACES.test(question)) return null;
  // '¿Qué ciudad me recomiendas?': the cities of a country told before ('voy a México'), else her own choice of cities.
  const whichCity = ASKS_WHICH_CITY.test(question);
  for (const text of recent.slice(1)) {
    const place = places.find((r) => r.place?.test(text) && (!whichCity || r.cities));
    if (place) return place;
  }
  return whichCity ? places.find((r) => r.id === 'which-city')! : null;
}
