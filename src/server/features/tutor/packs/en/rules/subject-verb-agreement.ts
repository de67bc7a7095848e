/** He go -> he goes, she don't -> she doesn't, he have -> he has, people is -> people are, there is many -> there are. */
import nlp from 'compromise';
import { findLemma, likelyPartOfSpeech } from '../../../wordnet/find-lemma';
import { has, type Token } from '../../../grammar/tag-sentence';
import peopleWords from '../words/people.json';
import { verbForms } from '../../../grammar/verb-forms';
import uncountableNounsWords from '../words/uncountable-nouns.json';
import bareSingularSubjectsWords from '../words/bare-singular-subjects.json';
import { beFor, FREQUENCY_ADVERBS, isNumberSure, isThirdSingular, matchCase, subjectEndingAt, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import eitherNumberNounsWords from '../words/either-number-nouns.json';
import unchangedPluralsWords from '../words/unchanged-plurals.json';
import { because, describeFamily } from '../because';
import { changeSoFarVerbAt } from './tense-with-time-markers';

/**
 * Nouns that do not count, and nouns that said bare at a clause's start name a whole field or thing ('Technology
 * make...', 'Education are...'): with no determiner they are still a subject, and singular ('Music make me happy').
 */
const MASS_NOUNS: ReadonlySet<string> = new Set([...uncountableNounsWords, ...bareSingularSubjectsWords]);

const BE_PRESENT = new Set(['am', 'is', 'are']);
const INDEFINITE = /^(anybody|anyone|somebody|someone|everybody|everyone|anything|something)$/;
/** Verbs followed by 'of' ('My brother dream of', 'She approve of'), which a noun before 'of' is not. */
const VERBS_WITH_OF = new Set(['think', 'dream', 'consist', 'approve', 'disapprove', 'hear', 'know', 'speak', 'talk', 'smell', 'taste', 'remind', 'die', 'complain', 'tire', 'warn', 'accuse', 'rob', 'deprive', 'convince', 'consist']);
const BE_PAST = new Set(['was', 'were']);
/** Words that follow a verb and its object as particles ('round it off', 'sort them out') far more than they are verbs. */
const PARTICLES = new Set(['off', 'up', 'out', 'down', 'back', 'over', 'away', 'in', 'on', 'around', 'through']);
export const DO_FORMS: Readonly<Record<string, { singular: string; other: string }>> = {
  "don't": { singular: "doesn't", other: "don't" }, "doesn't": { singular: "doesn't", other: "don't" },
  do: { singular: 'does', other: 'do' }, does: { singular: 'does', other: 'do' },
  have: { singular: 'has', other: 'have' }, has: { singular: 'has', other: 'have' },
};
/**
 * Nouns right with either verb: groups of people in British English ('my family have', 'the team are'),
 * Latin plurals also used as singular ('the data show', 'the media is'), and nouns whose plural is the
 * singular ('the sheep are', 'this species is', 'the aircraft were').
 */
export const EITHER_NUMBER_NOUNS: ReadonlySet<string> = new Set<string>([...eitherNumberNounsWords, ...unchangedPluralsWords]);
const MANY = new Set(['many', 'several', 'two', 'three', 'four', 'five', 'some', 'lots', 'a', 'more', 'fewer']);
/** What 'do' as the main verb is done to, right after it: a determiner, a possessive, or a thing done ('does their homework', 'do yoga'). */
const DONE_THINGS = /^(?:the|a|an|my|your|his|her|its|our|their|some|homework|housework|yoga|sport|sports|exercise|everything|nothing|something|anything)$/;

const world = nlp.world() as unknown as { methods: { two: { transform: { verb: { toInfinitive(w: string, m: unknown, tense: string): string; conjugate(w: string, m: unknown): Record<string, string> } } } }; model: unknown };
const { verb: VERB } = world.methods.two.transform;

/**
 * 'The man lay in bed', 'The quilt overlay the sheets', 'He found a company': a base form that is also the past
 * of another verb (lie, overlie, find) is as likely that past. compromise conjugates 'lie' only as 'lied'.
 */
function isAlsoPastOfAnotherVerb(word: string): boolean {
  const infinitive = VERB.toInfinitive(word, world.model, 'PastTense');
  if (!infinitive || infinitive === word || findLemma(infinitive, 'verb')?.lemma !== infinitive) return false;
  return VERB.conjugate(infinitive, world.model)?.PastTense === word || /lie$/.test(infinitive);
}

/** People named by a common noun ('my mother', 'her boss'): no compound noun starts with them, so the word after is their verb. */
const PEOPLE = new Set<string>(peopleWords);

/**
 * 'She sell clothes', 'My boss want reports': after a person, a base verb and a plural noun that is also a verb form
 * ('clothes', 'reports') are a verb and its object, not a compound noun and its verb ('The car park closes').
 */
function isPersonsVerbAndObject(head: Token, after: Token | undefined): boolean {
  if (!after || !/s$/.test(after.lower)) return false;
  const isPerson = ['he', 'she', 'it'].includes(head.lower) || PEOPLE.has(head.lower);
  return isPerson && !!findLemma(after.lower, 'noun');
}

/** 'roast rotates', 'campaign put', 'police crack': a noun followed by a verb is more likely the end of a compound subject. */
function isVerbNext(t: Token | undefined): boolean {
  if (!t || has(t, 'Gerund') || has(t, 'Copula') || has(t, 'Auxiliary')) return false;
  if (has(t, 'Verb')) return !!findLemma(t.lower, 'verb');
  return /[^s]s$/.test(t.lower) && likelyPartOfSpeech(t.lower.replace(/s$/, '')) === 'verb';
}

function verbAfterSubject(tokens: Token[], subjectEnd: number): number {
  let at = subjectEnd;
  while (FREQUENCY_ADVERBS.has(tokens[at]?.lower ?? '')) at++;
  return at;
}

/** Another verb of the sentence in the past simple ('did', 'went', 'was'), or a past time marker. */
export function isToldInThePast(tokens: readonly Token[], verbAt: number): boolean {
  return tokens.some((t, i) => i !== verbAt && ((has(t, 'PastTense') && !has(t, 'Participle')) || /^(yesterday|ago|last)$/.test(t.lower)));
}

/** Words after which a 'that' clause takes the base form, whatever its subject ('I suggest that he go'). */
const MANDATIVE = /^(suggest|suggests|suggested|suggesting|recommend|recommends|recommended|insist|insists|insisted|demand|demands|demanded|require|requires|required|request|requests|requested|propose|proposes|proposed|urge|urges|urged|important|essential|necessary|vital|crucial|imperative)$/;
const AUXILIARIES = /^(do|does|did|can|could|will|would|shall|should|may|might|must)$/;
const SUBORDINATORS = new Set(['that', 'if', 'because', 'when', 'while', 'who', 'which', 'where', 'whether', 'since', 'although']);

/**
 * Where a base form is right after a third-person subject: in a 'that' clause after a word of demanding or
 * urging (the subjunctive: 'It is important that everyone have a say'), and in a question whose auxiliary
 * stands before the subject, which a second clause shares ('Does your brother live here and your sister work there?').
 */
export function takesBaseForm(tokens: readonly Token[], subjectStart: number, text: string): boolean {
  const before = tokens.slice(0, subjectStart);
  if (tokens[subjectStart - 1]?.lower === 'that' && before.some((t) => MANDATIVE.test(t.lower))) return true;
  if (!/\?\s*$/.test(text) || !['and', 'or'].includes(tokens[subjectStart - 1]?.lower ?? '')) return false;
  const auxiliary = before.findLastIndex((t) => AUXILIARIES.test(t.lower));
  return auxiliary >= 0 && !before.slice(auxiliary).some((t) => SUBORDINATORS.has(t.lower));
}

/** The singular 'there' verbs and their plurals. */
const THERE_IS: Readonly<Record<string, string>> = { is: 'are', was: 'were', "isn't": "aren't", "wasn't": "weren't" };

/** 'There is many people' -> 'There are many people'; 'There isn't many shops' -> 'There aren't'. */
function thereIs(tokens: Token[]): Edit[] {
  const edits: Edit[] = [];
  tokens.forEach((t, i) => {
    // 'what virtue there is; many persons strive': the clause ends with 'is'.
    const verb = THERE_IS[tokens[i + 1]?.lower ?? ''];
    if (t.lower !== 'there' || !verb || /[,;:.!?]/.test(tokens[i + 1]!.post)) return;
    // 'There is not many shops': the negative stands between the verb and its subject.
    const at = tokens[i + 2]?.lower === 'not' && !verb.endsWith("n't") ? i + 3 : i + 2;
    const next = tokens[at];
    const isPluralAfter = ((MANY.has(next?.lower ?? '') || next?.lower === 'enough') && next?.lower !== 'a' && has(tokens[at + 1], 'Plural')) || (has(next, 'Plural') && !has(next, 'Uncountable')) || (next?.lower === 'a' && tokens[at + 1]?.lower === 'lot' && has(tokens[at + 3], 'Plural'));
    if (isPluralAfter) edits.push({ start: i + 1, end: i + 2, to: matchCase(tokens[i + 1]!.text, verb), ...because('subject-verb-agreement.there-are') });
  });
  return edits;
}

/** 'it call kabsa': a thing named ('it's called'), where '-s' would make the thing the one who calls. */
const NAMING_VERBS = new Set(['call', 'name']);
const THING_SUBJECTS = new Set(['it', 'this', 'that']);
/** 'It call me every day' (a phone, an app): an object after the verb, so the verb is calling, and takes -s. */
const OBJECT_AFTER_NAMING = new Set(['me', 'you', 'him', 'her', 'us', 'them', 'my', 'your', 'his', 'our', 'their', 'the', 'a', 'an']);

export const subjectVerbAgreement: GrammarRule = {
  id: 'subject-verb-agreement',
  family: 'subject-verb-agreement',
  explanation: describeFamily('subject-verb-agreement'),
  examples: [
    // A pronoun after a verb of thinking whose 'that' is left out is the clause's subject.
    { text: 'I think she know the answer.', better: 'I think she knows the answer.' },
    // After a person, a base verb and then a plural noun that could be read as a verb ('clothes', 'reports').
    { text: 'My mother sell clothes in the market.', better: 'My mother sells clothes in the market.' },
    { text: 'She teach lessons online.', better: 'She teaches lessons online.' },
    { text: 'My boss want reports every day.', better: 'My boss wants reports every day.' },
    { text: 'My cousin play the guitar.', better: 'My cousin plays the guitar.' },
    // A noun that does not count, with no determiner, is one thing.
    { text: 'Music make me happy.', better: 'Music makes me happy.' },
    { text: 'Homework take a lot of time.', better: 'Homework takes a lot of time.' },
    { text: 'Information are everywhere now.', better: 'Information is everywhere now.' },
    // A field or a whole thing named bare, as essays do.
    { text: 'Nowadays technology make our life easier.', better: 'Nowadays technology makes our life easier.' },
    { text: 'I think education are free in my country.', better: 'I think education is free in my country.' },
    { text: 'Tourism bring jobs to my town.', better: 'Tourism brings jobs to my town.' },
    // A quantifier is the plural noun's determiner.
    { text: 'However, some people believes it is dangerous.', better: 'However, some people believe it is dangerous.' },
    { text: 'Most students thinks the exam is hard.', better: 'Most students think the exam is hard.' },
    { text: 'All my friends lives in the city.', better: 'All my friends live in the city.' },
    { text: 'He watch TV every night.', better: 'He watches TV every night.' },
    { text: 'My uncle keep sheep on his farm.', better: 'My uncle keeps sheep on his farm.' },
    { text: "My dog don't like cats.", better: "My dog doesn't like cats." },
    // 'do' as the main verb, before what is done.
    { text: 'My students never does their homework.', better: 'My students never do their homework.' },
    { text: 'She do yoga every morning.', better: 'She does yoga every morning.' },
    { text: 'I tell them to tidy up, but they never does.', better: 'I tell them to tidy up, but they never do.' },
    { text: 'We has a big garden.', better: 'We have a big garden.' },
    { text: 'The people was angry.', better: 'The people were angry.' },
    { text: 'There is three rooms in my flat.', better: 'There are three rooms in my flat.' },
    { text: 'There is not many shops in my village.', better: 'There are not many shops in my village.' },
    { text: "There isn't many buses after midnight.", better: "There aren't many buses after midnight." },
    { text: "There wasn't enough chairs for the guests.", better: "There weren't enough chairs for the guests." },
    { text: 'Yes, it changed a lot, there is more buildings now.', better: 'Yes, it changed a lot, there are more buildings now.' },
    { text: 'When it rains, my brother take the bus.', better: 'When it rains, my brother takes the bus.' },
    // 'and' joining two clauses: the second has its own subject.
    { text: 'I stay at home and my brother go to work.', better: 'I stay at home and my brother goes to work.' },
    { text: 'She likes it and he have a car.', better: 'She likes it and he has a car.' },
    // Indefinite pronouns are one person.
    { text: 'Everybody have a phone.', better: 'Everybody has a phone.' },
    { text: 'Nobody know the answer.', better: 'Nobody knows the answer.' },
    // A 'that' clause after a word that demands nothing: the -s is needed.
    { text: 'I think that he go to the gym every day.', better: 'I think that he goes to the gym every day.' },
    // A plural noun needs no determiner to be the subject.
    { text: 'Students needs more time for homework.', better: 'Students need more time for homework.' },
    { text: 'Computers makes our life easier.', better: 'Computers make our life easier.' },
    { text: 'When it rains, buses is always late.', better: 'When it rains, buses are always late.' },
  ],
  counterExamples: [
    // After a verb of thinking in its infinitive, the pronoun is its object.
    'I am afraid to say it wrong.',
    'It is hard to believe it true.',
    'I want to feel it move.',
    // A thing named: 'it's called', which agreement cannot give ('it calls' would be wrong too).
    'In my country it call kabsa, a rice dish.',
    'This name Nowruz in Persian.',
    // 'IT' in capitals is information technology: 'an IT company' is a noun phrase, not 'it' and a verb.
    'She works for an IT company in Leeds.',
    'I am working in a IT company as an analyst.',
    // A compound noun and its verb: no person before them.
    'The car park closes at nine.',
    'The bus stop looks old.',
    'My mother works long hours.',
    // 'do' as the main verb, right as it stands.
    'They do their homework after dinner.',
    'So do I.',
    'He works harder than they do.',
    'What the children do the rest of the day is play.',
    // A misspelt word whose 'base' is no verb: 'they lifes' (meant 'live') is no 'they life'.
    'My grandparents lifes in a small village.',
    'They lifes in Madrid.',
    // A noun whose plural is the singular takes either verb.
    'The sheep are in the field.',
    'The deer eat the young leaves.',
    'The aircraft were grounded.',
    'Our headquarters are in London.',
    'This species is rare.',
    'Does she like tea?',
    'Let it go.',
    'My brother and I play chess on Sundays.',
    'There is a lot of traffic today.',
    'There is not much time before the train leaves.',
    'There is enough food for everyone.',
    'There is more traffic than before.',
    'There is more than one way to do it.',
    "There isn't a bank near my house.",
    'There was not a single cloud in the sky.',
    'If I were you, I would call her.',
    "She and I are neighbours.",
    'The young are often braver than the old.',
    'Its engine part is new.',
    'He often walked home.',
    // Past context: 'asked' or 'asks'? Not said.
    'When I went to the bank, the clerk give me the wrong form.',
    'Last year my uncle visit us twice.',
    // A group of people takes either verb in British English.
    'My family have lived here for years.',
    'The government have promised new schools.',
    'The youth have less pressure than before.',
    'The team are playing well this season.',
    'My family lives in Madrid.',
    'The data show a clear trend.',
    'The mitochondria produce energy for the cell.',
    'The criteria are very strict.',
    // The past of 'let', 'put', 'cut' looks like the present.
    'She let me borrow her car.',
    'He put the keys on the table.',
    // An irregular past the tagger reads as a present; a noun phrase with no verb.
    'She awoke early.',
    'The Beatles were a band from Liverpool.',
    'These species do not mix.',
    'Muslims avoid pork.',
    'Her clothes were dirty.',
    // Phrases said on their own.
    'A kitchen full of gadgets.',
    'Her lovely smile.',
    // Two subjects joined by 'and' take a plural verb.
    'My brother and his wife live in Paris.',
    'She and her sister are twins.',
    'The teacher and the students were in the hall.',
    // 'lay' is also the past of 'lie', 'found' of 'find': a past, not a present missing its -s.
    'He lay awake all night.',
    'She lay on the sofa all afternoon.',
    // The tagger's number is wrong; WordNet's word forms do not back it.
    'Her blouse was very pretty.',
    'The opera was wonderful.',
    'The dice are on the table.',
    'The cattle eat grass.',
    'The shingles were old.',
    'Our troops were tired.',
    // Two noun phrases joined by 'and' are one plural subject.
    'You may copy it provided the copyright notice and this notice are preserved.',
    'You must say that the Library and its use are covered by this License.',
    // 'I' after a name is a numeral; a pronoun after a verb or preposition is its object; 'The Times' is a title.
    'The Times is a good newspaper.',
    // Ordinary sentences that look like the error and are right.
    'My cousin plays the piano.',
    'The children are in the garden.',
    "She doesn't like coffee.",
    'She drew a line under the title.',
    'A main reason for his failure.',
    'The opening song of the concert.',
    'That opens the door to new jobs.',
    'The French are proud of their cheese.',
    'The Romans defeated the Gauls.',
    "A beginner's guide to birds.",
    'The old dog lay by the fire all evening.',
    'The cat lay in the sun.',
    'The hen overlay her chicks.',
    'The match was broadcast on TV.',
    'The specimen shows signs of damage.',
    'The fungus is found in damp places.',
    'The railing runs along the whole balcony.',
    'A dozen were invited but only two came.',
    'The expected cost and the final cost were very different.',
    'When he arrived Tom and Maria were waiting quietly in the hall.',
    'The chicken curry cooks slowly in a big pot.',
    'The marketing plan put the company ahead of its rivals.',
    'City police crack down on illegal parking.',
    'The pale glow of the moon.',
    'The top shelf in the kitchen.',
    'The biggest crowd so far.',
    'The steady rise of prices.',
    'The faint glow of three small lamps in the fog.',
    'The low-growing shrub, white lavender.',
    'Elizabeth I ruled England for many years.',
    'There is no reason at all for thinking it wrong.',
    'The Simpsons is my favourite show.',
    // The subjunctive after a word of demanding or urging; a question's auxiliary shared by its second clause.
    'I suggest that he go to the doctor.',
    'It is important that everyone have a chance.',
    'The doctor recommends that she rest for a week.',
    'Does your brother live here and your sister work there?',
    'Can your father drive and your mother cook?',
    // An irregular past the dictionary does not list as a base; a capital inside the sentence starts a name.
    'She woke up before the alarm.',
    'He strode across the yard.',
    'The Finnish Prime Minister spoke first.',
    // A linking word at a line's start, a name called before a comma, a question without its auxiliary.
    'Walk along the quiet river, And think of home.',
    'Call me tomorrow, Or write me a long letter.',
    'Come on, Maria, tell me the news!',
    'Anybody want a cup of tea?',
    'Some say the film is too long.',
    // A noun heading a compound before 'of'; 'like' that compares; a wish; a clause ending in 'there is'.
    'The life cycle of the frog is short.',
    'It was something like a small castle.',
    'Would that it were true.',
    'We keep what hope there is; many people still try.',
    // Plural nouns with no determiner that are right as they stand.
    'Prices rise every year.',
    // A noun that does not count, right as it stands, or one naming the kind of a plural noun.
    'Money talks.',
    'News travels fast.',
    'Traffic jams are terrible here.',
    'Music lessons are fun.',
    'Sports fans love this game.',
    'Dogs bark at night.',
    'Economics is my favourite subject.',
    'Yours is the red one.',
    // A field named bare with its verb right, or heading a compound; a quantifier before a singular or mass noun.
    'Technology changes fast.',
    'Technology companies hire many engineers.',
    'Education matters more than money.',
    'Life is short.',
    'Some people believe it is dangerous.',
    'Some water is still in the bottle.',
    'Most of my friends live in the city.',
    'All the students passed.',
    // A particle after a verb and its object pronoun.
    'Why not round it off with a song?',
    'Let us wrap it up before lunch.',
  ],
  find({ tokens, text }) {
    const edits: Edit[] = thereIs(tokens);
    // 'A pocket map of the city.', 'A slick advertising campaign.': a phrase said on its own, whose one
    // 'verb' is a noun the tagger misread.
    if (['a', 'an'].includes(tokens[0]?.lower ?? '') && tokens.filter((t, i) => has(t, 'Verb') && tokens[i - 1]?.lower !== 'to').length <= 1) return edits;
    // 'In recent years it become more crowded': that verb wants 'has become', not an -s (tense-with-time-markers.ts).
    const changeSoFar = changeSoFarVerbAt(tokens, text);
    for (let end = 1; end < tokens.length; end++) {
      const subject = subjectEndingAt(tokens, end, { barePlural: true, bareMass: MASS_NOUNS });
      if (!subject) continue;
      // 'Come on, Virginia, don't': a name or noun before a comma is called or set apart, not the subject of what follows.
      if (/[,;:]/.test(tokens[end - 1]!.post)) continue;
      // 'Anybody want a lift?': a question said without its auxiliary ('Does anybody want').
      if (subject.start === 0 && /\?\s*$/.test(text) && INDEFINITE.test(tokens[0]!.lower)) continue;
      const at = verbAfterSubject(tokens, end);
      const verb = tokens[at];
      if (!verb) continue;
      const singular = isThirdSingular(subject);
      if (singular && EITHER_NUMBER_NOUNS.has(tokens[subject.end - 1]!.lower)) continue;
      // 'The Dutch are', 'The Beatles were', 'Muslims avoid', 'Japanese were': a people or a band by its name may
      // be plural (a name in -s such as 'Carlos' is then left too).
      const head = tokens[subject.end - 1]!;
      // 'an IT company', 'the IT team': 'IT' in capitals is information technology, and a pronoun after an article is no subject.
      if (head.text === 'IT' || (has(head, 'Pronoun') && ['a', 'an', 'the'].includes(tokens[subject.start - 1]?.lower ?? ''))) continue;
      const isNamedGroup = has(head, 'ProperNoun') && (has(head, 'Demonym') || /[^su]s$/.test(head.lower) || (tokens[subject.start]?.lower === 'the' && subject.end - subject.start === 2));
      if (singular && isNamedGroup) continue;
      // 'The Times is': a name in -s after 'the' is a title.
      if (has(head, 'Plural') && /^\p{Lu}/u.test(head.text) && tokens[subject.start]?.lower === 'the') continue;
      // 'Her blouse was' (tagged plural), 'Our troops were' (tagged singular): the tagger's number, not WordNet's.
      const isCounted = ['these', 'those'].includes(tokens[subject.start]?.lower ?? '');
      if (!has(head, 'Pronoun') && !isCounted && !isNumberSure(head, subject.isPlural)) continue;
      // 'The biggest storm this winter.': a superlative ranks a thing named by a noun phrase, not a subject and its verb.
      if (tokens.slice(subject.start, subject.end).some((t) => has(t, 'Superlative'))) continue;
      const lower = verb.lower;
      if (DO_FORMS[lower]) {
        // 'have' as an auxiliary or a verb agrees the same way; 'do' only when a verb or 'not' follows.
        const wanted = singular ? DO_FORMS[lower]!.singular : DO_FORMS[lower]!.other;
        if (wanted !== lower && !(subject.person === 'first' && !subject.isPlural && wanted === 'has') && !(singular && takesBaseForm(tokens, subject.start, text))) {
          // 'do' as the main verb agrees too when its object follows ('They never does their homework', 'He do the dishes').
          const endsClause = !tokens[at + 1] || /[,;:.!?]/.test(verb.post);
          if ((lower === 'do' || lower === 'does') && !has(tokens[at + 1], 'Verb') && tokens[at + 1]?.lower !== 'not' && !DONE_THINGS.test(tokens[at + 1]?.lower ?? '') && !endsClause) continue;
          edits.push({ start: at, end: at + 1, to: matchCase(verb.text, wanted), ...because(singular ? 'subject-verb-agreement.s' : 'subject-verb-agreement.no-s') });
        }
        continue;
      }
      if (BE_PRESENT.has(lower) || BE_PAST.has(lower)) {
        const wanted = beFor(subject, BE_PAST.has(lower) ? 'past' : 'present');
        const opener = tokens[subject.start - 1]?.lower ?? '';
        // 'If I were', 'I wish it were', 'Would that it were so': a wish or a condition, not a past.
        const isSubjunctive = lower === 'were' && (/^(if|wish|though)$/.test(opener) || (opener === 'that' && tokens[subject.start - 2]?.lower === 'would'));
        if (wanted !== lower && !isSubjunctive) edits.push({ start: at, end: at + 1, to: matchCase(verb.text, wanted), ...because('subject-verb-agreement.with-subject', { subject: tokens.slice(subject.start, subject.end).map((t) => t.text).join(' '), verb: wanted }) });
        continue;
      }
      if (!has(verb, 'Verb') || !has(verb, 'PresentTense') || has(verb, 'Gerund') || has(verb, 'Modal') || has(verb, 'Auxiliary')) continue;
      if (at === changeSoFar) continue;
      // 'round it off', 'back it up': a particle after an object pronoun, never a verb that agrees with it.
      if (PARTICLES.has(lower)) continue;
      // 'The Laotian Prime Minister': a capital inside the sentence starts a name, not a verb.
      if (at > 0 && /^\p{Lu}/u.test(verb.text)) continue;
      const forms = verbForms(lower);
      if (!forms || forms.infinitive === 'be' || forms.thirdPerson === forms.infinitive) continue;
      // 'She let me borrow it', 'He put it there': a verb whose past is its base form is most likely past;
      // 'massacred' is a past whatever the tagger says.
      if (singular && (forms.past === forms.infinitive || /ed$/.test(lower) || isAlsoPastOfAnotherVerb(lower))) continue;
      // 'its life cycle is', 'he last chose': another verb right after means this word is not the verb.
      const after = tokens[at + 1];
      if (findLemma(lower, 'noun') && at === end && verb.post === ' ' && isVerbNext(after) && !isPersonsVerbAndObject(head, after)) continue;
      // 'The life cycle of the screwdriver': a noun followed by 'of' heads a compound, unless the verb takes 'of' ('think of').
      if (findLemma(lower, 'noun') && at === end && after?.lower === 'of' && !VERBS_WITH_OF.has(lower)) continue;
      // 'it call kabsa', 'this name Nowruz': a thing's name, which is 'it's called', not 'it calls'; nothing sure to say.
      if (NAMING_VERBS.has(lower) && THING_SUBJECTS.has(tokens[subject.start]!.lower) && subject.end === at && !OBJECT_AFTER_NAMING.has(after?.lower ?? '')) continue;
      // 'My father use to smoke': a past habit with its -d missing ('used to', used-to.ts), never 'uses to'.
      if (lower === 'use' && after?.lower === 'to' && !/\S/.test(verb.post)) continue;
      // 'something like the president': after 'something', 'nothing', 'anything' or 'everything', 'like' compares.
      if (lower === 'like' && /thing$/.test(tokens[subject.start]!.lower)) continue;
      if (after && (has(after, 'Modal') || has(after, 'Copula') || (has(after, 'Verb') && (has(after, 'PastTense') || has(after, 'PresentTense')) && !has(after, 'Infinitive') && !has(after, 'Gerund'))) || /\S/.test(verb.post.replace(/[.!?]+\s*$/, ''))) continue;
      // 'When I did the interview, the manager ask me': in a story told in the past the verb wants its past
      // form ('asked'), not -s; which one the learner meant is a guess, so nothing is said.
      // Only a base form the dictionary knows as a verb takes -s: 'She woke up', 'He strode off' are pasts it guesses as bases.
      const isKnownBase = findLemma(lower, 'verb')?.lemma === lower;
      if (singular && lower === forms.infinitive && isKnownBase && subject.end === end && !isToldInThePast(tokens, at) && !takesBaseForm(tokens, subject.start, text)) {
        edits.push({ start: at, end: at + 1, to: forms.thirdPerson, ...because('subject-verb-agreement.s') });
      } else if (!singular && lower === forms.thirdPerson && lower !== forms.infinitive && findLemma(forms.infinitive, 'verb')?.lemma === forms.infinitive) {
        // Only a base the dictionary knows as a verb loses its -s: 'they lifes' (meant 'live') is no 'they life'.
        edits.push({ start: at, end: at + 1, to: forms.infinitive, ...because('subject-verb-agreement.no-s') });
      }
    }
    return edits;
  },
};
