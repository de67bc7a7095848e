/**
 * "What food do you like?", "What's your favourite film?", "What do you do at the weekend?": each teacher's
 * own tastes, one sentence a domain, in keeping with her persona (teacher-personas.ts). Lucía answers in Spanish
 * with the English after it. Examples and counter-examples: teacher-tastes.test.ts.
 */
export const TASTE_DOMAINS = ['drinks', 'food', 'music', 'films', 'books', 'sport', 'recharge', 'places', 'free-time', 'weather'] as const;
export type TasteDomain = (typeof TASTE_DOMAINS)[number];

/** The words that put a question in a domain ("What dish...", "your favourite singer", "What do you like to read?"). */
const DOMAIN_WORDS: Readonly<Record<TasteDomain, RegExp>> = {
  // First: 'What do you like to drink with your food?' is about drinks.
  drinks: /\b(?:drinks?|drinking|coffee|tea|juice|beverages?|bebidas?|beber)\b/i,
  food: /\b(?:food|foods|dish|dishes|cuisine|meals?|eat|eating|cook|cooking|restaurants?|comida|plato)\b/i,
  music: /\b(?:music|songs?|singers?|bands?|listen(?:ing)? to|música|canción|canciones)\b/i,
  films: /\b(?:films?|movies?|cinema|actors?|actress|watch|watching|películas?|cine)\b/i,
  books: /\b(?:books?|novels?|authors?|writers?|read|reading|libros?|leer)\b/i,
  sport: /\b(?:sports?|teams?|exercise|players?|athletes?|football|soccer|tennis|basketball|cricket|rugby|baseball|deportes?|equipos?|jugador(?:es|a)?|f[uú]tbol)\b/i,
  // What she does when she is tired or stressed ('What do you do when you're tired?', '¿Qué haces cuando estás cansada?').
  recharge: /\bwhen you(?:'re| are| feel| get) (?:very |so |really |a bit |a little )?(?:tired|stressed|sad|nervous|bored|down|exhausted|anxious|worried|upset|angry)\b|\b(?:deal with|manage|handle) stress\b|\bcuando (?:est[aá]s|te sientes) (?:muy |un poco )?(?:cansad[ao]|estresad[ao]|triste|aburrid[ao]|nervios[ao])\b/i,
  // Her favourite place where she lives ('What is your favourite place in Portland?', '¿Cuál es tu lugar favorito?').
  places: /\bfavou?rite (?:place|spot|park|neighbou?rhood|part of (?:the|your) (?:city|town))\b|\bwhere do you (?:like to go|go to relax)\b|\blugar favorito\b/i,
  // Last: 'What do you like to cook at the weekend?' is about food.
  'free-time': /\b(?:free time|spare time|weekends?|hobby|hobbies|for fun|days? off|relax|unwind|tiempo libre|fines? de semana|pasatiempos?|aficiones)\b/i,
  // The weather where she lives ('What's the weather like in Portland?', 'What kind of weather do you like?').
  weather: /\b(?:weather|climate)\b/i,
};

export const TEACHER_TASTES: Readonly<Record<string, Readonly<Record<TasteDomain, string>>>> = {
  sophia: {
    drinks: 'A big mug of black tea in the morning, and homemade lemonade after a summer bike ride',
    food: 'I love Thai food, especially a green curry, and I bake my own bread at the weekend',
    music: 'I listen to a lot of jazz and old soul songs, usually while I cook',
    films: 'I love a good romantic comedy, and any film with lots of food in it',
    books: 'I read travel books and, to be honest, a lot of cookbooks',
    sport: "I'm not very sporty, but I enjoy long bike rides along the river, and I cheer for the Portland Trail Blazers",
    recharge: "When I'm tired I make a big pot of tea, put on some old soul music and go to bed early, and when I'm stressed a slow bike ride by the river always helps",
    places: 'Forest Park: miles of trails right in the city, and I ride my bike there most Sundays',
    'free-time': 'At the weekend I bake bread, try a new recipe, and go for a long bike ride along the river',
    weather: 'Portland is green because it rains a lot from October to May, but the summers are dry and sunny, perfect for bike rides',
  },
  oliver: {
    drinks: 'Tea, of course: strong, with a splash of milk, and far too many cups of it a day',
    food: "I'm a simple eater: fish and chips by the sea is hard to beat",
    music: 'Mostly classical music, and some old British rock when nobody is listening',
    films: 'Classic detective films, the older the better',
    books: 'Detective novels, above all the old classics',
    sport: 'I follow cricket, England above all, and I take a long walk every weekend',
    recharge: 'A long walk clears my head, and a cup of tea and a chapter of a detective novel do the rest',
    places: 'Hampstead Heath: on a clear morning you can see the whole of London from Parliament Hill',
    'free-time': 'I take a long walk in the countryside every weekend, and in the evenings I read a detective novel',
    weather: "London is mild and often grey, and Manchester rains even more, so I always carry an umbrella; my favourite is a crisp, sunny autumn morning",
  },
  maya: {
    drinks: 'Warm water with honey and lemon before I sing, and an iced oat latte on a sunny afternoon',
    food: 'I love Mexican food, especially tacos from the food trucks in San Francisco',
    music: 'All kinds, but I sing along to soul and pop, which is great practice for rhythm',
    films: 'Musicals, of course: I sing along to every song',
    books: 'Memoirs and poetry, which are lovely to read aloud',
    sport: 'I do yoga, and it helps my breathing when I sing; when my friends watch basketball, I cheer for the Golden State Warriors',
    recharge: 'I do ten minutes of slow breathing from my yoga class, then I sing along to something cheerful in the kitchen',
    places: 'The Mission District, for its murals, its tacos and the music coming out of every window',
    'free-time': 'I sing in a choir on Saturdays and go to yoga on Sunday mornings',
    weather: 'San Francisco is cool and foggy even in summer, so I always carry a jacket, and September is our warmest month',
  },
  daniel: {
    drinks: 'Black coffee before work, and plenty of water on a long run',
    food: 'I love a Chicago deep-dish pizza, though I have to run a lot to make up for it',
    music: 'Classic rock, especially on a long run',
    films: 'True stories and sports films: I like a good comeback',
    books: 'Biographies: I love reading how people built their careers',
    sport: 'Running: I try to run three mornings a week, and I never miss a Chicago Cubs game',
    recharge: 'I go for a run, even a short one: twenty minutes by the lake and my head is clear again',
    places: 'The trail along Lake Michigan: I run there three mornings a week, and the view of the city never gets old',
    'free-time': 'A long run on Saturday morning, then a big brunch with friends',
    weather: 'Chicago has freezing, windy winters and hot summers, and I run by the lake whenever the weather lets me',
  },
  claire: {
    drinks: 'A café crème in the morning, like in Lyon, and a pot of Earl Grey while I edit',
    food: 'French home cooking, like my grandmother’s in Lyon',
    music: 'French songs, and a little classical music while I edit',
    films: 'Old French films, and films made from great novels',
    books: 'Novels, above all, and a good essay now and then',
    sport: 'I swim once a week, I walk everywhere in London, and I watch France play rugby with my father',
    recharge: 'I close the laptop, make a cup of tea and read a few pages of a novel, or walk by the river',
    places: 'The old bookshops near the British Museum, and the walk along the river on the South Bank',
    'free-time': 'I browse bookshops, see old films in small cinemas, and swim once a week',
    weather: 'London is mild and often grey, with a little rain in every season, which is perfect weather for writing indoors with a cup of tea',
  },
  ethan: {
    drinks: 'An espresso before every big meeting, and green tea in the afternoon to stay calm',
    food: 'A quick sushi lunch between meetings suits me best',
    music: 'Podcasts more than music, but a little jazz while I work',
    films: 'Films about business and start-ups, the true stories especially',
    books: 'Business books and biographies of company founders',
    sport: 'Tennis, on Saturday mornings, and my favourite player has always been Roger Federer',
    recharge: "I put my phone away, take a walk without a podcast for once, and get a proper night's sleep",
    places: 'Central Park early in the morning, before the city wakes up, with a coffee in my hand',
    'free-time': 'Tennis on Saturday mornings, then a long coffee and a good podcast',
    weather: 'New York has hot summers and cold, snowy winters, and I like autumn best, when it is cool and sunny',
  },
  lucia: {
    drinks: 'Me encanta la horchata bien fría en verano, y por la mañana, un café con leche. (I love ice-cold horchata in summer, and a milky coffee in the morning.)',
    food: 'Me encanta la paella, claro. (I love paella, of course.)',
    music: 'Me gusta mucho el flamenco. (I really like flamenco.)',
    films: 'Me gustan las películas españolas antiguas. (I like old Spanish films.)',
    books: 'Me gusta leer novelas. (I like reading novels.)',
    sport: 'Me gusta nadar en el mar, y veo el fútbol con mi padre: somos del Valencia. (I like swimming in the sea, and I watch football with my father: we support Valencia.)',
    recharge: 'Cuando estoy cansada, doy un paseo por la playa y me tomo una horchata bien fría. (When I am tired, I stroll along the beach and have a cold horchata.)',
    places: 'La playa de la Malvarrosa al atardecer, y el Mercado Central los sábados por la mañana. (The Malvarrosa beach at sunset, and the Central Market on Saturday mornings.)',
    'free-time': 'Casi todos los sábados paseo por la orilla del mar, y después comemos paella en casa de mis padres. (Most Saturdays I walk by the sea, and afterwards we eat paella at my parents’ house.)',
    weather: 'En Valencia casi siempre hace sol: en verano hace mucho calor, y en invierno el tiempo es suave, unos quince grados. (In Valencia it is almost always sunny: in summer it is very hot, and in winter the weather is mild, about fifteen degrees.)',
  },
};

/** The same asked back of the learner in English, where the question's own words would not do ('What is your favourite place in Portland?' is asked of where the learner lives). */
export const ENGLISH_ASKED_BACK: Readonly<Record<'places' | 'food' | 'drinks' | 'music' | 'sport' | 'free-time', string>> = {
  places: 'What about you? What is your favourite place where you live?',
  food: 'What about you? What is your favourite food?',
  drinks: 'What about you? What do you like to drink?',
  music: 'What about you? What music do you like?',
  sport: 'What about you? Do you do any sport?',
  'free-time': 'What about you? What do you do in your free time?',
};

/** Lucía asks the learner the same back, in Spanish with the English after it (the weather is asked back of where the learner lives). */
export const SPANISH_ASKED_BACK: Readonly<Record<Exclude<TasteDomain, 'weather'>, string>> = {
  drinks: '¿Y tú? ¿Cuál es tu bebida favorita? (And you? What is your favourite drink?)',
  food: '¿Y tú? ¿Cuál es tu comida favorita? (And you? What is your favourite food?)',
  music: '¿Y tú? ¿Qué música te gusta? (And you? What music do you like?)',
  films: '¿Y tú? ¿Qué películas te gustan? (And you? What films do you like?)',
  books: '¿Y tú? ¿Qué te gusta leer? (And you? What do you like reading?)',
  sport: '¿Y tú? ¿Haces algún deporte? (And you? Do you do any sport?)',
  recharge: '¿Y tú? ¿Qué haces para descansar? (And you? What do you do to rest?)',
  places: '¿Y tú? ¿Cuál es tu lugar favorito donde vives? (And you? What is your favourite place where you live?)',
  'free-time': '¿Y tú? ¿Qué haces en tu tiempo libre? (And you? What do you do in your free time?)',
};

/** Where each teacher lives, for "What's the weather like in Portland?": another place's weather is no question about her. */
export const TEACHER_HOMES: Readonly<Record<string, RegExp>> = {
  sophia: /\b(?:portland|oregon)\b/i,
  oliver: /\b(?:london|manchester|england|the uk|britain)\b/i,
  maya: /\b(?:san francisco|california)\b/i,
  daniel: /\bchicago\b/i,
  claire: /\b(?:london|lyon|england|the uk|britain)\b/i,
  ethan: /\bnew york\b/i,
  lucia: /\b(?:valencia|espa[ñn]a|spain)\b/i,
};

/** The domain a question about the teacher's tastes is about, if it names one. */
export function tasteDomainOf(question: string): TasteDomain | null {
  return TASTE_DOMAINS.find((domain) => DOMAIN_WORDS[domain].test(question)) ?? null;
}

/** The teacher's taste in that domain, as a sentence. */
export function teacherTaste(slug: string, domain: TasteDomain): string {
  const taste = (TEACHER_TASTES[slug] ?? TEACHER_TASTES.sophia!)[domain];
  return /[.)]$/.test(taste) ? taste : `${taste}.`;
}

/** Sports and drinks a learner names ('Do you like football?', 'Do you drink coffee?'), each with the words that show a teacher's taste takes it in. */
const NAMED_THINGS: ReadonlyArray<{ domain: TasteDomain; words: RegExp }> = [
  ...[
    /\b(?:football|soccer|f[uú]tbol)\b/i,
    /\b(?:tennis|tenis)\b/i,
    /\b(?:basketball|baloncesto|trail blazers|warriors)\b/i,
    /\bcricket\b/i,
    /\brugby\b/i,
    /\b(?:baseball|b[eé]isbol|cubs)\b/i,
    /\b(?:swimming|swim|nadar|nataci[oó]n)\b/i,
    /\b(?:running|run|correr)\b/i,
    /\byoga\b/i,
    /\b(?:cycling|bike rides?|ciclismo)\b/i,
  ].map((words) => ({ domain: 'sport' as const, words })),
  ...[
    /(?<![\p{L}])(?:coffee|caf[eé]|espresso|latte|café crème)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:tea|t[eé]|earl grey|green tea)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:lemonade|limonada)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:juice|zumo|jugo)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:horchata)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:hot chocolate|chocolate caliente)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:beer|cerveza|wine|vino)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:milk|leche)(?![\p{L}])/iu,
  ].map((words) => ({ domain: 'drinks' as const, words })),
];

/** "Do you like football?", "Do you drink tea?": her taste in that domain, said with whether it takes in the thing named; null when none is named. */
export function teacherTasteForNamed(slug: string, named: string): { likesIt: boolean; taste: string } | null {
  const thing = NAMED_THINGS.find(({ words }) => words.test(named));
  if (!thing) return null;
  const taste = teacherTaste(slug, thing.domain);
  return { likesIt: thing.words.test(taste), taste };
}

/** When the teacher works: 'Do you work every day?', 'What are your working hours?', '¿Trabajas los fines de semana?'. */
export const WHEN_SHE_WORKS = /^(?:and |so )?(?:do you (?:work|teach) (?:every day|on (?:the )?weekends?|at (?:the )?weekends?|full[- ]time|all day|on sundays)|what are your (?:working |work )?hours|when do you (?:work|teach)|how many hours do you work)\b|^¿?\s*(?:y )?(?:trabajas (?:todos los días|los fines de semana|los domingos)|cu[aá]ndo trabajas|cu[aá]ntas horas trabajas)/i;

/** Facts of a teacher's own life she is asked about ('Do you have brothers or sisters?', '¿A qué hora te levantas?'). */
export const LIFE_FACTS = ['age', 'brother-name', 'siblings', 'wakes', 'sleep', 'dinner', 'breakfast', 'travels', 'city', 'married', 'partner', 'teaching', 'valencian', 'pets', 'children'] as const;
export type LifeFact = (typeof LIFE_FACTS)[number];

/**
 * The English question for each fact (as detect-question.ts and spanish-about-teacher.ts put it), and what tells that
 * the learner already told their own ('Tengo dos hermanos.'), so it is not asked back of them.
 */
export const LIFE_ASKED: Readonly<Record<LifeFact, { asked: RegExp; toldByLearner: RegExp; examples: readonly string[]; counterExamples: readonly string[] }>> = {
  age: {
    asked: /\bhow old are you\b/i,
    toldByLearner: /(?<![\p{L}])(?:tengo \d+ años|i'?m \d+(?: years old)?|i am \d+(?: years old)?)(?![\p{L}])/iu,
    examples: ['how old are you', 'How old are you, Lucía?', 'and how old are you?'],
    counterExamples: ['how old are your children', 'how old is your brother', 'are you old'],
  },
  // Before 'siblings': his name asked, once she has told of Pablo.
  'brother-name': {
    asked: /\bwhat(?:'s| is) your brother'?s name\b|\bwhat is your brother called\b/i,
    toldByLearner: /(?<![\p{L}])(?:mi herman[oa] se llama|my (?:brother|sister)'?s name is|my (?:brother|sister) is called)(?![\p{L}])/iu,
    examples: ["what is your brother's name", "What's your brother's name?", 'What is your brother called?'],
    counterExamples: ['do you have brothers or sisters', "what is your name"],
  },
  siblings: {
    asked: /\b(?:brothers?|sisters?|siblings)\b/i,
    toldByLearner: /(?<![\p{L}])(?:herman[oa]s?|hij[oa] únic[oa]|brothers?|sisters?|siblings?|only child)(?![\p{L}])/iu,
    examples: ['do you have brothers or sisters', 'Do you have any siblings?'],
    counterExamples: ['do you have children'],
  },
  wakes: {
    asked: /\bwhat time do you (?:get up|wake up)\b|\bdo you get up early\b/i,
    toldByLearner: /(?<![\p{L}])(?:me levanto|me despierto|get up|wake up)(?![\p{L}])/iu,
    examples: ['what time do you get up', 'What time do you wake up?'],
    counterExamples: ['what time is it in valencia'],
  },
  sleep: {
    asked: /\bhow (?:many hours|much) do you sleep\b|\bwhat time do you go to (?:bed|sleep)\b|\bdo you sleep (?:well|much|enough)\b/i,
    toldByLearner: /(?<![\p{L}])(?:duermo|me acuesto|i sleep|i go to bed)(?![\p{L}])/iu,
    examples: ['how many hours do you sleep', 'What time do you go to bed?', 'Do you sleep well?'],
    counterExamples: ['how many hours do you work', 'what time does your son go to bed'],
  },
  dinner: {
    asked: /\b(?:what time|when) do you (?:have|eat) (?:dinner|supper)\b/i,
    toldByLearner: /(?<![\p{L}])(?:ceno|cenamos|i have dinner|we have dinner|i eat dinner)(?![\p{L}])/iu,
    examples: ['what time do you have dinner', 'When do you eat dinner?'],
    counterExamples: ['what time do you get up', 'what do you have for dinner'],
  },
  travels: {
    asked: /\bdo you travel(?: (?:a lot|much|often))?\s*\??$/i,
    toldByLearner: /(?<![\p{L}])(?:viajo|viajamos|i travel|we travel)(?![\p{L}])/iu,
    examples: ['do you travel a lot', 'Do you travel much?', 'do you travel'],
    counterExamples: ['do you travel to work by bus', 'do you like travelling'],
  },
  city: {
    asked: /\bwhat is (?:your (?:city|town|home ?town)|valencia) like\b/i,
    toldByLearner: /(?<![\p{L}])(?:vivo en|soy de|mi ciudad|mi pueblo|i live in|i'm from|i am from|my (?:city|town))(?![\p{L}])/iu,
    examples: ['what is your city like', 'What is Valencia like?'],
    counterExamples: ['what is the weather like where you live', 'where do you live'],
  },
  married: {
    asked: /\bare you married\b/i,
    toldByLearner: /(?<![\p{L}])(?:casad[oa]|solter[oa]|married|single|mi (?:marido|mujer|esposa?|pareja|novi[oa])|my (?:husband|wife|partner))(?![\p{L}])/iu,
    examples: ['are you married', 'Are you married, Lucía?'],
    counterExamples: ['are you tired'],
  },
  partner: {
    asked: /\b(?:boyfriend|girlfriend|partner)\b/i,
    toldByLearner: /(?<![\p{L}])(?:mi (?:novi[oa]|pareja)|my (?:boyfriend|girlfriend|partner))(?![\p{L}])/iu,
    examples: ['have you got a boyfriend', 'Do you have a partner?'],
    counterExamples: ['are you married', 'do you have pets'],
  },
  teaching: {
    asked: /\bhow long have you been (?:a teacher|teaching)\b/i,
    // Nothing the learner tells of themselves answers it (a pattern that matches nothing): she always asks it back.
    toldByLearner: /(?!)/,
    examples: ['how long have you been a teacher', 'How long have you been teaching Spanish?'],
    counterExamples: ['how long have you lived in valencia'],
  },
  breakfast: {
    asked: /\bwhat do you (?:have|eat) for breakfast\b/i,
    toldByLearner: /(?<![\p{L}])(?:desayuno|i have .* for breakfast)(?![\p{L}])/iu,
    examples: ['what do you have for breakfast', 'What do you eat for breakfast?'],
    counterExamples: ['what time do you have dinner'],
  },
  valencian: {
    asked: /\bdo you speak valencian\b/i,
    toldByLearner: /(?!)/,
    examples: ['do you speak valencian'],
    counterExamples: ['do you speak english'],
  },
  pets: {
    asked: /\bpets?\b/i,
    toldByLearner: /(?<![\p{L}])(?:perr[oa]s?|gat[oa]s?|mascotas?|dogs?|cats?|pets?)(?![\p{L}])/iu,
    examples: ['do you have pets', 'Do you have any pets?'],
    counterExamples: ['do you have children'],
  },
  children: {
    asked: /\b(?:children|kids|a family)\b/i,
    toldByLearner: /(?<![\p{L}])(?:hij[oa]s?|children|kids|sons?|daughters?)(?![\p{L}])/iu,
    examples: ['do you have children', 'Do you have kids?', 'Do you have a family?'],
    counterExamples: ['do you have pets', 'do you have brothers or sisters'],
  },
};

/**
 * Lucía's own life, in keeping with what she says elsewhere (teacher-tastes.ts and taste-reasons.ts: from Valencia,
 * paella and the Fallas, a milky coffee in the morning, Saturdays by the sea and then paella at her parents’ house,
 * football with her father): the answer, and the same asked back unless the learner told theirs. Teachers without an
 * entry answer as practice tutors (answer-about-teacher.ts).
 */
export const TEACHER_LIFE: Readonly<Record<string, Partial<Readonly<Record<LifeFact, { answer: string; askedBack?: string }>>>>> = {
  lucia: {
    // Pablo is two years older ('brother-name' below).
    age: {
      answer: 'Tengo treinta y cuatro años, y mi hermano Pablo, treinta y seis. (I am thirty-four, and my brother Pablo is thirty-six.)',
      askedBack: '¿Y tú? ¿Cuántos años tienes? (And you? How old are you?)',
    },
    'brother-name': {
      answer: 'Se llama Pablo, y es dos años mayor que yo. Es muy divertido. (His name is Pablo, and he is two years older than me. He is very funny.)',
    },
    dinner: {
      answer: 'Ceno tarde, como casi todos en España: sobre las nueve y media o las diez. Comemos tarde también, a las dos o las tres. (I have dinner late, like almost everyone in Spain: around half past nine or ten. We have lunch late too, at two or three.)',
      askedBack: '¿Y tú? ¿A qué hora cenas? (And you? What time do you have dinner?)',
    },
    travels: {
      answer: 'Sí, siempre que puedo. Me encanta conocer pueblos pequeños de España, y el verano pasado fui a Portugal con unos amigos. (Yes, whenever I can. I love getting to know small towns in Spain, and last summer I went to Portugal with some friends.)',
      askedBack: '¿Y tú? ¿Viajas mucho? (And you? Do you travel a lot?)',
    },
    siblings: {
      answer: 'Sí, tengo un hermano mayor, Pablo. Es muy divertido, y los sábados comemos todos juntos en casa de mis padres. (Yes, I have an older brother, Pablo. He is very funny, and on Saturdays we all eat together at my parents’ house.)',
      askedBack: '¿Y tú? ¿Tienes hermanos? (And you? Do you have brothers or sisters?)',
    },
    wakes: {
      answer: 'Me levanto temprano, sobre las siete, y lo primero es un café con leche. Los sábados duermo un poco más. (I get up early, around seven, and the first thing is a milky coffee. On Saturdays I sleep a little longer.)',
      askedBack: '¿Y tú? ¿A qué hora te levantas? (And you? What time do you get up?)',
    },
    city: {
      answer: 'Valencia es una ciudad junto al mar, con playa, mucho sol y un casco antiguo precioso. Lo mejor: la paella, la horchata y las Fallas en marzo. (Valencia is a city by the sea, with a beach, lots of sun and a beautiful old town. The best things: paella, horchata and the Fallas in March.)',
      askedBack: '¿Y cómo es tu ciudad? (And what is your city like?)',
    },
    married: {
      answer: 'No, no estoy casada, pero tengo muy buenos amigos y una familia muy unida. (No, I am not married, but I have very good friends and a very close family.)',
    },
    sleep: {
      answer: 'Unas siete horas: me acuesto sobre las doce, como mucha gente en España, y me levanto a las siete. Los sábados, alguna más. (About seven hours: I go to bed around midnight, like many people in Spain, and get up at seven. On Saturdays, a few more.)',
      askedBack: '¿Y tú? ¿Cuántas horas duermes? (And you? How many hours do you sleep?)',
    },
    breakfast: {
      answer: 'Un café con leche y una tostada con tomate y aceite, como buena valenciana. (A milky coffee and toast with tomato and olive oil, like a good Valencian.)',
      askedBack: '¿Y tú? ¿Qué desayunas? (And you? What do you have for breakfast?)',
    },
    valencian: {
      answer: 'Sí, lo hablo con mi familia: en Valencia hay dos lenguas, el valenciano y el castellano. Contigo, castellano. (Yes, I speak it with my family: in Valencia there are two languages, Valencian and Castilian Spanish. With you, Castilian.)',
    },
    partner: {
      answer: 'Eso me lo guardo para mí, ¡es un secreto! Lo que sí te cuento es que los sábados los paso con mis padres, mi hermano y mis amigos, junto al mar. (I keep that to myself, it is a secret! What I can tell you is that I spend Saturdays with my parents, my brother and my friends, by the sea.)',
    },
    teaching: {
      answer: 'Más de diez años, y cada año me gusta más. He enseñado a principiantes, a estudiantes y a viajeros que repasan antes de un viaje. (Over ten years, and I like it more every year. I have taught beginners, students and travellers brushing up before a trip.)',
      askedBack: '¿Y tú? ¿Desde cuándo estudias español? (And you? How long have you been studying Spanish?)',
    },
    pets: {
      answer: 'Yo no tengo mascotas, pero mis padres tienen un perro, Tico, y los sábados lo saco a pasear junto al mar. (I don’t have any pets, but my parents have a dog, Tico, and on Saturdays I take him for a walk by the sea.)',
      askedBack: '¿Y tú? ¿Tienes mascotas? (And you? Do you have any pets?)',
    },
    children: {
      answer: 'No, no tengo hijos. Mi familia son mis padres y mi hermano mayor, Pablo: los sábados comemos todos juntos en casa de mis padres. (No, I don’t have children. My family is my parents and my older brother, Pablo: on Saturdays we all eat together at my parents’ house.)',
      askedBack: '¿Y tú? ¿Cómo es tu familia? (And you? What is your family like?)',
    },
  },
};

/** The fact of her life a question about the teacher asks, if any. */
export function lifeFactOf(question: string): LifeFact | null {
  return LIFE_FACTS.find((fact) => LIFE_ASKED[fact].asked.test(question)) ?? null;
}
