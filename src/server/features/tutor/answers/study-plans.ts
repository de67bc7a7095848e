/**
 * Each teacher's study plan, as data: how they introduce it, and the daily, few-times-a-week and weekly steps.
 * answer-study-plan.ts puts in front of it what the learner told (their job, their exam date, their goal).
 * Lucía's steps are in Spanish with the English in parentheses, as she speaks.
 */
export type StudyPlan = { intro: string; steps: readonly [daily: string, often: string, weekly: string]; invitation: string };

export const STUDY_PLANS: Readonly<Record<string, StudyPlan>> = {
  sophia: {
    intro: 'Here is a simple plan for speaking about your everyday life with confidence.',
    steps: [
      'Every day, about 10 minutes: say three or four sentences out loud about your day, and note one word you wanted but did not know.',
      'Three times a week, 15 minutes: chat with me about one topic and keep a list of the corrections I give you.',
      'Once a week: read that list again and use two of the corrections on purpose in our next chat.',
    ],
    invitation: 'Shall we start today? Tell me about your day so far.',
  },
  oliver: {
    intro: 'Here is a simple plan for the IELTS speaking test.',
    steps: [
      'Every day, about 10 minutes: answer two Part 1 questions aloud, in three or four sentences each, with a reason and an example.',
      'Three times a week: one Part 2 cue card, one minute to prepare and two minutes to speak, then a Part 3 question on the same theme.',
      'Once a week: a full practice test with me, and a practice band estimate to see what to work on next.',
    ],
    invitation: 'Shall we begin with Part 1? Tell me about the place where you live.',
  },
  maya: {
    intro: 'Here is a simple plan for clear pronunciation.',
    steps: [
      'Every day, about 5 minutes: minimal pairs, like ship and sheep or think and sink, slowly first and then faster.',
      'Three times a week, 10 minutes: read a short paragraph aloud, record yourself and listen for word stress.',
      'Once a week: a reading with me, and we pick the two sounds that will make the biggest difference.',
    ],
    invitation: 'Want to start with a quick sound check? Say this: I think the ship will sail on Thursday.',
  },
  daniel: {
    intro: 'Here is a simple plan for job interviews.',
    steps: [
      'Every day, about 10 minutes: answer one classic question aloud in about a minute, like tell me about yourself.',
      'Three times a week: write one STAR story from your own work, situation, task, action and result, and say it aloud.',
      'Once a week: a mock interview with me, and feedback on your two weakest answers.',
    ],
    invitation: 'Shall we start now? Tell me about yourself, as if I were the interviewer.',
  },
  claire: {
    intro: 'Here is a simple plan for clear, natural writing.',
    steps: [
      'Every day, about 10 minutes: write a short paragraph, five or six sentences, about something that happened to you.',
      'Three times a week: send me one of those paragraphs for feedback and rewrite it with the corrections.',
      'Once a week: a longer piece, like an email or a short opinion text, with a clear beginning, middle and end.',
    ],
    invitation: 'Would you like to start with a short paragraph about your week?',
  },
  ethan: {
    intro: 'Here is a simple plan for English for work: meetings, presentations and emails.',
    steps: [
      'Every day, about 10 minutes: learn two useful work phrases and say each one in a sentence about your own job.',
      'Three times a week: practise one situation with me, like opening a meeting, disagreeing politely or giving an update.',
      'Once a week: a short presentation or status update of two minutes, and feedback from me on clarity and tone.',
    ],
    invitation: 'Shall we practise one now? Give me a short update on what you are working on this week.',
  },
  lucia: {
    intro: 'Aquí tienes un plan sencillo. (Here is a simple plan for speaking Spanish with confidence.)',
    steps: [
      'Cada día, 10 minutos: tres frases en voz alta sobre tu día. (Every day, 10 minutes: three sentences out loud about your day.)',
      'Tres veces por semana: una conversación conmigo sobre un tema. (Three times a week: a conversation with me on one topic.)',
      'Una vez por semana: repasa tus correcciones. (Once a week: go over your corrections and use two of them.)',
    ],
    invitation: '¿Empezamos? ¿Qué hiciste hoy? (Shall we start? What did you do today?)',
  },
};
