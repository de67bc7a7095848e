/**
 * Short spoken grammar tips keyed by the pattern they address. By design none mentions punctuation,
 * spelling or capital letters, and each is longer than 15 characters.
 */
export type GrammarPattern =
  | 'past-tense' | 'irregular-verbs' | 'agreement' | 'articles' | 'prepositions' | 'countable-nouns'
  | 'present-perfect' | 'gerunds' | 'spanish';

export const tipsByPattern: Record<GrammarPattern, readonly string[]> = {
  'past-tense': [
    'When you talk about yesterday or last week, keep every verb in the past: I went, I bought, I saw.',
    'Time words like yesterday, ago and last year need the past simple: last year I visited Rome.',
  ],
  'irregular-verbs': [
    'Common verbs have irregular past forms: go becomes went, buy becomes bought, eat becomes ate.',
    'Learn irregular verbs in threes: go, went, gone and take, took, taken.',
  ],
  agreement: [
    'With he, she and it, add s to the verb in the present: she works, he goes, it looks.',
    'Use does and has with he, she and it: she does not like it, he has a car.',
  ],
  articles: [
    'Use a before consonant sounds and an before vowel sounds: a university, an hour.',
    'Jobs need an article in English: I am a nurse, she is an engineer.',
    'Use the when both of you know which thing you mean: the book on my desk.',
  ],
  prepositions: [
    'Use on for days and dates, in for months and years, and at for times: on Monday, in May, at six.',
    'Say discuss the plan, not discuss about the plan, and married to someone, not married with.',
    'We arrive in a city or country and at a building: I arrived in Paris, I arrived at the station.',
  ],
  'countable-nouns': [
    'Information, advice and furniture have no plural: some useful advice, a piece of information.',
    'Use many with things you can count and much with things you cannot: many friends, much time.',
    'Use fewer with countable nouns and less with uncountable ones: fewer cars, less traffic.',
  ],
  'present-perfect': [
    'Use the present perfect with since and for: I have lived here since 2019.',
    'With a finished time like yesterday or last year, use the past simple, not have plus a participle.',
  ],
  gerunds: [
    'After enjoy, finish and avoid, use the -ing form: I enjoy cooking, I finished working.',
    'After want, decide and hope, use to plus the verb: I want to travel, I decided to stay.',
  ],
  spanish: [
    'Use estar for feelings and places: estoy cansada, estoy en casa.',
    'Spanish nouns have a gender, so learn each one with el or la: el libro, la mesa.',
    'Adjectives usually come after the noun in Spanish: una casa grande, un coche rojo.',
    'Use ser for who someone is and what something is like: soy profesora, es alta.',
  ],
};

/** Tips suited to a teacher's field or a topic, used when the learner's messages show no clear pattern. */
export const tipsByTopic: Readonly<Record<string, string>> = {
  daniel: 'Tell interview stories in the past simple and with action verbs: I led, I decided, we finished.',
  ethan: 'Use could and would to sound polite at work: could you send me the report by Friday?',
  claire: 'Link your ideas with words like however, in addition and as a result.',
  oliver: 'Use the present perfect for life experiences: I have visited Rome twice.',
  maya: 'The past -ed ending has three sounds: worked ends in t, played in d and wanted in id.',
  'Daily Life': 'Use the present simple for routines, with words like usually and always before the verb.',
  'Travel and Holidays': 'Use the past simple to tell the story of a trip: we flew, we stayed, we saw.',
  'Food and Cooking': 'Many foods are uncountable: some bread, a piece of cheese, a lot of rice.',
  'Hobbies and Free Time': 'After love, like and enjoy, the -ing form sounds natural: I love painting.',
  'Movies, Music and Books': 'Tell the story of a film in the present simple: the hero finds a map and sets off.',
  'Work and Study': 'Use the present perfect for experience up to now: I have worked here for two years.',
};

export const generalTips: readonly string[] = [
  'Keep your tenses consistent: if the story is in the past, keep the verbs in the past.',
  'Put adverbs of frequency before the main verb: I often go, I never eat.',
  'Use will for quick decisions and going to for plans: I think I will call her, I am going to visit Spain.',
  'Make questions with do or does: where do you work, what does she like?',
  'Use the -ing form after prepositions: thank you for helping, I am good at cooking.',
];
