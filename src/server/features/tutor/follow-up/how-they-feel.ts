/**
 * "My daughter started school. She was very nervous.", "My son is sad because his friend moved away": how someone
 * close to the learner feels. Met with a word for that person and a question about them ("How is she feeling about
 * it now?"), not as the learner's own hard time ("What do you find hardest about it?").
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import { agreeWith, englishPerson, HE, type Person, SHE, THEY } from './person-agreement';
import type { FactResponse } from './respond-to-facts';

/** Friends, colleagues and pets may be either: only "my friend" or "my cat" itself, never a pronoun, names them. */
const EITHER = ['friend', 'best friend', 'colleague', 'partner', 'baby', 'dog', 'cat', 'puppy', 'kitten', 'rabbit', 'hamster'];

const PEOPLE = [...SHE, ...HE, ...THEY, ...EITHER].sort((a, b) => b.length - a.length).join('|');
const INTENSITY = '(?:(?:so|very|really|a bit|a little|quite|pretty|extremely|super|kind of|too) )*';
const VERB = '(?:is|was|are|were|felt|feels|feel|seemed|seems|looked|looks|got|gets|has been|have been|\'s)';

/** A visit to a place that tells how someone is ('I visited my uncle in the hospital'). */
const visitPattern = (place: string) => String.raw`\b(?:visit|visited|visiting|see|saw|seeing|go and see|went to see) my (${PEOPLE}) ${place}\b`;
/** Hurt in a fall or an accident ('My sister broke her leg skiing', 'My dad fell off a ladder'): unwell too, not what they did then. */
const HURT = String.raw`\bmy (${PEOPLE}) (?:(?:broke|hurt|injured|sprained|twisted|fractured) (?:his|her|their|its) (?:leg|arm|ankle|wrist|back|knee|foot|hand|shoulder|hip|neck|finger|toe|nose)|fell (?:off|down|over)|had an? (?:car |bad |small )?accident|was in an? (?:car )?accident)\b`;

/** Ill with something had ('My son has a fever', 'My mum's got the flu'). */
const HAS_ILLNESS = String.raw`\bmy (${PEOPLE})(?: has| have| has got|'s got| had| has had) (?:a |the )?(?:fever|high temperature|temperature|cold|bad cold|flu|covid|cough|sore throat|headache|stomach ache|chickenpox|virus)\b`;

/** `alsoSaid`: another way to tell it, the person captured first ('I am going to visit my aunt in hospital'). */
type Group = { feelings: string; alsoSaid?: RegExp; acks: readonly string[]; questions: readonly string[] };
/** By kind of feeling; the templates agree with the person (person-agreement.ts). */
const GROUPS: readonly Group[] = [
  {
    feelings: 'nervous|anxious|scared|afraid|worried|stressed|shy',
    acks: ['Aww, that is so normal, and it usually gets easier.', 'Poor thing, lots of people feel like that, and it usually passes.'],
    questions: ['How {is} {subject} feeling about it now?', 'What did you say to help {object}?'],
  },
  {
    feelings: 'sad|upset|lonely|homesick|unhappy|disappointed|heartbroken',
    acks: ['Oh, poor thing, I hope {subject} feel{s} better soon.', 'That is hard for {object}, I am sorry.'],
    questions: ['What do you think would cheer {object} up?', 'How {is} {subject} doing now?'],
  },
  {
    // In hospital ('My grandma is in hospital', 'I visited my uncle in the hospital'): unwell, not a plan to welcome.
    feelings: 'sick|ill|unwell|tired|exhausted|in (?:the )?hospital',
    // Or ill with something they have ('My son has a fever since yesterday').
    alsoSaid: new RegExp(`${visitPattern('in (?:the )?hospital')}|${HURT}|${HAS_ILLNESS}`, 'i'),
    acks: ['Oh no, I hope {subject} feel{s} better soon.', 'Poor thing, I hope {subject} can get some rest.'],
    questions: ['{Is} {subject} feeling any better now?', 'How {is} {subject} today?'],
  },
];

const feelingPattern = (who: string, feelings: string) => new RegExp(String.raw`\b${who} ${VERB} ${INTENSITY}(?:${feelings})\b`, 'i');

/** The person the message speaks of: "my son ...", or "she ..." after a daughter named in this message or the one before. */
function personFeeling(message: string, previousMessage: string | undefined): { person: Person; group: Group } | null {
  for (const group of GROUPS) {
    const named = feelingPattern(`my (${PEOPLE})`, group.feelings).exec(message) ?? group.alsoSaid?.exec(message);
    if (named) return { person: englishPerson(named.slice(1).find(Boolean)!), group };
    const pronoun = feelingPattern('(she|he|they)', group.feelings).exec(message);
    if (!pronoun) continue;
    const said = pronoun[1]!.toLowerCase();
    const earlier = [message, previousMessage ?? ''].map((text) => new RegExp(String.raw`\bmy (${PEOPLE})\b`, 'i').exec(text)?.[1]?.toLowerCase()).find(Boolean);
    if (!earlier) continue;
    // A friend or a pet named in this very message, then 'she' or 'he': the pronoun tells who ('My best friend is getting divorced and she is very sad').
    const namedHere = new RegExp(String.raw`\bmy ${earlier}\b`, 'i').test(message);
    if (EITHER.includes(earlier) && namedHere && said !== 'they') return { person: { subject: said as 'she' | 'he', isFeminine: said === 'she' }, group };
    if (EITHER.includes(earlier)) continue;
    const referent = englishPerson(earlier);
    if (referent.subject === said) return { person: referent, group };
  }
  return null;
}

/** The learner's own feeling said too ('My mother is sick and I am very sad'): theirs is met first, as a hard time. */
// A feeling about them ('My mother is sick and I am worried about her') is for them, not the learner's own hard time.
const LEARNER_FEELS = new RegExp(String.raw`\bI(?:'m| am| feel| was| felt) ${INTENSITY}(?:${GROUPS.map((g) => g.feelings).join('|')})\b(?! (?:about|for) (?:her|him|them)\b)`, 'i');

export function respondToHowTheyFeel(input: { message: string; previousMessage: string | undefined; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, previousMessage, assistantMessages, chooser } = input;
  if (/\?\s*$/.test(message.trim()) || LEARNER_FEELS.test(message)) return null;
  const found = personFeeling(message, previousMessage);
  if (!found) return null;
  const { person: p, group } = found;
  const questions = group.questions.map((q) => agreeWith(q, p));
  const fresh = questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  return { acknowledgement: agreeWith(chooser.pick('their-feeling-ack', group.acks), p), question: chooser.pick('their-feeling-question', fresh.length > 0 ? fresh : questions) };
}
