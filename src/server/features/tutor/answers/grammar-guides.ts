/**
 * "How do I use the present perfect?": the common tenses and structures as data. `names` are how learners
 * call a structure; `use` says when, `form` how it is built, `examples` show it, `practice` invites the learner
 * to try it. Every example sentence here was written for Parley.
 */
export type GrammarGuide = {
  names: readonly string[];
  use: string;
  form: string;
  examples: readonly string[];
  practice: string;
  /** A phrase built with it, asked about as a meaning ("What does 'I'm not used to it' mean?"). */
  heardIn?: RegExp;
};

export const GRAMMAR_GUIDES: readonly GrammarGuide[] = [
  {
    names: ['present simple', 'simple present'],
    use: 'We use the present simple for habits, routines and things that are generally true.',
    form: "Subject plus the base verb, with -s after he, she and it; questions and negatives use do or does: she works, do you work?, he doesn't work.",
    examples: ['I get up at seven on weekdays.', 'Water boils at a hundred degrees.'],
    practice: 'Can you tell me three things you do every morning?',
  },
  {
    names: ['present continuous', 'present progressive'],
    use: 'We use the present continuous for things happening right now, around now, and for future arrangements.',
    form: 'am, is or are plus the -ing form of the verb: I am reading, she is working, they are coming.',
    examples: ["I'm cooking dinner at the moment.", "We're meeting my cousins on Saturday."],
    practice: 'What are you doing this week that you don’t usually do?',
  },
  {
    names: ['past simple', 'simple past', 'preterite'],
    use: 'We use the past simple for finished actions at a finished time in the past, often with yesterday, last week or ago.',
    form: 'the past form of the verb, -ed for regular verbs and a special form for irregular ones; questions and negatives use did plus the base verb: I walked, she went, did you go?, we didn’t go.',
    examples: ['I visited my aunt last weekend.', 'We missed the bus and walked home.'],
    practice: 'What did you do last Saturday?',
  },
  {
    names: ['past continuous', 'past progressive'],
    use: 'We use the past continuous for an action in progress at a moment in the past, often interrupted by a shorter action in the past simple.',
    form: 'was or were plus the -ing form: I was walking, they were talking.',
    examples: ['I was making coffee when the phone rang.', 'At nine last night we were watching a quiz show.'],
    practice: 'What were you doing at eight o’clock yesterday evening?',
  },
  {
    names: ['present perfect continuous', 'present perfect progressive'],
    use: 'We use the present perfect continuous for an activity that started in the past and is still going on, or has just stopped, often with for and since, when we focus on how long.',
    form: 'have been or has been plus the -ing form: I have been waiting, she has been studying.',
    examples: ["I've been learning the guitar for two years.", "It has been raining since lunchtime."],
    practice: 'What have you been doing a lot recently?',
  },
  {
    names: ['present perfect'],
    use: 'We use the present perfect for past experiences without a time, for changes that matter now, and for situations that started in the past and continue, with for or since.',
    form: 'have or has plus the past participle: I have visited, she has finished, have you ever been?',
    examples: ["I've never tried sushi.", "She has lived in this town since 2018."],
    practice: 'What is something you have never done but would like to try?',
  },
  {
    names: ['past perfect'],
    use: 'We use the past perfect for something that happened before another moment in the past, to make the order clear.',
    form: 'had plus the past participle: I had left, they had already eaten.',
    examples: ['When we arrived, the film had already started.', 'I had never seen snow before I moved north.'],
    practice: 'Can you tell me about a time you arrived somewhere and something had already happened?',
  },
  {
    names: ['going to', 'be going to', 'future with going to'],
    use: 'We use going to for plans and intentions we have already decided, and for predictions we can see coming.',
    form: 'am, is or are plus going to plus the base verb: I am going to call her, it is going to rain.',
    examples: ["I'm going to paint the kitchen this weekend.", 'Look at those clouds, it’s going to rain.'],
    practice: 'What are you going to do next weekend?',
  },
  {
    names: ['will', 'future simple', 'future with will', 'will future'],
    use: 'We use will for decisions made at the moment of speaking, offers, promises and predictions based on opinion.',
    form: "will plus the base verb, the same for every person: I will help, it won't take long.",
    examples: ["I'm thirsty. I'll get some water.", 'I think you will like this book.'],
    practice: 'What do you think your life will be like in ten years?',
  },
  {
    names: ['zero conditional'],
    use: 'We use the zero conditional for things that are always true when something happens.',
    form: 'if plus present simple, then present simple: if you heat ice, it melts.',
    examples: ['If I drink coffee late, I can’t sleep.', 'If you press this button, the light comes on.'],
    practice: 'What happens if you forget your phone at home?',
  },
  {
    names: ['first conditional'],
    use: 'We use the first conditional for a real possibility in the future and its likely result.',
    form: 'if plus present simple, then will plus the base verb: if it rains, we will stay in.',
    examples: ['If I finish early, I’ll call you.', 'If you study every day, you will pass.'],
    practice: 'What will you do if the weather is nice this weekend?',
  },
  {
    names: ['second conditional'],
    use: 'We use the second conditional for imaginary or unlikely situations in the present or future.',
    form: 'if plus past simple, then would plus the base verb: if I had more time, I would travel.',
    examples: ['If I won the lottery, I would buy a house by the sea.', 'If she lived closer, we would see her more.'],
    practice: 'What would you do if you had a whole month off?',
  },
  {
    names: ['third conditional'],
    use: 'We use the third conditional for imagining a different past and its result, often for regrets.',
    form: 'if plus past perfect, then would have plus the past participle: if I had known, I would have come.',
    examples: ['If we had left earlier, we would have caught the train.', 'If I had studied harder, I would have passed.'],
    practice: 'What would you have done differently if you had known English ten years ago?',
  },
  {
    names: ['passive', 'passive voice', 'the passive'],
    use: 'We use the passive when the action or the thing it happens to matters more than who did it, which is common in reports, news and formal writing.',
    form: 'a form of be plus the past participle, with by if you want to say who did it: the report was written, the results will be published.',
    examples: ['The meeting was moved to Thursday.', 'All orders are checked by our team before they are sent.'],
    practice: 'Can you describe how something is made, like bread or coffee, using the passive?',
  },
  {
    names: ['used to'],
    use: 'We use used to for past habits and states that are no longer true now.',
    form: "used to plus the base verb; in questions and negatives, did plus use to: I used to smoke, did you use to play?, I didn't use to like olives.",
    examples: ['I used to walk to school every day.', 'There used to be a cinema on this street.'],
    practice: 'What is something you used to do as a child that you don’t do now?',
  },
  {
    names: ['be used to', 'get used to'],
    use: "We use be used to when something is familiar and no longer feels strange, and get used to for the change while it becomes familiar. It is not the used to of past habits: I'm used to the cold means the cold feels normal to me now.",
    form: "be or get plus used to plus a noun, a pronoun or an -ing verb: I'm used to the noise, she isn't used to driving on the left, you'll get used to it.",
    examples: ["After two winters here, I'm used to the snow.", "I'm still getting used to working from home."],
    practice: 'What is something in your life that you are still getting used to?',
    heardIn: /\b(?:am|'m|is|'s|are|'re|was|were|be|been|being|get|gets|got|getting)(?: not| still| never| already|n't)? used to(?=\s*(?:[.,!?]|$)| (?:it|this|that|them|him|her|me|you|us|the|a|an|my|your|his|our|their|all|so|such|[a-z]+ing)\b)/i,
  },
  {
    names: ['reported speech', 'indirect speech'],
    use: 'We use reported speech to say what someone else said, usually moving the tense one step back.',
    form: 'said (that) or told someone (that) plus the clause, with the tense moved back: "I am tired" becomes she said she was tired.',
    examples: ['He said he was running late.', 'My boss told me that the deadline had changed.'],
    practice: 'What is something a friend told you recently? Tell me using reported speech.',
  },
  {
    names: ['relative clauses', 'relative clause', 'relative pronouns'],
    use: 'We use relative clauses to add information about a noun, with who for people, which for things, and that for both.',
    form: 'noun plus who, which or that plus the clause: the woman who lives next door, the bike that I bought.',
    examples: ['The friend who helped me move is a nurse.', 'This is the café that sells the best cake in town.'],
    practice: 'Can you describe a person who changed your life, with a who clause?',
  },
  {
    names: ['comparatives', 'comparative', 'superlatives', 'superlative'],
    use: 'We use comparatives to compare two things and superlatives to say one is the most of a group.',
    form: 'short adjectives take -er and -est, longer ones more and most: cheaper, the cheapest, more expensive, the most expensive; good becomes better and best.',
    examples: ['My new flat is bigger than the old one.', 'It was the most beautiful beach I have ever seen.'],
    practice: 'How is your town different from a big city? Use a few comparatives.',
  },
  {
    names: ['phrasal verbs', 'phrasal verb'],
    use: 'A phrasal verb is a verb with a small word after it, like up, out or off, that together mean something new: give up means stop trying, and look after means take care of.',
    form: 'verb plus one or two small words; with an object, many can split: turn the music down, or turn down the music, but turn it down with it or them.',
    examples: ['I gave up smoking last year.', 'Can you look after my cat this weekend?'],
    practice: 'What is something you would like to give up, or take up?',
  },
  {
    names: ['articles', 'a and the', 'a an and the', 'a an the'],
    use: "We use a or an for one thing the listener doesn't know yet, and the for a thing you both know: mentioned before, the only one, or made clear by the words around it. Plural and uncountable nouns in general take no article: I like dogs, water is important.",
    form: 'a before a consonant sound (a car, a university), an before a vowel sound (an apple, an hour), the before any noun.',
    examples: ['I bought a new phone. The phone has a great camera.', 'Can you close the window, please?'],
    practice: 'Tell me about something you bought recently, and what it is like.',
  },
  {
    names: ['irregular verbs', 'irregular verb', 'irregular past forms', 'irregular past tense'],
    use: "Irregular verbs don't add -ed in the past: each has its own past form, and a past participle for the present perfect and the passive. The most common ones are worth learning by heart, in threes.",
    form: 'be, was or were, been; have, had, had; do, did, done; go, went, gone; get, got, got; make, made, made; say, said, said; see, saw, seen; take, took, taken; come, came, come; know, knew, known; think, thought, thought; give, gave, given; find, found, found; tell, told, told; buy, bought, bought; write, wrote, written; eat, ate, eaten; speak, spoke, spoken; leave, left, left.',
    examples: ['Yesterday I went to the market and bought some fruit.', "I've never eaten octopus, but I've seen it on menus."],
    practice: 'Can you tell me three things you did yesterday, with went, saw or bought?',
  },
  {
    names: ['modal verbs', 'modal verb', 'modals'],
    use: 'Modal verbs add an idea to another verb: can for ability, must and have to for obligation, should for advice, may, might and could for possibility.',
    form: 'modal plus the base verb, with no to and no -s: she can swim, you should go, it might rain.',
    examples: ['You should try the soup here.', 'I might be late tomorrow.'],
    practice: 'What advice would you give a new student in your town? Use should and must.',
  },
  {
    names: ['subjunctive', 'english subjunctive', 'subjunctive mood'],
    use: "English keeps the subjunctive in a few places: after verbs and phrases of demand or suggestion (suggest, insist, recommend, it is important that), where the verb stays in its base form for every person, and in were for an unreal situation: if I were you, I wish it were Friday.",
    form: 'that plus subject plus the base verb, with no -s and no do: I suggest that he take a break; were for every person in unreal if-clauses and after wish.',
    examples: ['The doctor recommended that she rest for a week.', 'If I were you, I would take the job.'],
    practice: 'What would you do if you were the boss of your company for a day?',
  },
  {
    names: ['gerunds and infinitives', 'gerund and infinitive', 'gerunds', 'gerund', 'infinitives', 'infinitive', 'verb patterns', 'ing or to'],
    use: 'After some verbs comes the -ing form (enjoy, finish, avoid, mind, keep), after others to plus the verb (want, decide, hope, plan, need); a few take both, sometimes with another meaning: I stopped smoking, but I stopped to smoke.',
    form: 'verb plus -ing (I enjoy cooking) or verb plus to plus base verb (I want to cook); after a preposition, always -ing: I am good at cooking.',
    examples: ['I finished reading the book last night.', 'We decided to stay at home.'],
    practice: 'Tell me one thing you enjoy doing and one thing you want to do this year.',
  },
  {
    names: ['prepositions of time', 'in on at', 'in on and at', 'at on in'],
    use: 'at for a clock time and short moments (at six, at night, at the weekend in British English), on for days and dates (on Monday, on 5 May), in for longer periods: months, years, seasons and parts of the day (in June, in 2020, in the morning).',
    form: 'at plus a time, on plus a day or date, in plus a month, year, season or part of the day; no preposition before this, next, last or every: next Friday, every morning.',
    examples: ['The meeting is on Tuesday at ten.', 'I was born in 1998, in the spring.'],
    practice: 'When is your birthday, and what do you usually do at the weekend?',
  },
  {
    names: ['countable and uncountable nouns', 'countable nouns', 'uncountable nouns', 'much and many', 'much or many'],
    use: 'Countable nouns can be counted and have a plural (a chair, two chairs); uncountable nouns cannot (water, advice, information, furniture) and take no a and no -s. many and a few go with countable nouns, much and a little with uncountable ones.',
    form: 'many books, a few friends; much money, a little time; a lot of with both; a piece of advice, two cups of coffee to count an uncountable noun.',
    examples: ['How much time do we have?', 'She gave me some good advice and a few useful books.'],
    practice: 'What do you have a lot of at home, and what would you like more of?',
  },
  {
    names: ['question tags', 'tag questions', 'tag question', 'question tag'],
    use: 'A question tag at the end of a sentence asks the listener to agree or to check something: a positive sentence takes a negative tag, and a negative sentence a positive one.',
    form: "the sentence's auxiliary (or do, does, did) plus a pronoun: It's cold, isn't it? You don't eat meat, do you? She went home, didn't she?",
    examples: ["You're from Brazil, aren't you?", "It wasn't very expensive, was it?"],
    practice: "Can you make two sentences about me with a question tag, like 'You live in Portland, don't you?'",
  },
];

const normalize = (name: string) => name.toLowerCase().replace(/[’'"‘“”«»]/g, '').replace(/\s+/g, ' ').trim();

/** The names of guides, longest first, for a question pattern (so "present perfect continuous" wins over "present perfect"). */
export const namesOf = (guides: readonly GrammarGuide[]): string[] => guides.flatMap((g) => g.names).sort((a, b) => b.length - a.length);

/** The guide one of whose names is `name`, an article before it ('the', 'el', 'la') aside. */
export function guideNamed(guides: readonly GrammarGuide[], name: string): GrammarGuide | null {
  const wanted = normalize(name).replace(/^(?:the|el|la|los|las) /, '');
  return guides.find((g) => g.names.some((n) => normalize(n) === wanted)) ?? null;
}

export const GRAMMAR_GUIDE_NAMES: readonly string[] = namesOf(GRAMMAR_GUIDES);

export function findGrammarGuide(name: string): GrammarGuide | null {
  return guideNamed(GRAMMAR_GUIDES, name);
}

/** The guide of a phrase built with it ('I'm not used to it' is be used to), when one says so. */
export function guideHeardIn(phrase: string): GrammarGuide | null {
  return GRAMMAR_GUIDES.find((guide) => guide.heardIn?.test(phrase)) ?? null;
}
