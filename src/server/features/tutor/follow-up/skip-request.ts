/**
 * Asked to leave a question or a subject ('Can we skip this question?', "I don't like to talk about my family", 'Next
 * question, please', '¿Podemos saltar esta pregunta?', 'Prefiero no hablar de mi familia'): agreed to at once, with no
 * word on why, and the next question is on something else, never on the subject refused. A refusal followed by the
 * subject wanted instead ("I don't want to talk about it, let's talk about films") is topic-request.ts's. Each language
 * with the messages it must read and those it must leave, run as tests (skip-request.test.ts).
 */
type SkipRule = { said: RegExp; acks: readonly string[]; examples: readonly string[]; counterExamples: readonly string[] };

export const SKIP_ASKED: Readonly<Record<'en' | 'es', SkipRule>> = {
  en: {
    said: /\b(?:can|could|may) (?:we|i) (?:please )?(?:skip|pass(?: on)?) (?:this|that|the)(?: one| question)?\b|^(?:(?:sorry|please)[,.]?\s+)?(?:skip|pass)(?: (?:this|that)(?: one| question)?)?(?:,? please)?[.!]*$|^(?:(?:sorry|ok(?:ay)?)[,.]?\s+)?next question,? please[.!]*$|\bi(?:'d| would) rather not (?:talk|speak) about my \p{L}+\b|\bi(?:'d| would) rather not answer\b|\bi (?:don'?t|do not|dont) (?:like|want|wanna) to (?:talk|speak) about my \p{L}+(?: (?:here|now|today|please))?\s*[.!]*$/iu,
    acks: ['Of course, we can leave that one.', 'No problem at all, let’s skip that one.'],
    examples: ['Can we skip this question?', "can we skip this question? i don't like to talk about my family", 'Next question, please.', "I'd rather not talk about my job.", "Sorry, I don't want to talk about my exams.", 'Pass, please.'],
    // 'I don't want to talk about it' after something hard is met by topic-request.ts, which turns the talk to something lighter.
    counterExamples: ["I don't want to talk about it.","I don't want to talk about it, let's talk about films.", 'My teacher said we can skip the test.', 'I skipped breakfast today.', "I don't like to talk about politics at work because people get angry.", 'What is the next question?'],
  },
  es: {
    said: /(?<![\p{L}])(?:podemos|puedo) (?:saltar(?:nos)?|pasar(?: de)?) (?:esta|esa|la) pregunta(?![\p{L}])|^(?:(?:perdona|lo siento|vale)[,.]?\s+)?(?:la )?siguiente pregunta,? por favor[.!]*$|(?<![\p{L}])prefiero no (?:hablar (?:de|sobre) mis? \p{L}+|contestar|responder)(?![\p{L}])|(?<![\p{L}])no (?:quiero|me gusta) hablar (?:de|sobre) mis? \p{L}+\s*[.!]*$/iu,
    acks: ['¡Claro! Pasamos a otra cosa. (Of course! Let’s move on.)', 'Sin problema, la dejamos. (No problem, let’s leave it.)'],
    examples: ['¿Podemos saltar esta pregunta?', 'Prefiero no hablar de mi familia.', 'No quiero hablar de mi trabajo.', 'La siguiente pregunta, por favor.'],
    counterExamples: ['No quiero hablar de eso.', 'Prefiero no hablar de eso.','No quiero hablar de eso, hablemos de música.', 'Mi hermano no quiere hablar de su trabajo.', 'Me salté el desayuno.'],
  },
};

/** Whether the message asks to leave the question or its subject. */
export function asksToSkip(message: string, language: 'en' | 'es'): boolean {
  const text = message.trim();
  // 'I don't want to talk about it, let's talk about films': a topic asked for instead (topic-request.ts).
  if (/[,.;!?]\s*(?:let'?s|can we|i(?:'d| would)? (?:like|want) to) (?:talk|chat|speak) about\b|(?<![\p{L}])(?:hablemos|podemos hablar|quiero hablar) (?:de|sobre)(?![\p{L}])[^.!?]*$/iu.test(text.replace(/^[^,.;!?]*(?:no quiero|don'?t want|rather not)[^,.;!?]*/iu, ''))) return false;
  return SKIP_ASKED[language].said.test(text);
}

/** The subject refused, as its last word ('my family' -> 'family'), to keep the next question off it; null when none is named. */
export function subjectRefused(message: string): string | null {
  return /\babout my (\p{L}+)|(?<![\p{L}])(?:de|sobre) mis? (\p{L}+)/iu.exec(message)?.slice(1).find(Boolean)?.toLowerCase() ?? null;
}

/** Words that keep a question on a subject refused ('family': a question about brothers is about the family too). */
const NEAR_SUBJECT: Readonly<Record<string, RegExp>> = {
  family: /famil|brother|sister|sibling|parent|mother|father|\bmum|\bmom|\bdad|children|\bkids?\b|herman|padre|madre|hij[oa]|abuel|prim[oa]s?\b/i,
  familia: /famil|herman|padre|madre|hij[oa]|abuel|prim[oa]s?\b|brother|sister|parent/i,
  job: /\bjobs?\b|\bwork|career|office|colleague|boss|trabaj|empleo/i,
  work: /\bjobs?\b|\bwork|career|office|colleague|boss|trabaj|empleo/i,
  trabajo: /\bjobs?\b|\bwork|career|trabaj|empleo|oficina|jefe/i,
};

/** Whether a question stays on the subject refused. */
export const staysOnSubject = (question: string, subject: string | null): boolean =>
  !!subject && (NEAR_SUBJECT[subject] ?? new RegExp(`(?<![\\p{L}])${subject}`, 'iu')).test(question);

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
