/** Word lists for reading what learners tell about themselves (told-facts.ts). */

/** Words that end "I am a ..." when it says what the learner does for a living (a student is told apart). */
export const JOB_WORDS: ReadonlySet<string> = new Set((
  'nurse doctor teacher engineer developer programmer designer lawyer accountant manager chef cook waiter waitress driver pilot ' +
  'scientist researcher architect pharmacist dentist vet receptionist cashier salesperson salesman saleswoman consultant journalist ' +
  'writer artist musician photographer farmer electrician plumber mechanic cleaner secretary assistant analyst officer policeman ' +
  'policewoman firefighter soldier translator interpreter tutor professor lecturer banker baker builder carpenter hairdresser ' +
  'librarian midwife paramedic physiotherapist therapist psychologist surgeon caregiver carer tester marketer entrepreneur ' +
  'freelancer barista technician clerk guard nanny tailor butcher fisherman gardener painter dancer singer actor actress coach ' +
  'trainer instructor editor auditor broker agent courier porter janitor housekeeper welder sailor judge nutritionist optician ' +
  'veterinarian cook shopkeeper administrator coordinator supervisor director ceo cto founder owner economist biologist chemist ' +
  'physicist mathematician statistician programmer copywriter recruiter bartender'
).split(' '));

/** Capitalised words after "I'm" that are not a name: languages, nationalities, feelings written with a capital. */
export const NOT_NAMES: ReadonlySet<string> = new Set((
  'from here fine good ok okay sorry tired happy ready not so very really a an the in at on going learning working studying living ' +
  'english spanish british american portuguese french german italian chinese japanese brazilian mexican polish turkish russian ' +
  'ukrainian indian korean vietnamese arabic egyptian nigerian colombian peruvian chilean argentinian venezuelan canadian irish scottish ' +
  'welsh dutch swedish greek married single divorced new back home still also just now well great busy sure glad afraid interested ' +
  'student retired unemployed learner beginner housewife househusband mum mom dad mother father parent ' +
  'vegetarian vegan muslim catholic jewish buddhist hindu atheist protestant orthodox pregnant'
).split(' '));

/** First words of a "place" that are not one. */
export const NOT_PLACES: ReadonlySet<string> = new Set((
  'a an the my our his her their this that here there home it england? monday tuesday wednesday thursday friday saturday sunday ' +
  'january february march april may june july august september october november december english spanish town city village country ' +
  'work school university college hospital office centre center bed london?'
).split(' ').filter((w) => !w.endsWith('?')));

/** Fields of work said after "I work in" ('sales', 'IT', 'customer service'): where the learner works, told as a field. */
/** Places of work learners often name without an article ('I work in bank'): read as 'a bank', never as a name. */
export const COMMON_WORKPLACES: ReadonlySet<string> = new Set(
  'bank hospital school hotel restaurant shop store factory office company supermarket cafe café bakery pharmacy clinic university airport garage warehouse kitchen library museum gym salon'.split(' '),
);

export const WORK_FIELDS: ReadonlySet<string> = new Set([
  ...'sales marketing finance accounting banking insurance it hr tech technology software engineering construction education healthcare medicine nursing tourism hospitality retail logistics transport advertising media journalism publishing law research administration management consulting manufacturing fashion design recruitment politics government agriculture energy telecoms telecommunications pharma'.split(' '),
  'human resources', 'customer service', 'customer support', 'real estate', 'health care', 'public relations', 'social work', 'the film industry', 'the car industry',
]);

/** What a learner says they play ('I play the guitar', 'I like to play tennis'), by kind, so the teacher asks about it as that. */
export const PLAYED_THINGS: Readonly<Record<'instrument' | 'sport' | 'game', ReadonlySet<string>>> = {
  instrument: new Set('guitar piano violin drums bass cello flute saxophone sax trumpet ukulele keyboard keyboards harp clarinet trombone accordion harmonica viola banjo mandolin oboe organ'.split(' ')),
  sport: new Set(['tennis', 'football', 'soccer', 'basketball', 'volleyball', 'badminton', 'golf', 'rugby', 'cricket', 'hockey', 'ice hockey', 'baseball', 'table tennis', 'ping pong', 'squash', 'handball', 'padel', 'netball', 'softball', 'water polo']),
  game: new Set(['chess', 'video games', 'computer games', 'board games', 'cards', 'poker', 'games', 'mahjong', 'go']),
};

/** Language and admission exams learners name without the word 'exam' ('I will take IELTS in May', 'my TOEFL is on Friday'). */
export const NAMED_EXAMS: readonly string[] = 'IELTS TOEFL TOEIC PTE Duolingo FCE CAE CPE PET KET DELE SIELE DELF DALF TestDaF Goethe GRE GMAT SAT ACT'.split(' ');

/**
 * Words after 'I study' that say how, when or with whom, never a subject studied ('I study all the day', 'I study hard',
 * 'I study with my friend'), read by told-fact-phrasings.ts and learner-facts.ts alike.
 */
export const NOT_A_SUBJECT_STUDIED = (
  'english hard a lot at in every for with on online alone there here to all each much more late early together after ' +
  'before during since from until today tonight now daily very so too really always never sometimes often usually because ' +
  'but and when while the my it a an this that them'
).split(' ');
