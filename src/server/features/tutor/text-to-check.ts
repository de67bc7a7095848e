/**
 * A text the learner pastes into the chat to have it looked at ("Can you check this? Dear Mr Smith, ..."):
 * answered like a text sent from Writing, with its fixes and structure, not as a chat message about a job.
 */

/** "Can you check this?", "Please correct my email:", "Could you look at my paragraph?": the request before the text. */
const ASKS_TO_CHECK = /^(?:(?:hi|hello|hey)(?: [\p{L}]+)?[,!.]?\s*)?(?:(?:can|could|would|will) (?:you|u) (?:please |pls |plz )?|please |pls |plz )?(?:check|correct|proofread|look (?:at|over)|read|improve|fix)\b[^.?!:\n]{0,60}?[?.!:]+\s+|^(?:(?:hola|buenas)(?: [\p{L}]+)?[,!.]?\s*)?¿?\s*(?:(?:me |lo )?(?:puedes|podrías|quieres) (?:por favor )?(?:corregir|revisar|mirar|leer)(?:me|lo)?|(?:por favor,? )?(?:corrige|corríge|revisa)(?:me)?)\b[^.?!:\n]{0,60}?[?.!:]+\s+/iu;
/**
 * "Here is my paragraph:", "This is my essay.", "My email:", "Aquí está mi texto:": a text shown, which asks to be looked
 * at as a request does.
 */
const SHOWS_TEXT = /^(?:(?:hi|hello|hey)(?: [\p{L}]+)?[,!.]?\s*)?(?:(?:here is|here's|this is|these are|i wrote|i have written|i've written) (?:my|the|a|this)?\s*|my )(?:(?:short|new|first|second|last|ielts|task \d|writing)\s+)*(?:paragraph|essay|text|email|e-mail|letter|cover letter|answer|writing|story|introduction|conclusion|composition|draft|paragraphs)\b[^.?!:\n]{0,40}?[.!:]\s+|^(?:aquí (?:está|tienes|va) |este es |esta es )(?:mi|el|la) (?:texto|párrafo|redacción|correo|carta|ensayo|composición|historia)\b[^.?!:\n]{0,40}?[.!:]\s+/iu;
/** 'Is it better now? Dear Paul, ...': a new version after the question that asks about it. */
const ASKS_IF_BETTER = /^(?:(?:ok(?:ay)?|so|and|then)[,!.]?\s+)?(?:is (?:it|this|that) (?:better|ok(?:ay)?|good|correct|right)(?: now)?|(?:and|what about|how about) (?:now|this|this one)|better now|and now)\s*\?+\s+(?=dear\s|hi\s|hello\s|to whom)/i;
/**
 * 'I am writing an essay about pollution. Can you check my intro? "Pollution is..."': a request to check the learner's own
 * text ('my'), after a sentence or two, and the text in quotes at the end of the message. Not someone else's text shown to be
 * explained ('I got this email from my manager. Can you read it?').
 */
const REQUEST_THEN_QUOTED = /(?:^|[.!?,]\s+)(?:(?:can|could|would|will) (?:you|u) (?:please |pls |plz )?|please |pls |plz )?(?:check|correct|proofread|improve|fix)\b[^.?!:\n"“”]{0,30}?\bmy\b[^.?!:\n"“”]{0,30}?[?.!:]*\s*["“]([^"“”]+)["”]\s*[.!?]?\s*$/iu;
/**
 * 'ok I try again: "Dear Mr Johnson, ..."', 'Here is my draft: "..."': a few words of the learner's own ('I', 'my') before a
 * colon, and the text in quotes. Not someone else's text ('My manager wrote: "..."', 'an email from my bank: "..."').
 */
const LEAD_THEN_QUOTED = /^([^"“”:]{0,60}):\s*["“]([^"“”]+)["”]\s*[.!?]?\s*$/u;
const LEAD_OF_MINE = /\b(?:i|i'm|my)\b/i;
const SOMEONE_ELSES = /\b(?:from|by) (?:my|a|an|the|our)\b|\b(?:he|she|they|manager|boss|teacher|friend|colleague|client|customer|company) (?:wrote|said|sent|says|writes|asked)\b|\bquestion\b/i;

/** Fewer words than this after the request is a question, not a text. */
const MIN_WORDS = 15;

export const TEXT_TO_CHECK_EXAMPLES = [
  'Can you check this? Dear Mr Smith, I am writing to let you know that the light in our kitchen stopped working on Monday. Could you send someone to look at it? Best regards, Ana',
  'Please correct my paragraph: Last summer we visited my grandparents in the country and we spend every afternoon by the river with our cousins.',
  'Can you check my email? Dear Sam, I am writing for confirm the time of our call. Kind regards, Leo',
  'Is it better now? Dear Paul, thank you for your advice about the course. I will start on Monday. Best, Yuki',
  'Can you check my email? Dear Sir, I am writing for complain about my order. It arrived broken.',
  'Here is my paragraph: Nowadays many families own two cars, and the roads in my city is full every morning because nobody take the bus.',
  'This is my essay for the exam. In my country young people leave home later than before, mainly because rents are very high.',
  'Aquí está mi texto: El verano pasado visité a mis abuelos en su pueblo y nadamos todos los días en el río.',
  // A question mark and a colon together, and the request in Spanish.
  '¿Puedes corregir mi texto?: Ayer yo iba al cine con mi novio y veíamos una película muy buena. Después nosotros comimos pizza.',
  'Corrígeme esto, por favor: El año pasado mis padres compraron una casa en la playa y pasamos allí todo el verano con mis primos.',
  // Chat spelling in the request ('can u', 'pls'): the request is still not part of the text.
  'Hey Claire can u check this email to my boss: Hi John, I cant come tomorrow because I am sick. I will send the report on friday. Thanks, Tunde',
];
/** Requests after a sentence of their own, with the text in quotes, and the text each gives. */
export const QUOTED_TEXT_TO_CHECK_EXAMPLES: ReadonlyArray<readonly [message: string, text: string]> = [
  ['Hi, I am writing an essay about pollution. Can you check my intro? "Pollution are the biggest problem in my city today. Many people does not think about it every day."', 'Pollution are the biggest problem in my city today. Many people does not think about it every day.'],
  ['My teacher gave us homework, could you correct my paragraph please: “Last year I visit my aunt in Lima and we go to the beach every weekend with her dogs.”', 'Last year I visit my aunt in Lima and we go to the beach every weekend with her dogs.'],
  // A few words of the learner's own before a colon.
  ['ok I try again: "Dear Mr. Johnson, I am writing to inform you that our order has not arrived yet. Could you please tell us when it will come?"', 'Dear Mr. Johnson, I am writing to inform you that our order has not arrived yet. Could you please tell us when it will come?'],
];
export const NOT_TEXT_TO_CHECK = [
  'Can you check this sentence? I goed home.',
  'Can you check my email? Dear Sir, thanks.',
  'Can you correct my mistakes, please?',
  'Could you check my level?',
  'My essay is about pollution.',
  'This is my first time here. I want to practise speaking before my trip to London next month with my family.',
  'Here is my answer: yes.',
  'I am writing a story. Can you check this word? "definately"',
  'I got this email from my manager. Can you read it and explain what it means? "Please make sure all reports are sent before Friday so that we can close the month on time."',
  'This is an email from my bank: "Dear customer, your card will expire next month and a new one will be sent to your address soon."',
  'My teacher gave us this question. Can you check it? "Some people think that children should start school at a very young age. Discuss both views."',
  '¿Puedes corregir mis errores, por favor?',
];

/** The text after the request to check it, if the message is one. */
export function textToCheck(message: string): string | null {
  const request = ASKS_TO_CHECK.exec(message.trim()) ?? SHOWS_TEXT.exec(message.trim()) ?? ASKS_IF_BETTER.exec(message.trim());
  const led = LEAD_THEN_QUOTED.exec(message.trim());
  const quoted = request ? null : (REQUEST_THEN_QUOTED.exec(message.trim())?.[1] ?? (led && LEAD_OF_MINE.test(led[1]!) && !SOMEONE_ELSES.test(led[1]!) ? led[2] : undefined))?.trim();
  if (quoted) return quoted.split(/\s+/).length >= MIN_WORDS ? quoted : null;
  if (!request) return null;
  const text = message.trim().slice(request[0].length).trim();
  // A short email whole ('Dear John, ... Best regards, Ana') is a text however few its words, and so are the first lines
  // of a letter ('Dear Sir, I am writing to complain about my order. It arrived broken.').
  const words = text.split(/\s+/).length;
  return words >= MIN_WORDS || wholeEmail(text) || (LETTER_OPENING.test(text) && words >= MIN_WORDS_OF_LINES) ? text : null;
}

/** How a teacher asks for a text to look at (answer-help-request.ts): the learner's next message is then that text. */
export const PASTE_INVITATION = 'Paste it in your next message';
export const PASTE_INVITATION_ES = 'Pega tu texto en tu próximo mensaje';

/** How a teacher offers to write a text with the learner (answer-help-request.ts): a draft sent next is a text to look at. */
export const WRITE_TOGETHER_INVITATION = "we'll write it together";

/** How the know-how on saying no in writing ends (teacher-know-how.ts): the learner's next message tells what to say no to. */
export const SAY_NO_TOLD_ASKED = "I'll help you make it clear and kind.";

/** How a writing teacher asks for a first try at an email's lines (answer-email-opening.ts): a shorter text is still one. */
export const LINES_INVITATION = 'Try your first two lines and I’ll look at them';
const MIN_WORDS_OF_LINES = 8;

/** The learner's message, if the teacher's last turn asked for a text and this is one (long enough to be more than a question). */
/** Thanks for the help ('thank you so much, you help me a lot today'): said to the teacher, not a text to look at. */
const THANKS_SAID = /^(?:(?:ok(?:ay)?|great|perfect|wow)[,!.]?\s+)?(?:thank you|thanks|many thanks)(?: so much| a lot| very much)?(?:[,!.]?\s*(?:(?:you|this|that|it) (?:help(?:ed|s)? me(?: a lot| so much)?(?: today)?|(?:is|was|'s) (?:very |really |so )?(?:useful|helpful|great|clear))|for (?:your|the) (?:help|advice|feedback|explanation|tips?|time)(?: today)?))?[.!]*$/i;

export function textAfterInvitation(message: string, lastTeacherTurn: string | undefined): string | null {
  if (THANKS_SAID.test(message.trim())) return null;
  const words = message.trim().split(/\s+/).length;
  // After the lines invitation a question ('How do I end the email?') is still a question, but lines that open with a
  // greeting are the text, whatever they end with ('Dear Mr Brown, ... Could I take it another day?').
  const opensWithGreeting = /^(?:dear|hi|hello|good (?:morning|afternoon|evening))\b/i.test(message.trim());
  // A question first ('Is "I want" rude in an email? For example "..."') asks about the lines, whatever follows it.
  const opensWithQuestion = /^[^.!?]*\?/.test(message.trim());
  if (lastTeacherTurn?.includes(LINES_INVITATION) && words >= MIN_WORDS_OF_LINES && (opensWithGreeting || (!/\?\s*$/.test(message.trim()) && !opensWithQuestion))) return message.trim();
  const invited = lastTeacherTurn?.includes(PASTE_INVITATION) || lastTeacherTurn?.includes(PASTE_INVITATION_ES) || lastTeacherTurn?.includes(WRITE_TOGETHER_INVITATION);
  return invited && words >= MIN_WORDS && (opensWithGreeting || !opensWithQuestion) ? message.trim() : null;
}

/** A text's sentences, each ending where the next opens with a capital. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter((sentence) => /\p{L}/u.test(sentence));

/** A paragraph: sentences enough to have a shape, and words enough to be more than an answer in passing. */
const PARAGRAPH_SENTENCES = 3;
const PARAGRAPH_WORDS = 25;

/**
 * A paragraph written to the writing teacher ('Nowadays technology is very important in our life. Many people...'), with
 * no request before it: to her it is writing to look at, not an opinion to discuss. Not a question.
 */
export function paragraphForWritingTeacher(message: string, task: string | undefined): string | null {
  const text = message.trim();
  if (task !== 'writing' || /\?\s*$/.test(text)) return null;
  return sentencesOf(text).length >= PARAGRAPH_SENTENCES && text.split(/\s+/).length >= PARAGRAPH_WORDS ? text : null;
}


/** An email whole: a salutation first ('Dear Ms Lee,', 'Hi Sam,') and a sign-off with a name last ('Kind regards, Tom'). */
const WHOLE_EMAIL = /^(?:dear|hi|hello|good (?:morning|afternoon))\s+[^\n,.!?]{1,40},[\s\S]+\b(?:regards|wishes|sincerely|faithfully|thanks|thank you|cheers|best),?\s*\n?\s*\p{Lu}\p{L}*\.?\s*$/iu;
const EMAIL_WORDS = 10;

/**
 * A short email pasted with no request ('Dear Ms Lee, could you please send me the timetable? Thank you. Kind regards,
 * Tom'): writing to look at, for any teacher, not a question about sign-offs because it holds one.
 */
export function wholeEmail(message: string): string | null {
  const text = message.trim();
  return WHOLE_EMAIL.test(text) && text.split(/\s+/).length >= EMAIL_WORDS ? text : null;
}

/** What only a letter says: 'Thank you for considering my application', 'I look forward to hearing from you', 'Please find attached'. */
const LETTER_FORMULA = /\b(?:thank you (?:very much )?for (?:considering|your (?:time and )?consideration|the (?:job )?offer|the opportunity|your (?:e-?mail|letter|order|interest|application))|i look forward to (?:hearing from|meeting|working with|seeing) you|i(?: am|'m) writing (?:to|in response to|regarding|about)|please find attached|i would (?:welcome|appreciate|value) the (?:opportunity|chance)|please do(?: not|n't) hesitate to|yours (?:sincerely|faithfully)|(?:kind|best|warm) regards)\b/i;
/** A message about the learner's own writing or to the teacher ('my cover letter', 'correct my mistakes', 'how I end'): about the text, not the text. */
const ABOUT_THE_WRITING = /\b(?:my (?:e-?mails?|letters?|cover letter|essay|text|draft|writing|mistakes)|correct (?:me|my|this|it)|(?:can|could) you|i need help|how (?:do|should|can) i|that is how|this is how|is (?:it|this|that) (?:ok(?:ay)?|correct|right|good))\b/i;

export const LETTER_LINES_EXAMPLES = [
  'Thank you for considering my application. I would welcome the opportunity to discuss how I could help your team.',
  'I am writing to ask about the opening hours of the library. My course starts next week and I would like to borrow books.',
  'We are sorry for the delay. Please do not hesitate to contact us if the parcel has not arrived by Friday.',
  'I am writing to ask if you could help me with my visa application. I look forward to hearing from you.',
  'Thank you for your email. I will send the report by Friday afternoon.',
];
export const NOT_LETTER_LINES = [
  'Thank you for your help. I understand it better now.',
  'I am writing a cover letter. Can you help me?',
  'Thank you for considering my application.',
  'I look forward to hearing from you. Is that a good ending?',
  "I'm writing to you because I need help. My boss wants a report by Friday.",
  'Kind regards, Anna. That is how I end all my emails.',
  'I look forward to working with you. I want to improve my cover letter.',
];

/**
 * Lines of a letter sent to the writing teacher without its salutation: two sentences or more, one of them what only a
 * letter says, and no question at the end. To her they are writing to look at, not thanks nor news for her.
 */
export function letterLines(message: string, task: string | undefined): string | null {
  const text = message.trim();
  if (task !== 'writing' || /\?\s*$/.test(text) || !LETTER_FORMULA.test(text) || ABOUT_THE_WRITING.test(text)) return null;
  return sentencesOf(text).length >= 2 && text.split(/\s+/).length >= MIN_WORDS_OF_LINES ? text : null;
}

/** A letter's salutation ('Dear Sir,', 'Dear Ms Lee,', 'To whom it may concern,') and then its first sentence. */
const LETTER_OPENING = /^(?:dear\s+([^\n,.!?]{1,40})|to whom it may concern),\s+\p{Lu}/iu;

/**
 * The start of a letter pasted to the writing teacher with no request and no sign-off yet ('Dear Sir, I am writing to
 * apply for...'): a draft to look at, not news about the learner. A salutation to the teacher ('Dear teacher, ...',
 * 'Dear Claire, ...') is a message to her.
 */
export function letterDraft(message: string, task: string | undefined, teacherName: string): string | null {
  const text = message.trim();
  // 'Hi John, I need the report ASAP. Send it to me today. Thanks': a short email signed off without a name is a draft too.
  const signedOff = SIGNED_OFF_EMAIL.exec(text);
  if (task === 'writing' && signedOff && text.split(/\s+/).length >= MIN_WORDS_OF_LINES) return isToTheTeacher(signedOff[1]!, teacherName) ? null : text;
  const opening = LETTER_OPENING.exec(text);
  if (task !== 'writing' || !opening || /\?\s*$/.test(text) || text.split(/\s+/).length < MIN_WORDS) return null;
  return isToTheTeacher(opening[1] ?? '', teacherName) ? null : text;
}

/**
 * 'Dear teacher', 'Hi Claire', 'Hello Ms Claire', 'Hi again': a message to the teacher (named by her first name, her full
 * name or a title), not a letter to look at.
 */
const isToTheTeacher = (to: string, teacherName: string) => {
  const greeted = to.trim().toLowerCase().replace(/^(?:ms|mrs|miss|mr|dr|teacher)\.?\s+/, '');
  const [first] = teacherName.toLowerCase().split(/\s+/);
  return /\bteacher\b/i.test(to) || /^(?:again|there|everyone|all|guys)$/.test(greeted) || greeted === teacherName.toLowerCase() || greeted === first;
};

/**
 * A salutation, a sentence or more, and a sign-off without a name ('Hi John, ... Send it to me today. Thanks'): an email
 * whole, however short. The sign-off comes after a sentence's end, so 'Hi Claire, thanks' is no email.
 */
const SIGNED_OFF_EMAIL = /^(?:dear|hi|hello)\s+([^\n,.!?]{1,40}),\s+\p{Lu}[^\n]*?[.!?]\s+(?:\p{Lu}[^\n]*?[.!?]\s+)*(?:thanks|thank you|many thanks|regards|kind regards|best regards|best wishes|best|cheers)[.!]?\s*$/iu;

/** Fewer words than this, sent to Writing, is a remark or a question about the text ('thank you so much', 'check please'). */
const FEWEST_WORDS_OF_A_SUBMISSION = 8;

/**
 * Whether a message sent to Writing is a text to look at, rather than a question or a remark about one ('can you check
 * it?', 'why "went" and not "go"?', 'thank you so much'), which the teacher answers as in a conversation, the text
 * before it in mind. A text may end on a question when it is an email or a paragraph ('... Could you send me the
 * timetable? Kind regards, Tom').
 */
export function isTextToLookAt(message: string): boolean {
  const text = message.trim();
  if (THANKS_SAID.test(text)) return false;
  if (textToCheck(text) || wholeEmail(text) || LETTER_OPENING.test(text)) return true;
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
  const sentences = text.split(/(?<=[.!?])\s+/).filter((sentence) => /\p{L}/u.test(sentence)).length;
  if (sentences >= PARAGRAPH_SENTENCES && words >= PARAGRAPH_WORDS) return true;
  // 'why is "a exam" wrong? exam is a normal word', 'is it correct now: My brother lost...': a question about the text,
  // wherever its question mark, or a request that opens on one, with a sentence after it to judge.
  if (/\?/.test(text) || ASKS_ABOUT_TEXT.test(text)) return false;
  return words >= FEWEST_WORDS_OF_A_SUBMISSION;
}

/** How a question or a request about the text opens ('why', 'is it correct now:', 'and this:', 'what about'). */
const ASKS_ABOUT_TEXT = /^(?:(?:ok(?:ay)?|so|and|but|thanks?|thank you)[,!.]?\s+)*(?:why|what|which|how|is (?:it|this|that) (?:correct|right|ok|okay|better|good)|is correct|(?:and|what about|how about) (?:this|that|now)|can you|could you|please (?:check|correct)|check (?:this|it|again))\b/i;

export const TEXT_TO_LOOK_AT_EXAMPLES = [
  'Last summer I go to Spain with my family and we stay in a hotel near of the beach.',
  'Dear Ms Lee, could you please send me the timetable? Kind regards, Tom',
  'Nowadays many people work from home, and their companies save money on offices. It has clear advantages for families. But is it really good for everyone?',
];
export const NOT_A_TEXT_TO_LOOK_AT = [
  'can you check it?', 'why "went" and not "go"?', 'thank you so much', 'is the letter formal enough?', 'check please',
  'why is "a exam" wrong? exam is a normal word', 'is it correct now: My brother lost his passport on the second day, so we had to go to the embassy.',
  'and this: Uniforms make everybody equal and nobody feels poor.',
  'thank you so much, you help me a lot today', 'thanks, that helped me a lot today',
];
