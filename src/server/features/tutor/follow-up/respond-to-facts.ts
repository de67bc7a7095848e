/**
 * Listening: an acknowledgement and a closing question built on what the learner has just shared ("I work at
 * night" → "Night shifts must be hard. How do you sleep during the day?"), written for each kind of fact so
 * they are grammatical and specific instead of a noun dropped into a template. Questions already asked, or
 * asking for something the learner has already said, are skipped.
 */
import { TRAIT_SAID } from './trait-said';
import { fillTemplate, type Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import { asksForKnownFact, readMessageFacts, type LearnerFacts, type MessageFacts } from './learner-facts';
import { PLAYED_THINGS, WORK_FIELDS } from './told-fact-words';
import { findDiscussionTopic } from '../answers/discussion-topics';
import { article } from '../answers/teacher-voice';
import { knownLong } from './known-long';
import { livedLong } from './lived-long';
import { saysMarried } from './married-told';
import { shoppingQuestions } from './shopping-told';
import { turnRound } from './turn-round';

/** `isTaskNews`: news every teacher takes up, even one who leads a task (an exam or an interview coming up). */
export type FactResponse = { acknowledgement: string; question: string; isTaskNews?: boolean };

type Responder = { when: (m: MessageFacts, text: string) => boolean; acks: string[]; questions: string[]; values: (m: MessageFacts, facts: LearnerFacts, text: string) => Record<string, string>; isTaskNews?: boolean };

/** Languages and nationalities keep their capital in her words, however the learner typed them ('an english teacher'). */
const LANGUAGE_OR_NATIONALITY = /\b(?:english|spanish|french|german|italian|portuguese|chinese|japanese|korean|arabic|russian|hindi|turkish|polish|dutch|greek|vietnamese|thai|swedish|mandarin|british|american|mexican|brazilian|indian)\b/g;
const withCapitals = (job: string) => job.replace(LANGUAGE_OR_NATIONALITY, (word) => word.charAt(0).toUpperCase() + word.slice(1));
const withArticle = (job: string) => `${article(job)} ${withCapitals(job)}`;
const TRAILING = /\s+(?:and|but|or|because|so|with|the|a|an|in|at|on|to|for|about|of|from|our|my|your)$/i;
const cut = (text: string, words = 10) => {
  let result = text.split(/\s+/).slice(0, words).join(' ');
  while (TRAILING.test(result)) result = result.replace(TRAILING, '');
  return result.trim();
};
/** No hobbies, or no time for them: 'I don't have any hobbies', 'I have no free time'. */
const NO_HOBBIES = /\bi (?:don'?t|do not|dont) (?:really )?have (?:any |a )?(?:hobbies|hobby|free time|time for hobbies)\b|\bi have no (?:hobbies|hobby|free time)\b/i;

/** Out of work: 'I am unemployed', 'I lost my job', 'I'm out of work', 'I don't have a job now'. */
const OUT_OF_WORK = /\bi(?:'m| am) (?:now |currently )?(?:unemployed|jobless|out of work|between jobs)\b|\bi (?:lost|have lost|just lost) my job\b|\bi (?:don'?t|do not) have (?:a )?(?:job|work) (?:now|at the moment|right now)\b/i;
/** Looking for work: 'I am looking for a job in marketing', 'I'm searching for a new job'; group 1 the field. */
const JOB_HUNT = /\bi(?:'m| am) (?:now |currently |still )?(?:looking|searching|hunting) for (?:a |an )?(?:new )?(?:job|work|position)(?: (?:in|as an?|as) ((?:\p{L}+ ){0,2}\p{L}+))?/iu;

/** A first visit told: 'I have never been there (before)', 'never been to Rome', 'it's my first time (in Rome)'; group 1 a place it names. */
// Case-sensitive for the place (a name), so the words around it spell both cases.
const FIRST_VISIT = /\b[Nn]ever (?:been|gone|travel(?:l)?ed) (?:there|to (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?))|\b(?:[Ii]t(?:'s| is| will be| would be)|[Tt]his (?:is|will be)|[Tt]hat(?:'s| is)) (?:my|our) first (?:time|visit|trip)(?: (?:in|to) (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?))?/u;

/** The place of the learner's latest trip told ('travel to London next summer' → 'London'), if any. */
function tripPlace(facts: LearnerFacts): string | undefined {
  const trip = [...facts.plans].reverse().find((plan) => /^(?:travel to|visit|go to) \p{Lu}/u.test(plan));
  return trip ? planCore(trip).replace(/^(?:travel to|visit|go to) /, '') : undefined;
}

/** A trip to a place named ('travel to Italy for our anniversary'): the place, a name of one to three words. */
const TRIP_TO_A_PLACE = /^travel to (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+){0,2})/u;

/** Drops a reason or condition, time words and a 'maybe' at the end of a plan: "visit Porto next month because..." → "visit Porto". */
const planCore = (plan: string) =>
  cut(plan.replace(/\s+(?:because|since|as|so that|but|when|if|although|though|while)\b.*$/i, '').replace(/\s+and (?:i|i'm|i am|we|my)\b.*$/i, '').replace(/\s+(?:maybe|perhaps|probably|hopefully|i think|i hope)\s*$/i, '').replace(/\s+(?:next|this|tomorrow|soon|now|right now|today|tonight|one day|someday|after|later|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the|my)|in (?:\d|a |an |two|three|the (?:summer|spring|autumn|fall|winter|morning|evening|future)|summer|spring|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)|at the weekend)\b.*$/i, ''), 10);

const PARTNERS = /^(?:wife|husband|partner|boyfriend|girlfriend|fiancée?)$/i;
/** Children, by the word the learner used ('two kids', 'a daughter', 'my son'). */
const CHILDREN = /\b(?:sons?|daughters?|kids?|children|child|boys?|girls?|bab(?:y|ies)|grandchildren|hijos?|hijas?)$/i;
/** Time together told ('I spent the day with my son'): then 'special time' fits. */
/** 'he loves football', 'she plays tennis': the pronoun and a sport of the list (told-fact-words.ts). */
function memberSport(text: string): [string, string] | null {
  const found = /\b(he|she|they|sons?|daughters?|boys?|girls?|brothers?|sisters?|husband|wife|kids|children|father|dad|mother|mum|mom) (?:really |also )?(?:loves?|likes?|plays?|enjoys?|is crazy about|are crazy about) (?:playing |to play )?([a-z]+(?: [a-z]+)?)/i.exec(text);
  if (!found) return null;
  const [first, second] = found[2]!.toLowerCase().split(' ');
  const sport = [`${first} ${second ?? ''}`.trim(), first!].find((thing) => PLAYED_THINGS.sport.has(thing));
  const who = found[1]!.toLowerCase();
  const pronoun = /^(?:he|she|they)$/.test(who) ? who : /s$|^(?:kids|children)$/.test(who) ? 'they' : /^(?:son|boy|brother|husband|father|dad)$/.test(who) ? 'he' : 'she';
  return sport ? [pronoun, sport] : null;
}

/** The length of a stay ('stay five days', 'stay for a week there'). */
const STAY_LENGTH = /^stay (?:there |here )?(?:for )?((?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|\d+) (?:days?|nights?|weeks?|months?))\b/i;
/** What a doctor told the learner to do ('The doctor said I need to rest', 'My dentist told me I must...'). */
const DOCTORS_ADVICE = /\b(?:doctors?|nurse|dentist|physio\w*|specialist)\b[^.!?]*\b(?:said|says|told|tells|recommended|advised)\b/i;
/** Staying or living where they are now for years: 'stay here at least for two more years', 'live here for good' ('there' is a place they go to). */
const SETTLING = /^(?:stay|live|settle) here\b(?![\s\S]*\b(?:then|and) (?:go|move|come) back\b)[\s\S]*\b(?:years?|for good|forever|for a long time)\b/i;
const TIME_TOGETHER = /\b(?:with (?:my|our)|spent|spend|visited|together)\b|\b(?:and i|we) (?:went|go|had|did|watched|cooked|played|travel(?:l?ed)?|visit(?:ed)?)\b/i;
const AGE_NUMBER = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)`;
/** An age told beside the family: 'he is 5 years old', 'she's seven', 'they are 3 and 6', 'he has 5 years' (as learners say it). */
const AGE_TOLD = new RegExp(String.raw`\b(?:is|are|'s|'re|has|have)\s+(?:only |just |almost |nearly )?${AGE_NUMBER}(?:\s+(?:and|&)\s+${AGE_NUMBER})?(?:\s+(?:years?|months?)(?:\s+old)?)?(?![\p{L}\d])|\b${AGE_NUMBER}\s+(?:years?|months?)\s+old\b`, 'iu');

/** The family told as a count ('Has two kids'), if any. */
const toldFamily = (m: MessageFacts) => m.told.find((f) => f.kind === 'family')?.slots.family;
const isPluralMember = (word: string) => /(?:s|children|grandchildren|ies)$/i.test(word);
const verbsFor = (member: string) => (isPluralMember(member) ? { is: 'are', does: 'do', Does: 'Do' } : { is: 'is', does: 'does', Does: 'Does' });
/** Brothers and sisters, by the word the learner used. */
const SIBLINGS = /\b(?:brothers?|sisters?)$/i;
/**
 * 'two kids' -> the noun asked about ('kids'); a mixed family as what it is together: 'three sons and a daughter' as
 * 'children', 'two sisters and a brother' as 'brothers and sisters'.
 */
function familyValues(family: string): Record<string, string> {
  const [first, second] = family.split(' and ');
  const noun = second === undefined ? family.split(' ').at(-1)! : CHILDREN.test(first!) ? 'children' : SIBLINGS.test(first!) && SIBLINGS.test(second) ? 'brothers and sisters' : 'family';
  return { family, Family: capitalize(family), noun, ...verbsFor(noun) };
}

/** How the learner's work feels, said of it ('my job is very boring for me', 'I hate my job'). */
const DULL_WORK = /\b(?:job|work)\b[^.!?]*\b(?:is|'s|feels|gets|so|very|really)\b[^.!?]*\b(?:boring|dull|monotonous|repetitive)\b|\bi (?:hate|don'?t like|do not like) my (?:job|work)\b/i;
/** 'it is never boring', 'not stressful at all': the feeling denied. */
const NEGATED_FEELING = /\b(?:never|not|isn'?t|wasn'?t|no longer)\s+(?:\w+\s+)?(?:boring|dull|monotonous|repetitive|stressful|tiring|exhausting|hard|difficult)\b/i;
/** A job or workplace told, with how it feels and not denied ('never boring'). */
const saysWorkFeels = (m: MessageFacts, text: string, feeling: RegExp) =>
  (!!m.workplace || m.told.some((f) => f.kind === 'job')) && feeling.test(text) && !NEGATED_FEELING.test(text);
const HARD_WORK = /\b(?:job|work)\b[^.!?]*\b(?:is|'s|feels|gets|so|very|really)\b[^.!?]*\b(?:stressful|tiring|exhausting|hard|difficult)\b/i;

/** 'My favourite film is Titanic': the thing named (group 2), of its kind (group 1); cut before a reason or another clause. */
const FAVOURITE = /\bmy (?:all-time )?favou?rite (movie|film|book|song|band|singer|series|tv show|show|food|dish|sport|team|actor|actress|game|city|writer|author|colou?r|season|animal|subject) (?:is|was|has always been) ((?:the )?[\p{L}'’&-]+(?: [\p{L}'’&-]+){0,4}?)(?=\s*(?:[.,!?;]|$|\s(?:because|and|but|so|since|as)\b))/iu;
/** A question of its own for each kind of favourite ('Do you make pizza yourself?'); the others fit any. */
const FAVOURITE_QUESTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:movie|film|book|song|band|singer|series|tv show|show|actor|actress|game|writer|author)$/, 'Who would you recommend {name} to, and why?'],
  [/^(?:food|dish)$/, 'Do you make {name} yourself, or do you go out for it?'],
  [/^(?:sport|team)$/, 'Do you play or watch, and how often?'],
  [/^(?:city)$/, 'What would you show a friend in {name}?'],
];
const favouriteOf = (text: string) => {
  const found = FAVOURITE.exec(text);
  if (!found) return null;
  const kind = found[1]!.toLowerCase();
  const own = FAVOURITE_QUESTIONS.find(([kinds]) => kinds.test(kind))?.[1] ?? 'Why {name}, do you think?';
  // Said back as the teacher says it: 'my mother's lasagne' -> 'your mother's lasagne'.
  return { kind, name: turnRound(found[2]!), own };
};

/** An opinion given ('I think social media is bad for children'), on one of the topics for discussion. */
const GIVES_VIEW = /\b(?:i think|i believe|i feel|in my (?:opinion|view)|my (?:opinion|view) is(?: that)?|for me|i don'?t think|personally|i'?m (?:sure|convinced)(?: that)?|i would say)\b/i;
const viewedTopic = (text: string) => (GIVES_VIEW.test(text) && !/\?\s*$/.test(text) ? findDiscussionTopic(text) : undefined);

/** The exam a duty is studying for ('study for my driving test' -> 'your driving test'), said back to the learner; undefined for other duties. */
function examStudiedFor(duty: string): string | undefined {
  const exam = /^(?:study|revise|prepare|get ready|practi[cs]e) for (?:(my|the|an?) )?((?:[\p{L}\d]+ ){0,3}(?:exams?|tests?|IELTS|TOEFL|finals))$/iu.exec(planCore(duty).trim());
  if (!exam) return undefined;
  const article = !exam[1] || /^an?$/i.test(exam[1]) ? 'the' : exam[1].toLowerCase() === 'my' ? 'your' : 'the';
  return `${article} ${exam[2]}`;
}

const RESPONDERS: Responder[] = [
  {
    // 'I think social media is bad for children': a view on a topic for discussion, taken a step further.
    when: (_m, text) => !!viewedTopic(text),
    acks: ["That's a fair point.", "I can see why you'd say that."],
    questions: ['{question}', '{another}'],
    values: (_m, _facts, text) => {
      const topic = viewedTopic(text)!;
      return { question: topic.question, another: topic.another };
    },
  },
  {
    // 'My favourite film is Titanic. I watched it five times.': the favourite named, asked about by its name.
    when: (_m, text) => !!favouriteOf(text),
    acks: ['{Name}, good choice!', 'Oh, {name}! I can see why.'],
    questions: ['What do you love most about {name}?', '{own}'],
    values: (_m, _facts, text) => {
      const favourite = favouriteOf(text)!;
      return { name: favourite.name, Name: capitalize(favourite.name), own: fillTemplate(favourite.own, { name: favourite.name }) };
    },
  },
  {
    // 'I have known Peter for ten years': how they met (or, met at school, what they do together), not 'What do you think about Peter?'.
    when: (_m, text) => !!knownLong(text, 'en'),
    acks: ["That's a long time!", 'Wow, that is a long time to know someone.'],
    questions: ['{ask}'],
    values: (_m, _facts, text) => ({ ask: knownLong(text, 'en')!.toldWhereMet ? 'What do you like doing together?' : 'How did you meet?' }),
  },
  {
    // 'I work in a bank but my job is very boring': how the work feels is the news, not where it is.
    when: (m, text) => saysWorkFeels(m, text, DULL_WORK),
    acks: ["That's a shame: a dull job makes the days feel long.", "Sorry to hear it's boring. A job like that can wear anyone down."],
    questions: ['What would make your work more interesting?', 'What kind of work would you enjoy more?', 'What do you do to make the day go faster?'],
    values: () => ({}),
  },
  {
    when: (m, text) => saysWorkFeels(m, text, HARD_WORK),
    acks: ['That sounds tough.', "I'm sorry, a job like that takes a lot out of you."],
    questions: ['What is the hardest part of it?', 'What helps you relax after work?', 'Is there anyone at work who makes it easier?'],
    values: () => ({}),
  },
  {
    // 'I watched a good movie last night': what it was, not 'the good movie' said back.
    when: (m) => !!m.watched,
    acks: ['Oh, nice, I love hearing about {what}s.', 'A {what} is a great way to spend an evening.'],
    questions: ['What was it called, and what was it about?', 'Would you recommend it to a friend?', 'What did you like most about it?'],
    values: (m) => ({ what: m.watched === 'series' ? 'TV show' : 'film' }),
  },
  {
    // 'I watched Titanic last night': what they liked about it, not 'How did Titanic become part of your life?'.
    when: (m) => !!m.watchedTitle,
    acks: ['Oh, {title}, nice!', 'Ooh, {title}!'],
    questions: ['What did you like most about it?', 'Would you recommend it to a friend?'],
    values: (m) => ({ title: m.watchedTitle! }),
  },
  {
    when: (m) => !!m.worksNights,
    acks: ['Night shifts must be hard.', 'Working nights takes real stamina.'],
    questions: ['How do you sleep during the day after a night shift?', 'What helps you stay awake and focused on a night shift?', 'What do you do on your first day off after your night shifts?'],
    values: () => ({}),
  },
  {
    when: (m) => m.told.some((f) => f.kind === 'exam'),
    isTaskNews: true,
    // The question names the event and its day; the acknowledgement does not say them twice.
    acks: ['Good luck with that!', 'That will come round quickly.'],
    questions: ['How are you preparing for your {exam} {when}?', 'Which part of your {exam} worries you most?', 'What would {success} mean for you?'],
    values: (m) => {
      const exam = m.told.find((f) => f.kind === 'exam')!.slots;
      const name = exam.exam!.replace(/^(?:my|the|an?) /i, '');
      // What going well means: an interview is won by the job, a talk by how it lands, an exam by its result.
      const success = /\binterview\b/i.test(name) ? 'getting this job' : /\baudition\b/i.test(name) ? 'getting the part' : /\b(?:presentation|speech|meeting|pitch|negotiation)\b/i.test(name) ? `a really good ${name}` : `a good result in your ${name}`;
      return { exam: name, when: exam.when!, success };
    },
  },
  {
    // 'She is an engineer', 'My sister is a nurse': the job, not 'What is your sister like?' nor a question about the learner's commute.
    when: (m) => !!m.theirJob && !m.job,
    acks: ['Oh, {aJob}, interesting.', 'That sounds like interesting work.'],
    questions: ['Does {who} enjoy being {aJob}?', 'What does {who} like most about {their} job?'],
    values: (m) => ({ who: m.theirJob!.who, aJob: m.theirJob!.aJob, their: m.theirJob!.pronoun === 'he' ? 'his' : 'her' }),
  },
  {
    // 'She enjoys painting': whether the learner does too, never 'How did you get into painting?' as if they had said it.
    when: (m) => !!m.theirLike && !m.family && !m.like,
    acks: ['That sounds nice.', 'Oh, how nice.'],
    questions: ['Do you {verb} {what} too?', 'What about you: do you {verb} {what}?'],
    values: (m) => ({ verb: m.theirLike!.verb, what: m.theirLike!.what }),
  },
  {
    // A family member's sport ('My oldest son is 12 and he loves football'): the sport, not 'tell me more about your son'.
    when: (m, text) => !!m.family && !!memberSport(text),
    acks: ['A {sport} fan in the family!', '{Sport}, how fun.'],
    questions: ['{Does} {pronoun} play in a team?', 'Do you ever watch {sport} together?'],
    values: (_m, _facts, text) => {
      const [pronoun, sport] = memberSport(text)!;
      return { sport, Sport: capitalize(sport), pronoun, Does: pronoun === 'they' ? 'Do' : 'Does' };
    },
  },
  {
    when: (m) => m.told.some((f) => f.kind === 'moved' && !!f.slots.from),
    acks: ['Moving from {From} is a big change.', 'From {From}, that is quite a move.'],
    questions: ['What do you miss most about {From}?', 'What surprised you most when you moved from {From}?', 'How different is everyday life here from {From}?'],
    values: (m) => ({ From: m.told.find((f) => f.kind === 'moved')!.slots.from! }),
  },
  {
    // 'I have lived here since 2010': what they like most about living there, not the weather nor 'What do you think about Leeds?'.
    when: (_m, text) => !!livedLong(text, 'en'),
    acks: ["That's a long time!", 'So you must know it really well.'],
    questions: ['What do you like most about living {there}?', 'What would you show a visitor {there}?'],
    values: (_m, _facts, text) => {
      const place = livedLong(text, 'en')!.place;
      return { there: place ? `in ${place}` : 'there' };
    },
  },
  {
    // 'I went shopping yesterday': what they bought, or where; not 'How did you get into shopping?'.
    when: (_m, text) => !!shoppingQuestions(text, 'en'),
    acks: ['Oh, nice!', 'A shopping trip, lovely.'],
    questions: ['{first}', '{second}'],
    values: (_m, _facts, text) => {
      const [first, second = first] = shoppingQuestions(text, 'en')!;
      return { first: first!, second: second! };
    },
  },
  {
    // 'I am married.': how things are, not news ('Congratulations!'); a family told with it is asked about first.
    when: (m, text) => saysMarried(text, 'en') && !toldFamily(m),
    acks: ["That's lovely.", 'How nice.'],
    questions: ['How long have you been married?', 'How did you two meet?'],
    values: () => ({}),
  },
  {
    // 'My best friend is called Sara': asked about by name, not a question about friends in general.
    when: (m) => !!m.friendName,
    acks: ['{Name} sounds like a good friend.', 'Thanks for telling me about {Name}.'],
    questions: ['How did you and {Name} meet?', 'What do you like doing with {Name}?'],
    values: (m) => ({ Name: m.friendName! }),
  },
  {
    when: (m) => !!m.pet?.name,
    acks: ['{Pet} is a lovely name for a {kind}.', 'Aw, {Pet} sounds like a sweet {kind}.'],
    questions: ['How old is {Pet}?', 'What does {Pet} get up to while you are at work?', 'How did {Pet} get that name?'],
    values: (m) => ({ Pet: m.pet!.name!, kind: m.pet!.kind }),
  },
  {
    when: (m) => !!m.pet && !m.pet.name && /s$/.test(m.pet.kind) && m.pet.kind !== 'fish',
    acks: ['Oh, {kinds}, how lovely.', 'I love that you have {kinds}.'],
    questions: ['What are your {kinds} called?', 'How do your {kinds} get along with each other?', 'What are your {kinds} like?'],
    values: (m) => ({ kinds: m.pet!.kind }),
  },
  {
    when: (m) => !!m.pet && !m.pet.name,
    acks: ['Oh, a {kind}, how lovely.', 'I love that you have a {kind}.'],
    questions: ["What is your {kind}'s name?", 'How long have you had your {kind}?', 'What is your {kind} like?'],
    values: (m) => ({ kind: m.pet!.kind }),
  },
  {
    when: (m) => m.plays?.kind === 'instrument',
    acks: ['Oh, you play the {thing}, how lovely.', 'The {thing}, what a great instrument to play.'],
    questions: ['How long have you been playing the {thing}?', 'What kind of music do you like to play on the {thing}?', 'Who taught you to play the {thing}?'],
    values: (m) => ({ thing: m.plays!.thing }),
  },
  {
    when: (m) => m.plays?.kind === 'sport',
    acks: ['{Thing} is a great way to stay active.', 'Oh, {thing}, that sounds like fun.'],
    questions: ['How often do you play {thing}?', 'Who do you usually play {thing} with?', 'What do you enjoy most about playing {thing}?'],
    values: (m) => ({ thing: m.plays!.thing, Thing: capitalize(m.plays!.thing) }),
  },
  {
    when: (m) => m.plays?.kind === 'game',
    acks: ['Oh, {thing}, that sounds like fun.', 'I like that you play {thing}.'],
    questions: ['Who do you usually play {thing} with?', 'How did you start playing {thing}?', 'What do you enjoy most about playing {thing}?'],
    values: (m) => ({ thing: m.plays!.thing }),
  },
  {
    // 'I don't have hobbies': not asked about their favourite hobby, but what they do with a free evening.
    when: (_m, text) => NO_HOBBIES.test(text),
    acks: ["That's fine, lots of busy people don't.", "That's completely normal, life keeps us busy."],
    questions: ['What do you usually do when you get a free evening?', 'Is there something you would love to try if you had more time?'],
    values: () => ({}),
  },
  {
    // 'I am looking for a job in marketing': the search, and the job they hope for.
    when: (_m, text) => JOB_HUNT.test(text),
    acks: ['Good luck with the search!', 'I hope you find something you love.'],
    questions: ['What kind of job{inField} would you love?', 'How is the search going so far?', 'What would your perfect job{inField} look like?'],
    values: (_m, _facts, text) => {
      const field = JOB_HUNT.exec(text)?.[1]?.trim();
      return { inField: field ? ` in ${turnRound(field)}` : '' };
    },
  },
  {
    // 'I have never been there before', 'It will be my first time': a first visit to the place of the trip told before.
    when: (m, text) => !m.plan && FIRST_VISIT.test(text),
    acks: ['Your first time{inPlace}, how exciting!', 'A first visit is always special.'],
    questions: ['What would you most like to see {there}?', 'What are you most curious about{inPlace}?', 'Is there anything you are nervous about, going {toPlace} for the first time?'],
    values: (_m, facts, text) => {
      const found = FIRST_VISIT.exec(text);
      const place = found?.[1] ?? found?.[2] ?? tripPlace(facts);
      return { inPlace: place ? ` in ${place}` : '', there: place ? `in ${place}` : 'there', toPlace: place ? `to ${place}` : 'there' };
    },
  },
  {
    when: (m) => !!m.goal,
    acks: ['{AGoal}, what a wonderful goal.', 'Oh, you want to be {aGoal}, how exciting.'],
    questions: ['What made you want to become {aGoal}?', 'What do you need to do to become {aGoal}?', 'What part of being {aGoal} are you most looking forward to?'],
    values: (m) => ({ aGoal: withArticle(m.goal!), AGoal: capitalize(withArticle(m.goal!)) }),
  },
  {
    // How long a trip lasts ('We will stay five days'): not a plan of its own to look forward to.
    when: (m) => !!m.plan && STAY_LENGTH.test(m.plan),
    acks: ['{Length} is a good amount of time.', '{Length} sounds just right.'],
    questions: ['Where are you going to stay?', 'What do you want to do first when you arrive?'],
    values: (m) => ({ Length: capitalize(STAY_LENGTH.exec(m.plan!)![1]!) }),
  },
  {
    // 'We are planning a trip to Italy for our anniversary': the place, what they will do there and for how long; not
    // 'How long have you wanted to travel to Italy for your anniversary?'.
    when: (m) => !!m.plan && TRIP_TO_A_PLACE.test(m.plan),
    acks: ['Oh, {place}, how exciting!', 'What a lovely trip to look forward to.'],
    questions: ['What would you most like to do in {place}?', 'How long are you staying in {place}?', 'Have you been to {place} before?'],
    values: (m) => ({ place: TRIP_TO_A_PLACE.exec(m.plan!)![1]! }),
  },
  {
    // 'I will stay here at least for two more years': settling where they live, not a plan to look forward to ('How long
    // have you wanted to stay here at least for two more years?').
    when: (m) => !!m.plan && SETTLING.test(m.plan),
    acks: ["That's a good while to feel at home there.", 'So you are settling in there, how nice.'],
    questions: ['What do you like most about life where you are now?', 'What made you decide to stay?'],
    values: () => ({}),
  },
  {
    when: (m) => !!m.plan && !/^(?:be|have|do|say|tell|ask|know|go)\b/i.test(m.plan),
    acks: ['That sounds exciting.', 'Oh, that sounds like a great plan.'],
    questions: ['What are you most looking forward to when you {plan}?', 'How long have you wanted to {plan}?', 'How are you getting ready to {plan}?'],
    values: (m) => ({ plan: turnRound(planCore(m.plan!)) }),
  },
  {
    // 'I have to study for my driving test': the test itself, not 'How are you preparing to study for your driving test?'.
    when: (m) => !!m.duty && !!examStudiedFor(m.duty),
    acks: ['Good luck with it!', "That's a big thing to get ready for."],
    questions: ['When is {exam}?', 'Which part of {exam} do you find hardest?'],
    values: (m) => ({ exam: examStudiedFor(m.duty!)! }),
  },
  {
    // 'The doctor said me that I need to rest and drink a lot of water': a doctor's advice, met as care for the learner's
    // health, not 'That sounds like an important week. How are you preparing to rest and drink a lot of water?'.
    when: (m, text) => !!m.duty && DOCTORS_ADVICE.test(text),
    acks: ["Doctor's orders, then. I hope you feel better soon.", 'I hope you feel better soon. Take good care of yourself.'],
    questions: ['Are you able to take it easy this week?', 'How are you feeling today?'],
    values: () => ({}),
  },
  {
    when: (m) => !!m.duty && !/^(?:be|have|do|say|tell|ask|know|go)\b/i.test(m.duty),
    acks: ['That sounds like an important week.', "That's a big thing to get right."],
    questions: ['How are you preparing to {duty}?', 'What is the hardest part about having to {duty}?', 'Who will help you {duty}?'],
    values: (m) => ({ duty: turnRound(planCore(m.duty!)) }),
  },
  {
    when: (m) => !!m.visited,
    acks: ['{Place}, how wonderful.', 'Oh, I have heard lovely things about {Place}.'],
    questions: ['What was the best part of your time in {Place}?', 'What did you eat in {Place}?', 'Would you go back to {Place} one day?'],
    values: (m) => ({ Place: m.visited! }),
  },
  {
    // Family as company at home ('I live in a flat with my sister'), not a visit: not 'special time with your sister'.
    when: (m) => !!m.livesWith && !m.job && !m.pet && !m.city && !m.workplace,
    acks: ['Living with your {member} sounds nice.', 'It must be good to share a home with your {member}.'],
    questions: ['What do you like most about living with your {member}?', 'How do you and your {member} share the housework?', 'What is your home like?'],
    values: (m) => ({ member: m.livesWith! }),
  },
  {
    when: (m) => m.family === 'family' && !m.job && !m.pet && !m.city && !m.workplace,
    acks: ['That sounds like a lovely time together.', 'Time with the whole family is special.'],
    questions: ['How often does the whole family get together?', 'What is your favourite thing to do when the family gets together?', 'Who usually does the cooking when the family meets?'],
    values: () => ({}),
  },
  {
    // A partner shares the learner's home: not 'Does your wife live near you?'. Family said as company ('I live
    // in Lisbon with my husband') leaves the place or the work told beside it to the responders below.
    when: (m, text) => !!m.family && PARTNERS.test(m.family) && TIME_TOGETHER.test(text) && !m.job && !m.pet && !m.city && !m.workplace,
    acks: ['That sounds like a lovely time with your {member}.', 'It sounds like you and your {member} have fun together.'],
    questions: ['What do you and your {member} like doing together?', 'How did you and your {member} meet?', 'What is something you and your {member} want to do this year?'],
    values: (m) => ({ member: m.family! }),
  },
  {
    // A partner told of without time together ('my husband doesn't like sushi'): no 'lovely time' to welcome.
    when: (m) => !!m.family && PARTNERS.test(m.family) && !m.job && !m.pet && !m.city && !m.workplace,
    acks: ['Thank you for telling me about your {member}.', 'It is nice to hear about your {member}.'],
    questions: ['What do you and your {member} like doing together?', 'How did you and your {member} meet?', 'What is something you and your {member} want to do this year?'],
    values: (m) => ({ member: m.family! }),
  },
  {
    // Children told with their age ('I have a son, he is 5 years old'): not asked how old they are.
    when: (m, text) => !m.family && !m.job && !m.pet && !m.city && !m.workplace && CHILDREN.test(toldFamily(m) ?? '') && AGE_TOLD.test(text),
    acks: ['{Family}, how lovely.', 'How lovely, {family}.'],
    questions: ['What {does} your {noun} like doing?', 'What do you like doing together at the weekend?'],
    values: (m) => familyValues(toldFamily(m)!),
  },
  {
    // Family members told as a count ('I have two kids', 'I've got a daughter'): asked about as children or as brothers and sisters.
    when: (m) => !m.family && !m.job && !m.pet && !m.city && !m.workplace && CHILDREN.test(toldFamily(m) ?? ''),
    acks: ['{Family}, how lovely.', 'How lovely, {family}.'],
    questions: ['How old {is} your {noun}?', 'What {does} your {noun} like doing?', 'What do you like doing together at the weekend?'],
    values: (m) => familyValues(toldFamily(m)!),
  },
  {
    when: (m) => !m.family && !m.job && !m.pet && !m.city && !m.workplace && !!toldFamily(m),
    acks: ['{Family}, how nice.', 'Oh, {family}, how nice.'],
    questions: ['Are you close to your {noun}?', 'What {is} your {noun} like?', 'Where {does} your {noun} live?'],
    values: (m) => familyValues(toldFamily(m)!),
  },
  {
    // A child named ('My son is 5'): not 'Does your son live near you?', nor 'special time' when no time together was told.
    when: (m, text) => !!m.family && CHILDREN.test(m.family) && !TIME_TOGETHER.test(text) && !m.job && !m.pet && !m.city && !m.workplace,
    acks: ['Thank you for telling me about your {member}.', 'How lovely to hear about your {member}.'],
    questions: ['What {does} your {member} like doing?', 'What {is} your {member} like?', 'What do you and your {member} like doing together?'],
    values: (m) => ({ member: m.family!, ...verbsFor(m.family!) }),
  },
  {
    // Time with a child ('Yesterday I went to the park with my daughter'): not 'Does your daughter live near you?'.
    when: (m, text) => !!m.family && CHILDREN.test(m.family) && TIME_TOGETHER.test(text) && !m.job && !m.pet && !m.city && !m.workplace,
    acks: ['That sounds like a lovely time with your {member}.', 'What a nice thing to do with your {member}.'],
    questions: ['How old {is} your {member}?', 'What {does} your {member} like doing?', 'What do you and your {member} like doing together?'],
    values: (m) => ({ member: m.family!, ...verbsFor(m.family!) }),
  },
  {
    // Time together told ('I spent the day with my sister'): then 'special time' fits.
    when: (m, text) => !!m.family && TIME_TOGETHER.test(text) && !m.job && !m.pet && !m.city && !m.workplace,
    acks: ['It sounds like you and your {member} are close.', 'That sounds like special time with your {member}.'],
    questions: ['What do you and your {member} like doing together?', '{Does} your {member} live near you?', 'What {is} your {member} like?'],
    values: (m) => ({ member: m.family!, ...verbsFor(m.family!) }),
  },
  {
    // Only said who they are ('My sister is 15 and she is a student'): no time together to call special.
    when: (m) => !!m.family && !m.job && !m.pet && !m.city && !m.workplace,
    acks: ['Thank you for telling me about your {member}.', 'How nice to hear about your {member}.'],
    questions: ['What do you and your {member} like doing together?', '{Does} your {member} live near you?', 'What {is} your {member} like?'],
    values: (m) => ({ member: m.family!, ...verbsFor(m.family!) }),
  },
  {
    when: (m) => !!m.studies && m.studies !== 'student',
    acks: ['{Studies} is a great thing to study.', 'Oh, {studies}, interesting choice.'],
    questions: ['What made you choose {studies}?', 'What is the most interesting part of studying {studies}?', 'What would you like to do after studying {studies}?'],
    values: (m) => ({ studies: m.studies!, Studies: capitalize(m.studies!) }),
  },
  {
    when: (m) => !!m.job && m.job !== 'student' && m.job !== 'estudiante',
    acks: ['Being {aJob} is such important work.', "{AJob}, that's a job that really matters."],
    questions: ['What do you enjoy most about being {aJob}?', 'How long have you been {aJob}?', 'What made you want to become {aJob}?', 'What is a normal day like for you as {aJob}?'],
    values: (m) => ({ aJob: withArticle(m.jobPhrase ?? m.job!), AJob: capitalize(withArticle(m.jobPhrase ?? m.job!)) }),
  },
  {
    // Where the learner comes from, not said to be where they live now: asked about as a home, not a place they live.
    when: (m) => m.told.some((f) => f.kind === 'origin') && !m.told.some((f) => f.kind === 'city' || f.kind === 'moved'),
    acks: ['Oh, {Place}, I would love to go there one day.', '{Place}, how interesting.'],
    questions: ['What is a dish from {Place} that everyone should try?', 'What would you show a friend visiting {Place} for the first time?', 'What is {Place} famous for?'],
    values: (m) => ({ Place: m.told.find((f) => f.kind === 'origin')!.slots.place! }),
  },
  {
    when: (m) => !!m.city && !m.cityIsWorkplace,
    acks: ['{City}, what a place to live.', 'Oh, {City}, lovely.'],
    questions: ['What do you like most about living in {City}?', 'What is one place in {City} you would show a visitor?', 'How long have you lived in {City}?'],
    values: (m) => ({ City: m.city! }),
  },
  {
    // A field of work ('I work in sales'), not a place: 'working in sales', never 'a busy place to work'.
    when: (m) => !!m.workplace && WORK_FIELDS.has(m.workplace.toLowerCase()),
    acks: ['{Field}, that sounds like interesting work.', 'Oh, {field}, there is always something going on in that line of work.'],
    questions: ['What do you enjoy most about working in {field}?', 'How long have you worked in {field}?', 'How did you get into {field}?'],
    values: (m) => ({ field: m.workplace!, Field: capitalize(m.workplace!) }),
  },
  {
    when: (m) => !!m.workplace,
    acks: ['That sounds like a busy place to work.', 'Interesting, thanks for telling me where you work.'],
    questions: ['What is it like working {where}?', 'How long have you worked {where}?'],
    // 'at the bank' for a place, 'for Google' for a name, 'in São Paulo' for the city they work in.
    values: (m) => ({ where: m.cityIsWorkplace && m.workplace === m.city ? `in ${m.workplace}` : `${/^(?:a|an|the)\b/i.test(m.workplace!) ? 'at' : 'for'} ${m.workplace!.replace(/^(?:a|an)\b/i, 'the')}` }),
  },
  {
    // An age told on its own ('I am 25 years old.'): thanks, and what fills the learner's days, not a question about their town.
    when: (m) => m.told.some((fact) => fact.kind === 'age'),
    acks: ['Thanks for telling me.', 'Good to know, thank you.'],
    questions: ['Are you working or studying at the moment?', 'What do you like to do in your free time?'],
    values: () => ({}),
  },
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The message says how long something has lasted ('since two years', 'for five years', '3 years ago', 'since 2019'). */
const TOLD_HOW_LONG = /\b(?:since (?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|many|several|last|I was)\b|for (?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|many|several|a few|some) (?:years?|months?|weeks?|days?)\b|(?:years?|months?) ago\b|all my life\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|many|several|a few) (?:years?|months?) of experience\b)/i;

/** A question the message already answers: how long (TOLD_HOW_LONG), who with ('with my friends'), where someone lives, how often ('every Sunday'). */
const ANSWERED_IN_MESSAGE: ReadonlyArray<readonly [asks: RegExp, told: RegExp]> = [
  // Why, once the message gave its reason ('I love summer because I can go to the beach').
  [/^(?:Why\b|What made you)/, /\bbecause\b/i],
  [/^How long\b/, TOLD_HOW_LONG],
  // Where they are from or what they do, once the message said it ('i live in izmir, turkey', 'i am housewife').
  [/^Where are you from\b/, /\b(?:i(?:'m| am) from|i come from|i live in|i(?:'m| am) living in|i(?:'m| am) (?:\p{L}+ )?(?:american|british|chinese|japanese|korean|brazilian|mexican|spanish|french|german|italian|turkish|indian|vietnamese|polish|egyptian|saudi|iranian|nigerian|russian|ukrainian|colombian|argentinian|peruvian|chilean|thai|indonesian|filipino|pakistani))\b/iu],
  [/^What do you do\b/, /\bi work\b|\bi(?:'m| am) (?:an? )?(?:housewife|homemaker|student|retired|unemployed|\p{L}+(?:er|or|ist|ian|ant|ent))\b/iu],
  [/^Who\b.*\bwith\?$/, /\b(?:with|together with) (?:my|our|a|some|the|his|her|their|friends|family|colleagues)\b|\balone\b|\bon my own\b/i],
  // Where someone lives, once told ('My grandparents live in a small village').
  [/^(?:Do|Does) your .* live near you\?$|^Where (?:do|does) your .* live\?$/, /\b(?:lives?|living) (?:in|near|with|abroad|far|close)\b/i],
  // What someone is like, once the message said it ('My son is five and he is very funny').
  [/^What (?:is|are) your .* like\?$/, TRAIT_SAID.en],
  // Someone's age, once told ('My dog is called Rocky, he is three years old').
  [/^How old (?:is|are)\b/, /\b(?:is|are|he's|she's|it's|turned) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|\p{L}+ty(?:-\p{L}+)?)(?: (?:years?|months?)(?: old)?)?\b(?! (?:minutes|hours|days|o'clock))/iu],
  [/^How often\b/, /\b(?:every|each) (?:day|morning|evening|night|week|weekend|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:once|twice|three times|four times) a\b|\bon (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)\b|\b(?:daily|weekly)\b/i],
];

/** The most specific fact of the learner's last message, acknowledged, with a question that builds on it. */
/**
 * What a teacher asks a learner who has just said their name: about their life, or, for the business coach whose lessons
 * are built on the learner's work, about that work.
 */
const AFTER_A_NAME: Readonly<Record<string, readonly string[]>> = {
  business: ["What's coming up at work for you this week, {name}?", 'Which situations at work do you need English for most, {name}?'],
  other: ['What do you do, {name}?', 'Where are you from, {name}?', 'What do you like to do in your free time, {name}?'],
};

export function respondToFacts(input: { message: string; facts: LearnerFacts; assistantMessages: readonly string[]; chooser: Chooser; learnerName?: string; task?: string }): FactResponse | null {
  const { message, facts, assistantMessages, chooser } = input;
  const said = readMessageFacts(message);
  for (const responder of RESPONDERS) {
    if (!responder.when(said, message)) continue;
    const values = responder.values(said, facts, message);
    const fresh = responder.questions
      .map((q) => fillTemplate(q, values))
      .filter((q) => !wasAlreadyAsked(q, assistantMessages) && !asksForKnownFact(q, facts) && !ANSWERED_IN_MESSAGE.some(([asks, told]) => asks.test(q) && told.test(message)));
    if (fresh.length === 0) continue;
    const question = chooser.pick('fact-question', fresh);
    const acks = responder.acks.map((a) => fillTemplate(a, values)).filter((a) => !assistantMessages.at(-1)?.includes(a));
    let acknowledgement = chooser.pick('fact-ack', acks.length > 0 ? acks : responder.acks.map((a) => fillTemplate(a, values)));
    if (said.name && !assistantMessages.some((m) => m.includes(said.name!))) acknowledgement = `Nice to meet you, ${said.name}! ${acknowledgement}`;
    return { acknowledgement, question, ...(responder.isTaskNews ? { isTaskNews: true } : {}) };
  }
  if (said.name && !assistantMessages.some((m) => m.includes(said.name!))) {
    const questions = (AFTER_A_NAME[input.task ?? ''] ?? AFTER_A_NAME.other!)
      .map((q) => fillTemplate(q, { name: said.name! }))
      .filter((q) => !wasAlreadyAsked(q, assistantMessages) && !asksForKnownFact(q, facts) && !ANSWERED_IN_MESSAGE.some(([asks, told]) => asks.test(q) && told.test(message)));
    if (questions.length > 0) return { acknowledgement: `Nice to meet you, ${said.name}!`, question: chooser.pick('fact-question', questions) };
  }
  return null;
}

const OUT_OF_WORK_ACKS = ["I'm sorry, that's a hard time.", 'That can be really stressful, I understand.'];
const OUT_OF_WORK_QUESTIONS = ['What kind of work are you looking for?', 'What did you do in your last job?', 'How are you spending your days while you look?'];

/**
 * 'I am unemployed now', 'I lost my job': a hard time (so the listening responders above are not asked), met with
 * sympathy and a question about the work they want, not 'What do you find hardest about it?'.
 */
export function respondToOutOfWork(input: { message: string; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  if (!OUT_OF_WORK.test(input.message)) return null;
  const fresh = OUT_OF_WORK_QUESTIONS.filter((q) => !wasAlreadyAsked(q, input.assistantMessages));
  if (fresh.length === 0) return null;
  const acks = OUT_OF_WORK_ACKS.filter((ack) => !input.assistantMessages.at(-1)?.includes(ack));
  return { acknowledgement: input.chooser.pick('out-of-work-ack', acks.length > 0 ? acks : OUT_OF_WORK_ACKS), question: input.chooser.pick('out-of-work-question', fresh) };
}

