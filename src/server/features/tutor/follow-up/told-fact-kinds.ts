/**
 * The kinds of fact a learner tells about themselves, and how each is written when it is kept ("Things you
 * told your teachers", the export, the teacher's context). A template's {slot} is filled from the phrasing's
 * named groups, {a:slot} puts "a" or "an" before it, and a [bracketed part] is left out when its slot is empty.
 * The same templates read a kept fact back (told-facts.ts), so a teacher remembers it in the next conversation.
 */
export const TOLD_FACT_KINDS = ['name', 'age', 'job', 'workplace', 'studies', 'goal', 'city', 'origin', 'moved', 'exam', 'pet', 'family'] as const;
export type ToldFactKind = (typeof TOLD_FACT_KINDS)[number];
/** When reading a kept fact back: what each slot may hold, where "anything" would be ambiguous. */
export const SLOT_SHAPES: Readonly<Record<string, string>> = {
  age: String.raw`\d{1,2}`,
  prep: 'in|at|for|from',
  retired: 'retired|unemployed|a stay-at-home \\w+|a housewife|a househusband|between jobs|looking for .+',
  near: 'near|outside|close to',
  exam: '.*?(?:exam|test|interview|presentation|speech|audition|meeting|pitch|negotiation)',
  pet: '(?:cat|dog|pupp(?:y|ie)|kitten|rabbit|hamster|parrot|bird|turtle|tortoise|horse|guinea pig)s?',
  activity: '\\w+ing\\b.*',
};

export const TOLD_FACT_TEMPLATES: Readonly<Record<ToldFactKind, readonly string[]>> = {
  name: ['Is called {name}'],
  age: ['Is {age} years old'],
  // The retired first: 'Is retired' must not read as a job called 'retired'.
  job: ['Is a retired {former}', 'Is {retired}', 'Works {activity}', 'Teaches {taught}[ {prep} {workplace}]', 'Works as {a:job}[ {prep} {workplace}]'],
  workplace: ['Works {prep} {workplace}'],
  studies: ['Studies {subject}', 'Is a student'],
  // The job the learner wants one day ('I want to be a nurse').
  goal: ['Wants to be {a:job}'],
  city: ['Lives {near} {place}', 'Lives in {place}'],
  origin: ['Comes from {place}'],
  moved: ['Moved to {to} from {from}[ {when}]', 'Moved here from {from}[ {when}]', 'Moved to {to}[ {when}]'],
  exam: ['Has {a:exam} {when}'],
  pet: ['Has {count} {pet}[ called {name}]'],
  family: ['Has {family}'],
};

/** The same facts said back to the learner when they ask "Do you remember ...?" (same slots, second person). */
export const TOLD_FACT_RECALLS: Readonly<Record<ToldFactKind, readonly string[]>> = {
  name: ['your name is {name}'],
  age: ['you are {age}'],
  job: ['you are a retired {former}', 'you are {retired}', 'you work {activity}', 'you teach {taught}[ {prep} {workplace}]', 'you work as {a:job}[ {prep} {workplace}]'],
  workplace: ['you work {prep} {workplace}'],
  studies: ['you study {subject}', 'you are a student'],
  goal: ['you want to be {a:job}'],
  city: ['you live {near} {place}', 'you live in {place}'],
  origin: ['you come from {place}'],
  moved: ['you moved to {to} from {from}[ {when}]', 'you moved here from {from}[ {when}]', 'you moved to {to}[ {when}]'],
  exam: ['you have {a:exam} {when}'],
  pet: ['you have {count} {pet}[ called {name}]'],
  family: ['you have {family}'],
};

/** Which kinds a "Do you remember ...?" question asks for, by the words it uses; none means "what do you know about me". */
export const RECALL_TOPICS: ReadonlyArray<readonly [RegExp, readonly ToldFactKind[]]> = [
  [/\b(?:name|called)\b/i, ['name']],
  [/\b(?:old|age|birthday)\b/i, ['age']],
  // Asked of Lucía in Spanish.
  [/(?<![\p{L}])(?:me llamo|mi nombre)(?![\p{L}])/iu, ['name']],
  [/(?<![\p{L}])(?:cuántos años|mi edad)(?![\p{L}])/iu, ['age']],
  [/(?<![\p{L}])(?:mi trabajo|en qué trabajo|dónde trabajo|a qué me dedico|mi profesión|qué hago)(?![\p{L}])/iu, ['job', 'workplace', 'studies']],
  [/(?<![\p{L}])(?:dónde vivo|mi ciudad)(?![\p{L}])/iu, ['city', 'moved']],
  [/(?<![\p{L}])de dónde soy(?![\p{L}])/iu, ['origin', 'moved']],
  [/(?<![\p{L}])qué estudio(?![\p{L}])/iu, ['studies']],
  [/(?<![\p{L}])(?:perr[oa]s?|gat[oa]s?|mascotas?)(?![\p{L}])/iu, ['pet']],
  [/\b(?:want(?:ed)? to (?:be|become)|dream|goal|ambition|future job|one day)\b/i, ['goal']],
  [/\b(?:job|work|do for a living|what i do|profession|career)\b/i, ['job', 'workplace', 'studies']],
  [/\b(?:stud(?:y|ies|ying)|university|college|school)\b/i, ['studies']],
  // 'What was my city again?': where they live, or else where they come from.
  [/\bmy (?:city|town|hometown)\b/i, ['city', 'moved', 'origin']],
  [/\b(?:live|living|city|town|home)\b/i, ['city', 'moved']],
  [/\b(?:from|come from|born|grew up|country|hometown)\b/i, ['origin', 'moved']],
  [/\b(?:move|moved)\b/i, ['moved']],
  [/\b(?:exam|test|interview|ielts|toefl|presentation|speech|audition)\b/i, ['exam']],
  [/\b(?:pets?|dog|cat|rabbit|animal)\b/i, ['pet']],
  [/\b(?:kids|children|son|daughter|family|brother|sister)\b/i, ['family']],
];
