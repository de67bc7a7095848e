/**
 * "Hello, I am new here. How does this work?", "What can you do?", "How can you help me?": what practising with this
 * teacher is like and how to begin, by the teacher's task (a practice partner, the examiner, the pronunciation coach...),
 * instead of "I'm not sure I can answer that". Examples and counter-examples: how-it-works.test.ts.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { isSpanishTeacher } from './teacher-voice';

/** The question, as the message's last sentence ('Hi! I'm new here. How does this work?'). */
const ASKS_HOW_IT_WORKS = /^(?:(?:so|ok(?:ay)?|and|but|sorry)[,!.]?\s+)?(?:how does (?:this|it|parley|this app|the app|this site|this chat) work|how (?:do|can|should) i (?:use|start using|start with) (?:this|it|parley|you|the app|this app)|what (?:can|do) (?:you|we) do (?:here|together|for me)|what can you (?:do|help me with)|how can you help me|how do we start|what (?:should|do) i do here)\s*[?.!]*$|^¿?\s*(?:c[oó]mo funciona (?:esto|la app|parley)|qu[eé] (?:puedes|podemos) hacer(?: aqu[ií]| juntos| juntas)?|c[oó]mo me puedes ayudar|c[oó]mo empezamos)\s*\?*$/iu;

/** What each kind of teacher does with the learner, and how to start (a teacher's task from her record). */
const BY_TASK: Readonly<Record<string, string>> = {
  conversation:
    "Just talk to me, about anything you like: type, or press the microphone and speak. I'll answer, ask you questions, and point out the slips I'm sure of as we go; they are kept in your Notebook, and Review brings them back until they stick. Ask me anything about English too: a word, a tense, how to say something. So, to start: how has your day been?",
  ielts:
    "We practise the IELTS Speaking test the way it runs: Part 1 questions about you, a Part 2 cue card to talk about for up to two minutes, and a Part 3 discussion. Answer as you would in the exam, by typing or with the microphone, and ask me about the test or your band at any time. Shall we start with Part 1?",
  pronunciation:
    "Ask me how any word sounds and I'll give you its sounds, its stress and a tip for the hard part, or tell me the sounds you find difficult and I'll give you words to practise them. In Voice practice, beside our chat, you can read a sentence aloud and see which words came out clearly. Which word or sound gives you the most trouble?",
  interview:
    "I play the interviewer: I ask the questions real interviews ask, you answer as you would on the day, by typing or with the microphone, and I coach each answer. You can also ask me how to answer a question before you try it. What job are you applying for?",
  writing:
    "Paste anything you're writing, an email, a cover letter, an essay, and I'll point out the slips I'm sure of, look at its structure and help you make it stronger; or ask me how to write something and we'll write it together. What are you working on?",
  business:
    "We practise the English of work: meetings, emails, negotiations and small talk. Ask me what to say in a situation, ask what a business phrase means, or ask for a role-play and I'll play your client or your manager. What do you use English for at work?",
};

const SPANISH =
  'Háblame en español, escribiendo o con el micrófono, y yo te respondo. (Talk to me in Spanish, by typing or with the microphone, and I answer. I point out the slips I am sure of, and you can ask me how to say anything, in English if you like.) ¿Empezamos? ¿Qué tal tu día? (Shall we start? How is your day going?)';

/** Her answer, when the message's last sentence asks how practising here works; null otherwise. */
export function answerHowItWorks(message: string, teacher: TutorTeacher): string | null {
  const last = message.trim().split(/(?<=[.!?])\s+/).at(-1) ?? '';
  if (!ASKS_HOW_IT_WORKS.test(last)) return null;
  if (isSpanishTeacher(teacher)) return SPANISH;
  return BY_TASK[teacher.task ?? 'conversation'] ?? BY_TASK.conversation!;
}
