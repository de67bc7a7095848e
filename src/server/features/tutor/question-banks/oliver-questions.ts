/** Oliver, IELTS examiner: Part 1 short questions, Part 2 cue cards read as one flowing sentence, Part 3 discussion. */
import type { QuestionBank } from './question-bank';

/** Part 1 questions about the work or studies the candidate has told, asked only once they have told one. */
export const ASKED_OF_WORK_TOLD: ReadonlySet<string> = new Set(['Why did you choose that job or subject?', 'What is the most interesting part of what you do?']);

export const oliverQuestions: QuestionBank = {
  // As the test runs Part 1: three or so questions on one familiar topic, then the next, each opened by name (asked in order: ORDERED_SECTIONS).
  'Part 1: Familiar Topics': [
    'Do you work or are you a student at the moment?',
    'Why did you choose that job or subject?',
    'What is the most interesting part of what you do?',
    "Now let's talk about the place you come from. What do you like most about it?",
    'Has your town changed much since you were a child?',
    'Would you like to live there in the future? Why?',
    "Let's move on to free time. How do you usually spend your weekends?",
    'Do you prefer spending your free time alone or with other people?',
    'Is there a hobby you would like to try in the future?',
    "Now let's talk about music. What kind of music do you like listening to?",
    'Did you learn to play a musical instrument as a child?',
    'Do you think music is important for children? Why?',
    "Let's talk about transport. How often do you use public transport where you live?",
    'Would you rather travel by car or by train? Why?',
  ],
  'Part 2: Long Turn': [
    'Describe a place you like to visit, and you should say where it is, when you go there, who you go with, and explain why you like it.',
    'Describe a person who has influenced you, and you should say who they are, how you know them, what they have done, and explain why they influenced you.',
    'Describe a skill you learned recently, and you should say what it is, how you learned it, how long it took, and explain how you feel about it.',
    'Describe a memorable journey you took, and you should say where you went, how you travelled, who you were with, and explain why it was memorable.',
    'Describe a book or film that made you think, and you should say what it was about, when you read or saw it, and explain why it made you think.',
    'Describe a time you helped someone, and you should say who you helped, what the situation was, what you did, and explain how you felt afterwards.',
  ],
  'Part 3: Discussion': [
    'Why do you think some people prefer to live in big cities rather than in the countryside?',
    'How has technology changed the way families spend time together?',
    'Do you think governments should invest more in public transport than in roads?',
    'What are the advantages and disadvantages of working from home?',
    'Should schools focus more on practical skills than on academic subjects?',
    'In what ways might tourism damage the places people visit?',
    'Is it more important to be happy at work or to earn a high salary?',
  ],
  // Ordered like the real test: Part 1, then a cue card, then Part 3 (see isOrderedBank).
  'Full Mock Speaking Test': [
    'To begin, could you tell me your full name and where you are from?',
    'Do you work or are you a student at the moment?',
    'What do you enjoy doing in your free time?',
    "Let's talk about your home town. What do you like most about it?",
    'Would you like to live somewhere else in the future? Why?',
    "Now let's talk about food. What kind of food do you enjoy most?",
    'Now for Part 2: describe a festival or celebration you enjoyed, and you should say what it was, where it took place, who you celebrated with, and explain why you enjoyed it.',
    'Moving on to Part 3: why do you think traditional celebrations are important to communities?',
    'How have celebrations changed in your country over the last twenty years?',
    'Do you think global events will eventually replace local traditions?',
  ],
  'Band Score Strategies': [
    'Try extending this answer with a reason and an example: do you prefer mornings or evenings?',
    'Could you describe your neighbourhood using at least two less common adjectives?',
    'Can you answer this using a conditional sentence: what would you change about your city?',
    'Give me your opinion on online learning, and link your ideas with a phrase like on the other hand.',
    'Tell me about a change in your life, using the present perfect at least once.',
    'Paraphrase this question in your own words before answering it: why do people enjoy travelling?',
  ],
  // Asked outside a section ('Hello'): the learner's test and goal, before the exam's own questions.
  'General Conversation': [
    'When are you taking the IELTS test?',
    'Which band are you aiming for in speaking?',
    'Which part of the speaking test worries you most?',
    'Why are you taking IELTS: for study, for work or to move abroad?',
    'Have you taken IELTS before?',
    'How do you practise speaking English at the moment?',
  ],
};
