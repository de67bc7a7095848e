/**
 * "What do you think about social media?": the topics learners and IELTS Part 3 bring up most, each with the
 * teacher's view, which always weighs both sides (a teacher's opinion should open the learner's, not close it), and
 * a question that takes the discussion one step further. "What is your opinion?" just after the learner gave theirs
 * is asked of the topic they named; an opinion the learner gives on one is met with its question (respond-to-facts.ts).
 */
/** `question` follows the teacher's view; `another` follows the learner's, when `question` was asked already. */
export type DiscussionTopic = { id: string; named: RegExp; view: string; question: string; another: string; examples: readonly string[]; counterExamples: readonly string[] };

export const DISCUSSION_TOPICS: readonly DiscussionTopic[] = [
  {
    id: 'social-media',
    named: /\bsocial (?:media|networks?)\b|\b(?:instagram|tiktok|facebook)\b/i,
    view: 'I think it has two sides: it keeps people in touch across the world and gives everyone a voice, but it can eat up hours and make people compare their lives with everyone else’s highlights.',
    question: 'Do you think there should be an age limit for social media, and what age would you choose?',
    another: 'What would you tell a child who is about to get their first social media account?',
    examples: ['What do you think about social media?', "What's your opinion on social media?"],
    counterExamples: ['I work in social media marketing.'],
  },
  {
    id: 'smartphones',
    named: /\b(?:smart ?phones?|mobile phones?|screen time)\b/i,
    view: 'I think phones are brilliant tools and terrible habits at the same time: they put a map, a dictionary and your friends in your pocket, but many of us check them far more often than we need to.',
    question: 'How many hours a day do you think you spend on your phone, and would you like it to be less?',
    another: 'Do you think children should have phones at school?',
    examples: ['What do you think about smartphones?', 'What is your view on screen time?'],
    counterExamples: ['My smartphone is broken.'],
  },
  {
    id: 'working-from-home',
    named: /\b(?:working|work) (?:from|at) home\b|\bremote work(?:ing)?\b|\bhome ?office\b/i,
    view: 'I think it suits some jobs and some people very well: no commute and more time for family. But many people miss their colleagues, and it is harder to learn from others when you never sit next to them.',
    question: 'Would you rather work from home, in an office, or a bit of both?',
    another: 'What do you think companies lose when nobody comes to the office?',
    examples: ['What do you think about working from home?', 'What is your opinion on remote work?'],
    counterExamples: ['I am working from home today.'],
  },
  {
    id: 'city-or-countryside',
    named: /\b(?:city|cities|big towns?) (?:or|and|vs\.?|versus) (?:the )?(?:countryside|country|village)\b|\b(?:countryside|village) (?:or|and|vs\.?|versus) (?:the )?(?:city|cities)\b|\bliving in (?:a |the )?(?:big )?cit(?:y|ies)\b/i,
    view: 'I think cities give you work, culture and everything close by, while the countryside gives you space, quiet and cleaner air. Which is better often changes with your age: many people want the city at twenty and the country at forty.',
    question: 'Where would you like to live in twenty years, and why?',
    another: 'What would you miss most if you moved somewhere very different?',
    examples: ['What do you think about living in a big city?', 'What is your opinion on city or countryside?'],
    counterExamples: ['I live in a city near the sea.'],
  },
  {
    id: 'online-learning',
    named: /\bonline (?:learning|classes|courses|lessons|school|studying)\b|\blearning online\b/i,
    view: 'I think online learning is wonderful for flexibility, since you can study anywhere and at your own pace, but it asks for more self-discipline, and it can feel lonely without classmates around you.',
    question: 'What helps you stay motivated when you study on your own?',
    another: 'Do you think online classes will ever replace teachers in a room?',
    examples: ['What do you think about online learning?', 'What is your view on online classes?'],
    counterExamples: ['I take online classes on Tuesdays.'],
  },
  {
    id: 'tourism',
    named: /\b(?:tourism|tourists|mass tourism)\b/i,
    view: 'I think tourism brings jobs and lets people discover other cultures, but too many visitors can push rents up and change a place until the people who live there no longer recognise it.',
    question: 'Is there a place you love that has changed because of tourists?',
    another: 'What should tourists do to be good visitors, in your opinion?',
    examples: ['What do you think about tourism?', 'What is your opinion on mass tourism?'],
    counterExamples: ['I work in tourism.'],
  },
  {
    id: 'fast-food',
    named: /\b(?:fast food|junk food|takeaways?)\b/i,
    view: 'I think fast food is fine now and then, quick and cheap when you are busy, but eaten every day it is bad for our health, and cooking at home is usually cheaper than people expect.',
    question: 'How often do you cook at home, and what is your quickest healthy meal?',
    another: 'Should schools teach children to cook, do you think?',
    examples: ['What do you think about fast food?', "What's your opinion on junk food?"],
    counterExamples: ['I ate fast food yesterday.'],
  },
  {
    id: 'video-games',
    named: /\b(?:video ?games?|computer games?|gaming)\b/i,
    view: 'I think games can teach teamwork, problem solving and even English, but like anything they need limits, especially for children, and sleep and friends should come first.',
    question: 'Did you play games as a child, and what do you think they taught you?',
    another: 'How much time on games would you say is too much?',
    examples: ['What do you think about video games?', 'What is your opinion on gaming?'],
    counterExamples: ['I played video games last night.'],
  },
  {
    id: 'climate-change',
    named: /\b(?:climate change|global warming|the environment|pollution|recycling)\b/i,
    view: 'I think it is one of the biggest problems of our time. Governments and companies have to make the largest changes, but small habits add up too: how we travel, what we eat and what we throw away.',
    question: 'What is one thing you already do for the environment, and one thing you would like to change?',
    another: 'Who do you think should do the most: governments, companies or each of us?',
    examples: ['What do you think about climate change?', 'What is your opinion on recycling?'],
    counterExamples: ['I study climate change at university.'],
  },
  {
    id: 'public-transport',
    named: /\bpublic transport(?:ation)?\b|\b(?:cars?|driving) in (?:the )?cit(?:y|ies)\b/i,
    view: 'I think good public transport makes a city better for everyone: cleaner air, less traffic and freedom for people who cannot drive. But it only works if it is cheap, frequent and safe, and in many places it is not yet.',
    question: 'How do you usually get around, and what would make you use public transport more?',
    another: 'Should city centres be closed to cars, in your opinion?',
    examples: ['What do you think about public transport?', 'What is your view on cars in the city?'],
    counterExamples: ['I took public transport to work.'],
  },
  {
    id: 'money-and-happiness',
    named: /\bmoney\b.*\bhapp(?:y|iness)\b|\bhapp(?:y|iness)\b.*\bmoney\b/i,
    view: 'I think money makes life much easier up to a point: enough for a safe home, good food and some freedom. Beyond that, time with people we love and work that means something seem to matter more.',
    question: 'If you had more money, what is the first thing you would change in your life?',
    another: 'Would you take a job you love for less money?',
    examples: ['What do you think, can money buy happiness?', 'What is your opinion on money and happiness?'],
    counterExamples: ['I need money for my rent.'],
  },
  {
    id: 'artificial-intelligence',
    named: /\b(?:[Aa]rtificial [Ii]ntelligence|AI|[Cc]hat ?GPT|[Rr]obots?)\b/,
    view: 'I think it is a powerful tool, and I am one myself, so I am biased. It can save people time and help them learn, but we still need people to check what it says, and to think about the jobs it will change.',
    question: 'Has AI changed anything in your work or studies yet?',
    another: 'Which jobs do you think it will change the most?',
    examples: ['What do you think about artificial intelligence?', 'What is your opinion on AI?', 'What do you think about robots?'],
    counterExamples: ['I read a book about robots.'],
  },
];

/** Asked for the teacher's view: "What do you think about...?", "What's your opinion on...?", "How do you feel about...?". */
export const ASKS_VIEW = /\bwhat (?:do|would) you think(?: about| of|,)|\bwhat(?:'s| is) your (?:opinion|view|take)(?: (?:about|on|of))?\b|\bhow do you feel about\b|\bdo you think (?:that )?.{3,40}\bis (?:good|bad|a good thing|a bad thing|dangerous|useful)\b/i;

export const findDiscussionTopic = (text: string): DiscussionTopic | undefined => DISCUSSION_TOPICS.find((topic) => topic.named.test(text));
