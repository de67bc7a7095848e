/**
 * Know-how for work and study that learners asked and the teachers used to dodge: the interview (how to start
 * 'tell me about yourself', when to raise pay, holidays and the next steps, a job lost when a factory closed), the
 * meeting and the presentation (ending one, moving on, interruptions, small talk at a conference), a cover letter's
 * last paragraph, a message to a manager that is too casual, the English R, learning as an adult, and three of the
 * examiner's (an accent and the band, "that's a good question", less common words). Data as in teacher-know-how.ts.
 */
import type { KnowHowTopic } from './know-how-topic';
import { ENDING_LINES_REQUEST } from '../presentation-lines';
import { LINES_INVITATION } from '../../text-to-check';

/** A manager, a client or someone senior, to whom a message is written. */
const SENIOR_READER = String.raw`(?:my|a|the|our|your|his|her) (?:new )?(?:manager|boss|supervisor|director|line manager|team lead(?:er)?|head of \w+|ceo|client|customer)s?`;

export const WORK_AND_STUDY_KNOW_HOW: readonly KnowHowTopic[] = [
  {
    // How to begin the answer; 'How do I answer "tell me about yourself"?' is the interview tips' (answer-interview.ts), with the same formula.
    id: 'tell-me-about-yourself-start',
    asked: /\b(?:start|begin|open|structure|organi[sz]e|formula|template|first (?:sentence|words|thing)|say first)\b[^?]*\btell me about yourself\b|\btell me about yourself["'’”]? (?:question|answer)\b[^?]*\b(?:start|begin|structure|formula)\b/i,
    answer: "Use present, past, future. Start with the present: what you do now, in one sentence. Then the past: one or two things you did that led you here, with a result if you can. Then the future: why this role is the right next step for you. Leave out your childhood and your whole CV, and keep it to about a minute.",
    model: "I'm a logistics coordinator at a food company, where I plan deliveries for two hundred shops. Before that I spent three years in the warehouse, and I was promoted after I cut our delivery errors by a third. Now I'd like to lead a bigger team, and that's why this role caught my eye.",
    followUp: 'Your turn: give me the present part, one sentence on what you do now.',
    examples: ["How do I start 'tell me about yourself'?", 'how i can start tell me about yourself?', 'What is a good formula for tell me about yourself?', 'What should I say first in tell me about yourself?'],
    counterExamples: ["My interview started with 'tell me about yourself'.", 'Tell me about yourself. When did you start teaching?', 'I start my answer to tell me about yourself with my name.'],
  },
  {
    // Whether and when to raise pay at all; how to answer the salary question is the interview tips'.
    id: 'salary-when-to-ask',
    asked: /^(?=[\s\S]*\b(?:interviews?|jobs?|employers?|recruiters?|hr|offer|hiring|company)\b)[\s\S]*\b(?:rude|impolite|ok(?:ay)?|fine|acceptable|bad|wrong|polite|a (?:good idea|problem|mistake)|too early|unprofessional)\b[^?]*\b(?:ask|asking|talk|talking|bring up|mention|mentioning|discuss|raise)\b[^?]*\b(?:salary|pay|money|wages?)\b|\bwhen (?:can|should|do|could|is it ok(?:ay)? to|to) (?:i )?(?:ask|talk|bring up|mention|discuss|raise)(?: about)? (?:the |my )?(?:salary|pay|money|wages?)\b/i,
    answer: "It isn't rude to ask, but timing matters. In a first interview, let them bring it up if you can; if they don't, ask once you know they're interested, usually at a second interview or when they offer you the job. By then it's a normal question: could you tell me the salary range for this role? With a recruiter on a first phone call, it's fine to ask early. Either way, look up what the role usually pays beforehand, so you have a range ready if they ask you first.",
    followUp: "Try it now: I've just offered you the job. Ask me about the salary in one polite sentence.",
    examples: ['Is it rude to ask about salary in the interview?', 'When can I ask about money?', 'is it ok to ask about the salary in first interview?', 'When should I ask about the pay?'],
    counterExamples: ['I asked about the salary and they offered me more.', 'My salary is too low.', 'Is it rude to ask a friend about money?'],
  },
  {
    id: 'holidays-in-interview',
    asked: /\b(?:ask|asking|mention|talk about|bring up)\b[^?]*\b(?:holidays?|vacations?|vacation days|annual leave|days off|time off|paid leave|pto)\b[^?]*\binterview|\binterview\b[^?]*\b(?:ask|asking|mention|talk about|bring up)\b[^?]*\b(?:holidays?|vacations?|vacation days|annual leave|days off|time off|paid leave|pto)\b|\bwhen (?:can|should|do|could) i (?:ask|bring up|mention|talk)(?: about)? (?:the )?(?:holidays?|vacations?|vacation days|annual leave|days off|time off|paid leave|pto)\b/i,
    answer: "Yes, but not first, and not in a first interview if you can help it. Holidays are part of the package, so ask once they clearly want you, usually at a second interview or with the offer, and ask about the whole package rather than the time off alone: could you tell me a little about the benefits, such as the holiday allowance and flexible working? Asked early and on its own, it can sound as if the time off matters more to you than the job.",
    followUp: "Try it: I've just told you we'd like to offer you the job. Ask me about the holidays in one polite sentence.",
    examples: ['Can I ask about holidays in an interview?', 'is it ok to ask how many vacation days in job interview?', 'When should I ask about annual leave?'],
    counterExamples: ['I have an interview after my holidays.', 'Can I ask my boss for time off?', 'We talked about our holidays before the interview.'],
  },
  {
    id: 'interview-next-steps',
    asked: /^(?![\s\S]*\b(?:meeting|project)\b)[\s\S]*(?:\b(?:ask|asking|find out)\b[^?]*\bnext steps?\b|\bnext steps?\b[^?]*\binterview\b|\b(?:ask|find out)\b[^?]*\bwhen (?:i(?:'ll| will)? (?:hear|get an answer)|they(?:'ll| will)? (?:decide|make (?:a|their) decision|contact me|call me|get back to me|let me know)))/i,
    answer: "Ask it as your last question, once they've asked if you have any: what are the next steps in the process? If they don't give a date, add: and when can I expect to hear from you? Both are normal and polite, and the answer tells you when it's fine to follow up. Then thank them and show you're keen: thank you for your time, I really enjoyed hearing about the team. If the date passes with no news, a short, friendly email is fine.",
    followUp: "Try it now: I've just said, so, do you have any questions for us? Ask me about the next steps.",
    examples: ['How do I ask about the next steps at the end of an interview?', 'what can i say to ask about next step after interview?', 'How can I ask when they will make a decision?'],
    counterExamples: ['The next steps are on the website.', 'How do I ask about the next steps at the end of a meeting?', 'They said they will let me know next week.'],
  },
  {
    // A job lost through no fault of one's own ('The factory closed.'): made redundant or laid off, not fired.
    id: 'laid-off-not-fired',
    asked: /^(?=[\s\S]*\b(?:explain|say|tell|talk about|interviews?|sound|sounding|describe|word|phrase|mean|difference|cv|résumé|resume|answer|mention|call it|same as|write)\b)[\s\S]*\b(?:fired|sacked|dismissed|laid off|made redundant|redundan(?:t|cy)|let go|lost (?:my|the|our) jobs?|(?:company|factory|office|shop|business|firm|plant|store|restaurant|hotel) (?:closed|shut down|went bankrupt|went bust))\b/i,
    answer: "If you lost the job because the company closed or cut jobs, you weren't fired: you were made redundant, or in American English, laid off. Fired means you lost it because of something you did, so don't use it for a closure. Say it in one calm sentence, then move on to what you bring: I was made redundant when the factory closed last year. Since then I've finished a course in quality control, and I'm ready to bring my eight years in production to your team. If you really were fired, be brief and honest, say what you learned, and never criticise your old employer.",
    followUp: 'Try it now: tell me why you left your last job, in two sentences.',
    examples: ['How can I explain that I was fired / lost my job without sounding bad? The factory closed.', 'How can I explain that I lost my job without sounding bad?', "What's the difference between fired and laid off?", 'how to say in interview that my company closed and i lost job'],
    counterExamples: ['I was fired last year.', 'My friend lost his job when the factory closed.', 'Have you ever been fired?'],
  },
  {
    // 'How do I end a presentation?' and 'What can I say to end my presentation?' are Ethan's meeting moves (business-idioms.ts).
    id: 'presentation-ending',
    asked: /^(?![\s\S]*\b(?:how (?:can|do|should|could) i (?:politely |diplomatically |professionally )?(?:end|finish|close|conclude|wrap up)|what (?:phrases|words|expressions|can i say|should i say|do i say|could i say)\b[\s\S]*?\b(?:to|when i|for)\s+(?:politely |diplomatically |professionally )?end) (?:a|the|my) presentation\b)[\s\S]*(?:\b(?:end|finish|close|conclude|wrap up|ending|end of|last (?:slide|sentence|words|minute|part) of) (?:a |an |my |the |your |our )?(?:\w+ )?presentation\b|\bpresentation\b[^?]*\b(?:ending|last slide|last sentence)\b)/i,
    answer: "End on purpose, not with that's all. Signal the end: so, to sum up. Give your main points again, one short sentence each. Then say the one thing you want people to remember or do: so the one thing I'd ask you to take away is this. Finish by thanking them and inviting questions: thank you, I'm happy to take any questions. Write your last line out and practise it, because it's the one people remember.",
    model: "So, to sum up: the app saves our customers time, costs less than the old system, and is ready to launch in May. The one thing I'd ask you today is to try it with your own team this week. Thank you, and I'm happy to take any questions.",
    followUp: `What is the one message you want people to remember? ${ENDING_LINES_REQUEST}`,
    examples: ['What is a good way to end a presentation?', 'how to end a presentation?', 'What should I say at the end of my presentation?', "What's the best way to finish a presentation?"],
    counterExamples: ['My presentation ends at five.', 'I was so tired at the end of the presentation.', 'How do I end a presentation?', 'What can I say to end my presentation?'],
  },
  {
    // 'How can I move on?' and 'What phrases can I use to move on?' are Ethan's meeting moves (business-idioms.ts).
    id: 'move-a-meeting-on',
    asked: /^(?![\s\S]*\b(?:how (?:can|do|should|could) i (?:politely |diplomatically |professionally )?move on|what (?:phrases|words|expressions|can i say|should i say|do i say|could i say)\b[\s\S]*?\b(?:to|when i|for)\s+(?:politely |diplomatically |professionally )?move on)\b)[\s\S]*(?:\bmove (?:a |the |our |this )?meeting (?:on|along|forward)\b|\bmov(?:e|ing) (?:on )?to (?:the )?next (?:item|point|topic|agenda item)\b|\bnext (?:item|point) on the agenda\b|\b(?:keep|get|bring|put) (?:a |the |our |this )?(?:meeting|discussion) (?:back )?on track\b|\b(?:meeting|discussion)s? (?:goes|go|going|went|gets?|is getting) off (?:topic|track)\b)/i,
    answer: "Close the point, then open the next one: OK, I think we've covered that, so let's move on to the next item. If a discussion runs long, park it: that's a good point, but can we come back to it at the end? or let's take that offline, which means talk about it later, outside the meeting. And to bring people back to the agenda: in the interest of time, let's go back to the budget. Said calmly, with a thank-you, none of these is rude.",
    followUp: "Let's practise: I'm your colleague, and I've been talking about the office party for five minutes. Move us on to the next item.",
    examples: ["How do I say 'let's move on to the next item' in a meeting?", 'What phrases can I use to move a meeting on?', 'how to move to next point in meeting politely?', 'How do I keep a meeting on track?'],
    counterExamples: ['We moved on to the next item after lunch.', 'The meeting went off track yesterday.', 'How can I move on in a meeting?'],
  },
  {
    // 'How can I interrupt politely?' is Ethan's meeting move (business-idioms.ts); being interrupted, and 'how to interrupt', are answered here.
    id: 'interruptions',
    asked: /^(?![\s\S]*\b(?:how (?:can|do|should|could) i (?:politely |diplomatically |professionally )?interrupt|what (?:phrases|words|expressions|can i say|should i say|do i say|could i say)\b[\s\S]*?\b(?:to|when i|for)\s+(?:politely |diplomatically |professionally )?interrupt)\b)[\s\S]*(?:\b(?:being|be|get|getting|gets|am|i'?m|keep being) interrupted\b|\b(?:someone|somebody|people|colleagues?|he|she|they|my (?:boss|manager|colleague|coworker|co-worker|client)s?)\b[^?]*\binterrupt(?:s|ing)?\b[^?]*\b(?:me|i)\b|\bhow to (?:politely )?interrupt\b|\binterrupt(?:ing)? (?:someone |people |others |a colleague |my boss )?(?:politely|without being rude|in a polite way)\b|\b(?:stop|deal with|handle|respond to) (?:people |someone |colleagues )?interrupting\b)/i,
    answer: "Interrupting works both ways. To interrupt politely, wait for a pause and signal first: sorry to jump in, but could I add something here? When someone interrupts you, stay calm and friendly and keep your place: sorry, could I just finish my point? or I'll be quick, just let me finish this thought. When you've finished, hand it back: go ahead, what were you going to say? That keeps you in the conversation without a fight.",
    followUp: "Let's practise: I'm your colleague, and I've just cut in while you were talking about the budget. What do you say?",
    examples: ['How do I handle being interrupted in a meeting?', 'how to interrupt politely', 'What do I say when someone keeps interrupting me?', 'My colleague always interrupts me in meetings, what can I say?'],
    counterExamples: ['Sorry to interrupt.', 'The meeting was interrupted by a fire alarm.', 'How can I interrupt politely in a meeting?'],
  },
  {
    // An opener, or small talk started at a conference or an event; at a party or with a stranger anywhere, starting
    // a conversation is a situation with its own role-play (situation-phrases.ts).
    id: 'small-talk-opener',
    asked: /\bsmall[- ]talk (?:openers?|starters?|opening lines?|opening questions?)\b|\b(?:conversation|chat) (?:openers?|starters?)\b|\b(?:good|best|easy|first) (?:opener|opening line)\b|\b(?:start|begin|open|starting|beginning|strike up)\b[^?]*\b(?:small[- ]talk|conversations?|chat)\b[^?]*\b(?:conferences?|networking|events?|trade fairs?|seminars?|workshops?|coffee breaks?)\b/i,
    answer: "The easiest opener is about what you're both doing right there, because it's shared and safe. At a conference: how are you finding it so far? or which talk are you here for? At a party: how do you know the host? Then add your name and what you do, like: by the way, I'm Ana, I work in sales. And ask one follow-up about what they say, like: oh, how did you get into that? A question about the place, your name, then a follow-up: that's all small talk needs.",
    followUp: "Try it now: we're both standing by the coffee at a conference. What's your opening line?",
    examples: ['What is a good small-talk opener?', 'How do I start small talk with a stranger at a conference?', 'Any good conversation starters for a networking event?', 'how can i start a conversation with people at a conference?'],
    counterExamples: ['I hate small talk.', 'We made small talk at the conference.', 'Can you help me to prepare a small talk for a party?', 'How do I start small talk at a party?'],
  },
  {
    id: 'cover-letter-closing',
    asked: /\b(?:last|final|closing|concluding|ending) (?:paragraph|part|sentence|lines?)\b[^?]*\b(?:cover(?:ing)?|motivation|application) letter\b|\b(?:end|finish|close|conclude) (?:a |an |my |the )?(?:cover(?:ing)?|motivation|application) letter\b|\bcover(?:ing)? letter\b[^?]*\b(?:last|final|closing) (?:paragraph|part|sentence|lines?)\b/i,
    answer: "Keep the last paragraph to two or three sentences: say once more, briefly, why you fit the job, ask for the next step, and thank them. Then sign off: Yours sincerely if you began with their name, Yours faithfully after Dear Sir or Madam, and Kind regards in an email. Sound confident: I would welcome the chance to discuss works better than I hope you will maybe consider me.",
    model: "I would welcome the chance to discuss how my five years in customer service could help your team. I am available for an interview at any time and look forward to hearing from you. Thank you for your time and consideration. Yours sincerely, Ana Lima",
    followUp: 'Which job is it for? Write me your last paragraph, and I will look at it with you.',
    examples: ['How do I write the last paragraph of a cover letter?', 'what i should write in final paragraph of my cover letter?', 'How should I finish my cover letter?'],
    counterExamples: ['I finished my cover letter last night.', 'The last paragraph of my cover letter is about my studies.'],
  },
  {
    // A casual message to someone senior ('Hey John, send me the file asap'): a word for friends, an order, a rushed short form.
    // A quoted request on its own ('Is "send me the file" rude?') is judged by its own words (answer-register.ts), and a
    // quoted word ('Is 'gonna' too informal for my boss?', 'Can I use 'asap' with my manager?') by the word's register.
    id: 'too-casual-for-a-manager',
    asked: new RegExp(String.raw`^(?=[\s\S]*(?:\b(?:hey|hiya|yo)\b[\s\S]*\b(?:send|give|check|call|tell|do|need|get|can you|could you|pls|please|asap|let me|i want)\b|\b(?:asap|thx|thanx|pls|plz|btw|lol|gonna|wanna|gotta|u|ur)\b))(?![\s\S]*\b(?:start|begin|open|greet)\w*\b)(?![\s\S]*(?:^|\s)["'‘“][\p{L}-]+(?: [\p{L}-]+)?["'’”](?=[\s,.?!]|$))[\s\S]*(?:\btoo (?:informal|casual|rude|direct|friendly|relaxed)\b|\b(?:ok(?:ay)?|fine|appropriate|acceptable|professional|polite|rude|alright|informal|casual)\b[^?]*\b(?:for|to|with) ${SENIOR_READER}\b|\b(?:can|could|should) i (?:write|say|send|use)\b[^?]*\b(?:to|with|for) ${SENIOR_READER}\b)`, 'iu'),
    answer: "With most managers, a little, yes. Three things make a work message sound too casual: Hey, which is a greeting for friends; an order with no please, like send me the file; and asap or short forms like thx and pls, which sound rushed or pushy. Hi and a first name are fine in most offices. So: Hi John, could you send me the file by three? I need it for the client report. Thanks!",
    followUp: `Your turn: what do you need to ask your manager for this week? ${LINES_INVITATION}.`,
    examples: ["Is 'Hey John, send me the file asap' too informal for my manager?", "can i write 'hey, pls check this' to my boss?", 'Is it too casual to write asap to my manager?'],
    counterExamples: ['My manager writes very informal emails.', 'Hey, how are you?', "Is 'Hey John' ok to start an email to my boss?", "Is 'gonna' too informal for my boss?", "Can I use 'asap' with my manager?"],
  },
  {
    // Where the tongue goes for R; 'How do I make the r sound?' is the pronunciation answer's.
    id: 'r-tongue',
    asked: /\b(?<!mother )(?:tongue(?![- ]?twisters?)|lips?)\b[^?]*\b(?:for|in|with|when i say|when saying|to say|to make|during)\b (?:the |an |english |american |british )?["'‘“]?r["'’”]?(?: sound)?(?![\p{L}'’])|(?:^|\s)["'‘“]?r["'’”]?(?: sound)?\b[^?]*\b(?<!mother )tongue(?![- ]?twisters?)\b/iu,
    answer: "For the English R, curl the tip of your tongue up and back a little, so it points towards the roof of your mouth but touches nothing: no tap and no roll. Round your lips slightly, as if you were starting to say oo, and let your voice run through it. L is the opposite: the tip of your tongue touches the ridge just behind your top teeth. So for R nothing touches, and for L the tip touches.",
    followUp: "Try it: say 'light', then 'right', feeling your tongue tip touch for L and float for R. Then 'load' and 'road'.",
    examples: ['Where does my tongue go for R?', 'where i put my tongue for the r sound?', 'What do my tongue and lips do for English R?', 'Where should my tongue be when I say R?'],
    counterExamples: ['I bit my tongue at dinner.', 'Can you give me a tongue twister with r?', 'What is your mother tongue?'],
  },
  {
    // Learning as an adult, English or anything else ('Is learning guitar hard for adults?').
    id: 'too-late-to-learn',
    asked: /\btoo (?:late|old)\b[^?]*\b(?:learn|learning|start|study|studying|begin|take up|pick up)\b|\b(?:learn|learning|study|studying|start)\b[^?]*\btoo (?:late|old)\b|\b(?:learn|learning|study|studying)\b[^?]*\b(?:hard|difficult|possible|harder|slower|easy)\b[^?]*\b(?:adults?|grown-?ups|older people|at my age)\b|\b(?:can|do|will) (?:adults?|grown-?ups|older people)\b[^?]*\b(?:learn|learning)\b|\bat my age\b[^?]*\b(?:learn|learning|study)\b/i,
    answer: "It's never too late, at thirty, fifty or seventy, and adults are better learners than they think. They often learn faster than children at the start, because they can plan their practice, understand how things work and link new things to what they already know. What children pick up more easily is a native-sounding accent in a new language, and you don't need one to be clear and confident. For English, the guitar or anything else, what makes the difference at any age is regular practice: twenty minutes a day beats three hours once a week, and choosing things you enjoy keeps you going.",
    followUp: 'What would you like to be able to do a year from now? Tell me in two or three sentences.',
    examples: ['Is it too late to learn English at 34?', 'Is learning guitar hard for adults?', 'Am I too old to learn a new language?', 'i am 45, is too late for learn english?', 'Can adults learn to speak English well?'],
    counterExamples: ["It's too late to go out now.", 'My father started learning English at 60.', 'Is it too late to call you tonight?'],
  },
  {
    examinerOnly: true,
    id: 'accent-and-band',
    asked: /^(?![\s\S]*\bunderstand)[\s\S]*(?:\baccents?\b[^?]*\b(?:band|score|marks?|points|ielts|examiners?|speaking test)\b|\b(?:band|score|marks?|points|ielts|examiners?|speaking test)\b[^?]*\baccents?\b)/i,
    answer: "An accent on its own won't keep you from a high band. The pronunciation criterion looks at how easy you are to understand and how well you use the features of English: word stress, sentence stress, intonation and linking words together. Even at band 8, a speaker can have a clear Spanish, Chinese or Brazilian accent, as long as it makes them no harder to understand. So there's no need to sound British or American: aim to be clear and natural.",
    followUp: "Let's hear you: describe your favourite room at home in three or four sentences, and I'll listen to your stress and intonation.",
    examples: ['Will I get a band 8 if I have an accent?', 'does my accent lower my score in ielts?', 'Do I need a British accent for a high band?'],
    counterExamples: ['The examiner had a Scottish accent.', 'How can I understand the examiner if she has a strong accent?', 'I have a strong accent.'],
  },
  {
    examinerOnly: true,
    id: 'good-question-filler',
    asked: /^(?=[\s\S]*\b(?:say|saying|use|using)\b)(?=[\s\S]*\b(?:exam|test|ielts|examiners?|speaking|part (?:1|2|3|one|two|three)|band|marks?|points)\b)[\s\S]*\b(?:that['’]?s|that is|it['’]?s|it is|what an?) (?:a |an )?(?:good|interesting|great|difficult|tricky|tough) question\b/i,
    answer: "Yes, it's fine, and examiners hear it every day. It's a natural way to buy a second or two of thinking time, and far better than a long silence or a string of ums. Use it once, not before every answer, and then really answer the question. You can vary it, too: that's an interesting question, or let me think about that for a moment.",
    followUp: 'Let’s try: why do some people prefer to live in the countryside? Start with a phrase that buys you time, then answer.',
    examples: ["Is it okay to say 'that's a good question' in the exam?", 'can I say that is a good question in ielts speaking?', "Will the examiner mind if I say 'that's an interesting question'?"],
    counterExamples: ["That's a good question, I never thought about it.", "That's a good question, what do you think?", 'My examiner said it was a good question.'],
  },
  {
    examinerOnly: true,
    id: 'less-common-words',
    asked: /\b(?:words?|vocabulary|vocab|adjectives?|synonyms?)\b[^?]*\b(?:more (?:points|marks)|higher (?:band|score|marks?|points)|(?:increase|raise|improve|boost|help)\w* (?:my |the |your )?(?:band|score|marks?|points))\b|\b(?:big|fancy|advanced|difficult|sophisticated|rare|less common|uncommon|impressive|complex|academic|long) (?:words|vocabulary|vocab|adjectives)\b[^?]*\b(?:exam|test|ielts|speaking|band|score|examiners?|points|marks)\b|\b(?:exam|test|ielts|speaking|band|score|examiners?|points|marks)\b[^?]*\b(?:big|fancy|advanced|difficult|sophisticated|rare|less common|uncommon|impressive|complex|academic|long) (?:words|vocabulary|vocab|adjectives)\b/i,
    answer: "Not on its own. Lexical resource, the vocabulary criterion, rewards range and precision: less common words and natural word partners used accurately, in the right place. Fascinating is a good choice when something really is fascinating, as in: I find the history of my city fascinating. Dropped into every answer, or used where interesting would sound more natural, it won't lift your score, and a word used wrongly can lower it. A few precise words you'd really say are worth more than a list of impressive ones.",
    followUp: 'Try it: describe a place you find fascinating in two or three sentences, with one or two precise words you would really use.',
    examples: ["Does a word like 'fascinating' get me more points?", 'Do big words give higher band?', 'will using advanced vocabulary increase my score?', 'should i use difficult words in the speaking test?'],
    counterExamples: ['I learnt some big words yesterday.', 'My score was higher this time.', 'Fascinating is my favourite word.'],
  },
];
