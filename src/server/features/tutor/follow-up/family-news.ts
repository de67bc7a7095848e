/**
 * A step someone in the learner's family is taking ('My son is starting university in September', 'Mi hija empieza
 * el colegio mañana'), or an occasion of theirs to come (a wedding, a birthday: 'Mi hermana se casa en junio',
 * 'Mañana es el cumpleaños de mi madre'), or something they achieved ('My daughter learned to swim', 'Mi hijo aprobó el
 * examen'), or have coming ('My son has a maths exam on Friday'): met as that person's news, with a question about them or it ('How is he
 * feeling about it?', '¿Cómo lo vais a celebrar?'), not 'What is your son like?' or 'Where does your mother live?'. Each
 * language with the messages it must read and those it must leave, run as tests (family-news.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';
import { agreeWith, englishPerson, ENGLISH_FAMILY_WORDS, spanishPerson, SPANISH_FAMILY_WORDS } from './person-agreement';

type Step = 'university' | 'school' | 'job' | 'wedding' | 'birthday' | 'baby' | 'visit' | 'achievement' | 'milestone' | 'prize' | 'exam' | 'event' | 'expecting';
/** said: a step (groups who, step); occasion: a wedding or a birthday to come (who or who2, and wedding or birthday). */
type FamilyNews = { said: RegExp; occasion: RegExp; examples: readonly string[]; counterExamples: readonly string[] };
/** An occasion already past is no news to ask ahead about. */
const PAST = /(?<![\p{L}])(?:was|got|had|threw|celebrated|yesterday|last|fue|ayer|pasado|pasada|se casó|se casaron|hicimos|celebramos|tuvimos)(?![\p{L}])/iu;


export const FAMILY_NEWS: Readonly<Record<'en' | 'es', FamilyNews>> = {
  en: {
    said: new RegExp(String.raw`\bmy (?<who>${ENGLISH_FAMILY_WORDS}) (?:is starting|starts|started|is going to start|will start|has (?:just )?started|just started) (?:at )?(?:a |the |his |her |their )?(?:new )?(?<step>university|college|uni|school|kindergarten|nursery|job|work)\b|\bmy (?<parent>${ENGLISH_FAMILY_WORDS}) (?:(?:had|has just had|just had|gave birth to|has (?:just )?given birth to) (?:a |her |his |their )?(?:first |second |third |little )?|(?:has|has got) (?:a |her |his |their )?new )(?<baby>baby|son|daughter|boy|girl|twins)\b(?! (?:is|was|goes|went|likes|has)\b)|\bmy (?<guest>${ENGLISH_FAMILY_WORDS}) (?:is|are) (?:coming to (?<visit>visit|see|stay with) (?:us|me)|(?<visit2>visiting|staying with) (?:us|me)|(?<visit3>visiting) from)\b|\bmy (?<achiever>${ENGLISH_FAMILY_WORDS}) (?:has |have )?(?:just |finally |already )?(?<achievement>(?:learned|learnt) (?:how )?to \p{L}+|won (?:a|an|the|his|her|their) (?:\p{L}+ ){0,2}?(?:prize|award|medal|competition|contest|race|tournament|scholarship|trophy)|passed (?:his|her|their|the|an?) (?:\p{L}+ ){0,2}(?:exam|test|exams|tests)|said (?:his|her|their) (?:very )?first words?|took (?:his|her|their) (?:very )?first steps?|(?:lost|got) (?:his|her|their) first tooth|walked for the first time)\b|\bmy (?:little |big |older |younger )?(?<examinee>${ENGLISH_FAMILY_WORDS}) (?:has|has got|is taking|is doing|will take|takes|is going to take) (?:a |an |his |her |their |the )?(?:\p{L}+ ){0,2}?(?<exam>exams?|tests?|interview)\b(?! (?:last|yesterday|drive)\b)|\bmy (?:little |big |older |younger )?(?<player>${ENGLISH_FAMILY_WORDS}) (?:has|has got|is playing in|will play in|is in) (?:a |an |his |her |their |the )?(?:\p{L}+ ){0,2}?(?<event>match|game|race|competition|tournament|concert|recital|performance)\b(?! (?:last|yesterday)\b)|\bmy (?:little |big |older |younger )?(?<mother>${ENGLISH_FAMILY_WORDS}|(?:best |good |close )?friend) (?:is|are) (?<expecting>pregnant|expecting(?: a baby| twins)?|having a baby)\b`, 'iu'),
    occasion: new RegExp(String.raw`\bmy (?<who>${ENGLISH_FAMILY_WORDS}|(?:best |good |close |old )?friend)(?:'s|’s) (?:\d{1,3}(?:st|nd|rd|th) |(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\p{L}+teenth|\p{L}+tieth) )?(?<birthday>birthday)\b|\bmy (?<who2>${ENGLISH_FAMILY_WORDS}|(?:best |good |close |old )?friend) (?:is|are) (?<wedding>getting married|going to get married)\b`, 'iu'),
    examples: ['My son said his first word!', 'My daughter took her first steps yesterday.', 'My sister gave birth to a baby boy yesterday!', 'My brother won a prize at school.', 'My daughter won a swimming medal!', 'My mother-in-law is staying with us until Sunday.', 'My grandparents are visiting from Brazil.', 'My son has a maths exam on Friday.', 'My son has a football match on Saturday.', 'My sister is pregnant!', 'My best friend is expecting twins.', 'My daughter is in a dance competition next week.', 'My little sister is taking her driving test tomorrow.', 'My daughter learned to ride a bike last week.', 'My son passed his driving test!', 'My parents have finally learnt to use video calls.', 'My mother is coming to visit us next week.', 'My parents are visiting us in May.', 'My sister has a new baby, his name is Leo.', 'My brother just had a baby girl!', 'My son is starting university in September.', 'My daughter started school yesterday.', 'My husband starts a new job on Monday.', 'My sister is getting married in June.', 'My best friend is getting married next month and I am the best man.', "It's my dad's birthday tomorrow.", "We are planning a party for my daughter's 18th birthday.", "It's my grandma's ninetieth birthday on Sunday.", "Tomorrow is my best friend's birthday.", "It's my friend's birthday on Saturday and I'm baking a cake."],
    counterExamples: ['My son said his name.', 'My son had an exam yesterday.', 'My son had a football match yesterday.', 'My sister was pregnant when she got the job.', 'My son likes football matches.', 'My brother has a test drive.', 'My son is learning to swim.', 'I hope my sister passes her exam.', 'My brother learned English at school.', 'My mother visits us every Sunday.', 'My sister has a son and a daughter.', 'My sister has a baby face.', 'My son is at university.', 'I am starting university in September.', 'My son likes his school.', 'Is your son starting school?', 'My sister got married last year.', "Yesterday was my mum's birthday.", 'When is your dad’s birthday?', "Last week was my best friend's birthday."],
  },
  es: {
    said: new RegExp(`(?<![\\p{L}])mis? (?<who>${SPANISH_FAMILY_WORDS}) (?:empieza|empiezan|empezó|empezaron|va a empezar|van a empezar|comienza|comenzó) (?:en )?(?:la |el |un |una |su )?(?:nuevo |nueva )?(?<step>universidad|colegio|escuela|guardería|instituto|trabajo)(?:\\s+nuevo)?(?![\\p{L}])|(?<![\\p{L}])mis? (?<parent>${SPANISH_FAMILY_WORDS}) (?:tuvo|ha tenido|acaba de tener) (?:un|una) (?<baby>bebé|niño|niña|hijo|hija)(?![\\p{L}])|(?<![\\p{L}])mis? (?<guest>${SPANISH_FAMILY_WORDS}) (?:(?:viene|vienen|va a venir|van a venir)(?: de (?:\\p{Lu}\\p{L}+)(?: \\p{Lu}\\p{L}+)?)? a (?<visit>visitarnos|visitarme|vernos|verme|quedarse con nosotros)|(?:está|están|se queda|se quedan) (?:en casa )?(?<visit2>con nosotros|conmigo))(?![\\p{L}])|(?<![\\p{L}])mis? (?<achiever>${SPANISH_FAMILY_WORDS}) (?:ya |por fin )?(?<achievement>(?:aprendió|aprendieron|ha aprendido|han aprendido) a \\p{L}+|(?:ganó|ganaron|ha ganado|han ganado) (?:un|una|el|la|su) (?:\\p{L}+ ){0,2}?(?:premio|medalla|concurso|competición|carrera|torneo|beca|trofeo)|(?:aprobó|aprobaron|ha aprobado|han aprobado) (?:el|su|sus|los|todos sus|todos los) (?:\\p{L}+ ){0,2}?(?:examen|exámenes|carnet|carné)|(?:dijo|ha dicho) su primera palabra|(?:dio|ha dado) sus primeros pasos|(?:caminó|ha caminado|andó|anduvo) por primera vez)(?![\\p{L}])|(?<![\\p{L}])mis? (?<examinee>${SPANISH_FAMILY_WORDS})(?: (?:pequeñ[oa]s?|mayor(?:es)?))? (?:tiene|tienen|va a tener|van a tener|hace|hacen) (?:un|una|el|la|su|sus|los) (?:\\p{L}+ ){0,2}?(?<exam>examen|exámenes|prueba|entrevista)(?![\\p{L}])|(?<![\\p{L}])mis? (?<player>${SPANISH_FAMILY_WORDS})(?: (?:pequeñ[oa]s?|mayor(?:es)?))? (?:tiene|tienen|juega|juegan|va a tener|van a tener) (?:un|una|el|la|su|sus) (?:\\p{L}+ ){0,3}?(?<event>partido|carrera|competición|torneo|concierto|actuación)(?![\\p{L}])|(?<![\\p{L}])mis? (?<mother>${SPANISH_FAMILY_WORDS}|(?:mejor )?amig[oa])(?: (?:pequeñ[oa]s?|mayor(?:es)?|menor(?:es)?))? (?:está|están) (?<expecting>embarazadas?|esperando un bebé)(?![\\p{L}])|(?<![\\p{L}])mis? (?<mother2>${SPANISH_FAMILY_WORDS}|(?:mejor )?amig[oa])(?: (?:pequeñ[oa]s?|mayor(?:es)?|menor(?:es)?))? (?:va|van) a tener (?<expecting2>un bebé|gemelos)(?![\\p{L}])`, 'iu'),
    occasion: new RegExp(`(?<![\\p{L}])(?:(?<birthday>cumpleaños) de mis? (?<who>${SPANISH_FAMILY_WORDS}|(?:mejor )?amig[oa])|mis? (?<who3>${SPANISH_FAMILY_WORDS}) (?<birthday2>cumple|cumplen|va a cumplir|van a cumplir) (?:\\d{1,3}|\\p{L}+(?: y \\p{L}+)?) años|mis? (?<who2>${SPANISH_FAMILY_WORDS}|(?:mejor )?amig[oa]) (?<wedding>se casan?|se van? a casar))(?![\\p{L}])`, 'iu'),
    examples: ['Mi hijo dijo su primera palabra.', 'Mi hija dio sus primeros pasos ayer.', 'Mi hermano ganó un premio en la escuela.', 'Mi hija ha ganado una medalla de natación.', 'Mis tíos vienen de Buenos Aires a visitarnos.', 'Mi abuela se queda con nosotros hasta el domingo.', 'Mi hija tiene un examen de inglés el viernes.', 'Mi hijo tiene un partido de fútbol el sábado.', 'Mi hermana menor está embarazada.', 'Mi prima va a tener un bebé en marzo.', 'Mi hija tiene un concierto de piano en mayo.', 'Mi hermano pequeño tiene una entrevista mañana.', 'Mi hijo aprendió a leer este verano.', 'Mi hermana aprobó el examen de conducir.', 'Mis padres por fin han aprendido a usar el móvil.', 'Mi madre viene a visitarnos la semana que viene.', 'Mis padres van a venir a vernos en mayo.', 'Mi hermana tuvo un bebé la semana pasada.', 'Mi prima ha tenido una niña.', 'Mi hijo empieza la universidad en septiembre.', 'Mi hija empezó el colegio ayer.', 'Mi marido empieza un trabajo nuevo el lunes.', 'Mi hermana se casa en junio.', 'Mi mejor amiga se casa en agosto.', 'Mañana es el cumpleaños de mi madre.', 'Mi abuelo cumple ochenta años en mayo.', 'Mañana es el cumpleaños de mi mejor amiga.', 'El viernes es el cumpleaños de mi amigo y vamos a cenar fuera.'],
    counterExamples: ['Mi hija tuvo un examen ayer.', 'Mi hijo tuvo un partido ayer.', 'Mi hermana estaba embarazada en esa foto.', 'Mi hijo juega al fútbol.', 'Mi hijo tiene un perro.', 'Mi hija está aprendiendo a nadar.', 'Espero que mi hermano apruebe el examen.', 'Mi hermano aprendió inglés en el colegio.', 'Mi madre nos visita todos los domingos.', 'Mi hermana tiene un bebé muy tranquilo.', 'Mi hijo está en la universidad.', 'Empiezo la universidad en septiembre.', '¿Tu hijo empieza el colegio?', 'Mi hermana se casó el año pasado.', 'Ayer fue el cumpleaños de mi padre.', 'Mi abuela cumplió noventa años.', 'Mi hijo tiene diez años.', '¿Cuándo es el cumpleaños de tu madre?', 'Ayer fue el cumpleaños de mi mejor amigo.'],
  },
};

const stepOf = (word: string): Step => (/^(?:said|took|lost|got|walked|dijo|ha dicho|dio|ha dado|caminó|ha caminado|andó|anduvo) /i.test(word) ? 'milestone' : /^(?:pregnant|expecting|having a baby|embarazad|esperando un bebé|un bebé$|gemelos)/i.test(word) ? 'expecting' : /^(?:match|game|race|competition|tournament|concert|recital|performance|partido|carrera|competición|torneo|concierto|actuación)$/i.test(word) ? 'event' : /^(?:staying with|con nosotros|conmigo)$/i.test(word) ? 'visit' : /^(?:cumple|cumplen|va a cumplir|van a cumplir)$/i.test(word) ? 'birthday' : /^(?:exams?|tests?|interview|examen|exámenes|prueba|entrevista)$/i.test(word) ? 'exam' : /^(?:won|gan)/i.test(word) ? 'prize' : /^(?:learn|passed|aprend|aprob)/i.test(word) ? 'achievement' : /^(?:visit|see|stay with|visiting|visitarnos|visitarme|vernos|verme|quedarse con nosotros)$/i.test(word) ? 'visit' : /^(?:baby|son|daughter|boy|girl|bebé|niño|niña|hijo|hija)$/i.test(word) ? 'baby' : /^(?:birthday|cumpleaños)$/i.test(word) ? 'birthday' : /married|casa/i.test(word) ? 'wedding' : /^(?:university|college|uni|universidad)$/i.test(word) ? 'university' : /^(?:job|work|trabajo)$/i.test(word) ? 'job' : 'school');

const QUESTIONS_EN: Record<Step, readonly string[]> = {
  university: ['What {is} {subject} going to study?', 'How {is} {subject} feeling about it?'],
  school: ['How {is} {subject} feeling about it?', 'How did you help {object} get ready?'],
  job: ['What will {subject} be doing?', 'How {is} {subject} feeling about it?'],
  wedding: ['Where is the wedding going to be?', 'How {is} {subject} feeling about it?'],
  birthday: ['How are you going to celebrate?', 'What are you going to give {object}?'],
  baby: ['Have you met the baby yet?', 'How {is} {subject} doing with the new baby?'],
  visit: ['How long {is} {subject} staying?', 'What are you going to do together?'],
  achievement: ['How long did it take {object}?', 'How did you celebrate?'],
  milestone: ['How did you feel when it happened?', 'Who else was there to see it?'],
  prize: ['How did you celebrate?', 'Were you there to see it?'],
  exam: ['How {is} {subject} getting ready for it?', 'How {is} {subject} feeling about it?'],
  event: ['Are you going to watch {object}?', 'How {is} {subject} feeling about it?'],
  expecting: ['When is the baby due?', 'How {is} {subject} feeling?'],
};
const QUESTIONS_ES: Record<Step, readonly string[]> = {
  university: ['¿Qué va{n} a estudiar? (What {is} {subject} going to study?)', '¿Cómo se siente{n}? (How {is} {subject} feeling about it?)'],
  school: ['¿Cómo se siente{n}? (How {is} {subject} feeling about it?)', '¿Está{n} {contento}? ({Is} {subject} happy about it?)'],
  job: ['¿De qué va{n} a trabajar? (What will {subject} be doing?)', '¿Cómo se siente{n}? (How {is} {subject} feeling about it?)'],
  wedding: ['¿Dónde va a ser la boda? (Where is the wedding going to be?)', '¿Cómo se siente{n}? (How {is} {subject} feeling about it?)'],
  birthday: ['¿Cómo lo vais a celebrar? (How are you going to celebrate?)', '¿Qué {le} vas a regalar? (What are you going to give {object}?)'],
  baby: ['¿Ya conoces al bebé? (Have you met the baby yet?)', '¿Cómo está el bebé? (How is the baby?)'],
  visit: ['¿Cuánto tiempo se va{n} a quedar? (How long {is} {subject} staying?)', '¿Qué vais a hacer juntos? (What are you going to do together?)'],
  achievement: ['¿Cuánto tiempo {le} costó? (How long did it take {object}?)', '¿Cómo lo celebrasteis? (How did you celebrate?)'],
  milestone: ['¿Cómo te sentiste? (How did you feel?)', '¿Quién más estaba allí para verlo? (Who else was there to see it?)'],
  prize: ['¿Cómo lo celebrasteis? (How did you celebrate?)', '¿Estuviste allí para verlo? (Were you there to see it?)'],
  exam: ['¿Cómo se está{n} preparando? (How {is} {subject} getting ready for it?)', '¿Cómo se siente{n}? (How {is} {subject} feeling about it?)'],
  event: ['¿Vas a ir a ver{lo}? (Are you going to watch {object}?)', '¿Cómo se siente{n}? (How {is} {subject} feeling about it?)'],
  expecting: ['¿Para cuándo espera{n} al bebé? (When is the baby due?)', '¿Cómo se encuentra{n}? (How {is} {subject} feeling?)'],
};
const STEP_ACKS = { en: ['What a big step for {object}!', 'How exciting for {object}!'], es: ['¡Qué gran paso! (What a big step!)', '¡Qué emocionante! (How exciting!)'] };
const ACKS: Readonly<Record<'en' | 'es', Readonly<Record<Step, readonly string[]>>>> = {
  en: { university: STEP_ACKS.en, school: STEP_ACKS.en, job: STEP_ACKS.en, wedding: ['How wonderful, a wedding!', 'Congratulations to {object}!'], birthday: ['How lovely, a birthday!', 'A birthday, how nice!'], baby: ['Congratulations to {object}!', 'How wonderful, a new baby!'], visit: ['How lovely, a visit!', 'A visit, how nice!'], achievement: ['Well done to {object}!', 'You must be so proud of {object}!'], milestone: ['What a special moment!', 'How wonderful, you must be so proud!'], prize: ['Well done to {object}!', 'You must be so proud of {object}!'], exam: ['Good luck to {object}!', 'I hope it goes well for {object}!'], event: ['Good luck to {object}!', 'How exciting!'], expecting: ['Congratulations to {object}!', 'How wonderful, a baby on the way!'] },
  es: { university: STEP_ACKS.es, school: STEP_ACKS.es, job: STEP_ACKS.es, wedding: ['¡Qué bonito, una boda! (How lovely, a wedding!)', '¡Enhorabuena! (Congratulations!)'], birthday: ['¡Qué bonito, un cumpleaños! (How lovely, a birthday!)', '¡Qué bien! (How nice!)'], baby: ['¡Enhorabuena a tu familia! (Congratulations to your family!)', '¡Qué alegría, un bebé! (How wonderful, a baby!)'], visit: ['¡Qué bien, una visita! (How lovely, a visit!)'], achievement: ['¡Qué orgullo! (How proud you must be!)', '¡Enhorabuena! ¡Qué alegría! (Congratulations! How wonderful!)'], milestone: ['¡Qué momento tan especial! (What a special moment!)', '¡Qué alegría! (How wonderful!)'], prize: ['¡Qué orgullo! (How proud you must be!)', '¡Enhorabuena! ¡Qué alegría! (Congratulations! How wonderful!)'], exam: ['¡Que {le} vaya muy bien! (I hope it goes really well for {object}!)', '¡Mucha suerte! (Good luck!)'], event: ['¡Mucha suerte! (Good luck!)', '¡Qué emocionante! (How exciting!)'], expecting: ['¡Enhorabuena! ¡Qué alegría! (Congratulations! How wonderful!)', '¡Qué bonito, un bebé en camino! (How lovely, a baby on the way!)'] },
};

/**
 * The learner's own part in it, told beside the news ('...and I have to give a speech', '...and I am the best man',
 * '...y tengo que dar un discurso'): asked about that part, not only where the wedding is.
 */
const OWN_PART: Readonly<Record<'en' | 'es', ReadonlyArray<readonly [RegExp, readonly string[]]>>> = {
  en: [
    [/\bI (?:have to|need to|must|will|am going to|'m going to|'ll) (?:give|make|write|do) (?:a|the) speech\b/i, ['Have you started writing your speech?', 'How are you feeling about giving the speech?']],
    [/\bI(?:'m| am| will be|'ll be) (?:the |a |one of the )?(?<role>best man|bridesmaids?|maid of honou?r|witness|godmother|godfather)\b/i, ['What do you have to do as the {role}?', 'How are you feeling about being the {role}?']],
  ],
  es: [
    [/(?<![\p{L}])(?:tengo que|voy a) (?:dar|hacer|escribir) (?:un|el) discurso(?![\p{L}])/iu, ['¿Ya has empezado a escribir el discurso? (Have you started writing your speech?)', '¿Te da nervios hablar delante de todos? (Does speaking in front of everyone make you nervous?)']],
    [/(?<![\p{L}])(?:soy|voy a ser|seré) (?:el |la )?(?:padrino|madrina|testigo|dama de honor)(?![\p{L}])/iu, ['¿Qué tienes que hacer en la boda? (What do you have to do at the wedding?)']],
  ],
};

function ownPartQuestions(message: string, language: 'en' | 'es'): string[] {
  for (const [said, questions] of OWN_PART[language]) {
    const found = said.exec(message);
    if (found) return questions.map((q) => q.replace('{role}', found.groups?.role?.toLowerCase() ?? ''));
  }
  return [];
}

export function respondToFamilyNews(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  const language = isSpanish ? 'es' : 'en';
  if (/\?\s*$/.test(message.trim())) return null;
  const found = FAMILY_NEWS[language].said.exec(message) ?? (PAST.test(message) ? null : FAMILY_NEWS[language].occasion.exec(message));
  if (!found?.groups) return null;
  const { who, who2, who3, parent, guest, achiever, examinee, player, mother, mother2, step, wedding, birthday, birthday2, baby, visit, visit2, visit3, achievement, exam, event, expecting, expecting2 } = found.groups;
  const person = (isSpanish ? spanishPerson : englishPerson)((who ?? who2 ?? who3 ?? parent ?? guest ?? achiever ?? examinee ?? player ?? mother ?? mother2)!);
  const kind = stepOf((step ?? wedding ?? birthday ?? birthday2 ?? baby ?? visit ?? visit2 ?? visit3 ?? achievement ?? exam ?? event ?? expecting ?? expecting2)!);
  const ownPart = ownPartQuestions(message, language).filter((q) => !wasAlreadyAsked(q, assistantMessages));
  const questions = ownPart.length > 0 ? ownPart : (isSpanish ? QUESTIONS_ES : QUESTIONS_EN)[kind].map((q) => agreeWith(q, person));
  const fresh = questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  if (fresh.length === 0) return null;
  return { acknowledgement: agreeWith(chooser.pick('family-news-ack', ACKS[language][kind]), person), question: chooser.pick('family-news-question', fresh) };
}
