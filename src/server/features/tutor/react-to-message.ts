/** The teacher's one-sentence reaction to the learner's message, echoing what they talked about. */
import type { TeacherTraits, TutorTeacher } from '../../lib/language-model';
import { isSpanishTeacher } from './answers/teacher-voice';
import { capitalizeFirst, fillTemplate, type Chooser } from './choose-variant';
import { detectMood, isHardTimeTurnedGood, moodClause } from './detect-mood';
import { findKeyPhrase, isPluralPhrase } from './find-key-phrase';
import { looksLikeSpanish } from './grammar/looks-like-spanish';
import { findSpanishKeyPhrase } from './follow-up/find-spanish-key-phrase';
import { quotablePhrase } from './follow-up/quotable-phrase';
import {
  coachReactions, examinerReactions, plainReactions, plainSpanishReactions, pronunciationReactions, spanishReactions, warmReactions,
  type Mood, type ReactionSet,
} from './reaction-templates';
import { TEACHER_FIRST_NAME } from './teacher-first-names';

const REACTIONS: Record<TeacherTraits['reactionStyle'], ReactionSet> = { warm: warmReactions, examiner: examinerReactions, pronunciation: pronunciationReactions, coach: coachReactions };

const reactionSetFor = (teacher: TutorTeacher): ReactionSet => (isSpanishTeacher(teacher) ? spanishReactions : REACTIONS[teacher.reactionStyle]);

/** "My English is very bad, sorry", "Sorry for my English", "I don't speak much English", "Mi español es malo", "No hablo mucho español". */
const SELF_DOUBT = /\b(?:learning )?(?:english|spanish|languages?) (?:is|are) not for me\b|\bi (?:always make|make always|keep making) (?:the same )?mistakes\b|\bi(?:'ll| will) never (?:learn|speak|be good)\b|\bi(?:'m| am) (?:so |too |very )?(?:bad|hopeless|terrible) (?:at|in|with) (?:english|spanish|languages?)\b|\bno (?:soy|sirvo) para (?:los idiomas|el español)|\bmy (?:english|spanish) (?:is (?:very |so |really |too |still )?(?:bad|poor|terrible|weak|basic|not (?:very |so )?good)|isn'?t (?:very |so )?good)\b|\bsorry (?:for|about) my (?:english|spanish|mistakes|grammar)\b|\bsorry,? (?:that |because |but )?i (?:write|type|speak) (?:english )?(?:very |so |too |really )?slow(?:ly)?\b|^sorry,? (?:for |about )?(?:(?:being|taking) (?:so |very |too )?(?:slow|long)|i(?:'m| am) (?:so |very |too )?slow|i (?:think|answer) (?:so |very |too )?slow(?:ly)?)[.!]*$|\bi (?:don'?t|do not|can'?t|cannot) speak (?:english |spanish )?(?:very )?well\b|\bi (?:don'?t|do not) speak (?:much|a lot of|good) (?:english|spanish)\b|\bi (?:only )?speak (?:only )?(?:a little|very little) (?:english|spanish)\b|\bmi (?:español|ingl[eé]s) (?:es (?:muy |todavía |aún )?(?:malo|pobre|básico)|(?:no es|es no) (?:muy )?bueno)\b|\b(?:perd[oó]n|lo siento) por mi español\b|\bno (?:hablo|sé) (?:mucho|bien|muy bien|bien el|hablar bien) español\b|\bno (?:entiendo|comprendo) (?:muy |nada )?bien(?: el español)?[.!]*$|\bhablo (?:muy )?poco español\b/i;

/** "People don't understand me when I speak", "My accent is terrible": not being understood, met with how common it is and what helps. */
const NOT_UNDERSTOOD = /\b(?:people|they|nobody|no one|natives?|native speakers|others) (?:don'?t|do not|can'?t|cannot|doesn'?t|never|didn'?t) (?:always |really |often )?understands? me\b|\b(?:nobody|no one) understands me\b|\bmy (?:accent|pronunciation) (?:is|sounds) (?:very |so |really |too )?(?:bad|terrible|awful|strong|heavy|not (?:very |so )?good)\b|\bnadie me entiende\b|\bno me entienden\b/i;

/** "How are you?" and its everyday forms ("What's up?", "How's your day going?", "Fine, thanks, and you?"), in English and Spanish. */
const WELLBEING = /\b(?:how are you|how(?:'s| is) it going|how are things|how do you do|how have you been|how(?:'s| is) (?:your day|everything|life)\b(?: going)?|c[oó]mo est[aá]s|c[oó]mo te va|qu[eé] tal)\b|\bwhat'?s (?:up|new)\s*[?!.]*$|\b(?:fine|good|well|great|ok|okay|not bad)\b.*\b(?:and you|how about you|what about you)\s*[?!.]*$/;

/** "I'm a bit shy", "I am nervous about speaking": said of themselves, at the end of what they say (not "I was nervous at my interview"). */
export const SHY = /\bi(?:'m| am) (?:a bit |a little |little |bit |very |so |quite |really |too )?(?:shy|nervous|scared|afraid)(?: (?:to (?:speak|talk|write)(?: (?:with|to|in front of) (?:people|others|strangers|new people|native speakers|foreigners|groups))?|about (?:speaking(?: (?:in )?(?:english|spanish))?|my english)|of (?:speaking(?: (?:in )?(?:english|spanish))?|making mistakes)|(?:when|if) i (?:speak|talk)(?: (?:english|spanish))?))?\s*[.!]*$|\bestoy (?:un poco |muy )?nervios[oa]\s*[.!]*$|\b(?:soy|estoy) (?:un poco |muy )?t[ií]mid[oa]\s*[.!]*$/i;

/** "I'm a beginner", "Soy principiante", "I just started learning": the teacher keeps it simple. */
const BEGINNER = /\b(?:i(?:'m| am) (?:a |an |just a |only a )?(?:complete |total |absolute |real )?beginner|i(?:'ve| have)? just started (?:to learn|learning)|soy (?:una? )?principiante|acabo de empezar)\b/i;

/** "Good evening!", "Hi there": a greeting and nothing more, with no topic to ask about ('evening' is not one). */
/** The words a greeting opens with, in English and Spanish, and the hellos of learners' own languages ('hallo lucia', 'ciao', 'oi', 'ni hao'). */
// 'oi' and 'ola' are Spanish words too ('Oí un ruido', 'Ola de calor'): a hello only alone or before a name or a comma.
const GREETING = String.raw`(?:hi|hello|hey|good (?:morning|afternoon|evening)|hola|(?:ola|ol[aá]|oi)(?=\s*(?:[,!.?]|$|${TEACHER_FIRST_NAME}\b|profe|tudo|todo|buen[oa]s|bo[am]|gente|chic[oa]s|amig[oa]s))|buenos d[ií]as|buenas|hallo|guten (?:tag|morgen)|ciao|salut|bonjour|ni ?hao|salam|marhaba)\b`;
const GREETING_START = new RegExp(String.raw`^[¡¿\s]*${GREETING}`);
const ONLY_GREETING = new RegExp(String.raw`^\W*(?:${GREETING}|good day\b)(?: tardes| noches)?(?:\W+(?:buen[oa]s(?: d[ií]as| tardes| noches)?|bo[am] (?:dia|tarde|noite)))?(?:\W+(?:there|everyone|again|teacher|profe(?:sora?)?|${TEACHER_FIRST_NAME}))?\W*$`, 'i');

/**
 * Thanks that belong to a letter, an interview or a scene, not to the teacher: 'Thank you for considering my application.',
 * 'Thank you for the offer.', 'Thank you for your order.'
 */
export const THANKS_IN_A_LINE = /\b(?:thanks|thank you)(?: (?:so|very) much)? for (?:considering|your (?:time and )?consideration|the (?:job )?offer|the invitation|inviting me (?:to|for) (?:the|this|an) interview|your (?:e-?mail|letter|order|interest|application|business|purchase))\b/i;

/** Kind words for the teacher: 'You are a good teacher', 'I love your lessons', 'Eres muy buena profesora'. */
const COMPLIMENT = /\byou(?:'re| are) (?:a |such a |really |very |so |the )*(?:good|great|nice|kind|wonderful|amazing|helpful|patient|excellent|best|lovely)(?: teacher| person| tutor| coach)?\b|\bi (?:really )?(?:like|love|enjoy) (?:your|our) (?:lessons?|classes|teaching|chats?|conversations?)\b|\byou (?:really )?helped me (?:a lot|so much|very much)\b|\b(?:eres|usted es) (?:muy |una |tan )?(?:buena|maja|amable|simpática|simpatica|genial|paciente|maravillosa|estupenda|guapa|divertida|la mejor)(?: profesora)?(?![\p{L}])/iu;
/** Saying how they are and nothing else: 'im fine', 'Good, thanks!', 'Estoy bien, gracias'. */
const SAYS_FINE = /^(?:(?:i'?m|i am|im|estoy) )?(?:fine|good|ok(?:ay)?|great|well|very well|not bad|pretty good|bien|muy bien|genial)(?:,? (?:thanks?(?: you)?|gracias))?[.!]*$/i;

export const isOnlyGreeting = (text: string): boolean => ONLY_GREETING.test(text);

/** The learner asks how the teacher is ('Hi, how are you?', '¿Qué tal?'). */
export const asksHowTeacherIs = (text: string): boolean => WELLBEING.test(text.toLowerCase().trim());

export const isSelfDoubt = (text: string): boolean => SELF_DOUBT.test(text) || NOT_UNDERSTOOD.test(text) || SHY.test(text) || BEGINNER.test(text);

/** Not knowing what to say ("I don't know", "not sure"); not knowing people or a place ("I don't know anyone here") is news. */
const UNSURE = /\b(?:i don'?t know(?! what to do (?:this|at the|on the|next|tonight|today|tomorrow)| (?:anyone|anybody|many people|any people|people|someone|somebody|nobody|my neighbou?rs|the (?:city|area|town|neighbou?rhood)|this (?:city|area|town|place|country))\b)|not sure|no idea|no s[ée])\b/;

const MAX_UNSURE_WORDS = 12;
/** Words in quotation marks, an apostrophe inside them kept ('"I'm not sure"'). */
const QUOTED_WORDS = /"[^"]*"|“[^”]*”|‘[^’]*’|(?<![\p{L}])'[^']*'(?![\p{L}])/gu;

export function plainKind(text: string, mood: Mood): keyof typeof plainReactions {
  const t = text.toLowerCase().trim();
  if (WELLBEING.test(t)) return 'wellbeing';
  // 'im fine', 'Estoy bien, gracias': how they are, said back to the greeting; 'Ok, thank you' takes in an answer and thanks for it.
  if (SAYS_FINE.test(t) && !/^ok(?:ay)?[,.!]?\s+(?:thanks?|thank you)\b/.test(t)) return 'fine';
  // 'You are a good teacher', 'I love your lessons': kind words for the teacher, not news.
  if (COMPLIMENT.test(t) && !/\?\s*$/.test(t)) return 'compliment';
  // Before the greeting: 'Hi Sophia! I'm a bit shy' is met with reassurance.
  if (SHY.test(t)) return 'shy';
  if (BEGINNER.test(t)) return 'beginner';
  // 'Hello, my English is very bad': the worry, not the greeting, is what to answer.
  if (SELF_DOUBT.test(t) && GREETING_START.test(t)) return 'self-doubt';
  // 'Hi Sophia, nice to meet you!': met, and said back.
  if (/\b(?:nice|pleased|glad|great|lovely) to meet you\b|\bencantad[oa] de conocerte\b|(?:^|[,!.]\s*)encantad[oa][.!]*$|\bmucho gusto\b/i.test(t) && t.split(/\s+/).length <= 8) return 'met';
  // 'hola! estoy un poco triste hoy': the feeling told, not the greeting before it, is what to answer.
  if (GREETING_START.test(t) && t.split(/\s+/).length <= 6 && mood !== 'negative') return 'greeting';
  // Thanks said, not quoted ('How do you say "thank you" in Japanese?'), nor the 'thanks' of 'Fine, thanks' before news of the day.
  const unquoted = t.replace(/["'‘“][^"'’”]*["'’”]/g, '').replace(/^(?:(?:i'?m|i am|estoy) )?(?:fine|good|ok(?:ay)?|well|very well|not bad|bien|muy bien)[,.]? (?:thanks?(?: you)?|gracias)[,.!]\s+(?=\S)/, '');
  if (/\b(thanks|thank you|gracias)\b/.test(unquoted) && !THANKS_IN_A_LINE.test(unquoted)) return 'thanks';
  // 'I'm not sure. Maybe yes, because...': an answer that opens with a doubt is still an answer.
  // Not a doubt quoted in a question ('Do examiners lower the score if I say "I'm not sure"?').
  if (UNSURE.test(t.replace(QUOTED_WORDS, '')) && t.split(/\s+/).length <= MAX_UNSURE_WORDS) return 'unsure';
  // A learner apologising for their English is reassured, not thanked.
  if (SELF_DOUBT.test(t)) return 'self-doubt';
  if (NOT_UNDERSTOOD.test(t)) return 'not-understood';
  if (/\?\s*$/.test(t)) return 'question';
  if (isHardTimeTurnedGood(text)) return 'mixed';
  return mood;
}

/** Options not said in the teacher's previous turn, so the same reaction never comes twice in a row. */
export function notJustSaid(options: readonly string[], previousTurn: string | undefined): readonly string[] {
  const fresh = previousTurn ? options.filter((o) => !previousTurn.includes(o.replace(/\{\w+\}.*$/, '').trim() || o)) : options;
  return fresh.length > 0 ? fresh : options;
}

/**
 * A learner writing to Lucía in English ('my sister is a nurse'): only then is the English key phrase echoed. Two
 * English grammar words at least: one alone is a slip inside Spanish ('Ella es my hermana', 'my' for 'mi'). A title
 * quoted in English ('leo un libro que se titula "All the light you cannot see"') leaves the message Spanish.
 */
const ENGLISH_GRAMMAR_WORDS = /(?<![\p{L}'])(?:the|and|is|are|my|i|you|it|to|was|have|am|like|what|how|this|that|with|for|of|in|at|we|they|she|but|not|can|want|very)(?![\p{L}'])/giu;
export const isEnglish = (text: string): boolean => {
  const unquoted = text.replace(/["“«][^"”»]*["”»]/g, ' ');
  return !looksLikeSpanish(unquoted) && (unquoted.match(ENGLISH_GRAMMAR_WORDS) ?? []).length >= 2;
};

/**
 * A reaction to the learner's message, echoing its key phrase where one reads well, unless `question` (the
 * follow-up that closes the same reply) already quotes it: the phrase is said once, not twice in a row.
 */
export function reactToMessage(text: string, teacher: TutorTeacher, chooser: Chooser, previousTurn?: string, question?: string): string {
  const mood = detectMood(text);
  const kind = plainKind(text, mood);
  const isSpanish = isSpanishTeacher(teacher);
  // Lucía echoes a clean Spanish noun phrase or name ('tu abuela', 'Los Ángeles'), never a fragment.
  // A hard time is met with sympathy, not with its noun: 'a man shouted at me' is not 'Oh no, a man can be hard'.
  const found = kind !== mood || mood === 'negative' ? null : isSpanish && !isEnglish(text) ? findSpanishKeyPhrase(text) : findKeyPhrase(moodClause(text));
  // Only a phrase that reads well when quoted ('your sister', 'Lisbon', 'cooking for your friends'), never 'a product' or 'the best'.
  const phrase = found && (isSpanish ? found : quotablePhrase(found, text));
  // Lucía's question may name it with another article ('un hermano' asked about as 'tu hermano'): said once all the same.
  const named = (said: string) => !!question?.toLowerCase().includes(said.toLowerCase());
  const echo = phrase && !named(phrase) && !(isSpanish && phrase.includes(' ') && named(phrase.split(' ').slice(1).join(' '))) ? phrase : null;
  if (!echo) return chooser.pick('reaction', notJustSaid((isSpanish ? plainSpanishReactions : plainReactions)[kind], previousTurn));
  const template = chooser.pick('reaction', notJustSaid(reactionSetFor(teacher)[mood], previousTurn));
  const isPlural = isPluralPhrase(echo);
  return fillTemplate(template, { phrase: echo, Phrase: capitalizeFirst(echo), sounds: isPlural ? 'sound' : 'sounds', is: isPlural ? 'are' : 'is' });
}
