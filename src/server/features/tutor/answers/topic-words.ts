/**
 * "Can you teach me some words for cooking?", "What vocabulary do I need at the airport?": the everyday words of a
 * topic, each with a short meaning in simple English, to use straight away. Each topic is data with the questions
 * it must answer and those it must leave to other answers (run as tests: topic-words.test.ts).
 */
export type TopicWords = {
  id: string;
  /** What learners call the topic. */
  topic: RegExp;
  /** The topic as the teacher names it back ('for cooking', 'at the airport'). */
  named: string;
  words: ReadonlyArray<readonly [word: string, meaning: string]>;
  examples: readonly string[];
  counterExamples: readonly string[];
};

/** A request for a topic's words: 'words for', 'vocabulary about', 'useful words to talk about'. */
export const ASKS_TOPIC_WORDS = /\b(?:words?|vocabulary|vocab|expressions|phrases)\s+(?:(?:(?:that|do|can|could|should) )?i (?:need|use|can use|should (?:know|learn|use)|know)\s+|(?:can|could|should|do) i (?:need|use|know|learn)\s+)?(?:for|about|related to|to talk about|to use (?:for|in|at)|on the topic of|connected (?:to|with)|in|at|when)\b/i;
/** The learner asks to be given or taught them (not 'What does the word for X mean?'). */
const ASKS_TO_LEARN = /\b(?:teach|give|tell|show|need|want|learn|know|suggest|list|what are|which are|(?:what|which) (?:words|vocabulary|expressions|phrases)|any|some|useful|common|important|basic|key)\b/i;

export const TOPIC_WORDS: readonly TopicWords[] = [
  {
    id: 'cooking',
    topic: /\b(?:cook(?:ing)?|kitchen|recipes?|baking)\b/i,
    named: 'for cooking',
    words: [['boil', 'cook in very hot water'], ['fry', 'cook in hot oil'], ['bake', 'cook in the oven, like bread or a cake'], ['chop', 'cut into small pieces'], ['stir', 'mix with a spoon'], ['a pan', 'a flat pot for frying'], ['a recipe', 'the steps to make a dish'], ['to taste', 'to try a little to see if it is good']],
    examples: ['Can you teach me some words for cooking?', 'What vocabulary do I need in the kitchen?', 'Give me some useful words about cooking.'],
    counterExamples: ['What is the word for a pan with a long handle?', 'I love cooking.'],
  },
  {
    id: 'eating-out',
    topic: /\b(?:food|eating out|restaurants?|caf[eé]s?|meals?)\b/i,
    named: 'for eating out',
    words: [['a menu', 'the list of dishes and their prices'], ['a starter', 'a small dish before the main course'], ['the main course', 'the biggest dish of the meal'], ['a dessert', 'something sweet at the end'], ['the bill', 'the paper that says how much to pay'], ['spicy', 'hot, with chilli'], ['delicious', 'very good to eat'], ['a tip', 'extra money for the waiter']],
    examples: ['What are some useful words for a restaurant?', 'Can you give me vocabulary about food?'],
    counterExamples: ['What food do you like?'],
  },
  {
    id: 'travel',
    topic: /\b(?:travel(?:l?ing)?|trips?|airports?|flying|flights?|planes?|holidays?|vacations?)\b/i,
    named: 'for travelling',
    words: [['a boarding pass', 'the card you show to get on the plane'], ['the gate', 'where you get on the plane'], ['luggage', 'your bags and suitcases'], ['hand luggage', 'the small bag you take on the plane'], ['delayed', 'later than planned'], ['an aisle seat', 'a seat next to the walkway'], ['customs', 'where officers check what you bring into a country'], ['a return ticket', 'a ticket there and back']],
    examples: ['What vocabulary do I need at the airport?', 'Can you teach me words about travel?', 'I need some words for my trip.'],
    counterExamples: ['What is the word for the place where planes land?'],
  },
  {
    id: 'hotel',
    topic: /\bhotels?\b/i,
    named: 'at a hotel',
    words: [['a reservation', 'a room you booked before'], ['to check in', 'to arrive and get your key'], ['to check out', 'to pay and leave'], ['reception', 'the desk where staff help you'], ['a double room', 'a room with one big bed for two'], ['a key card', 'the card that opens your door'], ['room service', 'food brought to your room'], ['a wake-up call', 'a phone call to wake you up']],
    examples: ['What are some useful phrases for a hotel?', 'Teach me some hotel words, please: words for a hotel.'],
    counterExamples: [],
  },
  {
    id: 'health',
    topic: /\b(?:health|doctors?|hospitals?|illness|being ill|being sick|medicine|pharmacy|chemist'?s?)\b/i,
    named: "at the doctor's",
    words: [['an appointment', 'a time to see the doctor'], ['a symptom', 'a sign that you are ill, like a cough'], ['a headache', 'a pain in your head'], ['a sore throat', 'a throat that hurts when you swallow'], ['a temperature', 'when your body is too hot because you are ill'], ['a prescription', 'the doctor’s note for your medicine'], ['the pharmacy', 'the shop that sells medicine'], ['dizzy', 'feeling that everything is turning']],
    examples: ["What words do I need at the doctor's?", 'Can you give me some vocabulary about health?'],
    counterExamples: ['My doctor is very nice.'],
  },
  {
    id: 'work',
    topic: /\b(?:work|the office|offices?|my job|jobs?|workplace)\b/i,
    named: 'for work',
    words: [['a colleague', 'someone you work with'], ['a deadline', 'the time when work must be finished'], ['a meeting', 'when people get together to talk about work'], ['a manager', 'the person in charge of a team'], ['a salary', 'the money you earn every month or year'], ['to be in charge of', 'to be responsible for'], ['overtime', 'extra hours after your normal day'], ['a promotion', 'a move to a better job in the same company']],
    examples: ['Can you teach me some words for work?', 'What vocabulary do I need in the office?'],
    counterExamples: ['What do you do for work?'],
  },
  {
    id: 'shopping',
    topic: /\b(?:shopping|shops?|clothes)\b/i,
    named: 'for shopping',
    words: [['a receipt', 'the paper that shows what you paid'], ['a changing room', 'where you try clothes on'], ['to try on', 'to put on clothes to see if they fit'], ['a size', 'how big or small clothes are'], ['a discount', 'a lower price than usual'], ['a refund', 'your money back'], ['cash', 'notes and coins'], ['a bargain', 'something good at a low price']],
    examples: ['What are some useful words for shopping?', 'Give me vocabulary about clothes.'],
    counterExamples: [],
  },
  // Before 'weather': 'words about hot weather' is summer's.
  {
    id: 'winter',
    topic: /\bwinter\b|\bsnow\w*|\bcold weather\b/i,
    named: 'for winter',
    words: [['snow', 'soft white ice that falls from the sky'], ['icy', 'covered in ice, so it is easy to slip'], ['freezing', 'very cold, at or below zero'], ['a snowstorm', 'a lot of snow with a strong wind'], ['slippery', 'hard to walk on without falling'], ['to wrap up warm', 'to put on warm clothes'], ['gloves', 'what you wear on your hands'], ['a scarf', 'a long piece of cloth you wear round your neck']],
    examples: ['Can you give me some words about winter?', 'What vocabulary do I need for snow?'],
    counterExamples: ['Do you like winter?', 'What do you do in winter?'],
  },
  {
    id: 'summer',
    topic: /\bsummer\b|\bhot weather\b/i,
    named: 'for summer',
    words: [['a heatwave', 'a time of very hot weather'], ['boiling', 'very hot'], ['sunburn', 'red, sore skin from too much sun'], ['sun cream', 'what you put on your skin against the sun'], ['shade', 'a place out of the sun'], ['to cool down', 'to get less hot'], ['shorts', 'short trousers'], ['a barbecue', 'cooking and eating outside over a fire']],
    examples: ['Can you teach me some words for summer?', 'Any useful words about hot weather?'],
    counterExamples: ['What did you do last summer?', 'I love summer.'],
  },
  {
    id: 'weather',
    topic: /\bweather\b/i,
    named: 'for the weather',
    words: [['sunny', 'with a lot of sun'], ['cloudy', 'with a grey sky'], ['windy', 'with a lot of wind'], ['foggy', 'when you cannot see far because of thick mist'], ['a shower', 'a short time of rain'], ['a storm', 'very bad weather with wind and rain'], ['freezing', 'very cold'], ['humid', 'hot and wet in the air']],
    examples: ['Can you teach me words about the weather?'],
    counterExamples: ['What is the weather like today?'],
  },
  {
    id: 'feelings',
    topic: /\b(?:feelings?|emotions?|moods?)\b/i,
    named: 'for feelings',
    words: [['excited', 'very happy about something that will happen'], ['nervous', 'a little afraid before something'], ['proud', 'happy about something you or someone did well'], ['disappointed', 'sad because something was not as good as you hoped'], ['relieved', 'happy that a worry is over'], ['embarrassed', 'uncomfortable because people saw you make a mistake'], ['grateful', 'thankful'], ['upset', 'unhappy and worried']],
    examples: ['What words can I use to talk about feelings?', 'Can you give me some vocabulary for emotions?'],
    counterExamples: ['I have a bad feeling about my exam.'],
  },
  {
    id: 'home',
    topic: /\b(?:homes?|house|flats?|apartments?|furniture|rooms in a house)\b/i,
    named: 'for your home',
    words: [['the living room', 'the room where you sit and relax'], ['a bedroom', 'the room where you sleep'], ['a sofa', 'a long soft seat for two or three people'], ['a wardrobe', 'a tall cupboard for clothes'], ['the rent', 'the money you pay every month to live there'], ['a neighbour', 'someone who lives next to you'], ['upstairs', 'on a higher floor'], ['to move house', 'to go and live in a new home']],
    examples: ['Can you teach me some words about my house?', 'What vocabulary do I need for renting a flat?'],
    counterExamples: [],
  },
  {
    id: 'sport',
    topic: /\b(?:sports?|football|fitness|the gym|exercise)\b/i,
    named: 'for sport',
    words: [['a match', 'a game between two teams or players'], ['a team', 'a group of players who play together'], ['to score', 'to get a goal or a point'], ['to win', 'to be the best in a game'], ['to lose', 'not to win'], ['a coach', 'the person who trains a team'], ['to train', 'to practise a sport to get better'], ['a draw', 'when both teams have the same score']],
    examples: ['What are some common words for sports?', 'Give me some vocabulary about football.'],
    counterExamples: ['Do you like sports?'],
  },
  {
    id: 'school',
    topic: /\b(?:school|studying|university|college|classes|the classroom)\b/i,
    named: 'for school and studying',
    words: [['homework', 'work a teacher gives you to do at home'], ['a subject', 'something you study, like maths or history'], ['a timetable', 'the list of your classes and their times'], ['a grade', 'a mark for your work, like A or B'], ['to revise', 'to study again before a test'], ['to pass', 'to do well enough in an exam'], ['to fail', 'not to pass'], ['a term', 'one part of the school year']],
    examples: ['Can you teach me words for school?', 'What vocabulary do I need at university?'],
    counterExamples: [],
  },
  {
    id: 'money',
    topic: /\b(?:money|banks?|banking|finance)\b/i,
    named: 'for money and banking',
    words: [['an account', 'where the bank keeps your money'], ['to save', 'to keep money for later'], ['to spend', 'to use money to buy things'], ['to borrow', 'to take money you will give back'], ['a loan', 'money you borrow from a bank'], ['a cash machine', 'a machine in the street that gives you money'], ['to withdraw', 'to take money out of your account'], ['a fee', 'money you pay for a service']],
    examples: ['What words do I need at the bank?', 'Can you give me some vocabulary about money?'],
    counterExamples: [],
  },
  {
    // Before 'technology': phrases for the phone are for calls ('useful phrases for the phone'), not for the device.
    id: 'phone-calls',
    topic: /\b(?:(?:for|over) the (?:tele)?phone|on the (?:tele)?phone (?:at work|with|to)\b|(?:tele)?phone calls?|video calls?|answer(?:ing)? the (?:tele)?phone)\b/i,
    named: 'for phone calls',
    words: [['to hold on', 'to wait a moment on the line'], ['to put someone through', 'to connect the caller to another person'], ['to call someone back', 'to phone them again later'], ['to take a message', 'to write down what the caller wants to say'], ['to speak up', 'to talk louder'], ['to hang up', 'to end the call'], ['a missed call', 'a call you did not answer'], ['the line is busy', 'someone else is on the phone']],
    examples: ['Can you give me three useful phrases for the phone?', 'What words do I need for phone calls?', 'Can you teach me some vocabulary for the telephone?'],
    counterExamples: ['What words do I need to buy a new phone?', 'What vocabulary do I need when my telephone breaks?'],
  },
  {
    id: 'technology',
    topic: /\b(?:technology|computers?|phones?|the internet|online|apps?)\b/i,
    named: 'for technology',
    words: [['to download', 'to copy something from the internet to your device'], ['to log in', 'to enter your name and password'], ['a password', 'a secret word that lets you in'], ['a screen', 'the part you look at'], ['to charge', 'to fill the battery'], ['Wi-Fi', 'the internet without cables'], ['an app', 'a program on your phone'], ['to update', 'to get the newest version']],
    examples: ['Can you teach me some words about technology?', 'What vocabulary do I need for computers?'],
    counterExamples: [],
  },
];

/** The topic whose words the learner asks for, if it is one of these. */
export function findTopicWords(question: string): TopicWords | null {
  if (!ASKS_TOPIC_WORDS.test(question) || !ASKS_TO_LEARN.test(question)) return null;
  const after = question.slice(ASKS_TOPIC_WORDS.exec(question)!.index);
  return TOPIC_WORDS.find((topic) => topic.topic.test(after)) ?? null;
}
