/** The teacher's opening turn when the learner has not said anything yet. */
import type { TutorTeacher } from '../../lib/language-model';
import { fillTemplate, type Chooser } from './choose-variant';

const GENERAL = 'General Conversation';

const GREETINGS: Record<string, readonly string[]> = {
  sophia: ["Hi there, I'm Sophia, and I'm so happy to chat about {topic} with you.", "Hello, I'm Sophia, and today we can talk about {topic} together."],
  oliver: ["Good to meet you, I'm Oliver, and we'll practise {topic} today.", "Hello, I'm Oliver, your examiner, and we'll begin with {topic}."],
  maya: ["Hi, I'm Maya, and today we're warming up your voice with {topic}.", "Hey, I'm Maya, and we're going to have fun with {topic} today."],
  daniel: ["Hi, I'm Daniel, your interview coach, and today we're working on {topic}.", "Hello, I'm Daniel, and we'll get you ready with some {topic} practice."],
  claire: ["Hello, I'm Claire, and I'm looking forward to working on {topic} with you.", "Hi, I'm Claire, and today we'll focus on {topic}."],
  lucia: ['¡Hola, soy Lucía, y hoy practicamos {topic}, poco a poco!', '¡Hola, bienvenido, soy Lucía y hoy vamos a practicar {topic}!'],
  ethan: ["Hi, I'm Ethan, your business English coach, and I'm glad you're here.", "Hello, I'm Ethan, and we'll work on the English you need at work."],
};

function topicWords(topic: string, teacher: TutorTeacher): string {
  if (topic !== GENERAL) return topic;
  return teacher.language.startsWith('es') ? 'un poco de todo' : 'whatever is on your mind';
}

export function greetLearner(teacher: TutorTeacher, topic: string, chooser: Chooser, firstQuestion: string | null): string {
  const firstName = teacher.name.split(' ')[0] ?? teacher.name;
  const options = GREETINGS[teacher.slug] ?? [`Hi, I'm ${firstName}, and I'm glad you're here to practise {topic}.`];
  const greeting = fillTemplate(chooser.pick('greeting', options), { topic: topicWords(topic, teacher) });
  return firstQuestion ? `${greeting} ${firstQuestion}` : greeting;
}
