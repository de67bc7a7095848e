/**
 * "Where are you from?", "Are you a robot?": the teacher answers as the persona the learner chose (from
 * the persona's own bio), and honestly that this is a computer program when asked. A question about the
 * teacher's life or tastes is then asked back, in the learner's own words ("What about you? Where do you
 * live?"), as a person would; not by a teacher whose next turn is a task, nor in Spanish (the learner asked
 * in English).
 */
import { detectMood } from '../detect-mood';
import { activityAskedBack } from './spanish-about-teacher';
import { splitSentences } from '#/shared/split-sentences';
import { readLearnerFacts, readMessageFacts } from '../follow-up/learner-facts';
import { isTaskLed } from '../is-task-led';
import { placeInEnglish } from '../follow-up/spanish-place-names';
import type { Answer, AnswerContext } from './answer';
import { THINK_OF_PLACE, type LearnerQuestion } from './detect-question';
import { plainReactions, plainSpanishReactions } from '../reaction-templates';
import { inSecondPerson } from './say-back';
import { ENGLISH_ASKED_BACK, LIFE_ASKED, lifeFactOf, SPANISH_ASKED_BACK, tasteDomainOf, TEACHER_LIFE, teacherTaste, teacherTasteForNamed, WHEN_SHE_WORKS } from './teacher-tastes';
import { lastQuestionOf } from '../repeat-request';
import { asksHerTime, timeWhereSheLives } from './teacher-clock';
import { english, isSpanishTeacher } from './teacher-voice';
import { isFoodName, isPlaceName } from '../wordnet/read-wordnet';

/** The learner saying how they are, or the teacher having asked it: "and you?" then asks how she is. */
const SAYS_HOW_THEY_ARE = /\b(?:fine|good|well|great|ok|okay|not bad|tired|so-so|bien|regular)\b/i;
/** The learner's message ends by asking it back: 'And you?', 'What about you?', '¿Y tú?'. */
const ASKS_BACK = /\b(?:and|what about|how about) you\s*[?.!]*$|¿?\s*y (?:a )?(?:tú|tu|ti|usted)(?: también)?\s*\?*$/i;
const ASKED_HOW_THEY_ARE = /\bhow are you\b|\bhow(?:'s| is) (?:it going|your day)\b|\bc[oó]mo est[aá]s\b|\bqu[eé] tal\b/i;

/** `likesWords`: what her likes are about, so 'Do you like cooking?' is answered yes by Sophia. */
type Persona = { from: string; likes: string; likesWords: RegExp };

const PERSONAS: Record<string, Persona> = {
  sophia: { from: "I'm from Portland, Oregon, where I taught high school for ten years", likes: 'I love a good chat about food and travel, and trying new recipes', likesWords: /\b(?:food|cook\w*|recipes?|travel\w*|chat\w*|eating)\b/i },
  oliver: { from: "I'm British, and I worked as a speaking examiner in London and Manchester for many years", likes: 'I enjoy long walks and a good detective novel', likesWords: /\b(?:walk\w*|hik\w*|detective|novels?|crime|myster\w*)\b/i },
  maya: { from: "I'm a speech coach from San Francisco", likes: 'I love singing, which is great practice for rhythm and intonation', likesWords: /\b(?:sing\w*|songs?|music|karaoke)\b/i },
  daniel: { from: "I'm American, and I worked as a recruiter in Chicago for about ten years", likes: 'I like running and helping people tell their own stories', likesWords: /\b(?:run\w*|jog\w*|stor(?:y|ies))\b/i },
  claire: { from: 'I grew up between Lyon and London, and I live in London now', likes: 'I love reading, and editing other people’s writing, of course', likesWords: /\b(?:read\w*|books?|novels?|writ\w*|edit\w*|poetry)\b/i },
  ethan: { from: "I'm American, and I was a consultant in New York for many years", likes: 'I enjoy a good podcast and a coffee before a big meeting', likesWords: /\b(?:podcasts?|coffee|business|meetings?)\b/i },
  lucia: { from: 'Soy de Valencia, en España', likes: 'Me encantan la paella y las Fallas', likesWords: /\b(?:paella|fallas|valencia|spanish food|comida(?! (?:mexicana|china|japonesa|italiana|india|tailandesa|peruana|colombiana|argentina|francesa|americana|coreana|turca|griega|cubana|venezolana|chilena)))\b/i },
};

export function answerAboutTeacher(question: LearnerQuestion, context: AnswerContext): Answer {
  const { teacher } = context;
  const persona = PERSONAS[teacher.slug] ?? PERSONAS.sophia!;
  const asked = question.subject.toLowerCase();
  // "¿Tienes hermanos?", "¿Cuántos años tienes?": a fact of her own life where her persona has one (teacher-tastes.ts),
  // asked back unless the learner already told theirs ('Tengo dos hermanos. ¿Y tú, tienes hermanos?').
  const fact = lifeFactOf(asked);
  const life = fact ? TEACHER_LIFE[teacher.slug]?.[fact] : undefined;
  // Asked what she is, or an age her persona does not give: honestly a program.
  if (!life && /robot|bot|real|human|\bai\b|computer|machine|how old/.test(asked)) {
    const honest = "Honestly, I'm a practice tutor that runs as a computer program, not a real person, so you can make as many mistakes as you like with me.";
    if (isSpanishTeacher(teacher)) return { text: `Sinceramente, soy una tutora de práctica, un programa de ordenador y no una persona real, así que conmigo puedes equivocarte todo lo que quieras. (${honest})` };
    return { text: honest };
  }
  // Asked of a teacher whose persona holds no such fact: a partner is kept private, and how long she has taught is her background.
  if (fact === 'partner' && !life) return { text: english(teacher, "That's something I keep to myself, but thank you for asking!") };
  if (fact === 'teaching' && !life) return { text: `${persona.from}.` };
  if (fact && life) {
    const toldTheirs = context.conversation.userMessages.flatMap(splitSentences).some((said) => !/\?\s*$/.test(said.trim()) && LIFE_ASKED[fact].toldByLearner.test(said));
    return { text: life.answer, followUp: toldTheirs ? undefined : life.askedBack };
  }
  // "Do you speak Chinese?": the language she practises with the learner, and where their own language helps.
  if (SPEAKS.test(asked)) {
    if (isSpanishTeacher(teacher)) return { text: 'Sí, también hablo inglés: por eso te doy la traducción entre paréntesis, pero contigo practico español. (Yes, I speak English too: that is why I give you the translation in brackets, but with you I practise Spanish.)', followUp: '¿Qué idiomas hablas tú? (Which languages do you speak?)' };
    return { text: `Here I speak ${/^(?:en)/.test(teacher.language) ? 'English' : 'the language you are learning'} with you, since that's what we practise. If an explanation is hard to follow, choose your own language under "Explain in my language" in the account menu, and I'll explain corrections and tips in it.`, followUp: 'Which languages do you speak?' };
  }
  // "Tell me about yourself", "Who are you?": who she is, then the same asked of the learner; to Daniel it is also the
  // question most interviews open with, so he asks it back as one.
  if (INTRODUCE.test(asked)) {
    const first = teacher.name.split(' ')[0]!;
    if (isSpanishTeacher(teacher)) {
      return { text: `¡Claro! Me llamo ${first} y soy tu profesora de español. ${persona.from}. ${persona.likes}. (I'm ${first}, your Spanish teacher, from Valencia, and I love paella and the Fallas.)`, followUp: '¿Y tú? Háblame un poco de ti. (And you? Tell me a little about yourself.)' };
    }
    return {
      text: `I'm ${first}, your ${titleInSentence(teacher.title)}. ${persona.from}, and ${persona.likes}.`,
      followUp: teacher.task === 'interview' ? "And that's the question most interviews open with, so now it's your turn: tell me about yourself, as if I were the interviewer." : 'And you? Tell me a little about yourself.',
    };
  }
  if (/\bwhy\b.*\bquestions?\b/.test(asked)) {
    return { text: english(teacher, "Because the more you talk, the more you practise: my questions are there to get you talking. You can ask me anything too."), followUp: 'What would you like to talk about?' };
  }
  if (/\bwhat (?:will|are|did) you\b|\bhow was your\b/.test(asked)) {
    // 'What are you doing this weekend?': her weekends are much the same, and she says how she spends them.
    if (/\bwhat (?:will|are) you\b.*\bweekend\b/.test(asked) && !isSpanishTeacher(teacher)) {
      const weekend = teacherTaste(teacher.slug, 'free-time');
      const told = /^I\b/.test(weekend) ? weekend : `${weekend.charAt(0).toLowerCase()}${weekend.slice(1)}`;
      return { text: `The usual, I think: ${told}`, followUp: askedBack(asked.replace(/^(?:what|how) about you,?\s*/i, ''), context) };
    }
    return { text: english(teacher, "As a practice tutor, my days are spent talking with learners like you, and I never get tired of it."), followUp: askedBack(asked.replace(/^(?:what|how) about you,?\s*/i, ''), context) };
  }
  // "Fine, thanks. How about you?": the learner said how they are, and asks how the teacher is.
  // 'And you?' may be all that is left of the question once its 'and' is read off: the message still says it.
  const asksBack = /about you|and you/.test(asked) || ASKS_BACK.test(context.conversation.lastUserMessage ?? '');
  if (asksBack && (SAYS_HOW_THEY_ARE.test(context.conversation.lastUserMessage ?? '') || ASKED_HOW_THEY_ARE.test(context.conversation.assistantMessages.at(-1) ?? ''))) {
    return { text: context.chooser.pick('wellbeing', (isSpanishTeacher(teacher) ? plainSpanishReactions : plainReactions).wellbeing) };
  }
  // "I live in London. And you?": the same asked back of her, about where she is from or what she likes.
  // What the learner just told of themselves, read as every other told fact is (learner-facts.ts).
  const told = readMessageFacts(context.conversation.lastUserMessage ?? '');
  const toldPlace = told.told.some((f) => f.kind === 'city' || f.kind === 'origin' || f.kind === 'moved');
  if (asksBack && toldPlace) return { text: isSpanishTeacher(teacher) ? `${persona.from}. (I'm from Valencia, in Spain.)` : `${persona.from}.` };
  if (asksBack && told.like) return { text: isSpanishTeacher(teacher) ? `${persona.likes}. (I love paella and the Fallas festival.)` : `${persona.likes}.` };
  // "Nothing special, just working. And you?" after "What do you do to relax?": her own answer to her own question.
  const herQuestion = lastQuestionOf(context.conversation.assistantMessages.at(-1));
  const herDomain = herQuestion ? tasteDomainOf(herQuestion) : null;
  if (asksBack && herDomain) return { text: teacherTaste(teacher.slug, herDomain) };
  if (asksBack) {
    return { text: english(teacher, `I'm here to listen to you today, so let's keep the focus on your ${isSpanishTeacher(teacher) ? 'Spanish' : 'English'}.`) };
  }
  // "Is it a good job?" of the job the learner told: a kind, honest view, then what they like in it.
  // "What time is it in Portland?": the time now where she lives.
  const timeAsked = [context.conversation.lastUserMessage ?? '', question.subject].find((said) => asksHerTime(said, teacher));
  if (timeAsked) return { text: timeWhereSheLives(teacher, timeAsked, { inSpanish: isSpanishTeacher(teacher) }) };
  // "Do you work every day?": a practice tutor is there whenever the learner wants to practise.
  if (WHEN_SHE_WORKS.test(asked)) {
    return { text: isSpanishTeacher(teacher) ? '¡Estoy aquí todos los días, cuando quieras practicar! (I am here every day, whenever you want to practise!)' : "I'm here every day, whenever you want to practise: that's the nice thing about a practice tutor." };
  }
  if (GOOD_JOB.test(asked)) {
    const job = readLearnerFacts(context.conversation.userMessages).job;
    return {
      text: english(teacher, job ? `I think so! Being ${/^[aeiou]/i.test(job) ? 'an' : 'a'} ${job} is work that really matters, and it sounds like you care about it.` : "I think so, if it's work you care about and it leaves you time for your life."),
      followUp: isSpanishTeacher(teacher) ? undefined : 'What do you like most about it?',
    };
  }
  // "What is your job?", "¿En qué trabajas?": what she does here, and what she did before; asked back only when the
  // learner has not told their own.
  // 'Why are you a teacher?', '¿Por qué eres profesora?': what she loves about it.
  if (WHY_SHE_TEACHES.test(asked)) {
    if (isSpanishTeacher(teacher)) return { text: 'Porque me encanta ver cómo alguien empieza a hablar con confianza: cada conversación es distinta, y aprendo mucho de mis alumnos. (Because I love seeing someone start to speak with confidence: every conversation is different, and I learn a lot from my students.)', followUp: '¿Y tú, por qué aprendes español? (And you, why are you learning Spanish?)' };
    return { text: "Because I love the moment a learner says something they couldn't say a month ago, and every conversation is different.", followUp: 'And you, why are you learning English?' };
  }
  if (HER_JOB.test(asked)) {
    const theirs = readLearnerFacts(context.conversation.userMessages.slice(0, -1)).job;
    if (isSpanishTeacher(teacher)) return { text: `Soy tu profesora de español aquí en Parley. ${persona.from}. (I'm your Spanish teacher here on Parley, from Valencia, in Spain.)`, followUp: theirs ? undefined : '¿Y tú, a qué te dedicas? (And you, what do you do?)' };
    return { text: `I'm your ${titleInSentence(teacher.title)} here on Parley, and I talk with learners every day. ${persona.from}.`, followUp: theirs || isTaskLed(teacher) ? undefined : 'What about you? What do you do?' };
  }
  if (/\bname\b/.test(asked)) {
    const first = teacher.name.split(' ')[0]!;
    const text = isSpanishTeacher(teacher) ? `Me llamo ${first}. (My name is ${first}.)` : `I'm ${first}, your ${titleInSentence(teacher.title)}.`;
    return { text, followUp: askedBack("what's your name", context) };
  }
  // "What food do you like?", "Who is your favourite singer?": her own taste in that domain (teacher-tastes.ts), asked
  // back unless the learner already told theirs ('My favourite food is ramen.' ... 'What food do you like?').
  const domain = tasteDomainOf(asked);
  // What she does in her free time is asked without 'like' ('What do you do at the weekend?').
  if (domain && (domain === 'free-time' || domain === 'weather' || domain === 'recharge' || domain === 'places' || ASKS_FOR_A_TASTE.test(asked))) {
    const toldTheirs = context.conversation.userMessages.slice(0, -1).some((m) => !m.trim().endsWith('?') && tasteDomainOf(m) === domain) || toldOwnFirst(context.conversation.lastUserMessage ?? '');
    // The weather and a favourite place are asked back of where the learner lives, not of the teacher's city the question named.
    const back = domain === 'weather' ? weatherAskedBack(context)
      : isSpanishTeacher(teacher) ? SPANISH_ASKED_BACK[domain]
      : domain === 'places' ? ENGLISH_ASKED_BACK.places : askedBack(asked, context);
    return { text: teacherTaste(teacher.slug, domain), followUp: toldTheirs ? undefined : back };
  }
  const taste = TASTE.exec(asTaste(question.subject));
  // Not asked back what the learner already told ('I went to Italy last summer.' ... 'Have you been to Italy?').
  const thing = taste?.[2]?.replace(/[^\p{L}\p{N} ]/gu, '').trim();
  // Told, not asked: 'Do you like London?' earlier tells nothing of the learner's own.
  // 'Have you ever been to the Philippines? I went there in 2018.': told in the same message, after the question to her.
  // Only what names the thing or points back at it ('I went there', 'I love it'); 'I went to Korea' after 'Japan?' is another.
  const ownAfter = toldOwnAfterAsking(context.conversation.lastUserMessage ?? '');
  const toldAfter = ownAfter && thing && (new RegExp(`\\b${thing}\\b`, 'iu').test(ownAfter) || /\b(?:it|them|there|one|those|these)\b/i.test(ownAfter)) ? ownAfter : undefined;
  const toldIn = thing ? (context.conversation.userMessages.slice(0, -1).findLast((m) => !/\?\s*$/.test(m.trim()) && new RegExp(`\\b${thing}\\b`, 'iu').test(m)) ?? toldAfter) : undefined;
  const toldBefore = !!toldIn;
  // 'I want to go to Japan next year.' ... 'Have you been to Japan?': a trip still to come, not one to look back on.
  const isPlanned = !!toldIn && PLANNED.test(toldIn);
  // 'I live in Dublin now.' ... 'What do you think about Dublin?': a home, not a trip.
  const isHome = !!toldIn && LIVES_THERE.test(toldIn);
  // 'I love cooking.' ... 'Do you like cooking?': a taste they still have, asked of in the present.
  const isTaste = !!taste && !taste[1];
  const aboutTheirs = isSpanishTeacher(teacher) ? (isPlace(taste?.[1]) ? spanishAboutTheirPlace(thing ?? '', { isHome, isPlanned }) : undefined)
    : isTaskLed(teacher) ? undefined
    : isHome ? `What do you like most about living in ${inSecondPerson(thing ?? '')}?`
    : isTaste ? `What do you like most about ${inSecondPerson(thing ?? '')}?`
    : isPlanned ? `What are you most looking forward to about ${inSecondPerson(thing ?? '')}?` : `What did you like most about ${inSecondPerson(thing ?? '')}?`;
  // 'I play the piano.' ... 'Do you play any instrument?': the learner's own, already told, asked about instead.
  const theirs = !toldBefore && thing ? kindToldBefore(thing, context.conversation.userMessages.slice(0, -1)) : null;
  // 'Do you like sushi? I don't.': no 'What do you like most about it?' of a taste against.
  // Nor of one never tried or another preferred ('I've never tried it', 'I prefer basketball').
  const isToldAgainst = !!toldIn && toldIn === toldAfter && (detectMood(toldAfter) === 'dislike' || /\b(?:never|not|prefer|rather)\b|n't\b/i.test(toldAfter));
  const followUp = theirs && !isSpanishTeacher(teacher) && !isTaskLed(teacher) ? `What do you like most about playing ${theirs}?` : toldBefore ? (isToldAgainst ? undefined : aboutTheirs) : ownAfter ? undefined : isSpanishTeacher(teacher) ? (spanishTasteAskedBack(context.conversation.lastUserMessage ?? '') ?? activityAskedBack(context.conversation.lastUserMessage ?? '', context.conversation.userMessages.slice(0, -1))) : askedBack(/^(?:and )?(?:can|could) you\b/i.test(question.subject.trim()) ? question.subject : asTaste(question.subject), context);
  if (taste) return { text: tasteAnswer(taste[1]?.toLowerCase(), inSecondPerson(taste[2]!), persona, teacher, yesOf(question.subject)), followUp };
  if (/pets|kids|children|family|brothers?|sisters?|siblings/.test(asked)) {
    const noFamily = "I'm a practice tutor, so no family or pets of my own, but I love hearing about yours.";
    return { text: isSpanishTeacher(teacher) ? `Soy una tutora de práctica, así que no tengo familia ni mascotas, ¡pero me encanta que me hables de la tuya! (${noFamily})` : noFamily, followUp };
  }
  if (/like|enjoy|hobby|free time|fun|favou?rite/.test(asked)) {
    return { text: isSpanishTeacher(teacher) ? `${persona.likes}. (I love paella and the Fallas festival.)` : `${persona.likes}.`, followUp };
  }
  return { text: isSpanishTeacher(teacher) ? `${persona.from}. (I'm from Valencia, in Spain.)` : `${persona.from}.`, followUp };
}

/** Instruments, named in a question by their kind ('any instrument') and told by their name ('I play the piano'). */
const INSTRUMENT_TOLD = /\bI (?:play|played|am learning|'m learning|learn|have played|'ve played|started playing|started learning) (the (?:piano|guitar|violin|drums|flute|cello|saxophone|trumpet|ukulele|bass|keyboard|clarinet|harp|accordion))\b/i;
/** The thing of that kind the learner told of earlier ('the piano' for 'any instrument'), if any. */
function kindToldBefore(thing: string, earlier: readonly string[]): string | null {
  if (!/\binstruments?\b/i.test(thing)) return null;
  for (const message of [...earlier].reverse()) {
    const told = INSTRUMENT_TOLD.exec(message);
    if (told) return told[1]!.toLowerCase();
  }
  return null;
}

/** 'Do you like sushi? I love it.': after the question to her, the learner's own sentences (I, my, we), if any. */
function toldOwnAfterAsking(message: string): string | undefined {
  const sentences = splitSentences(message);
  const asked = sentences.findIndex((sentence) => sentence.trim().endsWith('?'));
  const own = asked === -1 ? [] : sentences.slice(asked + 1).filter((sentence) => !sentence.trim().endsWith('?') && /\b(?:I|my|I'm|I've|we|our)\b/i.test(sentence));
  return own.length > 0 ? own.join(' ') : undefined;
}

/** 'I play golf on Sundays. What do you do at the weekend?': the learner told their own before asking hers. */
function toldOwnFirst(message: string): boolean {
  return splitSentences(message).some((sentence) => !sentence.trim().endsWith('?') && /\b(?:I|my|I'm|I've)\b/.test(sentence));
}

/** 'Everyday English Conversation Partner' → 'everyday English conversation partner': a title inside a sentence keeps only its names' capitals. */
function titleInSentence(title: string): string {
  return title.split(' ').map((word) => (/^(?:English|Spanish|IELTS|STAR)$/.test(word) ? word : word.toLowerCase())).join(' ');
}

/** 'Do you speak Chinese?', 'Can you speak other languages?', 'How many languages do you speak?' */
const SPEAKS = /\b(?:can|do) you (?:also )?speak\b|\bhow many languages\b/i;

/** 'Tell me about yourself', 'Can you introduce yourself?', 'Who are you?' */
const INTRODUCE = /\btell me (?:a (?:little|bit) |more )?about (?:yourself|you)\b|\bintroduce yourself\b|^(?:and )?who are you\b/i;

/** 'What is your job?', 'What do you do?', 'Where do you work?', '¿En qué trabajas?', '¿A qué te dedicas?' (not 'What do you do at the weekend?'). */
const HER_JOB = /\bwhat(?:'s| is) your (?:job|work|profession)\b|^(?:and |so )?what do you do(?: for (?:a living|work))?\s*[?.!]*$|\bwhat (?:kind|type) of (?:job|work) do you do\b|\bwhere do you work\b|(?<![\p{L}])(?:en )?qu[eé] trabajas|cu[aá]l es tu (?:trabajo|profesi[oó]n)|a qu[eé] te dedicas/iu;

/** 'Why are you a teacher?', 'Why do you teach?', 'Why did you become a teacher?' */
const WHY_SHE_TEACHES = /\bwhy (?:are you an? (?:teacher|tutor|coach)|do you (?:teach|like teaching)|did you (?:become an? (?:teacher|tutor|coach)|start teaching))\b/i;

/** 'Is it a good job?', 'What do you think, is my job a good one?' */
const GOOD_JOB = /\bis (?:it|this|that|mine|my job) a good (?:job|one|career|profession)\b|\bwhat do you think (?:about|of) my (?:job|work)\b/i;

/** A home told: 'I live in Dublin', 'I moved to Dublin', 'I'm based in Dublin'. */
const LIVES_THERE = /\b(?:live|living|lived|moved|based|home|vivo|viví|vivía|me mudé)(?!\p{L})/iu;

/** A plan told, not a past: 'I want to go', 'I'm going to try', 'next year', 'quiero viajar'. */
const PLANNED = /\b(?:want(?:s)? to|going to|gonna|will|'ll|plan(?:ning)? to|hope to|would like to|'d like to|next (?:year|month|week|summer|winter|spring|autumn|weekend)|one day|someday|quiero|queremos|voy a|vamos a|me gustaría|pienso|espero|el (?:año|mes|verano|invierno) que viene|el próximo)(?!\p{L})/iu;

/** A question for her taste in a domain ('What food do you like?', 'your favourite film'); not 'What do you eat for breakfast?', nor 'Do you like sad movies?' (one kind, answered by TASTE). */
const ASKS_FOR_A_TASTE = /^(?:and )?(?:what|which|who)\b.*\b(?:like|love|enjoy|favou?rite|listen to|prefer|support|follow|cheer for|read|watch|eat|cook|drink)\b|\bfavou?rite\b/i;
/** Weather liked or not ('Do you like rain?', 'Do you like the snow?', 'Do you like hot weather?'); not a season's activities. */
const WEATHER_LIKED = /^(?:the )?(?:rain|rainy days|snow|sun|sunshine|wind|fog|winter|summer|autumn|fall|spring|hot weather|cold weather|warm weather|the cold|the heat)$/i;
/** 'Do you like music?' asks her taste in the whole domain; 'Do you like sad movies?' asks about one kind. */
const BARE_DOMAIN = /^(?:food|music|films|movies|books|reading|sports?|the cinema|cinema|(?:la |el |los |las )?(?:comida|música|cine|películas|libros|lectura|deportes?))$/i;

/** "Do you like sad movies?", "Have you ever been to Paris?": group 1 the experience asked about (none for a taste), group 2 the thing. */
const TASTE = /^(?:and )?(?:do you (?:like|love|enjoy)|are you (?:a fan of|into)|have you (?:ever )?(been to|been in|tried|watched|seen|read|played|visited))\s+(.+?)\s*[?.!]*$/i;

/** What the teacher does, asked as "Do you cook?" or "Do you play tennis?": asked as the taste it is ("Do you like cooking?"). */
const ACTIVITY = /^(and )?(?:do|can|could) you (cook|sing|dance|travel|read|swim|run|draw|paint|play|watch)\b(?: (?:a lot|much|often|well|at all|every day|in your free time)(?=\s*[?.!]*$))?/i;
const GERUNDS: Readonly<Record<string, string>> = { travel: 'travelling', swim: 'swimming', run: 'running', dance: 'dancing' };
/** "Do you do sport?", "Do you go to the gym?": asked as her taste in sport. */
const DOES_SPORT = /^(and )?do you (?:do (?:any |much |a lot of )?(?:sports?|exercise|yoga|pilates)|go to the gym|work out|exercise)\b(?: (?:a lot|much|often|at all|every day|regularly))?/i;
/** "Do you drink coffee?": asked as her taste in it. */
const DRINKS_IT = /^(and )?do you (?:ever |often |usually )?drink\b/i;
const asTaste = (question: string) => question.trim()
  .replace(DRINKS_IT, (_, and: string | undefined) => `${and ?? ''}do you like`)
  .replace(DOES_SPORT, (_, and: string | undefined) => `${and ?? ''}do you like sport`)
  .replace(ACTIVITY, (_, and: string | undefined, verb: string) => `${and ?? ''}do you like ${GERUNDS[verb.toLowerCase()] ?? `${verb.toLowerCase()}ing`}`)
  // 'What do you think about Dublin?': a place asked about is a place she may have been to.
  .replace(THINK_OF_PLACE, (_, and: string | undefined, place: string) => `${and ?? ''}have you been to ${place}`);

/** A taste of hers where her likes are about it; else, honestly, a practice tutor does not do it herself. */
/** 'Are you a fan of cricket?' is answered 'I am!', 'Can you cook?' 'I can!', 'Do you like cricket?' 'I do!'. */
const yesOf = (subject: string) => (/^(?:and )?are you\b/i.test(subject.trim()) ? 'I am!' : /^(?:and )?(?:can|could) you\b/i.test(subject.trim()) ? 'I can!' : 'I do!');

function tasteAnswer(experience: string | undefined, thing: string, persona: Persona, teacher: AnswerContext['teacher'], yes = 'I do!'): string {
  if (/\b(?:your job|your work|teaching|being an? (?:teacher|tutor|coach|examiner)|tu trabajo|enseñar|ser profesora)(?![\p{L}])/iu.test(thing)) {
    return isSpanishTeacher(teacher) ? '¡Sí, me encanta enseñar español! (Yes, I love teaching Spanish!)' : `${yes} Helping learners find their words is the best part of my day.`;
  }
  // '¿Te gusta el nombre Lucas?', 'Do you like the name Mia?': a name the learner likes (often one they chose) is a lovely one.
  const name = !experience && /^(?:el |the )?(?:nombre|name) (\p{Lu}\p{L}+)$/u.exec(thing.trim())?.[1];
  if (name) return isSpanishTeacher(teacher) ? `¡Sí, ${name} es un nombre precioso! (Yes, ${name} is a lovely name!)` : `${yes} ${name} is a lovely name.`;
  // 'Have you been to Portland?' asked of Sophia, who is from there: her own place, not one she has never seen.
  if (experience && new RegExp(`\\b${thing.replace(/[^\p{L} ]/gu, '')}\\b`, 'iu').test(persona.from)) {
    return isSpanishTeacher(teacher) ? `${persona.from}, así que la conozco bien. (I'm from Valencia, in Spain, so I know it well.)` : `${persona.from}, so I know it well.`;
  }
  if (persona.likesWords.test(thing)) return isSpanishTeacher(teacher) ? `¡Sí! ${persona.likes}. (Yes! I love paella and the Fallas festival.)` : `${yes} ${persona.likes}.`;
  // 'Do you like pizza?': a food is asked of her taste in food.
  // 'Do you like football?', 'Do you like coffee?': yes where her sport or drinks take it in, else what she does enjoy.
  const named = teacherTasteForNamed(teacher.slug, thing);
  if (named) return named.likesIt ? `${isSpanishTeacher(teacher) ? '¡Sí!' : yes} ${named.taste}` : isSpanishTeacher(teacher) ? named.taste : `Not so much. ${named.taste}`;
  // 'Do you like Mexican food?', '¿Te gusta la comida mexicana?': another country's cooking, not her own favourite dish.
  if (!experience && /\bcomida (?!española|valenciana)\p{L}+|\b(?!spanish\b)\p{L}+(?:an|ese|ish|ian|i) food\b/iu.test(thing)) {
    return isSpanishTeacher(teacher) ? '¡Sí, me encanta! Me gusta mucho probar la comida de otros países. (Yes, I love it! I really like trying food from other countries.)' : `${yes} I love trying food from other countries.`;
  }
  // 'Do you like rain?', 'Do you like winter?': the weather where she lives, as she told it.
  const domain = BARE_DOMAIN.test(thing) ? tasteDomainOf(thing) : !experience && WEATHER_LIKED.test(thing) ? 'weather' : !experience && (isFoodName(thing.toLowerCase().replace(/^(?:la|el|los|las) /, '')) || /^(?:la )?comida\b|\bfood\b/i.test(thing)) ? 'food' : null;
  if (domain) return `${isSpanishTeacher(teacher) ? '¡Sí!' : yes} ${teacherTaste(teacher.slug, domain)}`;
  // Lucía says it in Spanish, as she says everything, with the English after it.
  if (isSpanishTeacher(teacher)) {
    // '¿Conoces Caetano Veloso?': a person's name (two capitalised words, no place the dictionary knows) is known, not visited.
    if (isPlace(experience) && /^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u.test(thing) && !isPlaceName(thing) && placeInEnglish(thing) === thing) return `No conozco bien a ${thing}, pero me encantaría saber más. (I don't know ${thing} well, but I would love to know more.)`;
    if (isPlace(experience)) return `Todavía no he estado en ${thing}, ¡pero me encantaría ir! (I haven't been to ${placeInEnglish(thing)} yet, but I would love to go!)`;
    return experience ? 'Todavía no, ¡pero me encantaría! (Not yet, but I would love to!)' : 'Sinceramente, no mucho, pero me encanta que me lo cuentes. (Honestly, not much, but I love hearing about it.)';
  }
  const done = experience ? `haven't ${experience} ${thing}` : `don't get to enjoy ${thing}`;
  return english(teacher, `Honestly, I'm a practice tutor, so I ${done} myself, but I love hearing about it.`);
}

/** 'Have you been to Mexico?', 'Have you visited Lima?': a place asked about, not a film or a dish. */
const isPlace = (experience: string | undefined) => experience === 'been to' || experience === 'visited';

/** Lucía asks about the place the learner told of: a trip to come, a home, or one they made. */
function spanishAboutTheirPlace(place: string, { isHome, isPlanned }: { isHome: boolean; isPlanned: boolean }): string {
  // The English between brackets names the place as English does ('Italia' -> 'Italy').
  const inEnglish = placeInEnglish(place);
  if (isHome) return `¿Qué es lo que más te gusta de vivir en ${place}? (What do you like most about living in ${inEnglish}?)`;
  if (isPlanned) return `¿Qué quieres ver en ${place}? (What do you want to see in ${inEnglish}?)`;
  return `¿Qué fue lo que más te gustó de ${place}? (What did you like most about ${inEnglish}?)`;
}

/**
 * '¿Te gustan los perros?' asked back as Lucía says it: '¿Y a ti? ¿Te gustan los perros?', the verb agreeing with
 * what is liked (the learner's 'te gusta los perros' is not repeated). Only a short phrase with its article or an
 * infinitive is said back; anything else is left for the next question.
 */
export function spanishTasteAskedBack(message: string): string | undefined {
  // A yes-or-no question only ('¿Te gusta bailar?'), not '¿Qué te gusta hacer?', which asks what.
  const liked = /(?<![\p{L}])(?<!(?:[Qq]u[eé]|[Cc]u[aá]l(?:es)?|[Dd][oó]nde|[Cc][oó]mo) (?:más |mucho )?)[Tt]e gustan? ((?:el|la|los|las) \p{Ll}+(?: \p{Ll}+){0,2}|(?!hacer\b)\p{Ll}+(?:ar|er|ir))\s*\?+\s*$/u.exec(message.trim());
  if (!liked) return undefined;
  const thing = liked[1]!;
  const isPlural = /^(?:los|las) /.test(thing);
  return `¿Y a ti? ¿Te ${isPlural ? 'gustan' : 'gusta'} ${thing}? (And you? Do you like ${isPlural ? 'them' : 'it'}?)`;
}

/** The learner's question put back to them ('and where are you from' → 'What about you? Where are you from?'). */
function weatherAskedBack({ teacher }: Pick<AnswerContext, 'teacher'>): string | undefined {
  if (isSpanishTeacher(teacher)) return '¿Y qué tiempo hace donde vives tú? (And what is the weather like where you live?)';
  return isTaskLed(teacher) ? undefined : "What about you? What's the weather like where you live?";
}

export function askedBack(asked: string, { teacher }: Pick<AnswerContext, 'teacher'>): string | undefined {
  if (isSpanishTeacher(teacher) || isTaskLed(teacher)) return undefined;
  const words = asked.trim().replace(/^and\s+/i, '').replace(/[?.!\s]+$/, '');
  return words ? `What about you? ${words[0]!.toUpperCase()}${words.slice(1)}?` : undefined;
}
