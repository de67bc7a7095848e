/**
 * The kinds of fact a learner tells about themselves, and how each is written when it is kept ("Things you
 * told your teachers", the export, the teacher's context). A template's {slot} is filled from the phrasing's
 * named groups, {a:slot} puts "a" or "an" before it, and a [bracketed part] is left out when its slot is empty.
 * The same templates read a kept fact back (told-facts.ts), so a teacher remembers it in the next conversation.
 */
export const TOLD_FACT_KINDS = ['name', 'age', 'job', 'workplace', 'studies', 'city', 'origin', 'moved', 'exam', 'pet', 'family'] as const;
export type ToldFactKind = (typeof TOLD_FACT_KINDS)[number];
/** When reading a kept fact back: what each slot may hold, where "anything" would be ambiguous. */
export const SLOT_SHAPES: Readonly<Record<string, string>> = {
  age: String.raw`\d{1,2}`,
  prep: 'in|at|for|from',
  retired: 'retired|unemployed|a stay-at-home \\w+|a housewife|between jobs|looking for .+',
  exam: '.*?(?:exam|test|interview)',
  pet: '(?:cat|dog|pupp(?:y|ie)|kitten|rabbit|hamster|parrot|bird|turtle|tortoise|horse|guinea pig)s?',
  activity: '\\w+ing\\b.*',
};

export const TOLD_FACT_TEMPLATES: Readonly<Record<ToldFactKind, readonly string[]>> = {
  name: ['Is called {name}'],
  age: ['Is {age} years old'],
  // The retired first: 'Is retired' must not read as a job called 'retired'.
  job: ['Is {retired}', 'Works {activity}', 'Works as {a:job}[ {prep} {workplace}]'],
  workplace: ['Works {prep} {workplace}'],
  studies: ['Studies {subject}', 'Is a student'],
  city: ['Lives in {place}'],
  origin: ['Comes from {place}'],
  moved: ['Moved to {to} from {from}[ {when}]', 'Moved here from {from}[ {when}]', 'Moved to {to}[ {when}]'],
  exam: ['Has {a:exam} {when}'],
  pet: ['Has {count} {pet}[ called {name}]'],
  family: ['Has {family}'],
};
