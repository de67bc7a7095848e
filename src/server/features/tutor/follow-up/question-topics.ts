/**
 * What a teacher's question asks the learner about, by its words. Two questions on one topic are one question:
 * a teacher who asked "What is a normal day like for you as an engineer?" does not ask "What does a normal working
 * or study day look like for you?" next, and a question whose answer the learner already gave is not asked at all.
 * Examples and counter-examples: question-topics.test.ts.
 */
export type FactTopic = 'name' | 'job' | 'city' | 'family' | 'pets' | 'plans' | 'likes' | 'schedule' | 'studies' | 'age' | 'exam' | 'routine' | 'role' | 'target' | 'exam-reason' | 'exam-before' | 'strength' | 'weakness' | 'waking' | 'friend-name' | 'letter-recipient' | 'letter-opening' | 'letter-closing';

const ASKS_ABOUT: ReadonlyArray<[FactTopic, RegExp]> = [
  ['name', /\b(?:your (?:full )?name|what (?:should|can) i call you|c[oó]mo te llamas)\b/i],
  ['job', /\b(?:what do you do(?: for a living)?\?|what do you do for (?:work|a job)\b|what is your job|what's your job|your job\b|for a living|work or (?:school|study|studies)|working or studying|studying or working|estudias o trabajas|trabajas o estudias|(?:school|study|studies) or work|do you work or|where do you work|what (?:kind of )?work do you do|a qu[eé] te dedicas|en qu[eé] trabajas|your profession)/i],
  ['city', /\b(?:where do you live|where are you from|your (?:home ?town|city)\b|which city|de d[oó]nde eres|d[oó]nde vives|where you live)/i],
  ['family', /\b(?:your family|brothers or sisters|any siblings|do you have (?:any )?(?:children|kids|brothers|sisters|siblings)|tu familia|tienes hermanos|tienes hij[oa]s|personas hay en tu familia)\b/i],
  ['pets', /\b(?:any pets|have a pet|tienes (?:una )?mascota)\b/i],
  // Before 'plans': "Do you have any meetings or presentations coming up this week?" is answered by a presentation told.
  ['exam', /\b(?:meetings or presentations|presentations or meetings|(?:exams?|tests?|interviews?|presentations?) coming up)\b/i],
  ['plans', /\b(?:coming up (?:this|next) week|any plans for|what are your plans)\b/i],
  // The job an interview is for, once the learner said it ('an interview for a developer position').
  ['role', /\b(?:which|what) (?:role|position|job) are you (?:preparing|applying|interviewing) for\b|\bwhat (?:job|position|role) is (?:the|your|this) interview for\b|^which job are you applying for\b/i],
  // What they study, not why, nor how it goes ('¿Por qué estudias medicina?', 'the hardest part of your studies').
  ['studies', /\b(?:what do you study|what are you studying|what (?:are|were) your studies|(?<!por )qu[eé] estudias)\b/i],
  ['age', /\b(?:how old are you|your age|cu[aá]ntos años tienes)\b/i],
  // When the learner gets up ('¿A qué hora te levantas?'), and their best friend's name ('¿Cómo se llama tu mejor amiga?').
  ['waking', /\b(?:what time do you (?:usually )?(?:get up|wake up)|a qu[eé] hora te (?:levantas|despiertas))\b/i],
  // Parts of an email or a letter asked for ('Could you write the first sentence...', '...a closing sentence and a sign-off').
  // Who an email or a letter is for ('Who is the email for...?', 'Is this email to a colleague, a manager or a client...?').
  ['letter-recipient', /\bwho is the (?:e-?mail|letter|message) for\b|\bis this (?:e-?mail|letter|message) to an? \w+|\bwho are you writing (?:it |this )?to\b/i],
  ['letter-opening', /\b(?:write the (?:first sentence|opening)|(?:an )?opening sentence)\b.*\b(?:e-?mail|letter|dear|why you are writing|purpose)\b|\bwrite the opening, dear\b/i],
  ['letter-closing', /\b(?:close the (?:e-?mail|letter)|a closing sentence and a sign-off|sign-off)\b/i],
  ['friend-name', /\b(?:what(?:'s| is) your best friend'?s name|what is your best friend called|c[oó]mo se llama tu mejor amig[oa])\b/i],
  // A strength or a weakness of the learner's, asked by an interviewer ('What would you say is your greatest strength?'),
  // not what to do about one ('What steps have you taken to improve that weakness?').
  ['strength', /\b(?:what (?:would you say )?(?:is|are) your (?:greatest |biggest |main |key |best )?strengths?|tell me (?:about )?(?:one of )?your (?:greatest |biggest |main |key )?strengths?)\b/i],
  ['weakness', /\b(?:what (?:would you say )?(?:is|are) your (?:greatest |biggest |main )?weakness(?:es)?|what is a weakness you|tell me (?:about )?(?:a |your )(?:greatest |biggest |main )?weakness)\b/i],
  // The score the learner aims for in an exam ('Which band are you aiming for?'), once they said it.
  ['target', /\b(?:which|what) (?:band|score|mark|grade) (?:are you (?:aiming|hoping|going) for|do you (?:need|want)|would you like)\b|\byour (?:target|goal) (?:band|score)\b/i],
  // Why the learner takes the exam ('Why are you taking IELTS: for study, for work...?'), once they said what for.
  ['exam-reason', /\bwhy (?:are|do) you (?:taking|take|doing|do|need|want) (?:the )?(?:ielts|toefl|exam|test|a higher band)\b|\bwhat do you need (?:the |your )?(?:ielts|band|score) for\b/i],
  // Whether they sat it before ('Have you taken IELTS before?'), once they told a score they got.
  ['exam-before', /\bhave you (?:ever )?(?:taken|done|sat|tried) (?:the )?(?:ielts|toefl|exam|test)(?: (?:before|already))?\b|\bis this your first (?:ielts|exam|test|time)\b/i],
  ['exam', /\b(?:when is your (?:exam|test)|are you (?:taking|preparing for|doing) (?:an?|any|the) (?:exam|test))\b/i],
  // A day of the learner's own, told hour by hour; not a day out, a special day or a day off.
  ['routine', /\b(?:(?:normal|typical|usual|ordinary|average) (?:(?:working|work|school|study|week|or) )*day|daily routine|(?:un|tu) d[ií]a (?:normal|t[ií]pico))\b/i],
];

/** The topic a question asks about, if it asks about one of them. */
export function questionAsksAbout(question: string): FactTopic | null {
  return ASKS_ABOUT.find(([, pattern]) => pattern.test(question))?.[0] ?? null;
}

/** The questions in a teacher's message: its sentences that end in a question mark. */
export function questionsIn(message: string): string[] {
  return message.match(/[^.!?¿]*[?]/g)?.map((q) => q.trim()).filter(Boolean) ?? [];
}

/** True when one of the teacher's earlier questions asked about the topic `question` asks about. */
export function topicAlreadyAsked(question: string, assistantMessages: readonly string[]): boolean {
  const topic = questionAsksAbout(question);
  return topic !== null && assistantMessages.some((message) => questionsIn(message).some((asked) => questionAsksAbout(asked) === topic));
}
