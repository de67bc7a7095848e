/** Idioms learners meet in films, songs and conversation, each with its meaning and a sentence of everyday life (hand-written). */

/** What an idiom is about, for 'Can you teach me some idioms about the weather?'. */
export type IdiomTopic = 'work' | 'weather' | 'money' | 'food' | 'time' | 'feelings' | 'study';
export type EverydayIdiom = { idiom: string; meaning: string; example: string; about?: readonly IdiomTopic[] };

export const EVERYDAY_IDIOMS: readonly EverydayIdiom[] = [
  { idiom: 'break a leg', meaning: 'good luck, said to someone before they perform or present', example: 'Your concert is tonight? Break a leg!' , about: ['work'] },
  { idiom: "I'm stuffed", meaning: 'I have eaten so much that I cannot eat any more', example: "No dessert for me, thanks, I'm stuffed.", about: ['food'] },
  { idiom: "I'm starving", meaning: 'I am very hungry (not really starving)', example: "Can we eat now? I'm starving.", about: ['food', 'feelings'] },
  { idiom: "it's on me", meaning: 'I will pay for it', example: "Put your wallet away, lunch is on me today.", about: ['food', 'money'] },
  { idiom: 'burn out', meaning: 'to become so tired from work or stress that you cannot go on', example: 'After a year of night shifts she burned out and took a month off.', about: ['work', 'feelings'] },
  { idiom: 'look forward to', meaning: 'to feel happy about something that is going to happen; a noun or an -ing form follows it, never the plain verb', example: 'I look forward to hearing from you.', about: ['work', 'feelings'] },
  { idiom: 'piece of cake', meaning: 'something very easy', example: 'The driving test was a piece of cake.' , about: ['food', 'study'] },
  { idiom: 'under the weather', meaning: 'a little ill', example: "I'm staying home today, I feel a bit under the weather." , about: ['weather', 'feelings'] },
  { idiom: 'hit the books', meaning: 'to study hard', example: "My exams start on Monday, so this weekend I'm hitting the books." , about: ['study'] },
  { idiom: 'cost an arm and a leg', meaning: 'to be very expensive', example: 'That new phone costs an arm and a leg.' , about: ['money'] },
  { idiom: 'once in a blue moon', meaning: 'very rarely', example: 'My brother lives abroad, so I see him once in a blue moon.' , about: ['time'] },
  { idiom: 'the ball is in your court', meaning: 'it is your turn to decide or act', example: "I've made my offer, so the ball is in your court." , about: ['work'] },
  { idiom: 'get cold feet', meaning: 'to become too nervous to do something you planned', example: 'He got cold feet the night before the wedding.' , about: ['feelings'] },
  { idiom: 'spill the beans', meaning: 'to tell a secret', example: 'Come on, spill the beans: who is your new boyfriend?' , about: ['food'] },
  { idiom: 'let the cat out of the bag', meaning: 'to tell a secret by mistake', example: 'My sister let the cat out of the bag about the surprise party.' },
  { idiom: 'a blessing in disguise', meaning: 'something that seems bad at first but turns out well', example: 'Missing that train was a blessing in disguise: I met my best friend on the next one.' },
  { idiom: 'page-turner', meaning: 'a book so exciting that you cannot stop reading it', example: 'I finished that novel in two days, it was a real page-turner.' , about: ['study'] },
  { idiom: 'hit the sack', meaning: 'to go to bed', example: "I'm exhausted, I'm going to hit the sack." , about: ['time'] },
  { idiom: 'on cloud nine', meaning: 'extremely happy', example: 'She has been on cloud nine since she got the job.' , about: ['feelings'] },
  { idiom: 'feel blue', meaning: 'to feel sad', example: 'I always feel a bit blue on Sunday evenings.' , about: ['feelings'] },
  { idiom: 'in hot water', meaning: 'in trouble', example: "He's in hot water for missing the meeting again." , about: ['work'] },
  { idiom: 'kill two birds with one stone', meaning: 'to do two things with one action', example: 'I walk to work, so I kill two birds with one stone: exercise and no bus fare.' },
  { idiom: 'bite off more than you can chew', meaning: 'to take on more than you can manage', example: 'With two jobs and a course, I think I bit off more than I can chew.' , about: ['work', 'food'] },
  { idiom: 'beat around the bush', meaning: 'to avoid saying something directly', example: "Don't beat around the bush, just tell me what happened." },
  { idiom: 'see eye to eye', meaning: 'to agree', example: "My dad and I don't always see eye to eye about politics." },
  { idiom: 'hang in there', meaning: "don't give up, things will get better", example: 'I know the first month is hard. Hang in there!' },
  { idiom: 'raining cats and dogs', meaning: 'raining very heavily', example: "Take an umbrella, it's raining cats and dogs." , about: ['weather'] },
  { idiom: 'when pigs fly', meaning: 'never; something will not happen', example: 'My brother will clean his room when pigs fly.' },
  { idiom: 'sit on the fence', meaning: 'to avoid choosing a side', example: "You can't sit on the fence forever, which plan do you prefer?" },
  { idiom: "pull someone's leg", meaning: 'to joke with someone by telling them something untrue', example: "Don't worry, I'm only pulling your leg." },
  { idiom: 'the last straw', meaning: 'the last problem in a series that makes you lose patience', example: 'He was late again, and that was the last straw.' },
  { idiom: 'speak of the devil', meaning: 'said when the person you are talking about arrives', example: 'Speak of the devil, here comes Anna now!' },
  { idiom: "it's not rocket science", meaning: "it's not difficult to understand", example: "Setting up the printer isn't rocket science." },
  { idiom: 'better late than never', meaning: 'doing something late is better than not doing it', example: 'You finally started learning to swim? Better late than never!' },
  { idiom: 'no pain, no gain', meaning: 'you have to work hard to get results', example: 'My legs hurt after the gym, but no pain, no gain.' },
  { idiom: 'break the ice', meaning: 'to say or do something that makes people feel relaxed when they first meet', example: 'At the start of the course our teacher played a name game to break the ice.' },
  { idiom: 'get the hang of', meaning: 'to learn how to do something after some practice', example: 'Driving on the left felt strange, but after a week I got the hang of driving there.' },
  { idiom: 'out of the blue', meaning: 'suddenly and without warning', example: 'An old school friend called me out of the blue last night.' },
  { idiom: 'keep an eye on', meaning: 'to watch or look after someone or something', example: 'Could you keep an eye on my bag while I buy a coffee?' },
  { idiom: 'give someone a hand', meaning: 'to help someone', example: 'These boxes are heavy. Can you give me a hand?' },
  { idiom: 'make ends meet', meaning: 'to have just enough money to pay for what you need', example: 'With rent so high, many students work at weekends to make ends meet.' , about: ['money'] },
  { idiom: 'learn the ropes', meaning: 'to learn how a job or a place works', example: 'My first month at the hotel was spent learning the ropes.' , about: ['work', 'study'] },
  { idiom: 'miss the boat', meaning: 'to lose a chance because you acted too late', example: 'The concert sold out in an hour, so I missed the boat.' , about: ['time'] },
  { idiom: 'take it easy', meaning: 'to relax, or to stay calm', example: "You've worked hard all week, so take it easy this weekend." },
  { idiom: 'sleep on it', meaning: 'to wait until the next day before you decide something', example: "It's a big decision. Why don't you sleep on it and tell me tomorrow?" },
  { idiom: 'cross your fingers', meaning: 'to hope that something will happen', example: "My test results come out on Friday, so I'm crossing my fingers." , about: ['feelings'] },
  { idiom: 'over the moon', meaning: 'very happy', example: 'My parents were over the moon when I passed my driving test.' , about: ['feelings'] },
  { idiom: 'down to earth', meaning: 'practical, simple and easy to talk to', example: "She's famous, but she's really down to earth." },
  { idiom: 'go with the flow', meaning: 'to accept what happens without trying to control it', example: "We didn't plan our holiday; we just went with the flow." },
  { idiom: 'hit it off', meaning: 'to like each other at once', example: 'My cousin and my best friend hit it off the moment they met.' },
  { idiom: 'ring a bell', meaning: 'to sound familiar', example: "His name rings a bell, but I can't remember his face." },
  { idiom: 'in the same boat', meaning: 'in the same difficult situation as someone else', example: "Don't worry about the exam: we're all in the same boat." },
  { idiom: 'the tip of the iceberg', meaning: 'a small part of a much bigger problem', example: 'The broken window was just the tip of the iceberg: the whole flat needed repairs.' },
  { idiom: 'time flies', meaning: 'time seems to pass very quickly', example: "We've lived here five years already. Time flies!" , about: ['time'] },
  { idiom: 'let off steam', meaning: 'to do something that gets rid of stress or anger', example: 'After a long day at work, I go running to let off steam.' , about: ['feelings'] },
  { idiom: 'once in a while', meaning: 'sometimes, but not often', example: 'I usually cook at home, but once in a while we order pizza.' },
  { idiom: 'all ears', meaning: 'listening carefully and eager to hear', example: "Tell me about your trip, I'm all ears." },
  { idiom: 'hang out', meaning: 'to spend time with friends, relaxing', example: 'On Saturdays we usually hang out at the park.' },
  { idiom: 'no big deal', meaning: 'not important, nothing to worry about', example: "You forgot to call? It's no big deal, call me tomorrow." },
  { idiom: 'burn the midnight oil', meaning: 'to work or study late into the night', example: 'The report is due on Monday, so I was burning the midnight oil all weekend.', about: ['work', 'study'] },
  { idiom: 'bring home the bacon', meaning: 'to earn the money a family lives on', example: 'Since my dad lost his job, my mum brings home the bacon.', about: ['money', 'work', 'food'] },
  { idiom: 'save for a rainy day', meaning: 'to keep money for a time when you might need it', example: 'I put a little of my pay aside every month to save for a rainy day.', about: ['money', 'weather'] },
  { idiom: 'take a rain check', meaning: 'to say no to an invitation now but accept it for another time', example: "I can't come for dinner tonight, can I take a rain check?", about: ['weather', 'time'] },
  { idiom: 'a storm in a teacup', meaning: 'a lot of anger or worry about something small', example: 'They argued about the parking space, but it was a storm in a teacup.', about: ['weather', 'feelings'] },
  { idiom: "someone's cup of tea", meaning: 'the kind of thing someone likes, mostly said with not', example: 'Horror films are really not his cup of tea, he prefers comedies.', about: ['food'] },
  { idiom: 'full of beans', meaning: 'full of energy', example: 'The children were full of beans after the party.', about: ['food', 'feelings'] },
  { idiom: 'beat the clock', meaning: 'to finish something before the time for it runs out', example: 'We beat the clock and handed in the project ten minutes early.', about: ['time'] },
  { idiom: 'pass with flying colours', meaning: 'to pass an exam or test very well', example: 'She studied every evening and passed with flying colours.', about: ['study'] },
  { idiom: 'money talks', meaning: 'people with money have power and influence', example: 'The richest team bought the best players: money talks.', about: ['money'] },
  { idiom: 'mind the gap', meaning: 'be careful of the space between the train and the platform, the famous announcement on the London Underground', example: 'Mind the gap when you get off the train.' },
  { idiom: 'binge-watch', meaning: 'to watch many episodes of a series one after another', example: 'I binge-watched the whole season on Sunday.' , about: ['time'] },
  { idiom: 'my bad', meaning: 'sorry, that was my mistake, said informally', example: "Oh, I took your coffee? My bad!" , about: ['feelings'] },
];

/** The words that name each topic in a request ('idioms about the weather', 'idioms for money'). */
export const IDIOM_TOPIC_WORDS: Readonly<Record<IdiomTopic, RegExp>> = {
  work: /\b(?:work|working|jobs?|office|business|career|colleagues|meetings?)\b/i,
  weather: /\b(?:weather|rain|raining|sun|snow|storms?|wind)\b/i,
  money: /\b(?:money|finance|finances|saving|spending|shopping|cash)\b/i,
  food: /\b(?:food|eating|cooking|drinks?|meals?)\b/i,
  time: /\b(?:time|being late|hurry|clocks?)\b/i,
  feelings: /\b(?:feelings?|emotions?|happiness|happy|sadness|sad|love|anger|angry|fear|nerves|nervous|mood)\b/i,
  study: /\b(?:study|studying|school|university|exams?|tests?|learning|students?|education)\b/i,
};

/** The topic a request for idioms names after 'about', 'for', 'on' or 'related to', or none. */
export function idiomTopicAsked(request: string): IdiomTopic | null {
  const after = /\bidioms?\b.*?\b(?:about|for|on|related to|to do with|with|describing|to talk about)\s+(.+)$/i.exec(request)?.[1] ?? /\b(\S+(?: \S+)?) idioms?\b/i.exec(request)?.[1];
  if (!after) return null;
  return (Object.keys(IDIOM_TOPIC_WORDS) as IdiomTopic[]).find((topic) => IDIOM_TOPIC_WORDS[topic].test(after)) ?? null;
}
