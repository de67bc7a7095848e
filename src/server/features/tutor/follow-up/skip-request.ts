/**
 * Asked to leave a question or a subject ('Can we skip this question?', "I don't like to talk about my family", 'Next
 * question, please', '¿Podemos saltar esta pregunta?', 'Prefiero no hablar de mi familia'): agreed to at once, with no
 * word on why, and the next question is on something else, never on the subject refused. A refusal followed by the
 * subject wanted instead ("I don't want to talk about it, let's talk about films") is topic-request.ts's. Each language
 * with the messages it must read and those it must leave, run as tests (skip-request.test.ts).
 */
type SkipRule = { said: RegExp; acks: readonly string[]; examples: readonly string[]; counterExamples: readonly string[] };

/** Said before or after the request itself: 'Sorry, ...', '..., please'. */
const LEAD = String.raw`^(?:(?:sorry|ok(?:ay)?|please|so|no|perdona|perdón|lo siento|vale)[,.!]?\s+)*`;
const TAIL = String.raw`(?:,?\s+(?:please|sorry|por favor|lo siento|if (?:that'?s|it'?s) ok(?:ay)?))?\s*[?.!]*$`;
const anchored = (body: string) => new RegExp(`${LEAD}(?:${body})${TAIL}`, 'iu');

export const SKIP_ASKED: Readonly<Record<'en' | 'es', SkipRule>> = {
  en: {
    said: anchored(String.raw`(?:can|could|may) (?:we|i) (?:please )?(?:skip|pass(?: on)?) (?:this|that|it|the question)(?: one| question)?|let'?s skip (?:this|that|it)(?: one| question)?|(?:skip|pass) (?:this|that)(?: one| question)?|(?:skip|pass),? please|next question|i(?:'d| would) rather not (?:answer(?: (?:this|that|it))?(?: question)?|(?:talk|speak) about my \p{L}+(?: life)?)|i prefer not to (?:answer(?: (?:this|that|it))?(?: question)?|(?:talk|speak) about my \p{L}+(?: life)?)|i (?:don'?t|do not) (?:like|want|wanna)(?: to)? (?:(?:talk|speak) about my \p{L}+(?: life)?|answer(?: (?:this|that|it))?(?: question)?)`),
    acks: ['Of course, we can leave that one.', 'No problem at all, let’s skip that one.'],
    examples: ['Can we skip this question?', "can we skip this question? i don't like to talk about my family", 'Next question, please.', "I'd rather not talk about my job.", "Sorry, I don't want to talk about my exams.", 'Pass, please.', 'I don’t want to talk about my family.', 'I prefer not to answer.', "I don't like talk about my family, sorry.", 'Can we skip it?', "Let's skip this question."],
    // 'I don't want to talk about it' after something hard is met by topic-request.ts, which turns the talk to something lighter.
    counterExamples: ["I don't want to talk about it.", "I don't want to talk about it, let's talk about films.", 'My teacher said we can skip the test.', 'I skipped breakfast today.', "I don't like to talk about politics at work because people get angry.", 'What is the next question?', 'Can I pass the exam if I study two hours a day?', 'Could I pass the IELTS with my level?', 'No, I would rather not answer calls when I am driving.', 'Pass!'],
  },
  es: {
    said: anchored(String.raw`(?:podemos|puedo) (?:saltar(?:nos)?|pasar(?: de)?) (?:esta|esa|la) pregunta|(?:podemos )?pasar a la siguiente pregunta|(?:la )?siguiente pregunta|(?:prefiero no|no quiero) (?:hablar (?:de|sobre) mis? \p{L}+|contestar|responder)(?: (?:a )?(?:esta|esa) pregunta)?`),
    acks: ['¡Claro! Pasamos a otra cosa. (Of course! Let’s move on.)', 'Sin problema, la dejamos. (No problem, let’s leave it.)'],
    examples: ['¿Podemos saltar esta pregunta?', 'Prefiero no hablar de mi familia.', 'No quiero hablar de mi trabajo.', 'La siguiente pregunta, por favor.', '¿Podemos pasar a la siguiente pregunta?', 'No quiero responder.', 'No quiero hablar de mi familia, lo siento.'],
    counterExamples: ['No quiero hablar de eso.', 'Prefiero no hablar de eso.', 'No quiero hablar de eso, hablemos de música.', 'Mi hermano no quiere hablar de su trabajo.', 'Me salté el desayuno.', 'Cuando mi jefe me llama el domingo, prefiero no contestar.'],
  },
};

/** The sentences of a message, its curly apostrophes typed straight ('don’t' on a phone). */
const sentencesOf = (message: string) => message.replace(/[’‘]/g, "'").trim().split(/(?<=[.!?])\s+/).map((part) => part.replace(/^[¿¡]/, ''));

/** The sentence of the message that asks to leave the question or its subject, if one does. */
function skipSentence(message: string, language: 'en' | 'es'): string | null {
  return sentencesOf(message).find((sentence) => SKIP_ASKED[language].said.test(sentence)) ?? null;
}

/** Whether the message asks to leave the question or its subject. */
export function asksToSkip(message: string, language: 'en' | 'es'): boolean {
  return skipSentence(message, language) !== null;
}

/** The subject refused in the sentence that asks, as its last word ('my family' -> 'family'); null when none is named. */
export function subjectRefused(message: string): string | null {
  const sentence = skipSentence(message, 'en') ?? skipSentence(message, 'es') ?? '';
  return /\babout my (\p{L}+)|(?<![\p{L}])(?:de|sobre) mis? (\p{L}+)/iu.exec(sentence)?.slice(1).find(Boolean)?.toLowerCase() ?? null;
}

/** Words that keep a question on a subject refused ('family': a question about brothers is about the family too). */
const NEAR_SUBJECT: Readonly<Record<string, RegExp>> = {
  family: /famil|brother|sister|sibling|parent|mother|father|\bmum|\bmom|\bdad|children|\bkids?\b|husband|wife|married|partner|herman|padre|madre|mam[aá]|pap[aá]|hij[oa]|abuel|prim[oa]s?\b|marido|mujer|casad[oa]|pareja/i,
  familia: /famil|herman|padre|madre|mam[aá]|pap[aá]|hij[oa]|abuel|prim[oa]s?\b|marido|mujer|casad[oa]|pareja|brother|sister|parent|husband|wife|married/i,
  job: /\bjobs?\b|\bwork|career|office|colleague|boss|trabaj|empleo/i,
  work: /\bjobs?\b|\bwork|career|office|colleague|boss|trabaj|empleo/i,
  trabajo: /\bjobs?\b|\bwork|career|trabaj|empleo|oficina|jefe/i,
};

/** Whether a question stays on the subject refused. */
export const staysOnSubject = (question: string, subject: string | null): boolean =>
  !!subject && (NEAR_SUBJECT[subject] ?? new RegExp(`(?<![\\p{L}])${subject}s?(?![\\p{L}])`, 'iu')).test(question);

const MAX_TRIES = 6;

/**
 * The skip agreed to and the next question: `pick` gives the next question not yet asked of those it is told were asked
 * (the one skipped is among them), in the topic underway and then in open conversation; none on the subject refused.
 */
export function respondToSkip(input: { message: string; isSpanish: boolean; chooser: { pick: (slot: string, options: readonly string[]) => string }; assistantMessages: readonly string[]; pick: (asked: readonly string[], inOpenConversation: boolean) => string | null }): string | null {
  const { message, isSpanish, chooser, assistantMessages, pick } = input;
  const language = isSpanish ? 'es' : 'en';
  if (!asksToSkip(message, language)) return null;
  const subject = subjectRefused(message);
  for (const inOpenConversation of [false, true]) {
    const tried: string[] = [];
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const question = pick([...assistantMessages, ...tried], inOpenConversation);
      if (!question) break;
      if (!staysOnSubject(question, subject)) return `${chooser.pick('skip-ack', SKIP_ASKED[language].acks)} ${question}`;
      tried.push(question);
    }
  }
  return null;
}
