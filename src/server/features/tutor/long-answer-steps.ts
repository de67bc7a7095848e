/**
 * What the offline tutor says when the learner asks for a list, examples or steps: a short practice
 * plan from the teacher's field, spoken as "First, ... Second, ..." rather than as a list.
 */
import type { TutorTeacher } from '../../lib/language-model';

const STEPS: Record<string, readonly string[]> = {
  oliver: [
    'answer every Part 1 question with a reason and a short example, not just yes or no',
    'use the minute of preparation in Part 2 to note one idea for each point on the cue card',
    'link your ideas with phrases like on the other hand and as a result',
    'show a range of tenses, for example the present perfect for experiences',
    'paraphrase the question at the start of your answer to show your vocabulary',
    'record yourself for two minutes and listen for long pauses',
  ],
  maya: [
    'choose one sound, such as the th in think, and practise it slowly in single words',
    'move on to minimal pairs like think and sink, so you can feel the difference',
    'put the words into short phrases and say them at normal speed',
    'record yourself reading a short paragraph and listen for that sound',
    'shadow a native speaker for one minute, copying their rhythm as well as the sounds',
    'use the sound in a real conversation the same day',
  ],
  daniel: [
    'write down three stories from your work that show a strength',
    'shape each one with the STAR method: situation, task, action and result',
    'add a number to every result, such as time saved or sales increased',
    'practise each story out loud until it takes about two minutes',
    'prepare two questions to ask the interviewer at the end',
    'do a full mock interview and ask for feedback on each answer',
  ],
  claire: [
    'write one sentence that says the purpose of your text',
    'plan one main idea for each paragraph',
    'connect your paragraphs with linking words like however and as a result',
    'read the draft aloud and shorten any sentence that makes you take a breath',
    'check the tone against your reader, a manager or a friend',
    'end with a clear request or conclusion',
  ],
  lucia: [
    'learn ten everyday phrases, like hola, gracias and la cuenta, por favor',
    'practise the five Spanish vowels, which are always short and pure',
    'learn each noun with its article, el libro or la mesa, to remember its gender',
    'say three sentences about your day in Spanish every evening',
    'listen to a slow Spanish podcast for ten minutes a day',
    'use what you learned with me in our next conversation',
  ],
  ethan: [
    'list the situations at work where you use English most',
    'learn three polite phrases for each one, like could we go back to the budget',
    'practise opening a meeting with a short agenda',
    'prepare a one-minute summary of your current project',
    'rehearse small talk questions about travel, weekends and the industry',
    'ask a colleague for feedback after your next meeting',
  ],
};

const GENERAL_STEPS = [
  'pick one everyday situation, like ordering a coffee, and say out loud what you would say',
  'learn new words in short phrases rather than one by one',
  'listen to a short podcast and repeat a few sentences after the speaker',
  'keep a small notebook of mistakes you often make and check it every week',
  'speak for two minutes a day about your day, even just to yourself',
  'use one new phrase in a real conversation as soon as you can',
];

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Finally'];

/** Up to six sentences, each starting with an ordinal word. */
export function longAnswerSteps(teacher: TutorTeacher): string[] {
  return (STEPS[teacher.slug] ?? GENERAL_STEPS).map((step, i) => `${ORDINALS[i]}, ${step}.`);
}
