/**
 * "What should I see in London?", "What food should I try in Dublin?", "Is it expensive?": the English-speaking
 * cities learners travel to most, and Tokyo, Rome and Paris, as data (a country asked of gets the city its visitors begin in). Well-known sights, food and what it costs, in plain English; the city may
 * be named in the question or in the learner's last messages ("I'm going to London next month." ... "What should I
 * see there?"). Each city with the questions it must answer and those it must leave (city-guides.test.ts).
 */

export type CityGuide = {
  id: string;
  place: RegExp;
  sights: string;
  food: string;
  cost: string;
  examples: readonly string[];
  counterExamples: readonly string[];
};

/**
 * "What should I see...?", "Where can I go...?", "Any recommendations?", "What is there to do in...?", "Is Tokyo
 * expensive?" (asked: a sentence that starts with 'Is'; 'public transport in my city is very cheap' tells, and with
 * the flag 'i' a capital letter cannot tell a name from 'very').
 */
export const ASKS_ABOUT_A_CITY = /\b(?:what|which|where) (?:\w+ ){0,3}(?:should|would you recommend|do you recommend|can|must) (?:i |we )?(?:see|visit|eat|try|go|do)\b|\b(?:what|which) (?:\w+ ){0,2}(?:(?:do|would|can|could) )?you (?:recommend|suggest)\b|\bany (?:recommendations?|tips|ideas)\b|\bwhat(?:'s| is) there to (?:see|do)\b|\b(?:can|could) you recommend (?:a |an |some |any )?(?:good |nice |cheap |great )?(?:restaurants?|places? to (?:eat|visit|go)|things to (?:see|do)|sights)\b|(?:^|[.!?,]\s*|\b(?:so|and|but|tell me|do you know)\s+)(?:is it|is \p{L}+(?: \p{L}+)?|are things) (?:very |really |too |so )?(?:expensive|cheap|costly|pricey)\b|\bhow (?:expensive|much) is (?:it|\p{Lu}\p{L}+)\b/iu;
const ASKS_FOOD = /\b(?:food|eat|eating|dish(?:es)?|try|restaurants?)\b/i;
const ASKS_COST = /\b(?:expensive|cheap|costly|pricey|cost|budget|money|how much)\b/i;

export const CITY_GUIDES: readonly CityGuide[] = [
  {
    id: 'london',
    place: /\blondon\b/i,
    sights: 'Start with the British Museum and the National Gallery, which are both free, then walk along the South Bank from Westminster to Tower Bridge, and spend a morning at Camden Market.',
    food: 'Try a Sunday roast in a pub, fish and chips, and a curry on Brick Lane.',
    cost: 'London ranks among the most expensive cities in Europe, but many of its big museums are free, and paying by contactless card on the Tube and buses caps what you spend on travel each day.',
    examples: ['What should I see in London?', 'What food should I try in London?', 'Is London expensive?'],
    counterExamples: ['I lived in London for a year.', 'What is the weather like in London?'],
  },
  {
    id: 'new-york',
    place: /\bnew york\b|\bnyc\b|\bmanhattan\b/i,
    sights: 'Walk through Central Park, spend a few hours at the Metropolitan Museum of Art, cross the Brooklyn Bridge on foot, and take the Staten Island Ferry for a free view of the Statue of Liberty.',
    food: 'Have a slice of New York pizza, a bagel for breakfast, and dumplings in Chinatown.',
    cost: 'New York is expensive, hotels in Manhattan above all, but the subway costs the same for any trip, and the Staten Island Ferry is free.',
    examples: ['What can I do in New York?', 'What should I eat in New York?'],
    counterExamples: ['My cousin lives in New York.'],
  },
  {
    id: 'edinburgh',
    place: /\bedinburgh\b/i,
    sights: 'Visit the castle, walk down the Royal Mile, and climb Arthur’s Seat for a view over the whole city.',
    food: 'Try haggis, at least once, and a full Scottish breakfast.',
    cost: 'Hotels cost most in August, during the festival, so book early; the National Museum of Scotland is free.',
    examples: ['Which places should I visit in Edinburgh?', 'Is Edinburgh expensive?'],
    counterExamples: ['Edinburgh is very cold in winter.'],
  },
  {
    id: 'dublin',
    place: /\bdublin\b/i,
    sights: 'See the Book of Kells at Trinity College, walk in St Stephen’s Green, and listen to live music in a pub in the evening.',
    food: 'Try an Irish stew with soda bread, and a full Irish breakfast.',
    cost: 'Dublin is fairly expensive, hotels especially, but the National Museum and the National Gallery are free.',
    examples: ['Any recommendations for Dublin?', 'What should I see in Dublin?'],
    counterExamples: ['I studied in Dublin.'],
  },
  {
    id: 'sydney',
    place: /\bsydney\b/i,
    sights: 'See the Opera House and the Harbour Bridge, walk the coastal path from Bondi to Coogee, and take the ferry to Manly.',
    food: 'Have fresh seafood by the harbour, and a flat white: Australians take their coffee seriously.',
    cost: 'Sydney is expensive, but the beaches and coastal walks are free, and public transport costs little on Sundays.',
    examples: ['What should I do in Sydney?', 'Is Sydney expensive?'],
    counterExamples: ['Sydney is far from my country.'],
  },
  {
    id: 'melbourne',
    place: /\bmelbourne\b/i,
    sights: 'Explore the laneways with their street art, walk around the Queen Victoria Market, and ride the trams, which are free in the city centre.',
    food: 'Melbourne is famous for its coffee and its cafés, and the food stalls at the Queen Victoria Market.',
    cost: 'Melbourne is expensive for hotels, but the trams in the city centre are free.',
    examples: ['What should I see in Melbourne?'],
    counterExamples: ['My sister moved to Melbourne.'],
  },
  {
    id: 'toronto',
    place: /\btoronto\b/i,
    sights: 'Go up the CN Tower, walk around Kensington Market, and take a day trip to Niagara Falls, about ninety minutes away.',
    food: 'Try a peameal bacon sandwich at St Lawrence Market, and poutine: chips with cheese curds and gravy.',
    cost: 'Toronto is expensive for rent and hotels, but cheaper than New York or London, and many neighbourhoods are best seen on foot.',
    examples: ['What can I visit in Toronto?', 'What should I eat in Toronto?'],
    counterExamples: ['I work in Toronto.'],
  },
  {
    id: 'vancouver',
    place: /\bvancouver\b/i,
    sights: 'Cycle the seawall around Stanley Park, visit the market on Granville Island, and go up Grouse Mountain for the view.',
    food: 'Try the sushi, which is excellent there, and fresh salmon.',
    cost: 'Vancouver is one of Canada’s most expensive cities, but Stanley Park and the seawall are free.',
    examples: ['What should I do in Vancouver?'],
    counterExamples: ['Vancouver is beautiful.'],
  },
  {
    id: 'san-francisco',
    place: /\bsan francisco\b/i,
    sights: 'Walk or cycle across the Golden Gate Bridge, ride a cable car, and visit Alcatraz, booking a few weeks ahead.',
    food: 'Try sourdough bread, and a burrito in the Mission district.',
    cost: 'San Francisco is very expensive, and bring warm layers: summer there is often foggy and cool.',
    examples: ['What should I see in San Francisco?', 'Is San Francisco expensive?'],
    counterExamples: ['I was born in San Francisco.'],
  },
  {
    id: 'chicago',
    place: /\bchicago\b/i,
    sights: 'Visit the Art Institute, see the Bean in Millennium Park, and take an architecture boat tour on the river.',
    food: 'Try a deep-dish pizza and a Chicago hot dog.',
    cost: 'Chicago is cheaper than New York, and walking along the lakefront is free.',
    examples: ['What should I do in Chicago?'],
    counterExamples: ['Chicago is windy.'],
  },
  // Beyond the English-speaking world: the cities learners most often say they are going to.
  {
    id: 'tokyo',
    place: /\btokyo\b/i,
    sights: 'Start at Senso-ji, the old temple in Asakusa, then see the Shibuya crossing and the Meiji Shrine in its forest, and end the day with the city lights from a high viewpoint.',
    food: 'Try sushi at a small counter, a bowl of ramen, and the snacks from a convenience store, which are better than you would think.',
    cost: 'Tokyo is often cheaper than people expect: the trains are fast and not expensive, and a good bowl of noodles costs little. Hotels are the big cost, and rooms are small.',
    examples: ['What should I see in Tokyo?', 'What food should I try in Tokyo?', 'Is Tokyo expensive?'],
    counterExamples: ['My friend lives in Tokyo.'],
  },
  {
    id: 'rome',
    place: /\brome\b|\broma\b/i,
    sights: 'See the Colosseum and the Roman Forum, throw a coin into the Trevi Fountain, and spend a morning at the Vatican Museums and St Peter’s.',
    food: 'Try pasta cacio e pepe or carbonara, a slice of pizza from a bakery, and a gelato in the evening.',
    cost: 'Rome is cheaper than London or Paris for food, many of its churches are free to visit, and the centre is best seen on foot.',
    examples: ['What should I see in Rome?', 'What should I eat in Rome?', 'Is Rome expensive?'],
    counterExamples: ['My grandparents live in Rome.'],
  },
  {
    id: 'paris',
    place: /\bparis\b/i,
    sights: 'Walk along the Seine from Notre-Dame to the Eiffel Tower, spend a morning at the Louvre, and climb up to Montmartre for the view over the city.',
    food: 'Try a croissant from a local bakery, a croque-monsieur in a café, and a plate of French cheese with fresh bread.',
    cost: 'Paris is expensive for hotels and restaurants, but a picnic by the river costs little, walking is the best way to see it, and young people from the EU get into many museums free.',
    examples: ['What should I see in Paris?', 'What should I eat in Paris?'],
    counterExamples: ['I was born in Paris.'],
  },
];

/** `country`: named when the learner asked of a country, and the guide is for the city most visitors start with. */
export type CityAnswer = { guide: CityGuide; about: 'sights' | 'food' | 'cost'; country?: string };

/** "What should I visit in Japan?": a country answered with the city of ours most of its visitors start with. */
const COUNTRIES: ReadonlyArray<{ name: string; said: RegExp; city: string }> = [
  { name: 'Japan', said: /\bjapan\b/i, city: 'tokyo' },
  { name: 'Italy', said: /\bitaly\b/i, city: 'rome' },
  { name: 'France', said: /\bfrance\b/i, city: 'paris' },
  // Learners often leave the article out ('travel to UK', 'go to USA').
  { name: 'England', said: /\b(?:england|britain|great britain|the uk|the united kingdom)\b|\bUK\b/i, city: 'london' },
  { name: 'Scotland', said: /\bscotland\b/i, city: 'edinburgh' },
  { name: 'Ireland', said: /\bireland\b/i, city: 'dublin' },
  { name: 'Australia', said: /\baustralia\b/i, city: 'sydney' },
  { name: 'Canada', said: /\bcanada\b/i, city: 'toronto' },
  { name: 'the United States', said: /\b(?:[Aa]merica|the (?:US|USA|United States|States)|USA|U\.S\.A?|United States)\b/, city: 'new-york' },
];

/**
 * "What should I do every day to get better?", "Any tips to improve my speaking?": asked of learning, not of the trip, even
 * just after the learner named the city they are moving to.
 */
const ASKS_ABOUT_LEARNING = /\b(?:every (?:day|morning|evening|week)|each day|daily|get better|improve|learn|practi[cs]e|study|pass|fluent|(?:my|the) (?:english|spanish|speaking|level|accent|pronunciation|grammar|writing|vocabulary|listening|exam|test|interview))\b/i;

/**
 * The city a question asks about (named in it, else earlier in the message it ends, else in the learner's last three
 * messages), and what about it; or null.
 */
export function findCityGuide(question: string, earlierMessages: readonly string[] = [], wholeMessage = question): CityAnswer | null {
  if (!ASKS_ABOUT_A_CITY.test(question) || ASKS_ABOUT_LEARNING.test(question)) return null;
  const recent = [question, wholeMessage, ...[...earlierMessages].reverse().slice(0, 3)];
  const about = ASKS_COST.test(question) ? 'cost' : ASKS_FOOD.test(question) ? 'food' : 'sights';
  for (const text of recent) {
    const guide = CITY_GUIDES.find((city) => city.place.test(text));
    if (guide) return { guide, about };
    const country = COUNTRIES.find((c) => c.said.test(text));
    const itsCity = country && CITY_GUIDES.find((city) => city.id === country.city);
    if (country && itsCity) return { guide: itsCity, about, country: country.name };
  }
  return null;
}
