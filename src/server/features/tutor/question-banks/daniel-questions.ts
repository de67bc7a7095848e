/** Daniel, interview coach: questions a recruiter really asks, grouped by his categories. */
import type { QuestionBank } from './question-bank';

export const danielQuestions: QuestionBank = {
  'Behavioral Questions': [
    'Tell me about a time you handled a conflict with a colleague.',
    'Describe a situation where you had to meet a tight deadline.',
    'Tell me about a mistake you made at work and what you learned from it.',
    'Give me an example of a time you showed leadership.',
    'Tell me about a time you had to persuade someone to see things your way.',
    'Describe a project you are proud of, and what your role was.',
    'Tell me about a time you had to adapt to a big change at work.',
  ],
  'Tell Me About Yourself': [
    'So, tell me about yourself.',
    'Which role are you preparing for, and what draws you to it?',
    'What is one achievement you would mention in your first minute with an interviewer?',
    'How would you describe your career so far in three sentences?',
    'What makes you a good fit for the job you want?',
    'How would a former manager describe you?',
  ],
  'Strengths and Weaknesses': [
    'What would you say is your greatest strength?',
    'Can you give me an example that proves that strength?',
    'What is a weakness you are actively working on?',
    'What steps have you taken to improve that weakness?',
    'What do colleagues usually come to you for help with?',
    'What kind of feedback have you received most often?',
  ],
  'Questions for the Interviewer': [
    'What question would you ask me about the team you would join?',
    'How would you ask about what success looks like in the first three months?',
    'What would you like to know about the company culture?',
    'How could you ask about opportunities to grow in the role?',
    'What question would show the interviewer you researched the company?',
    'How would you politely ask about the next steps in the process?',
  ],
  'Salary Conversations': [
    'What salary range are you hoping for, and how would you say it in the interview?',
    'How would you respond if I asked about your current salary?',
    'What would you say if the offer was lower than you expected?',
    'Apart from salary, which benefits matter most to you?',
    'How would you explain why you deserve a higher offer?',
    'How would you answer if I asked whether you are flexible on salary?',
  ],
  // Asked outside a section ('Hello'): what the learner is preparing for, before any interview question.
  'General Conversation': [
    'What job are you preparing for at the moment?',
    'When is your next interview, and what is it for?',
    'Which interview question do you find hardest to answer?',
    'What kind of company would you love to work for?',
    'What would you like to get better at before your next interview?',
    'What do you enjoy most about the work you do now?',
  ],
};
