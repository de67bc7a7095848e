/** The teacher's opening turn when the learner has not said anything yet. */
import { GENERAL_CONVERSATION_TOPIC as GENERAL } from '#/shared/constants';
import type { TutorTeacher } from '../../lib/language-model';
import { isSpanishTeacher } from './answers/teacher-voice';
import { fillTemplate, type Chooser } from './choose-variant';

const GREETINGS: Record<string, readonly string[]> = {
  sophia: ["Hi there, I'm Sophia, and I'm so happy to chat about {topic} with you.", "Hello, I'm Sophia, and today we can talk about {topic} together."],
  oliver: ["Good to meet you, I'm Oliver, and we'll practise {topic} today.", "Hello, I'm Oliver, your examiner, and we'll begin with {topic}."],
  maya: ["Hi, I'm Maya, and today we're warming up your voice with {topic}.", "Hey, I'm Maya, and we're going to have fun with {topic} today."],
  daniel: ["Hi, I'm Daniel, your interview coach, and today we're working on {topic}.", "Hello, I'm Daniel, and we'll get you ready with some {topic} practice."],
  claire: ["Hello, I'm Claire, and I'm looking forward to working on {topic} with you.", "Hi, I'm Claire, and today we'll focus on {topic}."],
  lucia: ['¡Hola, soy Lucía, y hoy practicamos {topic}, poco a poco!', '¡Hola, bienvenido, soy Lucía y hoy vamos a practicar {topic}!'],
  ethan: ["Hi, I'm Ethan, your business English coach, and today we'll work on {topic}.", "Hello, I'm Ethan, and we'll practise {topic}, with the English you need at work."],
};

/** Lucía names her topics in Spanish, with the English in parentheses (spoken in an English voice). */
const SPANISH_TOPICS: Record<string, string> = {
  'Greetings and Introductions': 'los saludos y las presentaciones',
  'Ordering Food': 'cómo pedir comida',
  'Travel and Directions': 'los viajes y las direcciones',
  'Family and Friends': 'la familia y los amigos',
  'Daily Routine': 'la rutina diaria',
  Shopping: 'las compras',
};

/** Topics that already read as an activity ('Part 1: Familiar Topics') keep their capitals; others read as a phrase ('daily life'). */
function topicWords(topic: string, teacher: TutorTeacher): string {
  if (isSpanishTeacher(teacher)) {
    if (topic === GENERAL) return 'un poco de todo';
    return SPANISH_TOPICS[topic] ? `${SPANISH_TOPICS[topic]} (${topic.toLowerCase()})` : topic;
  }
  if (topic === GENERAL) return 'whatever is on your mind';
  return /^Part \d|Mock|IELTS|STAR/.test(topic) ? topic : topic.toLowerCase();
}

export function greetLearner(teacher: TutorTeacher, topic: string, chooser: Chooser, firstQuestion: string | null): string {
  const firstName = teacher.name.split(' ')[0] ?? teacher.name;
  const options = GREETINGS[teacher.slug] ?? [`Hi, I'm ${firstName}, and I'm glad you're here to practise {topic}.`];
  const greeting = fillTemplate(chooser.pick('greeting', options), { topic: topicWords(topic, teacher) });
  return firstQuestion ? `${greeting} ${firstQuestion}` : greeting;
}
