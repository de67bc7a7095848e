/**
 * What each teacher recommends when a learner asks for something to read, watch, listen to or cook ("Can you
 * recommend a good book?", "Do you know a good recipe?", "¿Qué película me recomiendas?"): one well-known title
 * or an easy dish that fits her tastes (teacher-tastes.ts), why it suits a learner, and a question back. Asked for
 * something to learn with ("...to learn English?"), the learning advice answers instead (learning-advice.ts).
 * Each kind is data with the questions it must answer and those it must leave (run as tests).
 */

export type RecommendedKind = 'books' | 'films' | 'series' | 'music' | 'recipe';

export type RecommendationKind = {
  kind: RecommendedKind;
  /** The thing asked for, once the message asks for a recommendation (ASKS_FOR_A_RECOMMENDATION). */
  named: RegExp;
  /** Teacher slug -> her recommendation. Lucía's is in Spanish with the English in brackets. */
  byTeacher: Readonly<Record<string, string>>;
  followUp: string;
  followUpEs: string;
  examples: readonly string[];
  counterExamples: readonly string[];
};

/**
 * How a learner asks for one: "Can you recommend...", "Do you know a good...", "Any good ... to recommend?",
 * "What film should I watch?", "¿Qué libro me recomiendas?", "¿Conoces una buena receta?".
 */
export const ASKS_FOR_A_RECOMMENDATION =
  /\b(?:(?:can|could|would) you (?:please )?(?:recommend|suggest)|do you (?:know|have) (?:a|an|any|some) (?:good|nice|great|easy|simple|fun)|(?:any|got any) (?:good|nice|great|easy|fun) \w+(?: \w+)?(?: to recommend| you(?:'d| would) recommend| for me)|what (?:\w+ ){0,2}(?:should|could|can) i (?:read|watch|listen to|cook|make)|what(?:'s| is) a good|recommend me|(?:give|tell) me (?:a|an|some) (?:good |nice |easy )?(?:book|film|movie|series|show|song|recipe))\b|(?:^|[¿\s])(?:qu[eé] (?:\p{L}+ ){1,2}me recomiendas(?!\p{L})|me recomiendas (?:un|una|unos|unas|alg[uú]n|alguna|algo) |(?:puedes|podr[ií]as|quieres) recomendarme |conoces (?:un|una|alg[uú]n|alguna) |recomi[eé]ndame(?!\p{L}))/iu;

/** Asked for something to learn or study with: learning advice answers (books-and-resources, series-to-learn). */
const TO_LEARN_WITH = /\b(?:to|for|help(?:s)? (?:me )?(?:to )?)\s?(?:learn|learning|practi[cs]e|improve|study|studying)\b|\bfor (?:my )?(?:english|spanish|ielts|the exam|the test|my interview)\b|\bpara (?:aprender|practicar|mejorar)\b/i;

export const RECOMMENDATION_KINDS: readonly RecommendationKind[] = [
  {
    kind: 'series',
    named: /\b(?:series|(?:tv )?shows?|sitcoms?)\b|(?<!\p{L})series?(?!\p{L})/iu,
    byTeacher: {
      sophia: "The Great British Bake Off: friendly people, short episodes, and the same kitchen words again and again, so it's easy to follow.",
      oliver: 'Sherlock, the BBC series: clever, quick and very British, so turn the subtitles on at first.',
      maya: "Ted Lasso: it's warm and funny, and you hear American and British accents side by side.",
      daniel: 'Suits: it begins with a job interview, and every episode shows people selling themselves with confidence.',
      claire: 'The Crown: careful, clear British English, and the scripts are beautifully written.',
      ethan: "Shark Tank, called Dragons' Den in the UK: real people pitch their businesses, and you hear how investors question them.",
      lucia: '«La casa de papel»: mucha acción y diálogos cortos, ¡perfecta con subtítulos en español! (Money Heist: lots of action and short dialogue, perfect with Spanish subtitles!)',
    },
    followUp: 'What kind of series do you usually enjoy?',
    followUpEs: '¿Qué tipo de series te gustan? (What kind of series do you like?)',
    examples: ['Can you recommend a good series?', 'Any good TV shows you would recommend?', '¿Qué serie me recomiendas?'],
    counterExamples: ['Can you recommend a TV series to learn English?', 'I watch a lot of series.'],
  },
  {
    kind: 'books',
    named: /\b(?:books?|novels?|(?:something|anything) to read)\b|(?<!\p{L})(?:libros?|novelas?|algo (?:para|que) leer)(?!\p{L})/iu,
    byTeacher: {
      sophia: 'Like Water for Chocolate by Laura Esquivel: a love story with a recipe in every chapter, so you learn kitchen words as you read.',
      oliver: 'The Sherlock Holmes stories by Arthur Conan Doyle: each one is short enough to read in an evening, and the mystery keeps you reading.',
      maya: 'I Know Why the Caged Bird Sings by Maya Angelou: a memoir with a beautiful rhythm, lovely to read aloud.',
      daniel: 'Shoe Dog by Phil Knight, the story of how he built Nike: honest about failure, and full of the words people use about work.',
      claire: 'The Remains of the Day by Kazuo Ishiguro: every sentence is clear and careful, a lesson in writing on each page.',
      ethan: "Steve Jobs by Walter Isaacson: a founder's whole story, and a lot of the English of meetings and deals.",
      lucia: 'Para empezar, «El principito» en español: frases cortas y una historia preciosa. (To start, The Little Prince in Spanish: short sentences and a lovely story.)',
    },
    followUp: 'What kind of books do you usually enjoy?',
    followUpEs: '¿Qué tipo de libros te gustan? (What kind of books do you like?)',
    examples: ['Can you recommend a good book?', 'Do you know any good novels?', 'What book should I read?', '¿Qué libro me recomiendas?', '¿Puedes recomendarme un libro?'],
    counterExamples: ['Can you recommend a good book to learn English?', 'What books do you read?', 'I am reading a really good book this week.', 'What should I read to prepare for IELTS?'],
  },
  {
    kind: 'films',
    named: /\b(?:films?|movies?|(?:something|anything) to watch)\b|(?<!\p{L})(?:pel[ií]culas?|algo (?:para|que) ver)(?!\p{L})/iu,
    byTeacher: {
      sophia: 'Julie & Julia: a warm, funny film about two women who love cooking, with clear, easy dialogue.',
      oliver: 'Murder on the Orient Express, the 1974 one: a classic Agatha Christie mystery, and the detective explains everything slowly at the end.',
      maya: 'The Sound of Music: clear singing, and you can sing along to learn the rhythm of English.',
      daniel: 'The Pursuit of Happyness: a true story, with one of the best job interview scenes in any film.',
      claire: 'Pride & Prejudice, the 2005 film: made from a great novel, and the conversations are sharp and elegant.',
      ethan: 'The Social Network: the true story of how Facebook started, full of fast business talk.',
      lucia: '«Volver», de Pedro Almodóvar: una historia con mucho humor y mucho corazón. (Volver, by Pedro Almodóvar: a story with a lot of humour and heart.)',
    },
    followUp: 'What kind of films do you usually enjoy?',
    followUpEs: '¿Qué tipo de películas te gustan? (What kind of films do you like?)',
    examples: ['Can you recommend a good film?', 'What movie should I watch tonight?', '¿Me recomiendas una película?'],
    counterExamples: ['Can you recommend a film to improve my English?', 'Do you like films?', 'I watched a good film yesterday.'],
  },
  {
    kind: 'music',
    named: /\b(?:music|songs?|singers?|bands?|albums?|(?:something|anything) to listen to)\b|(?<!\p{L})(?:m[uú]sica|canci[oó]n|canciones|cantantes?)(?!\p{L})/iu,
    byTeacher: {
      sophia: "Lovely Day by Bill Withers: an old soul song with slow, clear words, and it's impossible to listen to in a bad mood.",
      oliver: "Waterloo Sunset by The Kinks: a very London song, and every word is clear.",
      maya: "Someone Like You by Adele: slow and clear, so you can sing along and feel where the stress falls.",
      daniel: 'Born to Run by Bruce Springsteen: my favourite song for the last mile of a run.',
      claire: 'La Vie en rose, sung in English by Louis Armstrong: slow and clear, and the song is so romantic.',
      ethan: "Take Five by Dave Brubeck while you work, since it has no words; for English, the podcast How I Built This, where founders tell their stories.",
      lucia: '«Vivir mi vida», de Marc Anthony: es alegre y la letra se entiende muy bien. (Vivir mi vida, by Marc Anthony: it is cheerful and the words are easy to understand.)',
    },
    followUp: 'What music do you listen to most?',
    followUpEs: '¿Qué música escuchas normalmente? (What music do you usually listen to?)',
    examples: ['Can you recommend a good song?', 'Do you know any good bands?', '¿Qué canción me recomiendas?'],
    counterExamples: ['What music do you like?', 'Can you recommend songs to learn English?', 'I listen to music every day.'],
  },
  {
    kind: 'recipe',
    named: /\b(?:recipes?|(?:something|anything|a dish) (?:to|i can) (?:cook|make)|should i (?:cook|make) (?:for )?(?:dinner|lunch|tonight)|(?:what|which dish) (?:should|can) i cook)\b|(?<!\p{L})(?:recetas?|algo (?:para|que) cocinar)(?!\p{L})/iu,
    byTeacher: {
      sophia: 'Try my easy green curry: fry a spoon of green curry paste, add a tin of coconut milk, then chicken or tofu and some vegetables, cook it for ten minutes, and finish with basil and a squeeze of lime. Serve it with rice.',
      oliver: "I'm no great cook, but my cheese on toast is famous at home: grate some cheddar onto toast, add a few drops of Worcestershire sauce, and grill it until it bubbles.",
      maya: 'Easy chicken tacos: warm some corn tortillas, fill them with grilled chicken, chopped onion and coriander, and finish with a squeeze of lime.',
      daniel: 'My running breakfast: cook some oats in milk for five minutes, then add a sliced banana and a spoon of peanut butter. It keeps me going all morning.',
      claire: "A French omelette, my grandmother's way: beat three eggs with a little salt, melt butter in a hot pan, stir the eggs quickly, and fold the omelette while the middle is still soft.",
      ethan: 'My ten-minute dinner: salmon with soy sauce and a little honey, ten minutes in a hot oven, served with rice.',
      lucia: 'La tortilla de patatas: fríe patatas y cebolla en aceite de oliva, mézclalas con huevos batidos y cuaja la tortilla por los dos lados. (Spanish omelette: fry potatoes and onion in olive oil, mix them with beaten eggs and cook the omelette on both sides.)',
    },
    followUp: 'Do you like cooking, or do you prefer it when someone cooks for you?',
    followUpEs: '¿Te gusta cocinar? (Do you like cooking?)',
    examples: ['Do you know a good recipe?', 'Can you give me a recipe?', 'What should I cook for dinner?', '¿Conoces una buena receta?'],
    counterExamples: ['I found a good recipe yesterday.', 'What is your favourite food?', 'What should I eat in Mexico?'],
  },
];

/** The kind of thing asked for, when the message asks a teacher for a recommendation of her own; null otherwise. */
export function recommendationAsked(message: string): RecommendationKind | null {
  if (!ASKS_FOR_A_RECOMMENDATION.test(message) || TO_LEARN_WITH.test(message)) return null;
  return RECOMMENDATION_KINDS.find((kind) => kind.named.test(message)) ?? null;
}

/**
 * "Have you seen it?", "Did you like it?", "¿Lo has leído?" just after her own recommendation: she has, as anyone who
 * recommends something has (not 'I'm a practice tutor, so I haven't seen it'), and the question goes back to the learner.
 */
const ASKS_IF_SHE_KNOWS_IT =
  /^(?:(?:and|so|oh|really)[,!.]?\s+)?(?:(?:have|did) you (?:ever |really |actually )?(?:seen|see|watched|watch|read|tried|try|made|make|cooked|cook|heard|hear|listened to|listen to|liked|like|enjoyed|enjoy) (?:it|that|this|them|the (?:film|movie|book|series|show|song|album|recipe|dish))|do you (?:like|love|make|cook) it (?:too|yourself|often|a lot))\s*\?*\s*$|^¿?(?:(?:y )?(?:la|lo|las|los) has (?:visto|leído|probado|escuchado|hecho|cocinado)|(?:y )?(?:a ti )?te gust(?:ó|a)|(?:la|lo) (?:viste|leíste|probaste))\s*\?*\s*$/iu;

const SHE_KNOWS_IT: Readonly<Record<RecommendedKind, { en: string; enAsk: string; es: string; esAsk: string }>> = {
  films: { en: 'Yes, more than once: it is one I watch again when I want something warm and easy.', enAsk: 'Have you seen it?', es: '¡Sí, varias veces! Es de las que veo otra vez cuando quiero algo fácil. (Yes, several times! It is one I watch again when I want something easy.)', esAsk: '¿Y tú, la has visto? (And you, have you seen it?)' },
  series: { en: 'Yes, every episode! It is what I put on when I want to relax.', enAsk: 'Have you watched any of it?', es: '¡Sí, todos los capítulos! Es lo que veo cuando quiero descansar. (Yes, every episode! It is what I watch when I want to rest.)', esAsk: '¿Y tú, la has visto? (And you, have you seen it?)' },
  books: { en: 'Yes, I read it a few years ago, and I still think about it.', enAsk: 'Have you read it?', es: 'Sí, lo leí hace unos años y todavía pienso en él. (Yes, I read it a few years ago and I still think about it.)', esAsk: '¿Y tú, lo has leído? (And you, have you read it?)' },
  music: { en: 'Yes, I know it by heart: I sing along every time.', enAsk: 'Have you heard it?', es: '¡Sí, me la sé de memoria! Siempre canto con ella. (Yes, I know it by heart! I always sing along.)', esAsk: '¿Y tú, la has escuchado? (And you, have you heard it?)' },
  recipe: { en: 'Yes, I make it often: it is my favourite when I am short of time.', enAsk: 'Would you like to try it?', es: 'Sí, la hago a menudo: es mi favorita cuando tengo poco tiempo. (Yes, I make it often: it is my favourite when I am short of time.)', esAsk: '¿Te gustaría probarla? (Would you like to try it?)' },
};

export const ASKED_IF_SHE_KNOWS_IT = { examples: ['Have you seen it?', 'Did you like it?', 'Have you read it?', 'And do you make it often?', '¿La has visto?', '¿Lo has leído?', '¿Te gustó?'], counterExamples: ['Have you seen my keys?', 'I have seen it.', 'Did you like the city?'] };

export function answerAboutHerRecommendation(message: string, lastTurn: string | undefined, teacher: { slug: string }): string | null {
  if (!lastTurn || !ASKS_IF_SHE_KNOWS_IT.test(message.trim())) return null;
  const kind = RECOMMENDATION_KINDS.find((k) => k.byTeacher[teacher.slug] && lastTurn.includes(k.byTeacher[teacher.slug]!));
  if (!kind) return null;
  const said = SHE_KNOWS_IT[kind.kind];
  return teacher.slug === 'lucia' ? `${said.es} ${said.esAsk}` : `${said.en} ${said.enAsk}`;
}
