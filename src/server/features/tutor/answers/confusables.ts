/** Word pairs learners mix up, explained in one or two spoken sentences each (hand-written). */

export type Confusable = { words: readonly string[]; explanation: string; example: string };

export const CONFUSABLES: readonly Confusable[] = [
  { words: ['a', 'an', 'the'], explanation: "Use 'a' or 'an' for one thing the listener doesn't know yet, or any one of many, and 'the' for a thing you both know: one you mentioned before, the only one, or one made clear by the words around it. 'An' is 'a' before a vowel sound.", example: "I saw a dog and a cat. The dog was chasing the cat. It took an hour." },
  { words: ['make', 'do'], explanation: "We use 'make' when we create or produce something, like make a cake, make a mistake or make a decision, and 'do' for tasks and activities, like do homework, do the dishes or do your best.", example: 'I made dinner, then I did the washing-up.' },
  { words: ['say', 'tell'], explanation: "'Tell' needs a person after it, tell me or tell her, while 'say' doesn't: you say something, or say something to someone.", example: 'She told me the news. She said it was good news.' },
  { words: ['since', 'for'], explanation: "'For' gives a length of time, like for three years, and 'since' gives the starting point, like since 2020 or since Monday.", example: "I've lived here for five years, since 2020." },
  { words: ['borrow', 'lend'], explanation: "You borrow something from someone, and you lend something to someone.", example: 'Can I borrow your pen? Sure, I can lend it to you.' },
  { words: ['bring', 'take'], explanation: "'Bring' is movement towards where the speaker is, and 'take' is movement away from it.", example: 'Bring your laptop here, and take the rubbish out.' },
  { words: ['affect', 'effect'], explanation: "'Affect' is usually the verb and 'effect' is usually the noun, the result.", example: 'The rain affected the match. It had a big effect on the score.' },
  { words: ['fewer', 'less'], explanation: "'Fewer' goes with things you can count and 'less' with things you can't.", example: 'Fewer people came, so we needed less food.' },
  { words: ['much', 'many'], explanation: "'Many' goes with countable plurals and 'much' with uncountable nouns, mostly in questions and negatives.", example: "How many apples? Not much time." },
  { words: ['listen', 'hear'], explanation: "'Hear' just happens, sound reaches your ears, while 'listen' means you pay attention on purpose, and it takes 'to'.", example: 'I heard a noise, so I listened carefully.' },
  { words: ['look', 'see', 'watch'], explanation: "'See' just happens, 'look at' is a short, deliberate glance, and 'watch' is looking at something that moves or changes for a while, like a film.", example: 'Look at this photo. Did you see the match? We watched it on TV.' },
  { words: ['remember', 'remind'], explanation: "You remember something yourself, but you remind someone else, or something reminds you.", example: 'Remind me to call Mum. I always remember her birthday.' },
  { words: ['fun', 'funny'], explanation: "'Fun' means enjoyable and 'funny' means it makes you laugh.", example: 'The party was fun, and the jokes were funny.' },
  { words: ['then', 'than'], explanation: "'Than' is for comparisons and 'then' is about time, next or after that.", example: 'She is taller than me. We ate, then we left.' },
  { words: ['its', "it's"], explanation: "'It's' is short for it is or it has, and 'its' shows belonging, like his or her.", example: "It's a nice café, and its coffee is great." },
  { words: ['lie', 'lay'], explanation: "'Lie' means to be in a flat position and takes no object, while 'lay' means to put something down and needs an object.", example: 'I lie on the sofa. I lay my keys by the door.' },
  { words: ['rob', 'steal'], explanation: "You steal a thing, but you rob a person or a place.", example: 'They robbed the bank and stole the money.' },
  { words: ['speak', 'talk'], explanation: "'Speak' is a little more formal and is used for languages, while 'talk' is for conversations.", example: 'I speak Spanish. We talked for hours.' },
  { words: ['travel', 'trip', 'journey'], explanation: "'Travel' is the general activity, a 'trip' is a visit somewhere and back, and a 'journey' is the act of going from one place to another.", example: 'I love travel. Our trip to Rome was great, but the journey was long.' },
  { words: ['already', 'yet'], explanation: "'Already' means sooner than expected, in positive sentences, and 'yet' is for questions and negatives, at the end.", example: "I've already eaten. Have you eaten yet? Not yet." },
  { words: ['ago', 'before'], explanation: "'Ago' counts back from now, two years ago, and 'before' counts back from another moment in the past, or means earlier.", example: 'I met her two years ago; we had met once before.' },
  { words: ['bored', 'boring'], explanation: "'-ed' adjectives describe how you feel, and '-ing' adjectives describe the thing that causes the feeling.", example: 'The film was boring, so I was bored.' },
  { words: ['especially', 'specially'], explanation: "'Especially' means above all, and 'specially' means for one particular purpose.", example: 'I love fruit, especially mangoes. This cake was made specially for you.' },
  { words: ['sensible', 'sensitive'], explanation: "'Sensible' means practical and wise, and 'sensitive' means easily affected or upset.", example: 'That was a sensible choice. My skin is sensitive to the sun.' },
  { words: ['actually', 'currently'], explanation: "'Actually' means in fact, not now; for now, say 'currently' or 'at the moment'.", example: 'I currently work in Lisbon. Actually, I prefer Porto.' },
  { words: ['used to', 'be used to'], explanation: "'Used to' plus a verb is a past habit that stopped, and 'be used to' plus a noun or -ing means something is normal for you now.", example: "I used to smoke. I'm used to getting up early." },
  { words: ['will', 'going to'], explanation: "'Going to' is for plans you already have, and 'will' for decisions made right now, promises and predictions.", example: "I'm going to visit my sister. Oh, the phone, I'll get it." },
  { words: ['in', 'on', 'at'], explanation: "For time, 'at' is for clock times, 'on' for days and dates, and 'in' for months, years and parts of the day.", example: 'At six, on Monday, in July, in the morning.' },
  { words: ['who', 'whom'], explanation: "'Who' is the subject and 'whom' the object, though in everyday speech most people just say 'who'.", example: 'Who called? To whom did you send it?' },
  { words: ['historic', 'historical'], explanation: "'Historic' means important in history, and 'historical' means connected with the past.", example: 'A historic win. A historical novel.' },
  { words: ['economic', 'economical'], explanation: "'Economic' is about the economy, and 'economical' means it saves money.", example: 'An economic crisis. An economical car.' },
  { words: ['a lot of', 'lots of', 'many'], explanation: "'A lot of' and 'lots of' work with any noun and sound natural in speech, while 'many' and 'much' sound more formal in positive sentences.", example: 'We have a lot of homework and lots of questions.' },
  { words: ['although', 'despite'], explanation: "Both show a contrast, but 'although' is followed by a full clause, one with its own subject and verb, and 'despite' by a noun or an -ing form.", example: 'Although it was raining, we went out. Despite the rain, we went out.' },
  { words: ['because', 'because of'], explanation: "'Because' is followed by a full clause, one with its own subject and verb, and 'because of' by a noun.", example: 'We stayed in because it was raining. We stayed in because of the rain.' },
  { words: ['however', 'but'], explanation: "'But' joins two ideas inside one sentence, and 'however' starts a new sentence, followed by a comma, and sounds more formal.", example: 'The flat is small, but it is cheap. The flat is small. However, it is cheap.' },
  { words: ['unless', 'if'], explanation: "'Unless' means 'if not', so 'unless you hurry' is the same as 'if you don't hurry'.", example: "We'll be late unless we hurry. We'll be late if we don't hurry." },
  { words: ['so that', 'in order to'], explanation: "Both give a purpose, but 'in order to' is followed by the base form of a verb, and 'so that' by a full clause.", example: 'I left early in order to catch the train. I left early so that I could catch the train.' },
  { words: ['ser', 'estar'], explanation: "Ser is for what something is, identity, origin, profession and character, and estar is for states and location: how you are and where you are.", example: 'Soy enfermera y estoy cansada. Soy de Lisboa, pero estoy en Madrid.' },
  { words: ['por', 'para'], explanation: "Para points to a goal, a purpose, a destination or a deadline, and por is about the cause, the route, the exchange or a length of time.", example: 'Estudio para aprender, y gracias por la ayuda.' },
  { words: ['saber', 'conocer'], explanation: "Saber is knowing facts or how to do something, and conocer is knowing a person, a place or being familiar with something.", example: 'Sé nadar. Conozco a tu hermana y conozco Madrid.' },
  { words: ['pedir', 'preguntar'], explanation: "Pedir is asking for something, a favour or a thing, and preguntar is asking a question.", example: 'Pido un café. Pregunto la hora.' },
  { words: ['hay', 'está'], explanation: "Hay says something exists, there is or there are, and está says where a specific thing is.", example: 'Hay un banco en la calle. El banco está al lado del parque.' },
  { words: ['muy', 'mucho'], explanation: "Muy goes before adjectives and adverbs, and mucho goes with nouns or after verbs.", example: 'Es muy bonito. Trabajo mucho y tengo mucho tiempo.' },
  { words: ['tú', 'usted'], explanation: "Tú is informal, for friends, family and people your age, and usted is polite, for older people or formal situations.", example: '¿Tú qué quieres? ¿Usted qué desea?' },
  { words: ['llevar', 'traer'], explanation: "Traer is bringing towards where you are, and llevar is taking away from it or wearing something.", example: 'Trae pan, por favor. Llevo una chaqueta.' },
];

const normalize = (w: string) => w.toLowerCase().replace(/[’]/g, "'").replace(/^(?:to |the )/, '').replace(/[^a-záéíóúñü' ]/g, '').trim();

/** The entry explaining both words, if the table has one. */
export function findConfusable(first: string, second: string): Confusable | null {
  const a = normalize(first);
  const b = normalize(second);
  const matches = (entry: string, word: string) => entry === word || `${entry}s` === word || `${entry}ed` === word || `${entry}ing` === word;
  return CONFUSABLES.find((c) => a !== b && c.words.some((w) => matches(w, a)) && c.words.some((w) => matches(w, b))) ?? null;
}
