/**
 * The kinds of news Sophia and the other English teachers meet as a friend would (news-told.ts): how each is said, the
 * words that meet it, the questions that follow, and the messages it must read and those it must leave (news-told.test.ts).
 */
import TRIP_PLACES from '../packs/en/words/trip-places.json';
import COUNTRIES from '../packs/en/words/countries-without-article.json';
import type { News, NewsKind } from './news-kind';

/**
 * Back from a place named ('I just came back from Portugal!', 'I got back from Kyoto last night'), from the lists of
 * places learners travel to (words/trip-places.json, words/countries-without-article.json): a trip, never an errand
 * ('I came back from work', 'from the cinema', 'from a party').
 */
const PLACES = [...new Set([...TRIP_PLACES, ...COUNTRIES.names, ...COUNTRIES.withThe.map((name: string) => name.toLowerCase())])].sort((a, b) => b.length - a.length);
const BACK_FROM_A_PLACE = String.raw`\bi(?:'ve| have)? (?:just |recently |only just )?(?:came|come|got) back from (?:${PLACES.join('|')})(?![\p{L}])`;

export const NEWS_IN_ENGLISH: Readonly<Record<NewsKind, News>> = {
  birthday: {
    said: /\b(?:it'?s|it is|today is|today'?s) my birthday\b(?!,? (?:is )?(?:tomorrow|on|next|this|in|soon|later)\b)|\bmy birthday is today\b|\bi(?:'m| am) (?:turning )?\d{1,2} today\b|\bi(?:'m| am) turning (?:\d{1,2}|[a-z]+(?:-[a-z]+)?) today\b|\bi turn(?:ed)? (?:\d{1,2}|[a-z]+(?:-[a-z]+)?) today\b/i,
    acks: ['Happy birthday!', 'Oh, happy birthday to you!'],
    questions: ['How are you going to celebrate?', 'What would be the perfect present for you?'],
    examples: ['Today is my birthday!', "It's my birthday today and I am 30.", 'I turned 40 today.', "I'm turning thirty today!"],
    // A birthday gone by is 'birthday-past'.
    counterExamples: ["It's my brother's birthday today.", 'When is your birthday?', 'I am at home today.', 'I love birthday parties.'],
  },
  'birthday-soon': {
    said: /\b(?:my birthday is|(?:it'?s|it is) my birthday) (?:tomorrow|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (?:week|weekend)|next (?:week|weekend|month)|(?:in|on) [a-z]+ \d{1,2}|soon)\b/i,
    acks: ['Your birthday is coming up, how exciting!', 'Oh, a birthday soon, lovely!'],
    questions: ['How are you going to celebrate?', 'What would be the perfect present for you?'],
    examples: ['My birthday is tomorrow.', 'My birthday is next week, I will be 25.', 'It is my birthday next week!'],
    counterExamples: ['My birthday is in winter.', "My sister's birthday is tomorrow."],
  },
  'birthday-past': {
    said: /\b(?:yesterday|last (?:week|weekend|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)) was my birthday\b|\bmy birthday was (?:yesterday|last (?:week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b|\bi turned (?:\d{1,2}|[a-z]+(?:-[a-z]+)?) (?:yesterday|last week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i,
    acks: ['Happy belated birthday!', 'Oh, happy belated birthday!'],
    questions: ['How did you celebrate?', 'Did you get any nice presents?'],
    examples: ['Yesterday was my birthday!', 'My birthday was last week.', 'I turned 40 yesterday.'],
    counterExamples: ["Yesterday was my brother's birthday.", 'When was your birthday?', 'My birthday was great.'],
  },
  passed: {
    said: /\bi (?:just |finally )?passed (?:my|the|an?) (?:[a-z0-9]+ ){0,2}(?:exam|test)\b|\bi (?:got|have got|'ve got) (?:my )?(?:driving licen[cs]e|degree|diploma|certificate)\b|\bi (?:just |finally )?graduated\b|\bi(?:'ve| have)? (?:just |finally )?(?:finished|completed) my (?:[a-z]+ )?(?:master'?s?|bachelor'?s?|phd|doctorate|degree|studies|course|training|apprenticeship)(?: degree| course)?\b/i,
    acks: ['Congratulations, well done!', "That's brilliant news, congratulations!"],
    questions: ['How did you celebrate?', 'How did you prepare for it?'],
    examples: ['I passed my driving test!', 'I finally passed the IELTS exam.', 'I graduated last month.', 'I finally finished my master degree!', "I've completed my nursing training."],
    counterExamples: ['I hope I pass my exam.', 'My brother passed his test.', 'Did you pass the exam?', 'I want to finish my degree next year.', 'I finished my homework.'],
  },
  failed: {
    said: /\bi (?:failed|didn't pass|did not pass) (?:my|the|an?) (?:[a-z0-9]+ ){0,2}(?:exam|test)\b(?! tomorrow| next)/i,
    acks: ["Oh no, I'm sorry. Lots of people need more than one try."],
    questions: ['When can you take it again?', 'What will you do differently next time?'],
    examples: ['I failed my driving test again.', "I didn't pass the IELTS exam."],
    counterExamples: ['My brother failed his test.', 'I hope I will not fail my exam.', 'Did you fail the test?'],
  },
  won: {
    // A win of the learner's own or their team's: 'We won the final!', not 'My brother won the race'.
    said: /\b(?:(?:my|our) (?:[a-z]+ )?(?:team|club)|my school|my class|we|i) (?:just |finally |have |'ve )?won (?:the |a |an |our |my |first )?(?:[a-z]+ ){0,2}?(?:match|game|final|finals|tournament|competition|championship|race|cup|league|prize|award|medal|contest|place)\b/i,
    acks: ['Congratulations, what a win!', 'Well done, that is great news!'],
    questions: ['How did it feel when you won?', 'How did you celebrate?'],
    examples: ['My team won the match on Saturday.', 'My basketball team won the final!', 'We won the final yesterday!', 'I won a prize at school.', 'Our team won the football tournament.'],
    counterExamples: ['My brother won the race.', 'Did your team win?', 'We lost the match.'],
  },
  'lost-something': {
    // Things said with 'it': 'keys' and 'glasses' would be asked about as 'them'.
    // Or left behind somewhere away from home ('I forgot my phone in the taxi', 'I left my bag on the train').
    said: /\bi (?:lost|have lost|'ve lost|can't find|cannot find|can not find) my (?:phone|mobile|wallet|purse|bag|backpack|passport|ring|watch|laptop|umbrella|jacket|coat|card|ticket)\b|\bi (?:forgot|left|have left|'ve left) my (?:phone|mobile|wallet|purse|bag|backpack|passport|laptop|umbrella|jacket|coat) (?:in|on|at) (?:a|the) (?:taxi|cab|bus|train|plane|tram|metro|underground|restaurant|cinema|bar|caf[eé]|shop|gym|park|airport|station|hotel)\b/i,
    acks: ["Oh no, that's so annoying!"],
    questions: ['Did you find it in the end?', 'What are you going to do?'],
    examples: ['I lost my phone yesterday.', "I can't find my wallet anywhere.", 'Yesterday I forgot my phone in the taxi, it was terrible.', 'I left my bag on the train this morning.'],
    counterExamples: ['My son lost his phone.', 'I never lose my keys.', 'Did you lose your phone?', 'I left my phone at home today.', 'I forgot my umbrella at home.'],
  },
  // Something of theirs broke ('My car broke down'): bad luck, and whether it can be mended; not 'I'm glad to hear that'.
  'something-broke': {
    said: /\b(?:my|our) (?:old |new )?(?<thing>internet|wifi|wi-fi|car|phone|mobile|laptop|computer|bike|washing machine|fridge|boiler|heating|tv|television|oven|dishwasher|printer|watch) (?:just |has |had |have )?(?:broke(?: down)?|broken down|stopped working|died|is broken|was broken|got broken|(?:is|has been) (?:very |so |really |too )?slow|(?:is|was) not working|isn't working|wasn't working|(?:has|have) not been working|hasn't been working|doesn't work|does not work|won't start)\b|\bi (?:just )?(?:broke|dropped and broke|smashed) my (?:new )?(?<thing2>car|phone|mobile|laptop|computer|bike|washing machine|fridge|boiler|heating|tv|television|oven|dishwasher|printer|watch)\b/i,
    acks: ['Oh no, what bad luck!', "Oh no, that's so annoying!"],
    questions: ['Can your {thing} be fixed?', 'How are you managing without your {thing}?'],
    examples: ['My car broke down on the motorway.', 'My laptop stopped working yesterday.', "My phone is broken and I can't call anyone.", "Our washing machine doesn't work.", 'I broke my phone this morning.', 'My internet is not working since Tuesday.', 'My laptop is so slow that I cannot work.'],
    counterExamples: ['My brother broke his leg.', 'My car is very old.', 'Is your phone broken?', 'I broke my arm.', 'My son broke his phone.'],
  },
  'exams-over': {
    said: /\bi(?:'ve| have)? (?:just |finally )?(?:finished|completed) (?:all )?(?:my|the) (?:final |last )?(?:exams|finals|exam|tests)\b|\bmy (?:exams|finals) (?:are|were) (?:over|finished|done)\b|\bi(?:'m| am) (?:finally )?(?:done|finished) with (?:my |the )?(?:exams|finals)\b/i,
    acks: ['Well done, that must feel like a weight off your shoulders!', 'Finished, congratulations! You must be relieved.'],
    questions: ['How do you think they went?', 'How are you going to celebrate?'],
    examples: ['Today I am very happy because I finished my exams.', "I've just finished my final exams!", "I'm done with my finals.", 'My exams are over!'],
    counterExamples: ['I have to finish my exams first.', 'My brother finished his exams.', 'When do your exams finish?', 'I finished my homework.'],
  },
  'thesis-done': {
    said: /\bi(?:'ve| have)? (?:just |finally )?(?:finished|completed|submitted|handed in) (?:my|the) (?:thesis|dissertation|master'?s thesis|final project|phd)\b/i,
    acks: ['Congratulations, that is a big achievement!', 'Well done, you must be so relieved!'],
    questions: ['How are you going to celebrate?', 'What will you do next?'],
    examples: ['I finally finished my thesis!', 'I submitted my dissertation yesterday.'],
    counterExamples: ['My sister finished her thesis.', 'I have to finish my thesis.', 'Did you finish your thesis?'],
  },
  // Before 'new-job': 'Tomorrow is my first day at my new job' is a start to come, not news to celebrate.
  'new-job-soon': {
    said: /\bi(?:'m| am|'ll| will)? (?:start|starting|going to start) (?:a|my) new job\b|\b(?:tomorrow|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)) (?:is|will be) my first day (?:at|in) (?:my|the|a) new (?:job|company|office)\b/i,
    acks: ['Good luck with the new job!', 'A new job, how exciting!'],
    questions: ['What will you be doing there?', 'How are you feeling about your first day?'],
    examples: ['Tomorrow I start a new job in a bank.', "I'm starting a new job next week.", "I'll start my new job on Monday.", 'Tomorrow is my first day at my new job.'],
    counterExamples: ['My husband starts a new job on Monday.', 'I want to start a new job.', 'Do you start a new job soon?', 'My sister is starting a new job.'],
  },
  'new-job': {
    said: /\bi (?:just )?(?:got|have got|'ve got) (?:a |the |my )?(?:promotion|new job|job offer|job)\b(?! (?:as|at|in|interview)\b)|\bi(?: was| got| have been|'ve been| just got) promoted\b|\bi got the job\b|\b(?:they|the company|the bank|the hospital|the school) (?:just |finally )?offered me (?:a|the) (?:new )?(?:job|position|role|place|contract)\b|\bi(?: was|'ve been| have been| just got| got) offered (?:a|the) (?:new )?(?:job|position|role|contract)\b|\bi (?:passed|got through) (?:the|my) (?:job )?interview\b/i,
    acks: ["Congratulations, that's great news!", 'Well done, you must be so pleased!'],
    questions: ['What will change for you in the new role?', 'How are you going to celebrate?'],
    // A job already started ('I started a new job on Monday', 'Yesterday was my first day in my new job') is job-started.ts's.
    examples: ['I got a promotion yesterday!', 'I got the job!', 'I was promoted last week.', 'I passed the interview and I start next month!', "I've been promoted to manager!", 'They offered me the position this morning!', 'I was offered the role yesterday!'],
    counterExamples: ['I got a job interview tomorrow.', 'My sister has been promoted.', 'They offered me a coffee.', 'They never offered me a job.', 'My wife got a new job.', 'I need a new job.', "It was my sister's first day in her new job.", 'I started a new job on Monday.', 'Yesterday was my first day in my new job and everybody was very kind.'],
  },
  // A place won ('I got a scholarship', 'I was accepted to university'): congratulations, and what comes next.
  accepted: {
    said: /\bi (?:just |finally )?(?:got|won|received|have got|'ve got|was given) (?:a|the|my) (?:full |small |big )?scholarship\b|\bi (?:just |finally )?(?:got|was|have been|'ve been) (?:accepted|admitted) (?:to|into|at|by|for)\b|\bi (?:just |finally )?got into (?:the |a |my )?(?:\p{L}+ )?(?:university|college|uni|school|programme|program|course)\b/iu,
    acks: ['Congratulations, that is wonderful news!', 'Well done, you must be so proud!'],
    questions: ['What are you going to study?', 'When do you start?'],
    examples: ['I got a scholarship to study in Japan!', 'I was accepted to a university in Toronto.', 'I finally got into medical school.'],
    counterExamples: ['My brother got a scholarship.', 'I hope I get a scholarship.', 'Did you get into university?', 'I got into trouble at school.'],
  },
  // Back from a trip ('I just came back from my holiday in Turkey'): welcome back, and the best of it.
  'back-from-trip': {
    said: new RegExp(String.raw`\bi(?:'ve| have)? (?:just |recently |only just )?(?:came|come|got|get) back from (?:my |a |our |the |a short |a long )?(?:\p{L}+ )?(?:holiday|holidays|trip|vacation|honeymoon|journey|travels)\b|\bi(?:'m| am| just got) (?:just )?back from (?:my |a |our |the )?(?:\p{L}+ )?(?:holiday|holidays|trip|vacation|honeymoon)\b|${BACK_FROM_A_PLACE}`, 'iu'),
    acks: ['Welcome back!', 'Oh, welcome back!'],
    questions: ['What was the best part of the trip?', 'What did you like most there?'],
    examples: ['I just came back from my holiday in Turkey.', "I'm back from a business trip to Seoul.", 'I got back from our honeymoon on Sunday.', 'I just came back from Mexico! It was amazing.', 'I got back from Kyoto last night.', 'I just came back from New York City!', 'I came back from Brazil two weeks ago.'],
    counterExamples: ['I came back from work at six.', 'I just came back from the supermarket.', 'I came back from school and did my homework.', 'I came back from the cinema and went to bed.', 'I came back from a party last night.', 'I came back from football practice.', 'My parents came back from their trip.', 'When did you come back from your holiday?', 'I want to go back to Italy.'],
  },
  'wedding-or-baby': {
    // 'I am married' is how things are, not news (married-told.ts); 'I just got married', 'I'm newly married' are news.
    said: /\bwe(?:'ve| have)?(?: just)? (?:have|had|got) a (?:new |little )?baby(?: (?:boy|girl))?(?! (?:food|clothes|shower|sitter)\b)\b|\ba new baby in (?:our|my|the) family\b|\bi(?:'m| am) (?:just |recently |finally )?engaged\b|\bi(?:'ve| have)? (?:just |recently |finally )?got (?:engaged|married)\b|\bi(?:'m| am) (?:just|recently|newly) married\b|\bi(?:'m| am) getting married\b|\b(?:we|my (?:girlfriend|boyfriend|partner|fiancée?) and i)(?:'re| are) (?:getting married|having a (?:baby|boy|girl)|having twins|expecting a (?:baby|boy|girl))\b|\bmy (?:wife|partner|girlfriend) is pregnant\b|\bmy (?:girlfriend|boyfriend|partner) and i (?:just |finally )?got engaged\b|\bi(?:'m| am) (?:pregnant|going to be a (?:mum|mom|dad|father|mother))\b|\bwe (?:just )?had a baby\b(?! (?:food|clothes|shower|sitter)\b)/i,
    acks: ['Congratulations, what wonderful news!', 'Oh, congratulations, that is lovely news!'],
    questions: ['How are you feeling about it all?', 'How did your family take the news?'],
    examples: ['We have a new baby in our family.', 'We just had a baby girl!', 'I got engaged last weekend!', 'My boyfriend and I are getting married next spring.', 'My wife is pregnant with our second child.', 'We are having a girl in April!', 'My partner and I got engaged!', "We're having a baby in May.", 'I am getting married in June.', 'I just got married!', "I'm newly married."],
    counterExamples: ['We had a baby shower for my sister.', 'My sister got married last year.', 'My sister and her boyfriend are getting married.', 'I am not married.', 'Are you married?', 'I am married.', "I'm married with two kids."],
  },
  'missing-home': {
    said: /\bi (?:really |so |very |still |do |often |always )*miss (?:my|our) (?:family|parents|mum|mom|dad|mother|father|kids|children|son|daughter|husband|wife|boyfriend|girlfriend|partner|friends|country|home|city|grandparents|brothers?|sisters?)\b(?!['’]s\b)|\bi (?:really |so |very )?miss (?:my (?:mother|mum|mom|grandmother|grandma|father|dad)['’]s (?:cooking|food)|the food (?:of|from|in) (?:my country|home))\b|\bi(?:'m| am| feel) (?:really |so |very |a bit |a little )?homesick\b/i,
    acks: ["That's hard, being far from the people you love.", "I'm sorry, missing home is one of the hardest parts of living abroad."],
    questions: ['How often do you talk to them?', 'When will you see them next?'],
    examples: ['I miss my family a lot.', 'I am a bit homesick.', 'I miss my friends and my country.', "I miss my mother's cooking.", 'I moved to Canada two years ago and I still miss my family.', 'I often miss my parents.'],
    counterExamples: ['I missed the bus this morning.', 'My mother misses me.', 'I never miss my English class.', "I miss my mother's car."],
  },
  // A friend far away ('My best friend lives in another city and I miss her a lot'): when they meet, how they keep in touch.
  'missing-friend': {
    said: /\bi (?:really |so |very )?miss (?:my )?(?:best |old |closest |good )?friend\b|\bmy (?:best |old |closest |good )?friend (?:moved|has moved|went to live|is moving) (?:to (?:another|a different) (?:country|city|town)|away|abroad)\b|(?<=\bfriend\b[\s\S]*)\bi (?:really |so |very )?miss (?:him|her|them)\b/i,
    acks: ["It's hard when a good friend is far away.", 'Good friends are worth missing.'],
    questions: ['When will you see each other next?', 'How do you keep in touch?'],
    examples: ['I miss my best friend.', 'My best friend moved abroad last year.', 'My best friend lives in another city and I miss her a lot.', 'I really miss my old friend from school.'],
    counterExamples: ['My friend missed the train.', 'I miss my old phone.', 'I missed him at the party.', 'Do you miss your friend?'],
  },
  lonely: {
    // Or said as friends missing ('I don't have many friends in this city').
    said: /\bi(?:'m| am| feel| often feel| sometimes feel| get)(?: (?:really|so|very|quite|a bit|a little|often|sometimes))* (?:lonely|alone|isolated)\b(?! (?:in|at) (?:the|my) (?:photo|picture)\b)|\bi (?:don't|do not|still don't|still do not) (?:have|know) (?:many|any|a lot of) (?:friends|people)(?: (?:here|yet|in (?:this|the|my new) (?:city|town|country|area)))*\s*[.!]*$/i,
    acks: ["I'm sorry, feeling lonely is hard, and very common after a move.", "That's hard. Loneliness usually eases as your week fills with people you see again and again."],
    questions: ['Is there something you loved doing at home that you could do here too, like a sport or a class?', 'Who do you talk to most in a normal week?'],
    examples: ["It's okay but German is very difficult and I feel lonely sometimes.", 'I am a bit lonely here.', 'I often feel alone in this city.', "I don't have many friends in this city.", "I don't know any people here yet."],
    counterExamples: ['My mother feels lonely.', 'I like being alone sometimes.', 'I live alone.', "My son doesn't have many friends.", "I don't have many friends who like football, so I play online."],
  },
  'long-hours': {
    said: /\bmy (?:shifts?|working days?|work days?|days at work) (?:are|is) (?:very |so |really |too |quite )?long\b|\bi (?:often |usually |sometimes )?work (?:\d{1,2}|ten|eleven|twelve|fourteen|long|crazy) hours\b|\bi work (?:too much|all the time|seven days a week|every weekend)\b|\bi(?:'ve| have)? worked (?:a lot|so much|too much|very hard|so hard|(?:\d{1,2}|ten|eleven|twelve) hours a day) (?:this|all) week\b|\b(?:this|all|last) week,? i(?:'ve| have)? worked (?:a lot|so much|too much|very hard|so hard|(?:\d{1,2}|ten|eleven|twelve) hours a day)\b/i,
    acks: ['That sounds exhausting.', 'Long days like that take a lot out of you.'],
    questions: ['How do you relax after a long day at work?', 'Do you get enough time to rest between your shifts?'],
    examples: ['My shifts are very long, sometimes 12 hours.', 'I work 12 hours a day.', 'I work too much.', 'I worked a lot this week.', 'This week I worked so hard.', 'All week, I have worked ten hours a day.', 'Last week I worked too much.'],
    counterExamples: ['My shift starts at nine.', 'My brother works long hours.', 'I worked late yesterday, but it was fine?', 'This week my brother worked a lot.'],
  },
  // Much to do ('I have a lot of work this week'): a busy time, and what fills it; not 'Why is work important to you?'.
  'busy-week': {
    said: /\bi(?: have|'ve got| have got| got) (?:so much|a lot of|lots of|too much|tons of|loads of|so many) (?:(?<thing>work|homework|homeworks)|things to do|deadlines|exams)(?! (?:experience|friends)\b)|\bi(?:'m| am| have been|'ve been) (?:very |so |really |super |quite |too |a bit |extremely )?busy (?:at|with) (?:work|school|university|my (?:job|studies|exams))\b|\bi(?:'m| am| have been|'ve been) (?:very |so |really |super |quite |too |extremely )?busy (?:this|these|today|lately|at the moment|right now)\b/i,
    acks: ['That sounds like a busy time.', 'Oh, lots on your plate!'],
    questions: ['How are you getting through all that {thing}?', 'What is keeping you busiest?', 'Will you get some time to rest at the weekend?'],
    examples: ['I have a lot of work this week.', "I'm fine but I've got so much homework.", 'I am very busy at work.', "I've been so busy lately."],
    counterExamples: ['My husband has a lot of work.', 'I have a lot of work experience.', 'Do you have a lot of work?', 'The shop is very busy today.'],
  },
  // A first day of something ('Today is my first day of Spanish classes'); a new job's first day is 'new-job' or 'new-job-soon'.
  'first-day': {
    said: /\b(?:today is|it's|it is|tomorrow is) my first day (?:of|at|in) (?!(?:my|the|a) new (?:job|company|office)\b)|\bi have my (?:very )?first \p{L}+ (?:class|lesson)\b|\bmy first (?:\p{L}+ )?(?:class|lesson) is (?:today|tomorrow|on)\b/iu,
    acks: ['A first day, how exciting!', 'Oh, a first time, how exciting!'],
    questions: ['How are you feeling about it?', 'What are you most looking forward to?'],
    examples: ['Today is my first day of English classes.', "It's my first day at university!", 'Today is my first day in London.', 'Tomorrow I have my first dance class.'],
    counterExamples: ["It's my brother's first day at school.", "It was my first day of school.", 'Is it your first day here?', "Tomorrow is my son's first day of school."],
  },
  // No time ('I don't have time for sport'): what fills their days, and what they would do with an hour more.
  'no-time': {
    // As learners say it too: 'I don't have many time to study'.
    said: /\bi (?:don't|do not|never) have (?:enough |much |many |any |a lot of |so much )?(?:free )?time (?:for|to)\b|\bi have no (?:free )?time (?:for|to)\b/i,
    acks: ['Life gets so busy sometimes.', 'Time is hard to find, I know.'],
    questions: ['What takes up most of your time these days?', 'If you had one more free hour a week, what would you do with it?'],
    examples: ["I don't have time for sport.", 'I never have enough time to read.', 'I have no free time for my hobbies.', "I don't have many time to study because I work full time."],
    counterExamples: ["My husband doesn't have time for sport.", 'Do you have time for a coffee?', 'I have time to read now.'],
  },
  // A first big thing of their own bought ('I just bought my first car!'): congratulations, not 'tell me more about your first car'.
  'big-buy': {
    said: /\b(?:i|we) (?:just |finally |have just |'ve just )?(?:bought|got|have bought|'ve bought) (?:my|our) (?:first |own |first own )(?:car|house|flat|apartment|home|motorbike)\b|\b(?:i|we) (?:just |finally )?bought (?:a|our|my) (?:new )?(?:house|flat|apartment|home)\b|\b(?:i|we) (?:just |finally )?(?:bought|got) (?:a|an) (?:new |second-hand |used |electric )?(?:car|motorbike|scooter)\b(?! (?:magazine|seat|charger|wash|key|keys|toy|park)s?\b)/i,
    acks: ['Congratulations, how exciting!', 'Oh, congratulations, that is a big step!'],
    questions: ['What made you choose it?', 'How does it feel?'],
    examples: ['I just bought my first car!', 'We finally bought our own flat.', 'We bought a house in the countryside.', 'I bought a new car last week.'],
    counterExamples: ['My brother bought his first car.', 'I want to buy my own flat.', 'Did you buy a house?', 'I bought a new phone.', 'I bought a car magazine.'],
  },
  'waiting-results': {
    said: /\bi(?:'m| am) (?:still |now |just )?waiting for (?:the |my )?(?:exam |test |ielts |final )?(?:results?|marks|grades?)\b/i,
    acks: ['Fingers crossed for you!', 'Waiting is the hardest part!'],
    questions: ['When will you get them?', 'How do you think it went?'],
    examples: ["I'm waiting for the results of my exam.", 'I am still waiting for my IELTS results.'],
    counterExamples: ['My son is waiting for his results.', 'Are you waiting for the results?', 'I got my results yesterday.'],
  },
  'race-finished': {
    said: /\bi(?:'ve| have)? (?:just |finally )?(?:ran|run|finished|completed|did|done) (?:my |a |the |our )?(?:first |second |third |\d+(?:st|nd|rd|th) )?(?:marathon|half[- ]marathon|race|triathlon|10k|5k|10 ?km|5 ?km)\b/i,
    acks: ['Congratulations, what an achievement!', 'Well done, that is amazing!'],
    questions: ['How did it feel to finish?', 'How long did you train for it?'],
    examples: ['I ran my first marathon on Sunday!', 'I finished a half marathon last weekend.', 'I did a 10k race this morning.', "I've just finished my first marathon!"],
    counterExamples: ['My wife ran a marathon.', 'I want to run a marathon.', 'Did you finish the race?'],
  },
  'working-weekend': {
    said: /\bi (?:have to|must|need to|'ve got to|have got to) work (?:this|on|at the|all) (?:weekend|saturday|sunday)\b|\bi(?:'m| am) working (?:this|on|at the|all) (?:weekend|saturday|sunday)\b/i,
    acks: ['Oh no, working at the weekend!', 'Work at the weekend, that is hard.'],
    questions: ['Will you get another day off instead?', 'What will you do after work?'],
    examples: ['I have to work this Saturday.', "I'm working all weekend."],
    counterExamples: ['My husband has to work this weekend.', 'Do you have to work on Sunday?', 'I never work at the weekend.'],
  },
  // A quarrel the learner had ('I had an argument with my boyfriend'): what it was about, and whether they have talked since.
  quarrel: {
    said: /\bI (?:had (?:a|an) (?:big |huge |small |little |stupid |bad )?(?:argument|fight|row|quarrel)|argued|fought) with (?:my|a|an|our) \p{L}+(?![^.!?]*\b(?:about (?:politics|the (?:economy|news|book|film|topic))|in (?:class|the debate))\b)/iu,
    acks: ['Oh no, arguments are horrible.', 'That sounds upsetting.'],
    questions: ['What was it about?', 'Have you talked since then?', 'Would you like to make up?'],
    examples: ['I had an argument with my boyfriend.', 'Yesterday I argued with my boss about money.', 'I had a big fight with my sister.'],
    counterExamples: ['My parents had an argument.', 'Did you argue with your brother?', 'I never argue with my wife.'],
  },
  // A job lost ('I was made redundant'); 'I lost my job' alone is answered before news (out-of-work).
  'lost-job': {
    said: /\bi (?:lost|have lost|'ve lost) my job\b|\bi (?:was|got|have been|'ve been) (?:fired|laid off|made redundant|let go)\b/i,
    acks: ["I'm so sorry, that's a hard time."],
    questions: ['What did you do in your last job?', 'What kind of job are you looking for now?'],
    examples: ['I was made redundant last month.', 'I got fired yesterday.'],
    counterExamples: ['My husband lost his job.', 'Were you fired?', 'I lost my keys.'],
  },
  // A break-up told ('My girlfriend left me', 'We broke up'): sorrow and care, never 'It is nice to hear about your girlfriend'.
  'break-up': {
    said: /\bmy (?:girlfriend|boyfriend|partner|wife|husband|fiancée?) (?:just |has |recently )?(?:left me(?! (?:a|an|the|some|his|her|my|our|money|alone)\b)|broke up with me|dumped me|ended it)\b|\bwe (?:just |recently |finally )?(?:have |'ve )?(?:broke up|broken up|split up|separated|got divorced)\b(?! (?:the|a|an|it|them|into|in)\b)|\bi (?:just |recently )?(?:broke up|split up) with (?:my )?\p{L}+|\bi(?:'m| am) (?:getting )?divorced\b/iu,
    acks: ["I'm so sorry. A break-up is really hard.", "Oh no, I'm sorry. That hurts."],
    questions: ['How are you feeling now?', 'Do you have friends or family near you this week?'],
    examples: ['My girlfriend left me last week.', 'We broke up yesterday.', 'I just split up with my boyfriend.', "I'm getting divorced."],
    counterExamples: ['My sister broke up with her boyfriend.', 'Did you break up?', 'The meeting broke up early.', 'My husband left me a note.', 'We split up the bill.'],
  },
  // A move to come ('We are moving to a new house next month'); a move made is moved-home.ts.
  'moving-soon': {
    said: /\b(?:i|we)(?:'re|'m| am| are) (?:moving|going to move) (?:to|into|house|abroad|out|flat)\b/i,
    acks: ['A move, how exciting!', 'Oh, a big change!'],
    questions: ['What are you most looking forward to about the new place?', 'How is the packing going?'],
    examples: ['We are moving to a new house next month.', "I'm moving to Canada in the summer.", 'We are going to move into a bigger flat.'],
    counterExamples: ['My sister is moving to Paris.', 'Are you moving house?', 'We moved last year.'],
  },
  'home-found': {
    said: /\b(?:i|we) (?:finally |just |have |'ve )?(?:found|got) (?:a|an|my|our) (?:new |nice |little )?(?:flat|apartment|house|place to live|room)\b(?! (?:for|to) (?:my|his|her) )/i,
    acks: ['That is great news, finding a home is hard!', 'Oh, well done, that is not easy!'],
    questions: ['What is it like?', 'When do you move in?'],
    examples: ['I finally found an apartment.', 'We found a nice flat near the park.'],
    counterExamples: ['My brother found an apartment.', 'Did you find a flat?', "I can't find a flat."],
  },
  // Something done for the first time ('I cooked lasagna for the first time'): how it went, and whether again.
  'first-time': {
    said: /\b(?:i|we) (?:\p{L}+ ){1,5}for the (?:very )?first time\b(?![^.!?]*\b(?:it|that) was\b)/iu,
    acks: ['A first time, how nice!', 'Oh, a first time!'],
    questions: ['How did it go?', 'Will you do it again?'],
    examples: ['I cooked lasagna for the first time.', 'Yesterday we went skiing for the very first time.'],
    counterExamples: ['My son rode a bike for the first time.', 'I cooked lasagna for the first time and it was delicious.', 'Did you fly for the first time?'],
  },
  'day-off': {
    said: /\b(?:tomorrow|today|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)) (?:i have|i've got|i have got|is my) (?:a |the )?day off\b|\bi(?:'ve| have)? (?:got )?(?:a |the )?day off (?:tomorrow|today|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b|\bi(?:'m| am) off (?:work )?(?:tomorrow|today)\b/i,
    acks: ['A day off, lovely!', 'Oh, a day off, you deserve it.'],
    questions: ['What will you do with your day off?', 'Any plans for your day off, or just rest?', 'How often do you get a day off?'],
    examples: ['Tomorrow I have a day off.', 'I have a day off on Friday.', "I'm off work tomorrow."],
    counterExamples: ['My husband has a day off tomorrow.', 'What do you do on your day off?'],
  },
  'not-understood': {
    said: /\b(?:people|they|nobody|no one|natives?|native speakers|others|my (?:colleagues|boss|clients|customers|friends)) (?:don'?t|do not|can'?t|cannot|doesn'?t|never|didn'?t) (?:always |really |often )?understands? me\b|\b(?:nobody|no one|no-one) (?:really )?understands? me\b/i,
    acks: ["That's frustrating, and it happens to many learners: usually it's a few sounds or the stress of some words, and those can be practised."],
    questions: ['Which words do people most often not catch?', 'Is it harder on the phone than face to face?'],
    examples: ["People don't understand me on the phone.", 'My colleagues never understand me.', 'I feel like nobody understand me when I speak english'],
    counterExamples: ["I don't understand people on the phone.", 'My teacher understands me.'],
  },
  'target-score': {
    // An exam score the learner needs or aims for ('I need band 7 for university'): a goal to work towards. With the
    // exam's date told too ('I will take IELTS in two months and I need band 7'), the exam is the fact taken up.
    said: /^(?!.*\b(?:in (?:a|one|two|three|four|five|six|\d+|a few|a couple of) (?:days?|weeks?|months?)|next (?:week|month|year)|tomorrow|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b)(?=.*\b(?:band|ielts|toefl|toeic|university|visa|master'?s|speaking|overall|points)\b|.*\b\d\.5\b)(?:.*\b)?(?:i(?: (?:(?:need|want)(?: to (?:get|achieve|reach|score))?|(?:would like|have|hope) to (?:get|achieve|reach|score)|must (?:get|achieve|reach|score)|am (?:aiming|hoping) for)|'d like to (?:get|achieve|reach)|'m (?:aiming|hoping) for)|my (?:target|goal)(?: band| score)? is)\s+(?:(?:a|an) )?(?:band |overall |an overall )?\d{1,3}(?:\.5)?(?!\d)/i,
    acks: ['A clear target, and a reachable one.', 'Good, a clear target makes practice easier to plan.'],
    questions: ['Which part of the speaking test feels hardest for you right now?', 'When is your test?'],
    examples: ['I need band 7 for university in the UK.', 'I need 6.5 in IELTS for my visa.', 'My target is band 7.', "I'm aiming for 100 points in the TOEFL.", 'Hello, I want to get band 7.', 'I would like to achieve band 6.5 in speaking.'],
    counterExamples: ['I need 2 eggs for the cake.', 'I got band 6 last time.', 'What band do I need?', 'I will take IELTS in two months and I need band 7.'],
  },
  'interview-coming': {
    // No day told: a day told is an exam or interview fact (told-fact-phrasings.ts), asked about with its date.
    said: /^(?![\s\S]*\b(?:tomorrow|tonight|today|next week|this (?:week|morning|afternoon|evening))\b)[\s\S]*?\bi (?:have|'ve got|have got|got) (?:an? |my )?(?:job )?interview\b(?!.*\b(?:on|next|this|tomorrow|tonight|today|in (?:a|two|three|four|a few|\d+) (?:days?|weeks?|months?))\b)/i,
    acks: ['Good luck, an interview is a big step!', 'An interview, how exciting!'],
    questions: ['When is it?', 'How are you preparing for it?'],
    examples: ['I have an interview for a nurse job in a hospital.', 'I got an interview at Google!'],
    counterExamples: ['I have an interview on Friday.', 'My brother has an interview.', 'I had an interview last week.', "I'm nervous because tomorrow I have an interview."],
  },
  'finds-it-hard': {
    said: /\b(?:english|spanish|it|learning (?:english|spanish)) is (?:very |so |really |too |quite |a bit |a little )?(?:difficult|hard)(?: for me)?\b(?<=\b(?:english|spanish)\b.*)/i,
    acks: ["It is hard, and you're already doing it: a little practice every day really adds up.", "Every learner feels that, and you're further along than you think."],
    questions: ['What do you find hardest about it?', 'Which part is hardest for you: speaking, listening, grammar or words?'],
    examples: ['English is very difficult for me.', 'I want to learn Spanish but it is very difficult.', 'Learning English is hard.'],
    counterExamples: ['The exam is very difficult.', 'My job is hard.', 'Is English difficult?'],
  },
};
