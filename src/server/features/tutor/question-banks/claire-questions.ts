/** Claire, writing mentor: questions that lead to a draft, or to a better one. */
import type { QuestionBank } from './question-bank';

/** Her first essay question: its answer is planned into paragraphs (follow-up/essay-planned.ts). */
export const MAIN_ARGUMENT_ASKED = 'What is your main argument, in one sentence?';
/** Her offer to plan an essay together, after 'Can you help me write an essay?' (follow-up/essay-planned.ts reads the answer). */
export const ESSAY_QUESTION_ASKED = "What is the essay question? Tell me your answer to it in one sentence, and we'll plan the paragraphs together.";

export const claireQuestions: QuestionBank = {
  'Professional Emails': [
    'Who is the email for, and what do you want them to do after reading it?',
    'Could you write the first sentence of the email, stating its purpose clearly?',
    'How would you close the email politely with a clear request?',
    'Is this email to a colleague, a manager or a client, and how formal should it be?',
    'Could you write a subject line of no more than eight words?',
    'Could you rewrite your request so it sounds polite but confident?',
  ],
  // Not one of her topics: started when a learner needs to write one ('a complaint letter to my landlord'), in this order.
  'Formal Letters': [
    'What has happened, and what do you want the reader to do about it?',
    'Could you write the opening, Dear and the reader’s name, and then one sentence that says why you are writing?',
    'Which dates, numbers or details does the reader need, so the letter is clear?',
    'How would you ask for what you want, politely but firmly, with a date to reply by?',
    'Is there anything in your letter that sounds angry, and how could you say it more calmly?',
    'Could you write a closing sentence and a sign-off, such as Yours sincerely?',
  ],
  'Essays and Opinion Writing': [
    MAIN_ARGUMENT_ASKED,
    'What is the strongest reason that supports your opinion?',
    'Could you write an opening sentence that states your position?',
    'What would someone who disagrees with you say?',
    'Could you give one concrete example to support your main point?',
    'How would you sum up your argument in a closing sentence?',
  ],
  'Cover Letters': [
    'Which job are you applying for, and what excites you about it?',
    'Which achievement best shows you can do this job?',
    'Could you write an opening line that names the role and why you are applying?',
    'What do you know about the company that you could mention?',
    'How would you describe your most relevant experience in two sentences?',
    'Could you write a confident closing sentence asking for an interview?',
  ],
  'Reports and Summaries': [
    'Who will read the report, and what do they need to decide?',
    'Could you summarise the main finding in one sentence?',
    'What are the three most important points the reader must remember?',
    'Could you write a short introduction explaining the purpose of the report?',
    'What recommendation would you make, based on your findings?',
    'Could you turn one long paragraph of your draft into two clear sentences?',
  ],
  'Creative Writing': [
    'Could you describe a place you love using three of your senses?',
    'Who is the main character of your story, and what do they want?',
    'Could you write an opening sentence that makes the reader curious?',
    'What is the turning point in your story?',
    'Could you describe a character only through what they do, not what they feel?',
    'How would you end your story in a surprising way?',
  ],
  'Writing Challenge': [
    'Who is the reader of your next piece of writing, and what do you want them to feel?',
    'Could you rewrite your first sentence so it is shorter and clearer?',
    'Which sentence in your text are you least happy with?',
    'Could you add a linking word such as however or as a result to connect two of your ideas?',
    'How would you change the tone if the reader were your manager?',
    'Could you write a closing sentence that tells the reader what to do next?',
  ],
  // Asked outside a section ('Hello'): what the learner writes, before any writing task.
  'General Conversation': [
    'What are you writing in English at the moment, for work or for study?',
    'Who do you write to most often in English?',
    'What do you find hardest when you write in English?',
    'What would you like to be able to write well by the end of this year?',
    'Do you write more short emails, or longer texts like reports and essays?',
    'What kind of writing do you enjoy, and what kind do you put off?',
  ],
};
