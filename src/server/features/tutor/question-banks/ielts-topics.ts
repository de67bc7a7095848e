/**
 * The topics an IELTS examiner asks about, each with Part 1 questions, a Part 2 cue card and Part 3 questions, for a
 * learner who asks to practise one ("Can we practise Part 1 about work and studies?", "Ask me about food", "Let's do
 * Part 3 about technology"). Oliver says which part and topic ('Part 1, on food.'), and his next questions follow the
 * topic in order, as the real test does (pick-follow-up-question.ts). Written for Parley, in the test's own style.
 */
export type IeltsTopic = { name: string; names: RegExp; part1: readonly string[]; part2: string; part3: readonly string[] };

export const IELTS_TOPICS: readonly IeltsTopic[] = [
  {
    name: 'work and studies',
    names: /\b(?:work|job|studies|study|studying|university|career)\b/i,
    part1: ['Do you work or are you a student at the moment?', 'Why did you choose that job or subject?', 'What do you like most about your work or studies?', 'Would you like to change your job or your subject in the future?'],
    part2: 'Describe a job you would like to do in the future, and you should say what it is, what skills it needs, how you could get it, and explain why you would like to do it.',
    part3: ['What makes a job satisfying, in your opinion?', 'Should university education be free for everyone?', 'How will work change in the next twenty years?'],
  },
  {
    name: 'food',
    names: /\b(?:food|cooking|cook|eating|meals?|restaurants?|dishes)\b/i,
    part1: ['What kind of food do you like to eat?', 'Do you prefer eating at home or in restaurants?', 'Can you cook? What do you usually make?', 'Is there any food you did not like as a child but like now?'],
    part2: 'Describe a meal you enjoyed with other people, and you should say where it was, who you were with, what you ate, and explain why you enjoyed it.',
    part3: ['How have eating habits changed in your country in recent years?', 'Should governments do more to make people eat healthily?', 'Why do fast-food restaurants remain so popular?'],
  },
  {
    name: 'technology',
    names: /\b(?:technology|technologies|tech|computers?|internet|phones?|smartphones?|social media|the web)\b/i,
    part1: ['How often do you use your phone each day?', 'What do you mostly use the internet for?', 'Is there a piece of technology you could not live without?', 'Did you use computers much when you were a child?'],
    part2: 'Describe a piece of technology you find useful, and you should say what it is, when you got it, how you use it, and explain why it is useful to you.',
    part3: ['How has technology changed the way families spend time together?', 'Do you think children spend too much time on screens?', 'Will machines replace people in most jobs one day?'],
  },
  {
    name: 'your home town',
    names: /\b(?:home ?town|city|where i live|neighbou?rhood|town)\b/i,
    part1: ['Let us talk about your home town: what do you like most about it?', 'What is there to do for young people in your town?', 'Has your town changed much since you were a child?', 'Would you like to live there in the future?'],
    part2: 'Describe a place in your town that you like to visit, and you should say where it is, when you go there, what you do there, and explain why you like it.',
    part3: ['Why do you think some people prefer to live in big cities rather than in the countryside?', 'What can be done to make cities better places to live?', 'How important is it to protect old buildings?'],
  },
  {
    name: 'hobbies and free time',
    names: /\b(?:hobby|hobbies|free time|spare time|leisure|weekends?)\b/i,
    part1: ['How do you usually spend your weekends?', 'What hobby would you like to take up?', 'Do you prefer spending free time alone or with friends?', 'Did you have a hobby as a child?'],
    part2: 'Describe a hobby you enjoy, and you should say what it is, when you started it, how often you do it, and explain why you enjoy it.',
    part3: ['Why do some people have no time for hobbies?', 'Are hobbies more important for children or for adults?', 'How do people in your country spend their free time differently from before?'],
  },
  {
    name: 'travel',
    names: /\b(?:travel|travelling|traveling|trips?|holidays?|tourism|journeys?)\b/i,
    part1: ['Do you like travelling? Why or why not?', 'Where did you go on your last holiday?', 'Do you prefer travelling alone or with others?', 'Is there a place you would really like to visit?'],
    part2: 'Describe a memorable journey you took, and you should say where you went, how you travelled, who you were with, and explain why it was memorable.',
    part3: ['In what ways might tourism damage the places people visit?', 'Why do people like to travel abroad?', 'Will people travel less in the future, in your opinion?'],
  },
  {
    name: 'family and friends',
    names: /\b(?:family|families|friends?|friendship|parents|relatives)\b/i,
    part1: ['Do you have a big family?', 'How often do you see your family?', 'Who are you closest to in your family?', 'What do you usually do with your friends?'],
    part2: 'Describe a person who has influenced you, and you should say who they are, how you know them, what they have done, and explain why they influenced you.',
    part3: ['How have families changed in your country over the last fifty years?', 'Is it better to have a few close friends or many friends?', 'Should grown-up children live with their parents?'],
  },
  {
    name: 'the environment',
    names: /\b(?:environment|climate|pollution|nature|recycling|green)\b/i,
    part1: ['Do you recycle at home?', 'Do you spend much time in nature?', 'Is there much pollution where you live?', 'What do you do to save energy?'],
    part2: 'Describe a natural place you have visited, and you should say where it is, when you went there, what you did, and explain how you felt about it.',
    part3: ['Who should be responsible for protecting the environment: governments or people?', 'Do you think governments should invest more in public transport than in roads?', 'Can technology solve environmental problems?'],
  },
  {
    name: 'education',
    names: /\b(?:education|school|schools|teachers?|learning|classes)\b/i,
    part1: ['Did you enjoy your time at primary school?', 'What was your favourite subject at school?', 'Do you prefer studying alone or in a group?', 'Is there anything you would like to learn now?'],
    part2: 'Describe a teacher who helped you, and you should say who they were, what they taught, how they helped you, and explain why you remember them.',
    part3: ['Should schools focus more on practical skills than on academic subjects?', 'Is online learning as good as learning in a classroom?', 'What makes a good teacher?'],
  },
  {
    name: 'sport and health',
    names: /\b(?:sports?|exercise|health|healthy|fitness|gym)\b/i,
    part1: ['Do you do any sport?', 'How do you keep healthy?', 'Did you play sports at school?', 'Do you like watching sport on TV?'],
    part2: 'Describe a sport or an exercise you enjoy, and you should say what it is, when you do it, who you do it with, and explain why you enjoy it.',
    part3: ['Why do some people find it hard to exercise regularly?', 'Should professional athletes earn so much money?', 'How can governments encourage people to be healthier?'],
  },
  {
    name: 'music and films',
    names: /\b(?:music|songs?|films?|movies?|cinema|books?|reading)\b/i,
    part1: ['What kind of music do you like listening to?', 'Do you prefer watching films at home or at the cinema?', 'Do you read much in your free time?', 'Did you learn to play an instrument as a child?'],
    part2: 'Describe a book or film that made you think, and you should say what it was about, when you read or saw it, and explain why it made you think.',
    part3: ['Why do people enjoy watching sad films?', 'Will people still read printed books in the future?', 'Should the government pay for the arts?'],
  },
];

/** A request to practise a topic, with or without its part ('Part 1 about work', 'ask me about food', 'let's do Part 3 on technology'). */
const PRACTISE = /\b(?:practi[sc]e|do|try|start|have|give me|ask me|questions?|test me|can we)\b/i;
const ON_TOPIC = /\b(?:about|on|of)\s+(?:the\s+)?([a-z][a-z ]{2,40}?)\s*[?.!]*$/i;
const PART = /\bpart\s*(1|2|3|one|two|three)\b/i;
const PART_NUMBER: Readonly<Record<string, 1 | 2 | 3>> = { '1': 1, '2': 2, '3': 3, one: 1, two: 2, three: 3 };

export type IeltsPractice = { topic: IeltsTopic; part: 1 | 2 | 3 };

/** The topic and part asked for, Part 1 where none is named; null when no topic of the list is asked about. */
export function findIeltsPractice(message: string): IeltsPractice | null {
  const text = message.trim();
  const named = ON_TOPIC.exec(text)?.[1];
  if (!named || !PRACTISE.test(text)) return null;
  const topic = IELTS_TOPICS.find((t) => t.names.test(named));
  if (!topic) return null;
  // 'Give me a topic about a book': a topic to talk on is a cue card, Part 2, unless a part is named.
  const part = PART_NUMBER[PART.exec(text)?.[1]?.toLowerCase() ?? (/\b(?:a|another|one) (?:new )?topic\b|\bcue cards?\b/i.test(text) ? '2' : '1')]!;
  return { topic, part };
}

/** The words that open a topic's practice ('Part 1, on food.'), which later turns read to keep to it. */
export const practiceMarker = ({ topic, part }: IeltsPractice) => `Part ${part}, on ${topic.name}.`;

/** The questions of a part of a topic, in the test's order: a cue card goes on into its Part 3, as the test does. */
export const questionsOf = ({ topic, part }: IeltsPractice): readonly string[] => (part === 1 ? topic.part1 : part === 2 ? [topic.part2, ...topic.part3] : topic.part3);

/** The topic and part Oliver's latest marked turn opened ('Part 1, on food.'), if any. */
export function practisedIeltsTopic(assistantMessages: readonly string[]): IeltsPractice | null {
  for (const turn of [...assistantMessages].reverse()) {
    const marked = /\bPart ([123]), on ([a-z ]+)\./.exec(turn);
    if (!marked) continue;
    const topic = IELTS_TOPICS.find((t) => t.name === marked[2]);
    return topic ? { topic, part: Number(marked[1]) as 1 | 2 | 3 } : null;
  }
  return null;
}
