/**
 * Time words fix the tense: 'yesterday', 'last year', 'two days ago' want the past ('Yesterday I go' ->
 * 'went', 'I have seen him yesterday' -> 'I saw him'); 'since 2010' and 'for three years' want the present
 * perfect ('I live here since 2010' -> 'I have lived here'), and a length of time takes 'for' ('since five
 * years' -> 'for five years').
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import { likelyPartOfSpeech } from '../../../wordnet/find-lemma';
import { FREQUENCY_ADVERBS, isThirdSingular, matchCase, subjectEndingAt, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import presentPerfectVerbsWords from '../words/present-perfect-verbs.json';
import { because, describeFamily } from '../because';

const PAST_UNITS = 'week|weekend|month|year|night|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time';
// 'last month's sales', 'yesterday's meeting': a thing named by its time, not a time the action happened.
const FINISHED_TIME = new RegExp(`\\b(yesterday(?!['’]s)|last (${PAST_UNITS})(?!['’]s)|\\d+ (minutes|hours|days|weeks|months|years) ago|(a|an|one|two|three|four|five|six|ten|many|few|some) (\\w+ )?(minute|hour|day|week|month|year)s? ago|in (19|20)\\d\\d)\\b`, 'i');
// 'Sales have increased compared to last year': a time compared against is no time the action happened.
const NOT_PAST_CONTEXT = /\b(will|tomorrow|next|usually|every|always|now|today|tonight|'ll|going to|since|compar(?:ed|ing) (?:to|with)|than (?:last|yesterday|\d+ \w+ ago))\b|\?/i;
const DURATION = /\b(since (19|20)\d\d|since (last|i was|i was a|(?:we|they|you|he|she) (?:was|were)|my|the|january|february|march|april|may|june|july|august|september|october|november|december|monday|yesterday)|for (\d+|two|three|four|five|six|seven|eight|nine|ten|many|several|a few) (years|months)|for a long time|for ages)\b/i;
const PERFECT_VERBS = new Set<string>(presentPerfectVerbsWords);
/** 'valid for five years', 'open for two months': words after 'be' that say how long a thing lasts. */
const LASTING_ADJECTIVES = new Set(['valid', 'good', 'open', 'closed', 'available', 'free', 'booked', 'reserved', 'guaranteed']);

function finiteVerbs(tokens: Token[]): number[] {
  const found: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const previous = tokens[i - 1];
    const isBe = ['am', 'is', 'are'].includes(tokens[i]!.lower);
    const isFiniteVerb = isBe || (has(tokens[i], 'Verb') && has(tokens[i], 'PresentTense') && !has(tokens[i], 'Gerund') && !has(tokens[i], 'Modal') && !has(tokens[i], 'Auxiliary'));
    const isAfterSubject = !!subjectEndingAt(tokens, i) || (previous?.lower === 'and' && found.includes(i - 2));
    if (isFiniteVerb && isAfterSubject && !['to'].includes(previous?.lower ?? '')) found.push(i);
  }
  return found;
}

/** Words that start another clause, whose verb keeps its own time ('I moved here last year and I like it'). */
const CLAUSE_STARTS = new Set(['and', 'but', 'because', 'so', 'that', 'which', 'who', 'where', 'while', 'although', 'though', 'or', 'than']);

/** 'that he is', not 'that film'; 'so I slept', not 'so tired'. */
function startsClause(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (!CLAUSE_STARTS.has(t.lower) || i === 0) return false;
  const next = tokens[i + 1];
  if (t.lower === 'that') return !has(next, 'Adjective') && !(has(next, 'Noun') && !has(next, 'Pronoun') && !has(next, 'Possessive'));
  return t.lower !== 'so' || has(t, 'Conjunction');
}

/**
 * A subject pronoun after a comma starts a clause of its own, as learners join them ('My name is Ana, I am a nurse',
 * 'I watched a film yesterday, it is sad'), when the words before the comma had a verb of their own: after a time
 * put first ('Yesterday, I go to the park') the clause goes on.
 */
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'we', 'they', 'it']);
/** A subject with its verb contracted ('I've known him', "we're"): it starts a clause after a comma as the pronoun alone does. */
const CONTRACTED_SUBJECT = /^(?:i|you|he|she|we|they|it)'(?:ve|m|re|s|d|ll)$/;
const isSubjectPronoun = (t: Token) => SUBJECT_PRONOUNS.has(t.lower) || CONTRACTED_SUBJECT.test(t.lower.replace(/’/g, "'"));
/** A subject that is a noun after one of these ('his name is Max', 'the food was great') starts a clause after a comma too. */
const SUBJECT_DETERMINERS = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their', 'the']);
/** At most this many words between the determiner and its clause's verb ('the old house is', 'my best friend lives'). */
const MAX_SUBJECT_WORDS = 3;

/** 'his name is', 'the food in the hotel was': a clause's verb within a few words of the determiner, no stop between. */
function hasVerbAfterSubject(tokens: readonly Token[], verbs: ReadonlySet<number>, at: number): boolean {
  for (let j = at + 1; j <= at + MAX_SUBJECT_WORDS + 1 && j < tokens.length; j++) {
    if (verbs.has(j) || (has(tokens[j], 'PastTense') && has(tokens[j], 'Verb'))) return true;
    if (/[,;:.!?]/.test(tokens[j - 1]!.post)) return false;
  }
  return false;
}

/** A time put first in a clause ('yesterday', 'last Sunday', 'two days ago', 'this morning'): its words, whole. */
const TIME_FIRST = new RegExp(`^(?:${FINISHED_TIME.source.replace(/^\\b|\\b$/g, '')}|today|tonight|now|then|later|this (?:morning|afternoon|evening|week|weekend|year)|tomorrow|next (?:${PAST_UNITS}))$`, 'i');
/** At most this many words in a time put first ('three days ago', 'last Saturday night'). */
const MAX_TIME_WORDS = 4;

/**
 * 'I like cooking, yesterday I made a cake': after a comma, a time put first and then a subject start a clause of their
 * own, and the time is that clause's.
 */
function startsWithTime(tokens: readonly Token[], i: number): boolean {
  for (let j = i + 1; j <= i + MAX_TIME_WORDS && j < tokens.length; j++) {
    if (/[,;:.!?]/.test(tokens[j - 1]!.post)) return false;
    if (SUBJECT_PRONOUNS.has(tokens[j]!.lower)) return TIME_FIRST.test(tokens.slice(i, j).map((t) => t.lower).join(' '));
  }
  return false;
}

/** Which clause each token is in: a new one starts at a linking word, after ';' or ':', or at a subject (or a time and a subject) after a comma. */
function clauseNumbers(tokens: Token[]): number[] {
  const verbs = new Set(finiteVerbs(tokens));
  const hasVerb = (from: number, to: number) => tokens.slice(from, to).some((x, k) => verbs.has(from + k) || has(x, 'PastTense'));
  let clause = 0;
  let clauseStart = 0;
  return tokens.map((t, i) => {
    const startsSubject = isSubjectPronoun(t) || (SUBJECT_DETERMINERS.has(t.lower) && hasVerbAfterSubject(tokens, verbs, i)) || startsWithTime(tokens, i);
    const afterComma = /,/.test(tokens[i - 1]?.post ?? '') && startsSubject && hasVerb(clauseStart, i);
    if (startsClause(tokens, i) || /[;:]/.test(tokens[i - 1]?.post ?? '') || afterComma) {
      clause++;
      clauseStart = i;
    }
    return clause;
  });
}

/**
 * A time word that names no finished time: a year still to come ('I finish university in 2050'), or 'last' inside a
 * phrase of its own ('the last time', 'my last year at school', 'the last Saturday of May').
 */
function isNoFinishedTime(text: string, marker: RegExpExecArray): boolean {
  const year = /^in (\d{4})$/i.exec(marker[0])?.[1];
  if (year) return Number(year) >= new Date().getFullYear();
  if (!/^last /i.test(marker[0])) return false;
  const before = text.slice(0, marker.index);
  const after = text.slice(marker.index + marker[0].length);
  if (/^\s+of\b/i.test(after)) return true;
  // 'The last Saturday I go to the cinema', opening the sentence, says 'last Saturday' as some languages do; 'in the last
  // year' (up to now), 'the last week before my exam' and 'the last time' are no time gone.
  if (/\bthe\s+$/i.test(before)) {
    const sentenceSoFar = before.split(/[.!?;]/).at(-1)!.trim();
    return /time$/i.test(marker[0]) || !/^the$/i.test(sentenceSoFar) || /^\s+before\b/i.test(after);
  }
  return /\b(?:my|your|his|her|our|their|this|that|its)\s+$/i.test(before);
}

/** A time of life, as learners name one: 'a child', 'young', 'at school', 'ten', '15 years old'. */
const TIME_OF_LIFE = String.raw`(?:an? |(?:very |really )?)(?:little |small |young )?(?:child|kid|boy|girl|teenager|baby|student|schoolboy|schoolgirl)|children|kids|teenagers|students|young|younger|little|small|(?:at|in) (?:primary |high |secondary |middle )?school|at university|in college|(?:\d{1,2}|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)(?: years old)?`;
/**
 * 'When I was ten, my mother teach me to cook': a sentence opened by a time of life gone is told in the past, like one
 * opened by 'last year'. Only as the opening, with the clause after it its own ('I still remember when I was ten' is now).
 */
const TIME_OF_LIFE_OPENING = new RegExp(String.raw`^when (?:i|we|he|she|they|my \w+) (?:was|were) (?:${TIME_OF_LIFE})(?=[,\s])`, 'i');
/** Verbs that say what the speaker thinks now of a time gone: 'When I was a child, I remember the snow' is right. */
const SPEAKING_NOW_VERBS = new Set(['remember', 'think', 'guess', 'suppose', 'believe', 'mean', 'imagine', 'know']);
/** Words that bring the sentence up to now or later; habits ('every day', 'always') stay in the time of life. */
const NOT_LIFE_PAST_CONTEXT = /\b(?:will|tomorrow|next|now|nowadays|today|tonight|these days|still|'ll|going to)\b|\?/i;

/** 'When I was ten, my mother teach me' -> 'taught': the verbs of the clause after a time of life that opens the sentence. */
function toPastAfterTimeOfLife({ tokens, text }: { tokens: Token[]; text: string }): Edit[] {
  const opening = TIME_OF_LIFE_OPENING.exec(text);
  if (!opening || NOT_LIFE_PAST_CONTEXT.test(text)) return [];
  const reason = because('tense-with-time-markers.past', { marker: opening[0] });
  const clauses = clauseNumbers(tokens);
  const firstAfter = tokens.findIndex((t) => t.start >= opening[0].length);
  if (firstAfter === -1) return [];
  const edits: Edit[] = [];
  // A habit of that time: 'we always go' has a frequency word between the subject and its verb.
  const afterFrequencyWord = tokens.flatMap((t, i) => (FREQUENCY_ADVERBS.has(tokens[i - 1]?.lower ?? '') && subjectEndingAt(tokens, i - 1) && has(t, 'Verb') && has(t, 'PresentTense') ? [i] : []));
  const verbs = [...new Set([...finiteVerbs(tokens), ...afterFrequencyWord])];
  for (const at of verbs.filter((i) => i >= firstAfter && clauses[i] === clauses[firstAfter])) {
    const verb = tokens[at]!;
    const forms = verbForms(verb.lower);
    if (!forms || FREQUENCY_ADVERBS.has(verb.lower) || SPEAKING_NOW_VERBS.has(forms.infinitive)) continue;
    if (verb.lower !== forms.infinitive && verb.lower !== forms.thirdPerson && !['am', 'is', 'are'].includes(verb.lower)) continue;
    const past = forms.infinitive === 'be' ? (verb.lower === 'are' ? 'were' : 'was') : forms.past;
    if (past && past !== verb.lower) edits.push({ start: at, end: at + 1, to: matchCase(verb.text, past), ...reason });
  }
  return edits;
}

/** Words 'have' takes as nouns ('I have lunch', 'we have class'), which are verbs too. */
const HAD_AS_NOUN = new Set(['lunch', 'dinner', 'breakfast', 'time', 'fun', 'work', 'class', 'school', 'help', 'dance', 'drink', 'swim', 'walk', 'rest', 'look', 'shower', 'bath', 'party', 'talk', 'chat', 'meeting', 'fight', 'cold', 'cough', 'dream', 'plan', 'practice', 'exam', 'test', 'experience']);
const OBJECT_PRONOUNS = new Set(['me', 'you', 'him', 'her', 'it', 'us', 'them']);
/** What follows a bare word that makes it a verb: an object ('my aunt', 'the house', 'him') or 'to' and a place ('to Japan'). */
function showsAVerb(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at];
  if (!next) return false;
  if (OBJECT_PRONOUNS.has(next.lower) || has(next, 'Possessive') || has(next, 'Determiner')) return true;
  const place = tokens[at + 1];
  return next.lower === 'to' && (has(place, 'Determiner') || has(place, 'Possessive') || has(place, 'ProperNoun') || has(place, 'Place'));
}

function toPast({ tokens, text }: { tokens: Token[]; text: string }): Edit[] {
  const marker = FINISHED_TIME.exec(text);
  if (!marker) return toPastAfterTimeOfLife({ tokens, text });
  if (NOT_PAST_CONTEXT.test(text) || isNoFinishedTime(text, marker)) return [];
  const reason = because('tense-with-time-markers.past', { marker: marker[0] });
  const edits: Edit[] = [];
  // Only the marker's own clause: 'He said yesterday that he is coming' is right.
  const clauses = clauseNumbers(tokens);
  const markerClause = clauses[tokens.findIndex((t) => t.end > marker.index)]!;
  const isInMarkerClause = (i: number) => clauses[i] === markerClause;
  // 'I have seen him yesterday' -> 'I saw him yesterday'.
  tokens.forEach((t, i) => {
    if (!isInMarkerClause(i)) return;
    const participle = tokens[i + 1];
    const subject = subjectEndingAt(tokens, i);
    // 'Last summer I have travel to Japan' -> 'travelled': 'have' and a bare verb, in a finished time, is that verb's past
    // ('had' would leave 'had travel'); only where what follows shows a verb ('my aunt', 'to the park'), and never a word
    // that 'have' takes as a noun ('have lunch', 'have time').
    const bare = participle && ['have', 'has'].includes(t.lower) && subject ? verbForms(participle.lower) : null;
    if (bare && bare.infinitive === participle!.lower && !HAD_AS_NOUN.has(bare.infinitive) && likelyPartOfSpeech(bare.infinitive) !== 'noun' && showsAVerb(tokens, i + 2)) {
      edits.push({ start: i, end: i + 2, to: bare.past, ...reason });
      return;
    }
    if (['have', 'has', "'ve"].includes(t.lower) && subject && participle && has(participle, 'Participle') || (['have', 'has'].includes(t.lower) && has(participle, 'PastTense') && subject)) {
      const forms = verbForms(participle!.lower);
      // 'I have been to London last year' is a visit, and its past is 'went to', never 'I was to London'.
      if (participle!.lower === 'been' && tokens[i + 2]?.lower === 'to') {
        edits.push({ start: i, end: i + 2, to: 'went', ...reason });
        return;
      }
      const past = forms?.past === 'was' && subject!.isPlural ? 'were' : forms?.past;
      if (forms && past && forms.participle === participle!.lower) edits.push({ start: i, end: i + 2, to: past, ...reason });
      // 'I have went there last year': the past form after 'have' already, which the finished time keeps alone.
      else if (forms && forms.past === participle!.lower && forms.infinitive !== participle!.lower && !['was', 'were'].includes(participle!.lower)) edits.push({ start: i, end: i + 2, to: participle!.text, ...reason });
    }
  });
  if (edits.length > 0) return edits;
  const markerAt = tokens.findIndex((t) => t.end > marker.index);
  for (const at of finiteVerbs(tokens).filter(isInMarkerClause)) {
    const verb = tokens[at]!;
    // 'I want to thank the nurse who helped me a week ago', 'I remember the day I arrived last year': a past
    // verb between this one and the time word is the one the time word belongs to.
    const between = at < markerAt ? tokens.slice(at + 1, markerAt) : tokens.slice(markerAt + 1, at);
    if (between.some((t) => has(t, 'Verb') && has(t, 'PastTense'))) continue;
    // 'I am sorry I didn't answer you yesterday', 'I love the song you played last night': a subject and its verb
    // between this verb and the time word make a clause of their own, and the time word is that clause's.
    if (at < markerAt && between.some((t, k) => SUBJECT_PRONOUNS.has(t.lower) && has(between[k + 1], 'Verb'))) continue;
    if (FREQUENCY_ADVERBS.has(verb.lower)) continue; // 'I still remember': an adverb the tagger took for a verb
    // 'The concerts last summer were fantastic': a word of the time itself, which the tagger took for a verb ('last').
    if (verb.start >= marker.index && verb.end <= marker.index + marker[0].length) continue;
    const forms = verbForms(verb.lower);
    if (!forms || (verb.lower !== forms.infinitive && verb.lower !== forms.thirdPerson && !['am', 'is', 'are'].includes(verb.lower))) continue;
    const subject = subjectEndingAt(tokens, at);
    let past = forms.past;
    if (forms.infinitive === 'be') past = verb.lower === 'are' ? 'were' : 'was';
    if (past === verb.lower) continue; // 'read', 'put': the past looks the same
    edits.push({ start: at, end: at + 1, to: matchCase(verb.text, past), ...reason });
    void subject;
  }
  return edits;
}

/** Words that join a new clause: 'since two years and I like it' ends its time phrase at 'and'. */
const CLAUSE_JOINS = new Set(['and', 'but', 'so', 'or']);

/**
 * 'since the weather is bad': 'since' giving a reason, followed by a clause with its own verb, not a point in time. The
 * phrase read ends at a stop, and after a length of time at a word that joins a new clause ('since two years and I like
 * it'; 'since the traffic and the noise are terrible' is one reason).
 */
function isReasonSince(tokens: readonly Token[], isSinceALength: boolean): boolean {
  const since = tokens.findIndex((t) => t.lower === 'since');
  if (since === -1 || ['i', 'we', 'he', 'she', 'they', 'you'].includes(tokens[since + 1]?.lower ?? '')) return false;
  const phrase = tokens.slice(since + 1);
  const join = isSinceALength ? phrase.findIndex((t) => CLAUSE_JOINS.has(t.lower)) : -1;
  if (join !== -1) phrase.splice(join);
  const end = phrase.findIndex((t) => /[,;:.!?]/.test(t.post));
  return phrase.slice(0, end === -1 ? undefined : end + 1).some((t) => has(t, 'Verb') && !has(t, 'Gerund') && (has(t, 'PresentTense') || has(t, 'PastTense')));
}

/** 'since five years', 'since a week': a length of time, which takes 'for' ('since' goes with a point in time: 'since a week ago' is one). */
const SINCE_A_LENGTH = /\bsince ((\d+|two|three|four|five|six|seven|eight|nine|ten|many|several|a few) (years|months|weeks|days|hours)|(a|an|one) (year|month|week|day|hour)|a long time)\b(?! (ago|when|that|which|before|after)\b)/i;

/** 'during five years': a length of time, which takes 'for' ('during' goes before a period named: 'during the summer', 'during two weeks of rain'). */
const DURING_A_LENGTH = /\bduring (?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|several|a few|a|an|one) (?:years?|months?|weeks?|days?|hours?|minutes?)\b(?! (?:of|when|that|which|before|after|ago)\b)/i;

function forNotDuring({ tokens, text }: { tokens: Token[]; text: string }): Edit[] {
  const length = DURING_A_LENGTH.exec(text);
  if (!length) return [];
  const during = tokens.findIndex((t) => t.lower === 'during' && t.end > length.index);
  return during === -1 ? [] : [{ start: during, end: during + 1, to: matchCase(tokens[during]!.text, 'for'), ...because('tense-with-time-markers.for-not-during') }];
}

/**
 * A period up to now: 'in recent years', 'in the last few years', 'over the past decade', 'since last year' ('recently' and
 * 'lately' sit as often beside a habit in the present: 'Lately I get up at six').
 */
const CHANGE_SO_FAR = /\b(?:in recent years|in the (?:last|past) (?:few |two |three |four |five |ten |\d+ )?(?:years|months|decades?)|over the (?:last|past) (?:few |two |three |four |five |ten |\d+ )?(?:years|months|decades?)|since last (?:year|month|summer|winter|spring|autumn))\b/i;
/** Verbs of change, whose present perfect tells a change up to now ('has become', 'have increased'); none that take an object ('grow tomatoes'). */
const CHANGE_VERBS: ReadonlySet<string> = new Set(['become', 'increase', 'decrease', 'improve', 'rise', 'fall', 'drop', 'double']);
/** A habit said beside it ('every day', 'always'): the present is right. */
const HABIT = /\b(?:every|always|usually|often|sometimes|never|each|normally|generally)\b/i;

/**
 * The verb of change a period up to now is said with, in its clause ('In recent years my city become very crowded':
 * 'become'), or -1. Shared with subject-verb-agreement.ts, which then asks for no -s on it.
 */
export function changeSoFarVerbAt(tokens: readonly Token[], text: string): number {
  const marker = CHANGE_SO_FAR.exec(text);
  if (!marker || HABIT.test(text) || /\?|\b(?:will|ago|next|tomorrow)\b/i.test(text)) return -1;
  const markerAt = tokens.findIndex((t) => t.end > marker.index);
  for (let at = 1; at < tokens.length; at++) {
    const verb = tokens[at]!;
    const forms = verbForms(verb.lower);
    if (!forms || !CHANGE_VERBS.has(forms.infinitive) || ![forms.infinitive, forms.thirdPerson].includes(verb.lower) || !has(verb, 'Verb')) continue;
    // In the marker's own clause: no word that starts another clause between them.
    const [from, to] = markerAt < at ? [markerAt, at] : [at, markerAt];
    if (tokens.slice(from + 1, to).some((t) => CLAUSE_STARTS.has(t.lower))) continue;
    if (subjectEndingAt(tokens, at, { barePlural: true })) return at;
  }
  return -1;
}

/** 'In recent years my city become very crowded' -> 'has become': a change up to now, its verb in the present. */
function changeToPresentPerfect({ tokens, text }: { tokens: Token[]; text: string }): Edit[] {
  const at = changeSoFarVerbAt(tokens, text);
  if (at === -1) return [];
  const forms = verbForms(tokens[at]!.lower)!;
  const subject = subjectEndingAt(tokens, at, { barePlural: true })!;
  return [{ start: at, end: at + 1, to: `${isThirdSingular(subject) ? 'has' : 'have'} ${forms.participle}`, ...because('tense-with-time-markers.change-so-far') }];
}

/** Words that tell a story step by step: what came before or after is over. */
const STORY_IN_STEPS = /\b(?:after that|(?<!since )then|afterwards|later|after (?:university|school|college|graduating|i (?:finished|graduated|left)))\b/i;

function toPresentPerfect({ tokens, text }: { tokens: Token[]; text: string }): Edit[] {
  const isSinceALength = SINCE_A_LENGTH.test(text);
  if ((!DURATION.test(text) && !isSinceALength) || /\b(will|ago|next|every|usually|tomorrow)\b|\?/i.test(text) || isReasonSince(tokens, isSinceALength)) return [];
  // 'After that I work in a bank for two years and then I move to marketing': a length of time in a story told step by
  // step (the step said before it) is over, so the past is meant, not time up to now.
  // The step said before the length, or a next step told in the past after it ('...for two years and then I moved').
  const step = STORY_IN_STEPS.exec(text);
  const length = DURATION.exec(text);
  const nextStepInThePast = !!step && !!length && step.index > length.index && tokens.some((t) => t.start > step.index && has(t, 'PastTense') && !has(t, 'Participle'));
  if (!isSinceALength && step && length && (step.index < length.index || nextStepInThePast)) return [];
  const since = tokens.findIndex((t) => t.lower === 'since');
  const edits: Edit[] = isSinceALength ? [{ start: since, end: since + 1, to: matchCase(tokens[since]!.text, 'for'), ...because('tense-with-time-markers.for') }] : [];
  // Only a verb in the time phrase's own clause: 'My name is Ana, I am a nurse for five years' changes 'am', not 'is'.
  const marker = DURATION.exec(text) ?? SINCE_A_LENGTH.exec(text)!;
  const clauses = clauseNumbers(tokens);
  const markerClause = clauses[tokens.findIndex((t) => t.end > marker.index)];
  for (const at of finiteVerbs(tokens).filter((i) => clauses[i] === markerClause)) {
    const verb = tokens[at]!;
    const forms = verbForms(verb.lower);
    const subject = subjectEndingAt(tokens, at);
    if (!forms || !subject || !PERFECT_VERBS.has(forms.infinitive)) continue;
    // 'The visa is valid for five years', 'My contract is for two years': 'be' straight before the length, or before a
    // word of lasting, says how long a thing lasts, not how long until now ('My sister is married for ten years' is the slip).
    let afterBe = at + 1;
    while (['only', 'just', 'still', 'also', 'usually', 'normally', 'currently', 'now'].includes(tokens[afterBe]?.lower ?? '')) afterBe++;
    if (forms.infinitive === 'be' && /^for /i.test(marker[0]) && (tokens[afterBe]?.lower === 'for' || LASTING_ADJECTIVES.has(tokens[afterBe]?.lower ?? ''))) continue;
    const have = isThirdSingular(subject) ? 'has' : 'have';
    // 'I am work here since May', 'She is live there since 2015': 'be' before the base form of a verb of the list (so
    // 'live' is the verb, not the adjective), whose perfect is the verb's own ('I have worked').
    const base = forms.infinitive === 'be' ? tokens[at + 1] : undefined;
    const baseForms = base && verbForms(base.lower);
    if (baseForms && baseForms.infinitive === base.lower && baseForms.participle !== base.lower && PERFECT_VERBS.has(base.lower)) {
      return [{ start: at, end: at + 2, to: `${have} ${baseForms.participle}`, ...because('tense-with-time-markers.perfect') }, ...edits];
    }
    // 'is not working since' -> 'has not been working': the 'not' goes after 'has', never 'has been not'.
    if (tokens[at + 1]?.lower === 'not') return [{ start: at, end: at + 2, to: `${have} not ${forms.participle}`, ...because('tense-with-time-markers.perfect') }, ...edits];
    return [{ start: at, end: at + 1, to: `${have} ${forms.participle}`, ...because('tense-with-time-markers.perfect') }, ...edits];
  }
  return edits;
}

export const tenseWithTimeMarkers: GrammarRule = {
  id: 'tense-with-time-markers',
  family: 'tense-with-time-markers',
  explanation: describeFamily('tense-with-time-markers'),
  examples: [
    // A time of several words opening the sentence, then a noun subject.
    { text: 'Last year my brother buy a new car.', better: 'Last year my brother bought a new car.' },
    { text: 'Last summer I have travel to Japan.', better: 'Last summer I travelled to Japan.' },
    { text: 'Last week I have visit my aunt in the hospital.', better: 'Last week I visited my aunt in the hospital.' },
    { text: 'Two days ago she has call me at night.', better: 'Two days ago she called me at night.' },
    { text: 'Two days ago my phone stop working.', better: 'Two days ago my phone stopped working.' },
    // Only the inner clause's verb is the time word's: 'I am happy' stays.
    { text: 'I am happy because I go to the party yesterday.', better: 'I am happy because I went to the party yesterday.' },
    // A visit told with a finished time: 'went to', never 'was to'.
    { text: 'I have been to London last year.', better: 'I went to London last year.' },
    { text: 'We have been to the beach yesterday.', better: 'We went to the beach yesterday.' },
    { text: 'Last week he buy a new phone.', better: 'Last week he bought a new phone.' },
    { text: 'Two years ago I move to Berlin.', better: 'Two years ago I moved to Berlin.' },
    { text: 'She works here since 2019.', better: 'She has worked here since 2019.' },
    { text: 'I know my neighbour since we were at school.', better: 'I have known my neighbour since we were at school.' },
    { text: 'They are married since they were young.', better: 'They have been married since they were young.' },
    { text: 'We have met them last summer.', better: 'We met them last summer.' },
    { text: 'I am married for five years.', better: 'I have been married for five years.' },
    { text: 'I visit Rome in 1998 with my parents.', better: 'I visited Rome in 1998 with my parents.' },
    { text: 'My sister is married for ten years.', better: 'My sister has been married for ten years.' },
    { text: 'The last Saturday I go to the cinema.', better: 'The last Saturday I went to the cinema.' },
    { text: 'I finish university last year.', better: 'I finished university last year.' },
    // Only the marker's own clause changes.
    { text: 'Yesterday I go to the cinema and watch a film.', better: 'Yesterday I went to the cinema and watch a film.' },
    { text: 'Yesterday I am tired because I work a lot.', better: 'Yesterday I was tired because I work a lot.' },
    { text: 'I have seen that film yesterday.', better: 'I saw that film yesterday.' },
    { text: 'I have went to London last year.', better: 'I went to London last year.' },
    { text: 'I live here since five years.', better: 'I have lived here for five years.' },
    { text: 'I have studied English since three years.', better: 'I have studied English for three years.' },
    { text: 'The lift is broken since one week.', better: 'The lift has been broken for one week.' },
    { text: 'My phone is not charging since Monday.', better: 'My phone has not been charging since Monday.' },
    { text: 'We are not speaking since the party.', better: 'We have not been speaking since the party.' },
    { text: 'I am work as a nurse since five years.', better: 'I have worked as a nurse for five years.' },
    { text: 'She is live in Madrid since 2015.', better: 'She has lived in Madrid since 2015.' },
    { text: 'I am waiting since two hours.', better: 'I have been waiting for two hours.' },
    { text: 'I know her since a long time.', better: 'I have known her for a long time.' },
    // A change up to now, its verb in the present: the present perfect.
    { text: 'In recent years, my city become very crowded.', better: 'In recent years, my city has become very crowded.' },
    { text: 'Prices increase a lot in the last few years.', better: 'Prices have increased a lot in the last few years.' },
    { text: 'Over the past decade, prices fall a lot.', better: 'Over the past decade, prices have fallen a lot.' },
    // A length of time, then a new clause joined by 'and' or 'but': the time phrase ends at the joining word.
    { text: 'I have worked as a designer since two years and I like it.', better: 'I have worked as a designer for two years and I like it.' },
    { text: 'We have lived in Leeds since three years but we want to move.', better: 'We have lived in Leeds for three years but we want to move.' },
    { text: 'She has had a cat since a long time and it is very old.', better: 'She has had a cat for a long time and it is very old.' },
    // The verb of the time phrase's own clause, where learners join two with a comma.
    { text: 'My name is Ana, I am a nurse for five years.', better: 'My name is Ana, I have been a nurse for five years.' },
    { text: 'I love this city, I live here since 2015.', better: 'I love this city, I have lived here since 2015.' },
    // A time put first, then a comma: the same clause goes on.
    { text: 'Yesterday, I go to the park with my sister.', better: 'Yesterday, I went to the park with my sister.' },
    // A time word opening the sentence before a noun subject.
    { text: 'Yesterday my mother cook dinner for us.', better: 'Yesterday my mother cooked dinner for us.' },
    { text: 'Yesterday my neighbour knock on the door.', better: 'Yesterday my neighbour knocked on the door.' },
    { text: 'Last winter, it is very cold in our village.', better: 'Last winter, it was very cold in our village.' },
    { text: 'Last week, my brother buy a car.', better: 'Last week, my brother bought a car.' },
    // A time put first after a comma: the clause it opens changes, the one before does not.
    { text: 'I like cooking, yesterday I make a cake for my sister.', better: 'I like cooking, yesterday I made a cake for my sister.' },
    { text: 'We love this park, last Sunday we have a picnic here.', better: 'We love this park, last Sunday we had a picnic here.' },
    // A length of time after 'during'.
    { text: 'I have worked as a cook during six years.', better: 'I have worked as a cook for six years.' },
    { text: 'We waited during 3 hours at the airport.', better: 'We waited for 3 hours at the airport.' },
    { text: 'She studied in Lyon during one year.', better: 'She studied in Lyon for one year.' },
    // A time of life gone, opening the sentence.
    { text: 'When I was ten, my mother teach me to cook.', better: 'When I was ten, my mother taught me to cook.' },
    { text: 'When I was a child, I live in a small village.', better: 'When I was a child, I lived in a small village.' },
    { text: 'When we were kids we play football every day.', better: 'When we were kids we played football every day.' },
    { text: 'When my father was young, he works in a factory.', better: 'When my father was young, he worked in a factory.' },
    { text: 'When I was at school, English is my worst subject.', better: 'When I was at school, English was my worst subject.' },
    { text: 'When I was little, we always go to the beach in summer.', better: 'When I was little, we always went to the beach in summer.' },
  ],
  counterExamples: [
    'I work in a bank for two years and then I moved to marketing.',
    // A thing named by its time ('last month's figures'): no time the action happened.
    "I need last month's sales data for the report.",
    "Can you send me yesterday's notes?",
    // A length of time in a story told step by step: over, so no time up to now.
    'After that I work in a bank for two years and then I move to marketing.',
    'The concerts last summer were fantastic.',
    'My holidays last year were in Spain.',
    // A time of life that does not open the sentence, or a verb that speaks from now, or a clause of its own.
    'I still remember when I was ten.',
    'When I was a child, I remember the snow was deep.',
    'When I was young, I think I was very shy.',
    'When I was a child, I lived in Lima, but now I live in Madrid.',
    'When I was a student, I learned that hard work is important.',
    'When I was ten, my mother taught me to cook.',
    'When I was ten, I could swim.',
    'When I am older, I want to be a doctor.',
    'When I was a child, did you know my father?',
    'When I was young, I lived here and I still live here.',
    // The time word is the inner clause's, which has its own subject and verb.
    'I am sorry I didn\'t answer you yesterday.',
    'I love the song you played last night.',
    'She is angry we forgot her birthday last week.',
    'Last year I visited Rome.',
    'I have lived here since 2010.',
    'We have been friends since we were kids.',
    'Since we were late, we took a taxi.', // 'since' as 'because'
    'I have been home since Monday.',
    'They have been busy since last week.',
    // A point in time that starts with 'a' or 'one' keeps its 'since'.
    'We have been friends since a year ago.',
    'Things have changed since a day when it rained.',
    'Tomorrow I go to the dentist.',
    'I usually run for two hours on Sundays.',
    'What did you do last weekend?',
    // Another clause keeps its own time: what is still true now stays in the present.
    'I moved to London last year and I really like it.',
    'He said yesterday that he is coming.',
    'Last week I bought a book that is very interesting.',
    'Yesterday I met a man who is a famous writer.',
    'Yesterday my teacher told us that she lives near the station.',
    'Tomorrow my cousin arrives from Lima.',
    'I visited Rome last summer because my sister lives there.',
    'I went to Paris last year; it is a beautiful city.',
    'I watched a film yesterday, it is romantic and sad.', // the film is still so
    'We moved here two years ago, we love the neighbourhood.',
    'I got a puppy last week, his name is Max.', // a noun subject after a comma starts its own clause too
    // A time put first after a comma belongs to the clause it opens, not to the one before.
    'I like cooking, yesterday I made a cake for my sister.',
    'My sister loves dogs, last month she adopted a puppy.',
    'We are very busy at work, two days ago we finished a big project.',
    'We visited my aunt last weekend, her garden is beautiful.',
    'I moved to a new flat last month, the kitchen is very small.',
    'I bought this phone two years ago, but it works perfectly.',
    'Last month I found out that my neighbour is a doctor.',
    'Two years ago I started learning English, which is now my favourite subject.',
    'Yesterday I learned that the earth is not perfectly round.',
    'Last year I read a report about cars.',
    'Fewer people are buying cars than ten years ago.',
    'I still remember the day I arrived last year.', // the time word belongs to 'arrived'
    'Our sales have increased by 20% compared to last year.',
    'Prices have gone up more than last year.',
    'We stay inside since the weather is bad.', // 'since' giving a reason
    'We stayed home since the roads were icy and the buses were late.',
    'Since the shop was closed and it was raining, we went home.',
    'I stay inside since the traffic and the noise are terrible.',
    'In recent years my city became very crowded.',
    'Recently I started a new job.',
    'Prices will rise in the next few years.',
    'Has your city changed in recent years?',
    'I recently bought a car and it is very fast.',
    'Lately I get up at six every day.',
    'Recently, many people change their jobs every two years.',
    'Lately we grow our own tomatoes.',
    'My English improves every day, especially recently.',
    'In recent years we moved twice, and now prices rise every month.',
    'He is tired since the baby and the dog keep him awake.',
    // A year still to come, or 'last' in a phrase of its own, is no finished time.
    'I finish university in 2099, then I want to work abroad.',
    'The games are in 2096.',
    'My birthday is on the last Saturday of May.',
    'This is the last time I lend my car to my brother!',
    'I am in my last year at university.',
    // A thing's length with 'be' says how long it lasts.
    'The visa is valid for five years.',
    'My contract is for two years, and then I want to go back home.',
    'The course is for three months.',
    'My contract is only for two years.',
    'In the last year I have learned a lot.',
    'It is the last week before my exam.',
    'The house I have was built in 1990.',
    // A contracted subject after a comma starts its own clause.
    "He is a good friend, I've known him since we were kids.",
    // Ordinary sentences that look like the error and are right.
    'Yesterday I went to the market.',
    'I have lived here since 2015.',
    'Two days ago we visited my aunt.',
    'This shop is the one we visited yesterday.',
    // 'during' before a period named keeps it.
    'It rained during the two weeks we were there.',
    'During two weeks of rain, we stayed inside.',
    'I slept during the film.',
    'During my first year in Spain I learned a lot.',
  ],
  find(sentence) {
    const sinceOrFor = toPresentPerfect(sentence);
    const perfect = sinceOrFor.length > 0 ? sinceOrFor : changeToPresentPerfect(sentence);
    const tense = perfect.length > 0 ? perfect : toPast(sentence);
    return [...tense, ...forNotDuring(sentence)];
  },
};
