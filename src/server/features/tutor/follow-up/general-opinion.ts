/**
 * A view about people or the world in general ('In my opinion, social media is bad for young people', 'Creo que la gente
 * debería usar más el transporte público'): asked why, or whether others agree, when no question of the teacher's banks
 * is on its topic; never 'What do you like most about people?' or '¿Por qué son importantes los niños para ti?'. Each
 * language with the messages it must read and those it must leave, run as tests (general-opinion.test.ts).
 */
/** `questions` may name what the view is about ({subject}; {subjectEn} in the English between brackets). */
type OpinionRule = { said: RegExp; questions: readonly string[]; examples: readonly string[]; counterExamples: readonly string[] };

const SUBJECTS_EN = 'people|young people|children|kids|teenagers|students|parents|society|technology|social media|the internet|phones|smartphones|governments?|the government|everyone|everybody|cities|big cities|the world|schools|tourism|advertising|money|cars';
/** What a Spanish view is about, and how the English between brackets names it. */
const SUBJECTS_ES: Readonly<Record<string, string>> = {
  'la gente': 'people', 'las personas': 'people', 'los jóvenes': 'young people', 'los niños': 'children', 'los adolescentes': 'teenagers',
  'los estudiantes': 'students', 'los padres': 'parents', 'la sociedad': 'society', 'la tecnología': 'technology', 'las redes sociales': 'social media',
  internet: 'the internet', 'el gobierno': 'the government', 'los gobiernos': 'governments', 'las ciudades': 'cities', 'el turismo': 'tourism',
  'los móviles': 'mobile phones', 'el dinero': 'money', 'los coches': 'cars', 'las escuelas': 'schools', 'los colegios': 'schools',
};

export const GENERAL_OPINION: Readonly<Record<'en' | 'es', OpinionRule>> = {
  en: {
    said: new RegExp(String.raw`^(?:(?:well|personally|honestly),?\s+)?(?:I (?:think|believe|feel)|in my (?:opinion|view)|for me|it seems to me)\b,?(?: that)?\s+(?:nowadays |today |these days |in general )?(?:(?:many|most|some|all) )?(?<subject>${SUBJECTS_EN})\b`, 'i'),
    questions: ['Why do you think that about {subject}?', 'Do you think most people agree with you?'],
    examples: ['In my opinion, social media is bad for young people.', 'I believe children spend too much time on their phones.', 'Personally, I think most people work too much.'],
    counterExamples: ['I think my brother works too much.', 'I love social media.', 'People are friendly in my town.', 'I think I will stay at home.'],
  },
  es: {
    said: new RegExp(String.raw`^(?:(?:pues|bueno|personalmente),?\s+)?(?:en mi opinión|creo que|pienso que|me parece que|opino que|para mí)(?![\p{L}]),?\s+(?:hoy en día |en general |ahora )?(?:muchos de |la mayoría de )?(?<subject>${Object.keys(SUBJECTS_ES).join('|')})(?![\p{L}])`, 'iu'),
    questions: ['¿Por qué piensas eso de {subject}? (Why do you think that about {subjectEn}?)', '¿Crees que mucha gente está de acuerdo contigo? (Do you think many people agree with you?)'],
    examples: ['En mi opinión, las redes sociales son malas para los jóvenes.', 'Creo que la gente debería usar más el transporte público.', 'Pienso que los niños pasan demasiado tiempo con el móvil.'],
    counterExamples: ['Creo que mi hermano trabaja demasiado.', 'Me encantan las redes sociales.', 'La gente es muy simpática en mi pueblo.', 'Creo que voy a quedarme en casa.'],
  },
};

/** The questions about the view the message gives, its subject named; none when it gives no general view. */
export function questionsOnOpinion(message: string, isSpanish: boolean): string[] {
  const rule = GENERAL_OPINION[isSpanish ? 'es' : 'en'];
  const subject = rule.said.exec(message.trim())?.groups?.subject?.toLowerCase();
  if (!subject) return [];
  return rule.questions.map((q) => q.replace('{subject}', subject).replace('{subjectEn}', SUBJECTS_ES[subject] ?? subject));
}

export const givesGeneralOpinion = (message: string, isSpanish: boolean): boolean => questionsOnOpinion(message, isSpanish).length > 0;
