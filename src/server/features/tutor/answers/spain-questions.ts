/**
 * What learners ask Lucía about Valencia, Spain and the Spanish-speaking world ("¿Cuándo son las Fallas?", "¿A qué hora
 * cenan en España?", "¿En Latinoamérica usan vosotros?"): a short answer in Spanish with the English after it, as she
 * speaks, and a question back. Each topic with the questions it must answer and those it must leave (run as tests).
 * Written by hand; the facts are the ones any Valencian teacher would give.
 */

/** `followUpIfTold`: the question back where the learner already told what `followUp` asks ('ceno a las nueve, ¿es tarde?'). */
export type SpainQuestion = { id: string; asked: RegExp; answer: string; followUp: string; followUpIfTold?: readonly [told: RegExp, followUp: string]; examples: readonly string[]; counterExamples: readonly string[] };

export const SPAIN_QUESTIONS: readonly SpainQuestion[] = [
  {
    id: 'tipping',
    // 'tip' as money left: 'propina', 'tipping', 'leave a tip', 'do you tip'; never 'Any tips for visiting Spain?' (advice).
    asked: /(?<![\p{L}])(?:propinas?|tipping)(?![\p{L}])|(?<![\p{L}])(?:leave|give|add) (?:a |the )?tips?(?![\p{L}])|(?<![\p{L}])(?:do|should) (?:you|i|we|people) tip(?![\p{L}])/iu,
    answer: 'En España la propina no es obligatoria, porque el servicio ya va incluido en el precio. Si estás contento, puedes redondear la cuenta o dejar algunas monedas, más o menos un cinco o un diez por ciento en un restaurante; en un bar o en un taxi, las monedas del cambio bastan. (In Spain tipping is not required, because service is already included in the price. If you are happy, you can round up the bill or leave a few coins, about five or ten percent in a restaurant; in a bar or a taxi, the coins from your change are enough.)',
    followUp: '¿Y en tu país se deja propina? (And do people tip in your country?)',
    examples: ['¿Se deja propina en España?', 'Do you tip in restaurants in Spain?', '¿Hay que dejar propina en los bares?'],
    counterExamples: ['Dejé una buena propina ayer.', 'Can you give me a tip for my exam?', 'Do you have any tips for visiting Spain?', 'Me gusta España.'],
  },
  {
    id: 'valencia-climate',
    asked: /\b(?:clima|tiempo)\b[^?]*\bvalencia\b|\bvalencia\b[^?]*\b(?:clima|hace (?:calor|fr[ií]o)|llueve)\b/i,
    answer: 'En Valencia el clima es mediterráneo: el invierno es suave, de unos quince grados, y el verano es caluroso y húmedo, de más de treinta. Casi no llueve, salvo algunas tormentas fuertes en otoño. (Valencia has a Mediterranean climate: mild winters of about fifteen degrees, hot and humid summers of over thirty, and little rain except some heavy storms in autumn.)',
    followUp: '¿Y qué tiempo hace donde vives? (And what is the weather like where you live?)',
    examples: ['¿Cómo es el clima en Valencia? ¿Hace calor también?', '¿En Valencia llueve mucho?'],
    counterExamples: ['Hace calor en mi ciudad.', 'Viajé a Valencia el año pasado.'],
  },
  {
    id: 'paella',
    asked: /\bpaella\b[^?]*\b(?:ingredientes|lleva|se hace|se cocina|receta|dif[ií]cil de (?:hacer|cocinar)|c[oó]mo se)\b|\b(?:ingredientes|qu[eé] lleva|c[oó]mo se hace)\b[^?]*\bpaella\b/i,
    answer: 'La paella valenciana de verdad lleva arroz, pollo, conejo, judías verdes y garrofó, una judía blanca grande, con aceite de oliva, tomate, pimentón y azafrán. El marisco es para otra receta, la paella de marisco. No es difícil, pero hay un secreto: el arroz no se remueve. (A real Valencian paella has rice, chicken, rabbit, green beans and garrofó, a large white bean, with olive oil, tomato, paprika and saffron. Seafood is another recipe. It is not hard, but the rice is never stirred.)',
    followUp: '¿Has probado la paella alguna vez? (Have you ever tried paella?)',
    examples: ['¿Cuáles son los ingredientes de la paella valenciana?', 'Nunca he probado la paella. ¿Es difícil de cocinar?', '¿Qué lleva la paella?'],
    counterExamples: ['Me encanta la paella.', 'Ayer comí paella con mi familia.'],
  },
  {
    id: 'tortilla-onion',
    asked: /\btortilla\b[^?]*\bcebolla\b|\bcebolla\b[^?]*\btortilla\b/i,
    answer: '¡El gran debate de España! Muchos la hacemos con cebolla, porque queda más jugosa, y otros la quieren solo con huevo y patata. Yo, con cebolla, como mi madre. (The great Spanish debate: many of us make it with onion, because it is juicier, and others want only egg and potato. I make it with onion, like my mother.)',
    followUp: '¿Y tú? ¿Con cebolla o sin cebolla? (And you? With onion or without?)',
    examples: ['Y la tortilla de patatas, ¿lleva cebolla o no?', '¿La tortilla se hace con cebolla?'],
    counterExamples: ['Hice una tortilla con cebolla.'],
  },
  {
    id: 'why-late-meals',
    asked: /(?<![\p{L}])(?:por qu[eé]|es verdad que|es cierto que)(?![\p{L}])[^?]*(?<![\p{L}])(?:com(?:en|emos)|cen(?:an|amos|a))(?![\p{L}])[^?]*(?<![\p{L}])tarde(?![\p{L}])|\bwhy do (?:spanish people|spaniards|people in spain) (?:eat|have dinner) (?:so )?late\b/iu,
    answer: 'Por varias razones: España usa la hora de Europa central, aunque por el sol le tocaría la de Londres, así que todo parece una hora más tarde; la jornada de trabajo suele ser partida, con una pausa larga a mediodía, y se sale tarde; y con el calor, las tardes y las noches son el mejor momento para estar fuera. (For several reasons: Spain uses Central European time, though by the sun it would have London’s, so everything seems an hour later; the working day is often split, with a long break at midday, so people finish late; and with the heat, the evenings and nights are the best time to be out.)',
    followUp: '¿Y en tu país a qué hora se cena? (And in your country, what time do people have dinner?)',
    examples: ['¿Por qué los españoles comen tan tarde?', '¿por que cenamos tan tarde en España?', 'Why do Spanish people eat so late?', '¿Es verdad que en España la gente cena muy tarde?'],
    counterExamples: ['Los españoles comen tarde.', '¿Por qué llegas tan tarde?'],
  },
  {
    id: 'meal-times',
    // 'normalmente ceno a las nueve, ¿es tarde?': the learner's own time, asked whether it is late (for Spain).
    asked: /\b(?:a qu[eé] hora|cu[aá]ndo)\b[^?]*\b(?:cen(?:an|amos|[aá]is)|com(?:en|emos|[eé]is)|desayun(?:an|amos))\b|\bhorarios? de (?:las )?comidas?\b|(?<![\p{L}])(?:ceno|cenamos|como|comemos) a las \p{L}+[^?]*?¿?\s*(?:es|está) (?:muy |demasiado )?(?:tarde|pronto|temprano)\s*\?|\b(?:what time|when) do (?:spanish people|spaniards|people in spain|spanish families|you in spain) (?:eat|have) (?:lunch|dinner|breakfast)\b/iu,
    answer: 'En España comemos tarde: la comida, que es la principal del día, sobre las dos o las tres, y la cena sobre las nueve o las diez de la noche; en verano, a veces más tarde. (We eat late in Spain: lunch, the main meal of the day, at about two or three, and dinner at about nine or ten at night; in summer sometimes later.)',
    followUp: '¿A qué hora cenas tú normalmente? (What time do you usually have dinner?)',
    followUpIfTold: [/(?<![\p{L}])(?:ceno|cenamos) a las(?![\p{L}])/iu, '¿Y a qué hora comes a mediodía? (And what time do you have lunch?)'],
    examples: ['normalmente ceno a las nueve, es tarde?', '¿A qué hora cenan en España? He oído que es muy tarde', '¿Cuándo comen los españoles?', '¿A qué hora cenáis en Valencia?', 'what time do spanish people eat lunch? is it true it is very late?'],
    counterExamples: ['Ceno a las siete.', '¿A qué hora cenaste ayer?'],
  },
  {
    id: 'valencia-dishes',
    asked: /(?<![\p{L}])(?:plato|platos|comida|comidas) (?:m[aá]s )?t[ií]pic[oa]s? (?:de|en) valencia(?![\p{L}])|(?<![\p{L}])qu[eé] (?:se come|comer|como) en valencia(?![\p{L}])|\btypical (?:food|dish(?:es)?) (?:of|from|in) valencia\b|\bwhat (?:do people|should i|to) eat in valencia\b/iu,
    answer: 'La paella, claro: nació en los arrozales de la Albufera, al lado de Valencia. También el arroz al horno, la fideuà, que es como una paella de fideos, y para merendar, horchata con fartons. (Paella, of course: it was born in the rice fields of the Albufera, next to Valencia. Also oven-baked rice, fideuà, which is like a paella made with noodles, and as an afternoon snack, horchata with fartons.)',
    followUp: '¿Has probado alguno? (Have you tried any of them?)',
    examples: ['¿Cuál es el plato más típico de Valencia?', 'que es un plato tipico de Valencia? paella es de Valencia no?', 'What is the typical food of Valencia?', '¿Qué se come en Valencia además de la paella?'],
    counterExamples: ['Comí en Valencia el año pasado.', 'La comida valenciana me encanta.'],
  },
  {
    id: 'fallas-dates',
    asked: /\b(?:cu[aá]ndo|qu[eé] d[ií]as?|qu[eé] fechas?|en qu[eé] mes)\b[^?]*\bfallas\b|\bfallas\b[^?]*\b(?:cu[aá]ndo|qu[eé] d[ií]as?|fechas?)\b/i,
    answer: 'Las Fallas son del 15 al 19 de marzo, pero la fiesta empieza el 1 de marzo, con una mascletà cada día a las dos de la tarde en la plaza del Ayuntamiento. La última noche, el 19, se queman las fallas: es la Cremà. (The Fallas run from 15 to 19 March, but it starts on 1 March, with a mascletà of firecrackers every day at two in the town hall square. On the last night, the 19th, the figures are burnt: the Cremà.)',
    followUp: '¿Te gustan los fuegos artificiales? (Do you like fireworks?)',
    examples: ['¿Cuándo son las Fallas? Quiero ir el próximo año.', '¿Qué días son las Fallas?', '¿En qué mes son las Fallas?'],
    counterExamples: ['Las Fallas son muy bonitas.', 'Fui a las Fallas con mis amigos.'],
  },
  {
    id: 'vosotros-in-latin-america',
    asked: /\bvosotros\b[^?]*\b(?:latinoam[eé]rica|am[eé]rica latina|m[eé]xico|argentina|colombia|per[uú]|chile)\b|\b(?:latinoam[eé]rica|am[eé]rica latina|m[eé]xico|argentina|colombia)\b[^?]*\bvosotros\b/i,
    answer: 'En Latinoamérica no se usa «vosotros»: para hablar a varias personas dicen «ustedes», a amigos y a desconocidos. En España, «vosotros» es para la confianza y «ustedes» para el respeto. (In Latin America «vosotros» is not used: to talk to several people they say «ustedes», to friends and strangers alike. In Spain «vosotros» is informal and «ustedes» formal.)',
    followUp: '¿Me dices una frase con «vosotros» y otra con «ustedes»? (Can you tell me one sentence with each?)',
    examples: ['Y en Latinoamérica, ¿usan "vosotros"?', '¿En México se dice vosotros?'],
    counterExamples: ['Vosotros sois mis amigos.', 'Viví en México dos años.'],
  },
  {
    id: 'her-season',
    asked: /\bcu[aá]l es tu estaci[oó]n (?:del a[ñn]o )?favorita\b|\bqu[eé] estaci[oó]n (?:del a[ñn]o )?(?:te gusta|prefieres)\b/i,
    answer: 'La primavera, sin duda: en marzo llegan las Fallas, los naranjos huelen a azahar y ya se puede comer en la terraza. (Spring, without a doubt: in March the Fallas come, the orange trees smell of blossom, and you can already eat outside.)',
    followUp: '¿Y la tuya? ¿Cuál es tu estación favorita? (And yours? What is your favourite season?)',
    examples: ['¿Cuál es tu estación favorita?', '¿Qué estación te gusta más?'],
    counterExamples: ['Mi estación favorita es el otoño.', '¿Cuál es la estación favorita de tu hermana?'],
  },
  {
    id: 'football-in-spain',
    asked: /\bf[uú]tbol\b[^?]*\b(?:popular|importante)\b[^?]*\b(?:espa[ñn]a|espa[ñn]oles)\b|\b(?:espa[ñn]a|espa[ñn]oles)\b[^?]*\b(?:gusta|popular)\b[^?]*\bf[uú]tbol\b/i,
    answer: 'Sí, muchísimo: es el deporte más popular de España, y el Real Madrid y el Barça son famosos en todo el mundo. En mi casa somos del Valencia, y vamos a Mestalla, su estadio, con mi padre. (Yes, very: it is the most popular sport in Spain, and Real Madrid and Barça are famous all over the world. My family supports Valencia, and I go to Mestalla, its stadium, with my father.)',
    followUp: '¿Te gusta el fútbol? (Do you like football?)',
    examples: ['¿Es verdad que el fútbol es tan popular en España?', '¿A los españoles les gusta el fútbol?'],
    counterExamples: ['Me gusta el fútbol.', 'Mi hermano juega al fútbol en España.'],
  },
];

/** The topic a message asks about, if any; the caller has already found a question. */
export function findSpainQuestion(message: string): SpainQuestion | null {
  return SPAIN_QUESTIONS.find((topic) => topic.asked.test(message)) ?? null;
}
