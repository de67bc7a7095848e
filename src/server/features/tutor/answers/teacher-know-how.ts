/**
 * What a writing or exam teacher is asked about her craft ("How many paragraphs should an essay have?", "What is
 * a topic sentence?", "What band do I need for a UK university?"): a short answer a good teacher would give, and a
 * task that puts it to use. Each topic is data with the questions it must answer and the ones it must leave to
 * other answers (run as tests). English only: Lucía teaches speaking.
 */
import type { KnowHowTopic } from './know-how/know-how-topic';
import { OPENING_LINES_REQUEST } from './presentation-lines';
import { LINES_INVITATION, SAY_NO_TOLD_ASKED } from '../text-to-check';
import { WORK_AND_STUDY_KNOW_HOW } from './know-how/work-and-study-know-how';
import { TEACHING_TERMS_KNOW_HOW } from './know-how/teaching-terms-know-how';
import { ESSAY_AND_LETTER_KNOW_HOW } from './know-how/essay-and-letter-know-how';
import { ESSAY_QUESTION_ASKED } from '../question-banks/claire-questions';

export type { KnowHowTopic } from './know-how/know-how-topic';

/** A question or a request for an explanation, or a difficulty told ('I have trouble with final sounds.'), not news ("My essay has five paragraphs."). */
export const ASKS_KNOW_HOW = /\?\s*$|^(?:how|what|which|when|why|should|do|does|is|are|can|could|would|tell me|explain|help me|any tips|i (?:don'?t|do not) know (?:how|what)|(?:please )?give me (?:some |a few )?(?:phrases|expressions|tips|advice))\b|\bi (?:have|'ve got|get) (?:a |some )?(?:problems?|trouble|difficult(?:y|ies)) with\b/i;

export const KNOW_HOW_TOPICS: readonly KnowHowTopic[] = [
  {
    id: 'essay-paragraphs',
    asked: /\bhow many paragraphs\b|\b(?:structure|organi[sz]e|plan|outline) (?:an?|my|the|your) (?:\w+ )?(?:essay|argument)\b|\bessay structure\b/i,
    answer: 'A short essay usually has four or five paragraphs: an introduction that gives your answer to the question, two or three body paragraphs with one main idea each, and a conclusion that sums up your view. Each body paragraph opens with a topic sentence, then supports it with a reason and an example.',
    model: "Paragraph 1, the introduction: your answer to the question. Paragraph 2: your first reason, with an example. Paragraph 3: your second reason, with an example. Paragraph 4: the other side, and why you still hold your view. Paragraph 5, the conclusion: your answer again, in new words.",
    followUp: ESSAY_QUESTION_ASKED,
    examples: ['How many paragraphs should an essay have?', 'How do I structure an opinion essay?', 'What is a good essay structure?'],
    counterExamples: ['My essay has five paragraphs.', 'I wrote as many paragraphs as she asked for, how many paragraphs is fine.'],
  },
  {
    id: 'presentation-opening',
    asked: /\b(?:start|open|begin) (?:a|an|my|the|your) (?:\w+ )?presentation\b|\bfirst (?:sentence|words|minute) of (?:a|my|the) presentation\b|\b(?:phrases?|expressions?|words|sentences?)\b[^?.!]*\b(?:beginning|start|opening|open|begin)\b[^?.!]*\bpresentation\b|\bpresentation\b[^?]*\b(?:for|at) the (?:beginning|start)\b/i,
    answer: "Open with something that makes people listen, a question, a surprising number or a very short story, rather than your agenda. Then say in one sentence what you will cover, for example: today I'd like to walk you through three things. Keep to three main points, and end with the one message you want people to remember.",
    model: "Good morning, everyone. How many of you checked your phone before nine o'clock today? Most of us did, and that is exactly why our new app matters. Today I'd like to walk you through three things: the problem, our solution, and what we need from you.",
    followUp: `What is your presentation about? ${OPENING_LINES_REQUEST}`,
    examples: ['How do I start a presentation?', 'How should I open my presentation?', 'What should the first sentence of my presentation be?', 'Give me some phrases for the beginning of a presentation.', 'Give me phrases for a presentation, please. Especially for the beginning.'],
    counterExamples: ['My presentation starts at ten.', 'I have a presentation tomorrow.', 'Give me phrases to end a presentation.'],
  },
  {
    id: 'forget-what-to-say',
    asked: /\b(?:forget|lose|lost) (?:what to say|what i (?:want|wanted|was going) to say|my (?:words|place|train of thought|next point)|the thread)\b|\bmy mind (?:goes|went) blank\b|\bi (?:go|went) blank\b/i,
    answer: "Pause, breathe, and use a bridge while you find your place: let me just check my notes, or where was I? Ah yes, the costs, or go back to your last point: so, as I was saying. A short pause feels much longer to you than to the people listening, and nobody minds a speaker who checks their notes.",
    followUp: "Try it now: say the bridge you'd use, then the next thing you would say.",
    examples: ['What can I say if I forget what to say?', 'What if my mind goes blank during the presentation?', 'How do I go on when I lose my place?'],
    counterExamples: ['I always forget my keys.', 'I forgot what to buy at the shop.'],
  },
  {
    id: 'contractions-formal',
    asked: /\bcontractions?\b.*\b(?:formal|business|work|academic|essays?|e-?mails?|letters?)\b|\b(?:formal|academic)\b.*\bcontractions?\b/i,
    answer: "In a formal email or letter, write the full forms in most sentences: I am, do not, we will. In a friendly work email to a colleague a contraction now and then is fine, but leave them out of job applications, complaints, reports, essays and letters to people you don't know.",
    model: 'I\'m writing because we can\'t open the file becomes: I am writing because we cannot open the file you sent on Monday.',
    followUp: "Try it: rewrite I'm writing because we can't open the file in full forms.",
    examples: ['Can I use contractions in a formal email?', 'Are contractions OK in an essay?', 'Should I use contractions in a cover letter?'],
    counterExamples: ['What is a contraction?', 'I signed the contract for my new flat.'],
  },
  {
    id: 'cover-letter-length',
    asked: /\bhow long\b.*\bcover(?:ing)? letter\b|\bcover(?:ing)? letter\b.*\bhow long\b|\bhow many (?:words|pages)\b.*\bcover(?:ing)? letter\b|\b(?:two|2|three|3|one|1) pages?\b.*\bcover(?:ing)? letter\b|\bcover(?:ing)? letter\b.*\b(?:two|2|three|3) pages\b/i,
    answer: "Keep it to one page: about 250 to 400 words in three or four short paragraphs. Name the job and why you want it in the first, show two or three things you have done that match what the advert asks for in the middle, and close with when you can start and your thanks.",
    followUp: 'What job is it for? Write me your first paragraph and I will look at it with you.',
    examples: ['How long should a cover letter be?', 'How many words should my cover letter have?', 'How many pages should a covering letter be?', 'Is it okay if my cover letter is two pages?'],
    counterExamples: ['I wrote a long cover letter yesterday.', 'How do I start a cover letter?'],
  },
  {
    id: 'cv-summary',
    asked: /\b(?:cv|résumé|resume)\b.*\b(?:summary|profile|personal statement)\b|\b(?:summary|profile|personal statement)\b.*\b(?:cv|résumé|resume)\b/i,
    answer: "Keep the summary at the top of your CV to two or three lines: who you are at work, the experience or skills that matter most for this job, and what you are looking for. Use strong, plain words and a number where you can, and leave out 'I' and phrases like hard-working team player that everyone writes.",
    model: 'Nurse with five years of experience on busy hospital wards, calm under pressure and good with patients and their families. Looking for a role in children’s care.',
    followUp: 'What job is your CV for? Write your summary in two or three lines, and I will look at it with you.',
    examples: ['What should I write in the summary of my CV?', 'How do I write a CV summary?', 'What is a personal statement on a resume?'],
    counterExamples: ['I sent my CV yesterday.', 'Here is a summary of my week.', 'What should I write in the summary of my report?'],
  },
  {
    id: 'cover-letter',
    asked: /\b(?:write|writing|start|structure|do) (?:a |an |my |the )?(?:good )?(?:cover(?:ing)?|motivation) letter\b|\bwhat (?:goes|should i (?:write|put)) in (?:a |an |my |the )?(?:cover(?:ing)?|motivation) letter\b|^(?:and |so )?what(?:'s| is) (?:a |an )?(?:cover(?:ing)?|motivation) letter\s*\?*$/i,
    answer: "A cover letter goes with your CV and says why you want this job and why you fit it. Keep it to one page in three short parts: first the job you are applying for and where you saw it, then two paragraphs on what you bring, each with a real example from your work or studies, and last a sentence asking to meet them. Write it for this one job, not for every job.",
    model: "Dear Ms Patel, I am writing to apply for the marketing internship advertised on your website. As a business student, I ran the social media of our university's film club and grew its followers from 300 to 1,200 in a year. I would welcome the chance to talk about how I could help your team. Yours sincerely, Ana Lima",
    followUp: 'Which job is it for? Write your first sentence, and I will look at it with you.',
    examples: ['What is a cover letter?', 'How do I write a cover letter?', 'What should I put in my cover letter?', 'How do I structure a motivation letter?'],
    counterExamples: ['I sent my cover letter yesterday.'],
  },
  {
    id: 'linking-words',
    asked: /\b(?:linking|connecting|transition|joining) (?:words|phrases|expressions)\b|\bconnectors\b|\b(?:words|phrases)(?: can i use| i can use| that)? to (?:connect|link|join) (?:my )?(?:ideas|sentences|paragraphs)\b/i,
    answer: "Linking words by the job they do: to add a point, also, in addition and moreover; to contrast, but, however, although and on the other hand; to give a reason, because and since; to show a result, so, as a result and therefore; to give an example, for example and such as; and to order your points, first, then and finally. In speaking, the short ones sound most natural; in an essay, mix in the formal ones.",
    model: 'I wanted to walk to work. However, it was raining, so I took the bus. In addition, I had a heavy bag, and as a result I was glad I did.',
    followUp: 'Try one now: join these two sentences with a linking word. The hotel was small. It was very clean.',
    examples: ['Can you give me some linking words?', 'What linking words can I use in an essay?', 'What connectors can I use in my essay?', 'Which words can I use to connect my ideas?'],
    counterExamples: ["What does 'although' mean?", "What is the difference between 'however' and 'although'?"],
  },
  {
    id: 'formal-words',
    asked: /\bformal (?:words|vocabulary|expressions|phrases|equivalents|verbs)\b|\bmore formal (?:way|word) (?:to say|for)\b/i,
    answer: "A few everyday words and their formal partners: get becomes receive, buy becomes purchase, need becomes require, help becomes assist, ask becomes enquire, tell becomes inform, and sorry becomes I apologise. Use the formal ones in letters and reports, and keep the everyday ones for friends.",
    model: 'Sorry, I need help to get my money back becomes: I apologise for the trouble, but I would be grateful for your help in receiving a refund.',
    followUp: 'Try one now: rewrite this more formally. Sorry, I need help to get my money back.',
    examples: ['Can you give me some formal words?', 'What are some formal phrases for emails?', 'Are there more formal words for emails?'],
    counterExamples: ['My boss uses very formal words.'],
  },
  {
    id: 'phonetic-alphabet',
    asked: /\b(?:phonetic (?:alphabet|symbols|script)|the ipa|ipa symbols)\b/i,
    answer: "You don't need to learn it to speak well, but knowing a handful of symbols helps a lot: a dictionary then tells you exactly how a word sounds. Start with the sounds that trouble you, like /θ/ in think, /ɪ/ in ship and /iː/ in sheep, and learn the stress mark, the little line before the stressed syllable.",
    followUp: 'Which word would you like to look at together, symbols and all?',
    examples: ['Do I need to learn the phonetic alphabet?', 'Should I learn the IPA symbols?', 'Is the phonetic alphabet useful?'],
    counterExamples: ['I saw phonetic symbols in my dictionary and I liked them.'],
  },
  {
    id: 'semicolon',
    asked: /\bsemi-?colons?\b/i,
    answer: "A semicolon joins two full sentences that are closely linked, where a full stop would feel too strong, for example: I love cooking; my brother prefers to eat. Each side must be a complete sentence. It can also separate items in a long list that already has commas. If you are unsure, a full stop is always safe.",
    model: 'My sister lives in Rome; she moved there for work. The shop was closed; we came back the next day.',
    followUp: 'Try one now: join two short sentences about your day with a semicolon.',
    examples: ['When do I use a semicolon?', 'How do you use semicolons?', 'What is a semicolon for?'],
    counterExamples: ['I put a semicolon in my email.'],
  },
  {
    id: 'colon',
    asked: /\b(?:use|using|is|for) (?:a |the )?colons?\b|\bcolons? (?:for|in english)\b/i,
    answer: "A colon introduces what the first part promises: a list, an explanation or an example, for example: I need three things: a pen, paper and time. The part before the colon should be a full sentence.",
    model: 'The job needs one thing above all: patience. Bring the following: your passport, two photos and the form.',
    followUp: 'Try one now: write a sentence with a colon that introduces a short list.',
    examples: ['When do I use a colon?', 'What is a colon for?'],
    counterExamples: ['I had a problem with my colon.'],
  },
  {
    id: 'apostrophe',
    asked: /\bapostrophes?\b/i,
    answer: "An apostrophe does two jobs. It shows that something belongs to someone: my sister's car, the students' books (after the s for a plural). And it shows letters left out: it's for it is, don't for do not. Its, with no apostrophe, means belonging to it, as in the dog wagged its tail.",
    model: 'It\'s my neighbour\'s dog, and its bark is very loud. The children\'s toys are in the boys\' room.',
    followUp: "Try one now: write a sentence with both it's and its.",
    examples: ['How do I use an apostrophe?', 'When do I use apostrophes?', "What's the rule for apostrophes?"],
    counterExamples: ['I forgot the apostrophe.'],
  },
  {
    id: 'comma',
    asked: /\b(?:use|using|put|need) (?:a |the )?commas?\b|\bcomma rules?\b|\bwhere (?:do|should) (?:i|commas?) (?:put|go)\b.*\bcommas?\b/i,
    answer: "Use a comma after an opening phrase (In the morning, I run), between items in a list (tea, coffee and juice), before but or so when they join two sentences (I was tired, but I finished), and around extra information (My sister, who lives in Rome, is a nurse). Don't join two full sentences with only a comma: use a full stop instead.",
    model: 'After the meeting, we went for lunch. We ordered soup, salad and bread, but the kitchen was slow. My boss, who rarely eats out, loved it.',
    followUp: 'Try one now: write a sentence that starts with an opening phrase and a comma.',
    examples: ['When do I use a comma?', 'Where should I put commas?', 'What are the comma rules?'],
    counterExamples: ['There is a comma after my name.'],
  },
  {
    id: 'topic-sentence',
    asked: /\btopic sentences?\b/i,
    answer: "A topic sentence is the first sentence of a paragraph, and it tells the reader the paragraph's one main idea, for example: Working from home saves people time. The sentences after it explain that idea, give an example and link it back to your argument.",
    model: 'For a paragraph on why cities need more parks: Parks make city life healthier. People who can walk to a park take more exercise, and the trees keep the streets cooler in summer. So every new neighbourhood should have one.',
    followUp: 'Try one now: write a topic sentence for a paragraph about why people should learn a second language.',
    examples: ['What is a topic sentence?', 'How do I write a good topic sentence?', 'Can you explain topic sentences?'],
    counterExamples: ['I forgot the topic sentence in my second paragraph.'],
  },
  {
    id: 'thesis-statement',
    asked: /\bthesis(?: statements?)?\b/i,
    answer: 'A thesis statement is the sentence, usually at the end of your introduction, that gives your answer to the essay question and your main reasons for it, for example: Cities should invest in public transport because it cuts traffic and pollution. Everything else in the essay supports it.',
    model: "Although working from home saves time, companies should keep their offices, because people learn most from working side by side.",
    followUp: 'What is your essay about? Write your thesis statement in one sentence.',
    examples: ['What is a thesis statement?', 'Where do I put my thesis?', 'How do I write a thesis statement?'],
    counterExamples: ['My sister is writing her thesis.'],
  },
  {
    id: 'hook',
    asked: /\b(?:a |the |my |good |strong )?hook\b.*\b(?:essay|introduction|intro|write|start|begin|what|how)\b|\b(?:write|start with|begin with|make) (?:a |the |my )?(?:good |strong )?hook\b|\bwhat(?: is|'s) (?:a |the )?["'‘“]hook["'’”]|\bwhat is a hook\b|\bwith (?:a |an )?(?:good |strong )?hook\b/i,
    answer: "A hook is the first sentence, the one that makes the reader want to go on: a surprising fact, a short question or a vivid example, for instance: Most of us check our phones before we get out of bed. Keep it short and on your topic, then lead into your thesis.",
    model: "Have you ever wondered why some people pick up a new language in a year, while others study for ten and still feel stuck?",
    followUp: 'Write me a hook for your essay in one sentence.',
    examples: ['what is a "hook"?', 'How do I write a good hook?', 'What is a hook in an essay?', 'How can I start my essay with a hook?'],
    counterExamples: ['I hung my coat on the hook.'],
  },
  {
    id: 'first-person',
    asked: /\b(?:use|say|write|start with)\s+["'‘“]?(?:i think|i believe|in my opinion|i|my|we)\b["'’”]?.*\b(?:essays?|academic|formal|writing|report)\b/i,
    answer: "In an academic essay, give your view without 'I think': state it and back it with evidence, for example: Social media harms young people's sleep. Where the task asks for your opinion, as IELTS Task 2 does, 'I believe' or 'In my view' once in the introduction and once in the conclusion is fine.",
    model: 'Instead of \'I think social media is bad for teenagers\', write: Social media harms teenagers\' sleep, as several studies of school pupils have shown.',
    followUp: 'Try it: write your main point about your topic in one sentence, without I think.',
    examples: ["Is it okay to use 'I think' in an academic essay?", 'Can I use I in a formal essay?', "Should I write 'in my opinion' in my essay?"],
    counterExamples: ["Is it correct to say 'I think so'?"],
  },
  {
    id: 'conclusion',
    asked: /\b(?:write|end|finish|start|begin) (?:a |an |my |the |your )?(?:good |strong |short )?conclusions?\b|\b(?:what|how) (?:goes|should i (?:write|put|say)|do i (?:write|put|say)) in (?:a |the |my )?conclusion\b|\bhow (?:long|to write) (?:a |the )?conclusion\b|\bwith (?:a |an )?(?:good |strong |short )?conclusion\b/i,
    answer: 'In the conclusion, give your main answer again in new words, sum up your reasons in a sentence, and end with a final thought, such as a recommendation or what might happen next. Keep new arguments out of it: they belong in the body.',
    model: "In conclusion, working from home saves time and money, but it cannot replace the ideas that come from working together, so for most companies a mix of both is the best answer.",
    followUp: 'Write the first sentence of your conclusion, and I will look at it with you.',
    examples: ['How do I write a conclusion?', 'What should I write in the conclusion?', 'How do I end my essay with a good conclusion?'],
    counterExamples: ['I came to the conclusion that I need a new job.'],
  },
  {
    id: 'introduction',
    asked: /\b(?:start|begin|open) (?:an? |my |the |your )?(?:\w+ )?essay\b|\b(?:write|start) (?:an? |my |the )?(?:good |strong )?(?:introduction|intro)\b|\bwhat (?:goes|should i (?:write|put)|do i (?:write|put)) in (?:an? |the |my )?(?:introduction|intro)\b/i,
    answer: 'Open with a sentence or two about the topic in general, then put the question in your own words, and end the introduction with your answer to it, your thesis. Two or three sentences are enough.',
    model: "Many people now work from home for part of the week. Some say it makes them more productive, while others miss the office. In my view, a mix of both works best, for two reasons: it saves time, and it keeps teams together.",
    followUp: 'What is your essay question? Write me an introduction of two or three sentences.',
    examples: ['How do I start an essay?', 'How should I write the introduction?', 'What should I put in the introduction?'],
    counterExamples: ['Can I start my new job on Monday?'],
  },
  {
    id: 'word-count',
    asked: /\bhow (?:long|many words)\b.*\b(?:essay|task (?:1|2|one|two)|writing task|paragraph|text)\b|\bword (?:count|limit)\b/i,
    answer: 'Follow the task first: IELTS Writing Task 2 asks for at least 250 words and Task 1 for at least 150, and going far over leaves less time to check your work. Without a count, four to six sentences make a paragraph, and four or five paragraphs an essay.',
    followUp: 'What are you writing at the moment, and how long is it now?',
    examples: ['How long should my essay be?', 'How many words for IELTS writing task 2?', 'Is there a word limit?'],
    counterExamples: ['How long have you been a teacher?'],
  },
  {
    // Before 'request-email': moving a meeting is its own email (a new time offered, not a request from scratch).
    id: 'reschedule-email',
    asked: /\b(?:reschedul\w*|postpon\w*|move|change|cancel\w*|put off)\b.*\b(?:meeting|call|appointment|interview)\b.*\b(?:e-?mail|message|write)\b|\b(?:e-?mail|message|write)\b.*\b(?:reschedul\w*|postpon\w*|move|change|cancel\w*|put off)\b.*\b(?:meeting|call|appointment|interview)\b/i,
    answer: "Say it in the first line, give a short reason, offer two new times and apologise once. For example: I'm sorry, but I need to move our meeting on Thursday, as a client call has come up. Could we meet on Friday at ten or on Monday at two instead? Thank you for understanding. To cancel, end with: I'll send a new time as soon as I can.",
    model: "Subject: New time for Thursday's meeting. Hi Paul, I'm sorry, but I need to move our meeting on Thursday, as I have to be at a client's office. Could we meet on Friday at ten, or on Monday afternoon instead? Thanks for understanding, Mia",
    followUp: `Who is the meeting with, and when could you meet instead? ${LINES_INVITATION}.`,
    examples: ['How do I write a short email to reschedule a meeting?', 'How can I write an email to postpone our call?', 'What should I write in an email to cancel a meeting?'],
    counterExamples: ['The meeting was moved to Friday.', 'How do I write a professional email?', 'How do I start a meeting?'],
  },
  {
    // An email that asks for something: a meeting, a day off, information, help.
    id: 'request-email',
    asked: /\bhow (?:do|can|should|could) i (?:write|send) (?:an? |the )?e-?mail\b.*\b(?:to (?:ask|request)|asking|requesting)\b|\bhow (?:do|can|should|could) i ask (?:for|about) (?!.*\bpolite).{1,40}\b(?:by|in an?|in my) e-?mail\b/i,
    answer: "Put your request in the first line, give one line of reason, and suggest something concrete that is easy to say yes to, such as two times or a date. Close with thanks. For example: I am writing to ask whether we could meet next week to discuss the new budget. Would Tuesday or Thursday afternoon suit you?",
    model: "Subject: Meeting about the new budget. Dear Ms Grant, I am writing to ask whether we could meet next week to discuss the new budget, as the figures are due on the thirtieth. Would Tuesday or Thursday afternoon suit you? Thank you, and kind regards, Tom",
    followUp: `Who are you writing to, and what do you need from them? ${LINES_INVITATION}.`,
    examples: ['How do I write an email to ask for a meeting?', 'How can I ask for a day off by email?', 'How should I write an email to my manager asking for more time?'],
    counterExamples: ['I wrote an email to my boss yesterday.', 'How do I write a professional email?'],
  },
  {
    // Before 'polite-requests': saying no in writing is its own move (a request softened is not a refusal).
    id: 'say-no-in-writing',
    // 'How do I write an email to decline a project?' is the situation's (its phrases and a role-play: situation-phrases.ts).
    asked: /\b(?:say(?:ing)? no|refus\w*|declin\w*|turn(?:ing)? (?:\w+ ){0,2}down)\b.*\b(?:in|by) (?:an? |my |the )?(?:e-?mails?|letters?|messages?|writing|texts?)\b/i,
    answer: "Say no in three steps: thank them, give the no with a short reason, and offer what you can do instead. For example: Thank you for thinking of me. Unfortunately, I can't work this Saturday, as I have a family commitment, but I'd be happy to help on Friday afternoon. Words like unfortunately and I'm afraid make it clear but kind; a long apology is not needed.",
    model: "Hi Sara, thank you for the invitation to the workshop. Unfortunately, I can't join on Thursday, as I'm with a client all day. Could you send me the slides afterwards? Best wishes, Tom",
    followUp: `Your turn: tell me what you need to say no to, and write the first line of your answer. ${SAY_NO_TOLD_ASKED}`,
    examples: ['How do I say no politely in an email?', 'How can I refuse an invitation in an email?', 'How do I decline a meeting by email?', 'How can I turn an offer down in writing?'],
    counterExamples: ['How can I say no politely?', 'My boss refused my request.', 'How can I make my emails more polite?', 'How do I write an email to decline a new project?'],
  },
  {
    // Before 'formal-or-informal': polite is not the same as formal ('Could you...?' is polite to a friend too).
    id: 'polite-requests',
    asked: /\bmake (?:my|the|these|our|all my) (?:e-?mails?|messages?|letters?|writing|requests?) (?:sound )?more polite\b|\b(?:be|sound) (?:more )?polite in (?:my |an? |the |all my )?(?:e-?mails?|messages?|letters?|writing)\b|\bpolite(?:ly)? in (?:an? |my )?e-?mails?\b/i,
    answer: "Turn orders into questions: Could you send me the file? instead of Send me the file. Soften with Would it be possible to..., I was wondering if... or When you have a moment, could you...; add a short reason, and thank the reader before you close. Keep urgent and ASAP for what really is.",
    model: "Instead of: Send me the report today. Try: Hi Mark, could you send me the report by the end of today? I need it for tomorrow's meeting. Thanks a lot, Ana",
    followUp: 'Try it: write me a request you need to send this week, and I will help you make it sound polite.',
    examples: ['How can I make my emails more polite?', 'How do I ask for something politely in an email?', 'How can I be more polite in my messages to my boss?'],
    counterExamples: ['My boss is very polite.', 'Is it polite to call my teacher by her first name?', 'How can I make my email more formal?'],
  },
  {
    id: 'formal-or-informal',
    asked: /\bformal\b.*\binformal\b|\binformal\b.*\bformal\b|\b(?:formal|informal) (?:writing|english|style|register|language|tone)\b|\bhow (?:do|can|should) i (?:write|sound) (?:more )?(?:formal|formally|informal|informally|polite|politely)\b|\bmake (?:the|my|this|your) (?:e-?mail|letter|cover letter|essay|report|text|writing|message) (?:sound )?(?:more|less) (?:formal|informal|polite|professional)\b/i,
    answer: "Formal writing uses full forms like I am and do not, polite phrases like I would like to and Could you please, and no slang; informal writing, to friends, uses contractions like I'm and don't, everyday words and a friendly opening like Hi Sam. Choose by who will read it: a manager, a company or someone you do not know gets the formal style.",
    model: "Informal: Hi Tom, can you send me the report by Friday? Thanks! Formal: Dear Mr Hall, could you please send me the report by Friday? Kind regards, Ana",
    followUp: 'Try it: write one sentence asking a colleague for help, first formally, then informally.',
    examples: ['What is the difference between formal and informal writing?', 'How do I write more formally?', 'Can you explain formal style?', 'How can I make my email more formal?', 'Could you help me make the letter sound more professional?'],
    counterExamples: ['Is the party formal or casual?'],
  },
  {
    id: 'professional-email',
    asked: /\b(?:write|writing|send) (?:a |an )?(?:good |professional |formal |business |work )+e-?mails?\b|\b(?:professional|business|work|formal) e-?mails?\b.*\b(?:write|structure|look like|start|format)\b/i,
    answer: 'A professional email has five parts: a subject line that says what it is about, a greeting such as Dear Ms Brown, your purpose in the first sentence, the details the reader needs in short paragraphs, and a clear request or next step before a polite close such as Kind regards and your name.',
    model: "Subject: Delivery date for order 4471. Dear Ms Brown, I am writing to ask about the delivery date for our order 4471, placed on 3 May. Could you let me know when it will arrive? We need it for an event on 20 May. Thank you for your help. Kind regards, Ana Lima",
    followUp: 'Try it: who is your next work email to, and what do you want them to do? Write me its subject line and first sentence.',
    examples: ['How do I write a professional email?', 'Can you teach me to write business emails?', 'What should a formal email look like?'],
    counterExamples: ['I wrote a professional email yesterday.', 'How should I start it?'],
  },
  {
    id: 'shorter-writing',
    asked: /\b(?:make|get|keep) (?:the|my|this|your) (?:e-?mail|letter|cover letter|essay|report|text|writing|message|answer) (?:a (?:bit|little) )?(?:shorter|more concise)\b|\b(?:shorten|cut down) (?:the|my|this) (?:e-?mail|letter|cover letter|essay|report|text|writing|message)\b|\bmy (?:e-?mail|letter|cover letter|essay|report|text|writing|message) is too long\b/i,
    answer: 'Keep one purpose for the whole text and say it in the first two lines; then cut what the reader does not need to act: long thanks, repeated points and background they already know. Short sentences of one idea each help too, and for several details, a short list reads faster than a paragraph.',
    followUp: 'Try it on your own text: which sentence could you remove without losing anything the reader needs?',
    examples: ['How can I make my email shorter?', 'Can you help me shorten the letter?', 'My essay is too long, what can I cut?'],
    counterExamples: ['The meeting was too long.', 'Can you make the lesson shorter?'],
  },
  {
    id: 'salary-in-cover-letter',
    asked: /^(?![\s\S]*\binterview)[\s\S]*(?:\b(?:salary|pay|wage|money)\b[\s\S]*\b(?:cover letter|covering letter|letter|application)\b|\b(?:cover letter|covering letter|letter|application)\b[\s\S]*\b(?:salary|pay|wage)\b|\bshould i (?:write|put|mention|include) (?:about )?(?:my |the )?(?:salary|pay|expected salary|salary expectations?)\b)/i,
    answer: "Leave it out, unless the advert asks for your salary expectations. If it does, give a range in one sentence near the end, based on what the role usually pays: my salary expectation is between 32,000 and 36,000 pounds a year. The letter is for why you fit the job; money is talked about later.",
    followUp: 'What is the one thing you most want the reader to remember about you? Write it as one sentence for your letter.',
    examples: ['Should I write about my salary?', 'Do I mention salary in a cover letter?', 'Should I put my expected salary in the application?'],
    counterExamples: ['How do I answer the salary question in the interview?', 'My salary is too low.', 'What should I say about salary in the interview?'],
  },
  {
    id: 'complaint',
    asked: /\bcomplain(?:t|ts|ing)?\b.*\b(?:e-?mail|letter|write|writing)\b|\b(?:e-?mail|letter|write|writing)\b.*\bcomplain(?:t|ts|ing)?\b/i,
    answer: 'Say politely what happened, with the date and any order number; then say clearly what went wrong and how it affected you; then what you would like, such as a refund or a replacement, and by when. Stay calm: I would be grateful if you could send a replacement by Friday works better than anger.',
    model: "Dear Sir or Madam, I am writing to complain about the washing machine I bought from your shop on 2 March. It stopped working after a week, and the repair service has not answered my two emails. I would like a replacement or a full refund. I look forward to hearing from you. Yours faithfully, Tomás Ruiz",
    followUp: 'What would you like to complain about? Write me the first two sentences of your email.',
    examples: ['How do I write a complaint email?', 'Can you help me write a letter of complaint?', 'How should I complain in an email to a hotel?'],
    counterExamples: ['My neighbours made a complaint about the noise.', 'What should I say to make a complaint at a hotel?'],
  },
  {
    id: 'linkedin-summary',
    asked: /\blinked-?in\b.*\b(?:summary|about|profile|headline|bio)\b|\b(?:summary|about section|profile|headline|bio)\b.*\blinked-?in\b/i,
    answer: "On LinkedIn, write the About section in the first person, as if you were introducing yourself at an event: what you do and for whom, one or two results you're proud of, with numbers where you can, and what you're looking for or interested in now. Keep the first two lines strong, because that's all people see before they click, and end with how to reach you.",
    model: "I help small online shops sell more through email and social media. In the last two years my campaigns doubled our newsletter sign-ups and cut our cost per customer by a third. I'm now looking to grow into a team lead role. Happy to connect with anyone working in e-commerce marketing.",
    followUp: 'What do you do, and for whom? Write your first two lines, and I will look at them with you.',
    examples: ['Can you help me write a LinkedIn summary?', 'What should I put in my LinkedIn profile?', 'How do I write my LinkedIn headline?'],
    counterExamples: ['I found the job on LinkedIn.', 'What should I write in the summary of my CV?'],
  },
  {
    id: 'capital-letters',
    // Not the capital of a country ('What is the capital of Australia?'): a country's name follows with a capital.
    asked: /\b[Cc]apitals?(?! (?:of|city|cities)\b)(?: letters?)?\b(?!.*\bof (?:\p{Lu}|the\b))|\b[Uu]pper ?case\b|\b[Bb]ig letters?\b/u,
    answer: "English gives a capital letter to the first word of a sentence, to I, and to names: people and places, days and months (Thursday, March), languages and nationalities (English, Brazilian), and companies and brands. Seasons stay small (summer), and so do school subjects, except languages (maths, but French).",
    followUp: "Try it: write one sentence about your plans for next week with a day, a month and a language in it.",
    examples: ["Is it better to write 'Thursday' with capital letter?", 'Do months have capital letters in English?', 'When do I use capital letters?'],
    counterExamples: ['London is the capital of England.', 'What is the capital of Australia?'],
  },
  {
    id: 'schwa',
    asked: /\bschwa\b|\bweak (?:vowels?|sounds?)\b/i,
    answer: "The schwa, written /ə/, is the most common sound in English: a short, relaxed uh with the mouth half open, in the syllables that are not stressed. It is the a in about, the er in teacher and the o in today. If you say every vowel fully, English sounds slow and careful; with schwa in the weak syllables, it gets its natural rhythm.",
    followUp: "Say 'a cup of tea' as one word, with schwa in 'a' and 'of': uh-CUP-uhv-TEA. Then try 'banana', with schwa at both ends.",
    examples: ['What is the schwa?', 'How do I make the schwa sound?', 'What are weak vowels?'],
    counterExamples: ['How do I pronounce "thought"?'],
  },
  {
    id: 'intonation',
    asked: /\bintonation\b|\b(?:sound|sounds|speak|speaking) (?:so |too |very )?(?:flat|monotone|monotonous|robotic)\b|\bmelody of (?:english|the sentence)\b/i,
    answer: "Intonation is the music of a sentence. In English the voice falls at the end of a statement and of a question with who, what or where (Where do you work?), and rises at the end of a yes-or-no question (Do you work here?). Inside the sentence, the words that carry the meaning are stressed and the small words are quick and light. To learn it, shadow: play one sentence of a podcast, pause, and copy its melody as well as its words.",
    followUp: "Try it: say 'Where do you work?' with your voice falling, then 'Do you work here?' with it rising. Which one felt harder?",
    examples: ['How can I improve my intonation?', 'What is intonation?', 'My English sounds flat, what can I do?'],
    counterExamples: ['How do I pronounce "thought"?', 'The floor is flat.'],
  },
  {
    id: 'final-consonants',
    asked: /\b(?:final|last|ending|end) (?:sounds?|consonants?)\b(?!.*\bplurals?\b)|\b(?:last|final) sound of (?:a |the |my )?words?\b|\b(?:sounds?|consonants?) at the end of (?:a |the |my )?words?\b|\b(?:drop|miss|forget|swallow)(?:s|ping|ped|ed)? (?:the )?(?:final|last|ending|end) (?:sounds?|consonants?|letters?)\b/i,
    answer: "In English the last consonant of a word often carries its meaning: 'night' and 'nine' differ only there, and without it 'like' becomes 'lie'. Many languages end their words on a vowel, or say the last sound so softly that it disappears. Finish every word: move your tongue or lips to the place of the last sound, even if you let it go gently, and when the next word starts with a vowel, carry the sound over to it, so 'like it' sounds like 'lai-kit'.",
    followUp: "Try it: say 'night', 'nine' and 'nice', making each last sound clear. Then say 'I like it' as one smooth line.",
    examples: ['How do I say the last sound of words?', 'I have trouble with final sounds, how can I practise?', 'Why do I drop the final consonants?', 'I have trouble with final sounds.', "Hi, I'm from Vietnam and I have trouble with final sounds."],
    counterExamples: ['What is the last word of the song?', 'How do I pronounce the s at the end of plurals?', 'I have trouble with my final exams.'],
  },
  {
    id: 'plural-s-endings',
    asked: /\b(?:the )?["'‘“]?-?s["'’”]?(?: sound)? (?:at the end of|of|in) (?:the |my |english )?(?:plurals?|plural nouns|nouns)\b|\bplural (?:-?s|endings?|sounds?)\b|\b(?:pronounce|say) (?:the |english )?plurals\b|\b-s endings?\b/i,
    answer: "The -s at the end of a plural has three sounds, and so does the -s of 'he works'. After p, t, k, f and the th of 'months' it is a soft s: cats, books, cups. After other consonants and after vowels it is a buzzing z: dogs, days, trees. After s, z, sh, ch, j and x it adds a syllable, iz: buses, watches, pages, boxes. Say it clearly: it is often the only thing that tells the listener there is more than one.",
    followUp: "Try it: say 'cats', 'dogs' and 'buses'. Which of the three do 'bags' and 'glasses' sound like?",
    examples: ['How do I pronounce the s at the end of plurals?', "What about the 's' at the end of plurals?", 'How do I pronounce plural endings?', 'How do you say plurals in English?'],
    counterExamples: ['How do I say the last sound of words?', 'What is the plural of child?', 'Is it "is" or "are" with plural nouns?'],
  },
  {
    id: 'two-th-sounds',
    asked: /\b(?:say|pronounce|sound of) (?:the )?["'‘“]th["'’”](?: sound)? in\b|\btwo th sounds\b|\b(?:voiced|voiceless) th\b|\bth\b(?=[^?]*\b(?:the|this|that|they)\b)(?=[^?]*\b(?:thanks|think|three|thing)\b)(?=[^?]*\b(?:same|different)\b)/i,
    answer: "English has two th sounds, made in the same place: the tip of the tongue lightly between the teeth, air flowing over it. In 'the', 'this', 'that' and 'mother' it is voiced: your throat buzzes, like a soft d. In 'thanks', 'think', 'three' and 'month' it is voiceless: only air, like a soft s. Put a hand on your throat to feel the difference.",
    followUp: "Try it: say 'this thing' and 'the three', one buzzing th and one with only air. Which was harder?",
    examples: ['how do I say "th" in "the" and "thanks", is it same?', 'What are the two th sounds?', 'Is the th in "this" the same as in "think"?'],
    counterExamples: ['How do I pronounce "thought"?', 'What is the difference between "this" and "that"?'],
  },
  {
    id: 'ed-endings',
    asked: /(?:^|\s)-?ed endings?\b|\b(?:say|pronounce|sound of) (?:the )?["'‘“]-?ed["'’”]? in\b|\b(?:the )?["'‘“]-?ed["'’”]? (?:at the end|in (?:the )?past|of (?:past|regular) verbs|endings?)\b|\bthe -ed\b|\b(?:pronounce|say) (?:the )?(?:past tense|regular past)(?: verbs| forms?| endings?)?\b|\bpast tense endings?\b/i,
    answer: "The -ed of regular past verbs has three sounds. After t and d it adds a syllable, id: wanted, needed, decided. After the voiceless sounds p, k, f, s, sh and ch it is a short t: worked, stopped, laughed, watched. After every other sound it is a d: played, lived, cleaned. Only the first group gets a syllable more, so 'worked' is one syllable, never 'work-ed'.",
    followUp: "Try it: say 'wanted', 'worked' and 'played'. Which group do 'asked' and 'ended' belong to?",
    examples: ['How do I pronounce -ed endings?', 'how do you say "ed" in "worked", "played" and "wanted"?', "How do I say the '-ed' in past tense verbs?", 'How do I pronounce the past tense?', 'What about ed endings?'],
    counterExamples: ['What is the past tense of go?', 'How do I pronounce "thought"?', 'I ended the call.'],
  },
  {
    id: 'word-stress',
    asked: /\bwhat(?:'s| is| are) (?:word stress|syllable stress|(?:a )?stressed syllables?)\b(?! (?:in|on|of) ["'‘“]?\w)|\bhow (?:do|can) i (?:know|find|tell) (?:where|which syllable)\b.*\bstress\b|\bwhy is word stress important\b/i,
    answer: "Word stress is the syllable of a word that is said louder, longer and a little higher: PHO-to, pho-TO-gra-pher, pho-to-GRA-phic. It changes from word to word, and getting it wrong can make a word hard to recognise even when every sound is right. A good dictionary marks it with ˈ before the stressed syllable, and many two-syllable nouns stress the first (TA-ble, PRE-sent) while their verbs stress the second (pre-SENT).",
    followUp: "Try it: say 'photo', 'photographer' and 'photographic' aloud, making the stressed syllable louder and longer. Then ask me where the stress falls in any word you're not sure of.",
    examples: ['What is word stress?', 'How do I know which syllable to stress?', 'Why is word stress important?', 'What is a stressed syllable?'],
    counterExamples: ['Where is the stress in "comfortable"?', 'What is stress at work like for you?'],
  },
  {
    id: 'cv-gap',
    asked: /\b(?:gap|break|time off) in (?:my|your|the) (?:cv|resume|résumé|career|work history|employment)\b|\b(?:cv|resume|career) gap\b/i,
    answer: "Say it briefly and honestly, and move on to what you did and what you are ready for now: 'I took a year to care for my father. During that time I kept up with the field through an online course, and now I'm ready to return full time.' Don't apologise; one or two sentences are enough.",
    followUp: "Try it now: tell me about the gap in your CV in two sentences.",
    examples: ['How do I explain a gap in my CV?', 'What do I say about the gap in my resume?', 'Is a career gap a problem?'],
    counterExamples: ['There is a gap between the two buildings.'],
  },
  {
    id: 'hobbies-in-interview',
    asked: /\b(?:hobbies|hobby|free time|interests)\b.*\binterview\b|\binterview\b.*\b(?:hobbies|hobby|free time|interests)\b/i,
    answer: "Only briefly, and only when asked or when they show something useful for the job: a team sport shows you work well with others, running a club shows you can organise, and a long race shows you keep going. One or two sentences, with what it says about you.",
    followUp: "Try it: tell me one of your hobbies and what it shows about you, in two sentences.",
    examples: ['Should I talk about my hobbies in an interview?', 'What should I say about my free time in an interview?'],
    counterExamples: ['My hobbies are reading and cooking.'],
  },
  {
    id: 'english-spelling',
    asked: /\bspelling\b.*\b(?:hard|difficult|strange|weird|crazy|irregular|confusing|so different)\b|\bwhy (?:is|are|do) (?:english )?(?:words )?(?:spelt|spelled|written|spell)\b.*\b(?:differently|not as|like that)\b|\bwhy (?:doesn'?t|does not|don'?t|do not) english (?:words )?sound like (?:they are|it is|they're) (?:written|spelt|spelled)\b/i,
    answer: 'Because English kept many old spellings while its pronunciation changed over the centuries, and it took words from French, Latin, Greek and many other languages along with their spellings. So the same letters can sound different, as in though, through and tough. Learn each new word with its sound, and in groups that sound alike: night, light, right.',
    followUp: 'Which word’s spelling surprised you recently?',
    examples: ['Why is English spelling so hard?', 'Why are English words spelled so differently from how they sound?', "Why doesn't English sound like it is written?"],
    counterExamples: ['How do you spell "necessary"?', 'My spelling is bad.'],
  },
  {
    id: 'english-pronunciation-hard',
    asked: /\bwhy (?:is|are) (?:english )?(?:pronunciation|pronouncing|the sounds?)(?: of english| in english)? (?:so |very |that |really )?(?:hard|difficult|tricky|strange|confusing)\b|\bwhy (?:is|are) (?:it )?(?:so )?(?:hard|difficult) to pronounce english\b|\benglish pronunciation is (?:so |very |really )?(?:hard|difficult)\b.*\bwhy\b/i,
    answer: "For three reasons: the spelling doesn't tell you the sounds, since English kept old spellings while its sounds changed; it has sounds many languages don't, like th and the short i in ship; and its rhythm stresses some syllables and swallows the rest. The good news is that you don't need every sound to be understood: word stress and a few key sounds matter most.",
    followUp: 'Which sound gives you the most trouble? We can start there.',
    examples: ['Why is English pronunciation so difficult?', 'Why is it hard to pronounce English?', 'English pronunciation is really hard, why?'],
    counterExamples: ['How do I pronounce "thought"?', 'My pronunciation is bad.', 'Why is English spelling so hard?'],
  },
  {
    id: 'more-interesting',
    asked: /\bmake (?:it|this|that|my (?:text|essay|paragraph|story|writing|email|description|answer|introduction)) (?:more (?:interesting|exciting|lively|vivid|engaging)|less (?:boring|dull|flat))\b/i,
    answer: "Give the reader something to see. Add one detail only you know, like the smell of the fish market at six in the morning; use a name or a number instead of 'many' or 'very'; and swap general words like nice, good and very delicious for exact ones like spicy, fresh or crispy. Mix one short sentence in among the longer ones, and end with how you feel about it.",
    model: 'The food is very good becomes: The paella arrives still sizzling, with prawns as big as my thumb.',
    followUp: "Try it on one sentence: rewrite 'The food is very good' with one exact detail.",
    examples: ['How can I make it more interesting?', 'How do I make my paragraph less boring?', 'Can you help me make my story more exciting?'],
    counterExamples: ['How can I make it better?', 'The story was more interesting than the film.'],
  },
  {
    id: 'subject-line',
    asked: /\bsubject lines?\b|\b(?:how|what) (?:do|should|can) i (?:write|put) (?:in )?(?:the |an? )?(?:e-?mail )?subject\b/i,
    answer: 'A good subject line says what the email is about and what you need, in under eight words: Question about the March invoice, or Meeting moved to Thursday. Put a deadline in it if there is one, like Feedback needed by Friday, and avoid vague lines like Hello or Important.',
    model: 'Day off request: Friday 14 June. Or: Report for review by Wednesday.',
    followUp: 'Try one now: write a subject line for an email asking your manager for a day off next Friday.',
    examples: ['How do I write a good subject line?', 'What should I put in the email subject?', 'What makes a good subject line?'],
    counterExamples: ['My favourite subject is history.', 'What subject do you teach?'],
  },
  {
    id: 'immigration-band',
    asked: /\b(?:band|score|ielts)\b.*\b(?:immigra\w*|migrat\w*|permanent residen\w*|residency|citizenship|express entry|visa|work permit)\b|\b(?:immigra\w*|visa|permanent residen\w*|citizenship)\b.*\b(?:band|score|ielts)\b/i,
    answer: "For immigration it depends on the country and the programme. Many ask for IELTS General Training rather than Academic, most set a minimum band for each of the four parts, and points systems such as Canada's and Australia's give more points for a higher band. The programme's official page lists the exact figures, so check it before you book the test.",
    followUp: 'Which country are you planning to move to? Tell me in two or three sentences why you chose it.',
    examples: ['What band do I need for Canada immigration?', 'Which IELTS score do I need for a work visa?', 'Is band 6 enough for permanent residency?'],
    counterExamples: ['What band score would I get?', 'What band do I need for a university in the UK?'],
  },
  {
    // 'Which one is for immigration?' just after the two tests were told apart, or with the tests named.
    id: 'which-ielts-for-what',
    examinerOnly: true,
    asked: /\bwhich (?:one|test|ielts|type|version|module|kind)\b[^?]*\b(?:immigra\w*|migrat\w*|visas?|work permit|universit\w*|studying|study|college|master'?s|degree|registration|residen\w*|citizenship)\b/i,
    answer: "General Training is the one for work and most immigration, for example Canada's, Australia's and New Zealand's programmes; Academic is for university and for registering in a profession such as nursing or medicine. The visa's or the university's official page names the test it accepts, so check it before you book. The speaking test is the same in both.",
    followUp: 'What do you need the test for? Tell me in two or three sentences.',
    examples: ['Which one is for immigration?', 'Which IELTS test is for university?', 'Which one do I need for a work visa?'],
    counterExamples: ['Which one is easier, Part 1 or Part 2?', 'Which university is the best?'],
  },
  {
    id: 'academic-or-general-easier',
    asked: /\b(?:academic|general(?: training)?)\b[^?]*\b(?:easier|harder|more difficult|less difficult)\b|\b(?:easier|harder|more difficult|less difficult)\b[^?]*\b(?:academic|general(?: training)?)\b/i,
    answer: 'In speaking, neither: the test is the same. In reading, General Training uses everyday texts, which many find easier, but it needs more right answers for the same band, so it is not really easier overall. Take the one your goal asks for: Academic for university, General Training for work and most immigration.',
    followUp: 'What do you need the test for?',
    examples: ['Which one is easier, IELTS academic or general?', 'Is General Training easier than Academic?', 'Is the academic test harder?'],
    counterExamples: ['Which one is easier, Part 1 or Part 2?', 'I study general English.'],
  },
  {
    id: 'good-band',
    examinerOnly: true,
    asked: /^(?:so |and |ok(?:ay)?,? )?(?:what(?:'s| is)|which is) (?:a )?good (?:ielts )?(?:band|score|band score)(?: in (?:the )?ielts)?\s*\??\s*$|\bis (?:band )?(?:5|6|7|8|five|six|seven|eight)(?:\.5| and a half)? (?:a )?good (?:band|score)\b/i,
    answer: 'A good score is the one your goal asks for. As a guide: band 6 means you can use English well in familiar situations with some mistakes, 6.5 to 7 is what most universities ask for, and 7 or above shows a good command of the language in most situations. Many work visas ask for 5 to 6.',
    followUp: 'What do you need the test for, and which band does it ask for?',
    examples: ['What is a good IELTS band?', 'Is band 6.5 a good score?', 'What is a good band score?'],
    counterExamples: ['What band score would I get?', 'My son had a good score in maths.'],
  },
  {
    id: 'university-band',
    asked: /\b(?:band|score|ielts)\b.*\b(?:need|required?|requirements?|ask for|minimum)\b.*\b(?:universit(?:y|ies)|college|study|master'?s|degree|visa|course)\b|\b(?:universit(?:y|ies)|college|master'?s|degree)\b.*\b(?:need|require|ask for)\b.*\b(?:band|score|ielts)\b|\b(?:band|score|ielts)\b.*\b(?:universit(?:y|ies)|colleges?)\b.*\b(?:need|require|ask for|want)\b/i,
    answer: 'It depends on the university and the course: most UK universities ask for an overall band between 6.0 and 7.0, often with no part below 5.5 or 6.0, and some courses, such as medicine or law, ask for more. The course page lists the exact figure, so check it before you book the test.',
    followUp: 'Which course are you hoping to study? Tell me in two or three sentences why you chose it.',
    examples: ['What band score do I need for study in UK university?', 'What IELTS score do universities require?', 'Which band do I need for a master’s degree?'],
    counterExamples: ['What band score would I get?', 'I need band 7 for my visa.'],
  },
  {
    id: 'fillers',
    asked: /\b(?:avoid|stop|reduce|not) (?:saying |using )?(?:["'‘“]?(?:um+|uh+|erm+|eh+|like|you know)["'’”]?)(?: (?:and|or) ["'‘“]?(?:um+|uh+|erm+|eh+|like)["'’”]?)?\b|\b(?:too many|so many|a lot of) (?:fillers|filler words|["'‘“]?(?:um+|uh+|erm+)s?["'’”]?)\b|\b(?:ok(?:ay)?|bad|wrong|fine|normal|a problem) (?:if i |to )(?:say|use) ["'‘“]?(?:um+|uh+|erm+|eh+)["'’”]?(?![\p{L}])/iu,
    answer: "A pause is fine; a string of 'um' is what the listener notices. When you need time, close your mouth and take a short silent breath, or use a phrase that buys time and says something: 'That's an interesting question', 'Let me think for a second', 'Well, it depends'. Then record yourself answering one question for a minute and count the 'um's: next time, aim for half as many.",
    followUp: "Try it now: what's your favourite season, and why? Use one of those phrases instead of 'um' at the start.",
    examples: ['How do I avoid saying "um" all the time?', 'How can I stop saying uh when I speak?', 'I use too many fillers, what can I do?', 'is it ok if I say um many times?'],
    counterExamples: ['What does "um" mean?', 'I like to avoid the traffic.'],
  },
  {
    id: 'fluency-and-coherence',
    examinerOnly: true,
    asked: /\b(?:fluency|fluent)\b[^?]*\b(?:coherence|coherent)\b|\bwhat (?:is|does) (?:coherence|coherent) mean\b|\bwhat is coherence\b/i,
    answer: "They are one criterion, looked at from two sides. Fluency is how smoothly you keep going: speaking at a natural speed, without long stops to search for words or restarting sentences. Coherence is how easy you are to follow: your ideas in a clear order, answering the question, and joined with linking words such as because, so, on the other hand and for example. Long answers full of pauses lose fluency; fast answers that jump between ideas lose coherence.",
    followUp: 'Try a short answer with both in mind: do you prefer mornings or evenings, and why? Give a reason and an example, linked with because and for example.',
    examples: ['How is fluency different from coherence?', 'What is the difference between fluency and coherence?', 'What does coherence mean in IELTS?'],
    counterExamples: ['I want to be more fluent.', 'How can I speak fluently?'],
  },
  {
    id: 'describe-a-place-words',
    asked: /\b(?:vocabulary|words|adjectives|expressions)\b[^?]*\b(?:describe|describing|talk about|for)\b[^?]*\b(?:hometown|home town|city|town|village|place|country|neighbou?rhood)\b/i,
    answer: "Here are some that sound natural and lift your vocabulary: for a busy place, bustling, lively and vibrant; for an old one, historic, with narrow streets and old buildings; for a pretty one, picturesque and surrounded by hills; for a calm one, laid-back and peaceful; for its people, welcoming and a close-knit community; and for what's changed, it has grown a lot in recent years. Pick two or three you would really use, not all of them.",
    followUp: 'Now describe your hometown in two or three sentences with two of those words.',
    examples: ['Can you give me some better vocabulary to describe my hometown?', 'What words can I use to describe a city?', 'What adjectives can I use for talking about my village?'],
    counterExamples: ['Describe your hometown.', 'I live in a small village.'],
  },
  ...WORK_AND_STUDY_KNOW_HOW,
  ...TEACHING_TERMS_KNOW_HOW,
  ...ESSAY_AND_LETTER_KNOW_HOW,
];

export function findKnowHow(question: string): KnowHowTopic | undefined {
  if (!ASKS_KNOW_HOW.test(question.trim())) return undefined;
  return KNOW_HOW_TOPICS.find((topic) => topic.asked.test(question));
}

/** "Can you give me an example?", "Show me one.", "Example, please." */
const ASKS_FOR_AN_EXAMPLE = /^(?:(?:ok(?:ay)?|thanks|thank you|great|and)[,!.]?\s+)?(?:(?:can|could) you (?:please )?(?:give|show|write) me (?:an example|one|a model|a sample)|(?:can|could) i (?:see|have) (?:an example|one|a model|a sample)|(?:an )?example,? please|show me (?:an example|one)|what would (?:that|it|one) look like)\b[^?]*[?.!]*$/i;

/** The topic whose model a request for an example just after its answer asks to see (the learner's last message asked it). */
export function knowHowModelAsked(message: string, earlierUserMessages: readonly string[]): KnowHowTopic | undefined {
  const previous = earlierUserMessages.at(-1);
  if (!ASKS_FOR_AN_EXAMPLE.test(message.trim()) || !previous) return undefined;
  const topic = findKnowHow(previous) ?? modelForPieceToWrite(previous);
  return topic?.model ? topic : undefined;
}

/** "I need to write an email to my boss", "Can you help me write a complaint email?": a piece the learner has to write, whose model shows one ('Can you give me an example?'). */
const HAS_TO_WRITE = /\b(?:need|have|want|got|going) to (?:write|send)\b|\bi(?:'m| am) (?:writing|trying to write)\b|\bhelp me (?:to )?(?:write|draft)\b/i;
/** The topic whose model fits each piece, the more particular first (a complaint before any email). */
const PIECE_MODELS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcomplain(?:t|ts|ing)?\b/i, 'complaint'],
  [/\be-?mails?\b/i, 'professional-email'],
];

export function modelForPieceToWrite(message: string): KnowHowTopic | undefined {
  if (!HAS_TO_WRITE.test(message)) return undefined;
  const id = PIECE_MODELS.find(([piece]) => piece.test(message))?.[1];
  return KNOW_HOW_TOPICS.find((topic) => topic.id === id);
}
