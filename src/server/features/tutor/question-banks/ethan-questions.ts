/** Ethan, business English: learners pick no topic with him, so one bank about real work situations. */
import type { QuestionBank } from './question-bank';

export const ethanQuestions: QuestionBank = {
  'General Conversation': [
    'What do you do for work, and what does a typical week look like?',
    'Do you have any meetings or presentations coming up this week?',
    'How would you open a meeting with a new client?',
    'How would you politely disagree with a colleague in a meeting?',
    'What small talk do you usually make before a meeting starts?',
    'How would you summarise the results of your last project in two sentences?',
    'How would you ask your manager for more time on a deadline?',
    'What is the hardest part of using English at work for you?',
  ],
};
