/**
 * Questions about Lucía asked in Spanish ("¿De dónde eres?", "¿Y tú?", "¿Tú qué haces los fines de semana?"),
 * put as the English question answer-about-teacher.ts answers, so she answers as herself instead of "no estoy
 * segura". Each with the questions it must read and the ones it must leave (run as tests).
 */

import { favouriteKindOf } from '../packs/es/favourite-kinds';
import HABITS from '../packs/es/words/habits.json';
import { tasteDomainOf } from './teacher-tastes';

export type SpanishAboutTeacher = { asked: RegExp; inEnglish: string; examples: readonly string[]; counterExamples: readonly string[] };

/**
 * Things she may be asked whether she does or can do: the infinitive, the 'tú' form, the English she answers, and its
 * -ing form. The pastimes a learner tells her of that she has a word on (packs/es/words/habits.json, `herOwn`: not
 * listening or watching, which she answers as a taste in music or films when asked with 'te gusta'), and swimming.
 */
const ACTIVITIES: ReadonlyArray<readonly [string, string, string, string]> = [
  ...Object.values(HABITS.verbs as Record<string, { you: string; infinitive: string; english: string; englishIng: string; herOwn?: boolean }>)
    .filter((verb) => verb.herOwn)
    .map((verb) => [verb.infinitive, verb.you, verb.english, verb.englishIng] as const),
  ['nadar', 'nadas', 'swim', 'swimming'],
];
/** What may follow the verb in the question ('¿Lees novelas?', '¿Escuchas música?'): a kind of thing from the same list. */
const THING_ASKED = `(?: (?:${Object.keys(HABITS.things).join('|')}))?`;

const FREE_TIME = '(?:los fines de semana|el fin de semana|en tu tiempo libre|para divertirte)';

export const SPANISH_ABOUT_TEACHER: readonly SpanishAboutTeacher[] = [
  {
    // Before 'where do you live': '¿Qué tiempo hace donde vives?' asks about the weather.
    asked: /\bqu[eé] tiempo hace (?:en valencia|en espa[ñn]a|donde vives|en tu ciudad)\b|\bc[oó]mo es el (?:tiempo|clima) (?:en valencia|en espa[ñn]a|donde vives|en tu ciudad)\b/i,
    inEnglish: 'what is the weather like where you live',
    examples: ['¿Qué tiempo hace en Valencia?', '¿Cómo es el clima en tu ciudad?', 'Y ¿qué tiempo hace donde vives?'],
    counterExamples: ['¿Qué tiempo hace hoy?', '¿Qué tiempo hace en Londres en abril?', 'En Valencia hace buen tiempo.'],
  },
  {
    asked: /\bde d[oó]nde (?:eres|es usted)\b|^¿?\s*(?:y )?(?:t[uú],? )?¿?\s*eres de d[oó]nde(?: t[uú])?\s*\?*\s*$/i,
    inEnglish: 'where are you from',
    examples: ['¿De dónde eres?', 'Y tú, ¿de dónde eres?', 'tu eres de donde?', 'Y tú, eres de dónde?'],
    counterExamples: ['¿De dónde es tu familia?'],
  },
  {
    asked: /\bd[oó]nde vives\b/i,
    inEnglish: 'where do you live',
    examples: ['¿Dónde vives?'],
    counterExamples: ['¿Dónde vive tu hermana?'],
  },
  {
    asked: /^¿?\s*(?:y )?qui[eé]n eres(?: tú)?\s*\?*$|\b(?:h[aá]blame|cu[eé]ntame) (?:un poco )?(?:de|sobre) ti\b|\bpres[eé]ntate\b/i,
    inEnglish: 'tell me about yourself',
    examples: ['¿Quién eres?', 'Háblame de ti.', 'Cuéntame un poco sobre ti, por favor.', 'Preséntate, por favor.'],
    counterExamples: ['¿Quién es tu profesor?', 'Háblame de tu ciudad.'],
  },
  {
    asked: /\bc[oó]mo te llamas\b|\bcu[aá]l es tu nombre\b/i,
    inEnglish: "what's your name",
    examples: ['¿Cómo te llamas?'],
    counterExamples: ['¿Cómo se llama tu perro?'],
  },
  {
    asked: /\b(?:(?:tú |usted )?tienes|tiene usted) (?:hijos|niños|familia)\b|^¿?\s*(?:y )?(?:tú|usted),? (?:tienes|tiene) hijos\b/i,
    inEnglish: 'do you have children',
    examples: ['¿Tú tienes hijos?', '¿Tienes hijos?', '¿Tienes familia?'],
    counterExamples: ['Tengo dos hijos.', '¿Cuántos hijos tiene tu hermana?', 'Mi hermano tiene hijos.'],
  },
  {
    asked: /\b(?:(?:tú |usted )?tienes|tiene usted) (?:mascotas?|(?:un )?perro|(?:un )?gato|animales)\b/i,
    inEnglish: 'do you have pets',
    examples: ['¿Tienes mascotas?', '¿Tú tienes perro?'],
    counterExamples: ['Tengo un perro.', '¿Tu hermano tiene gato?'],
  },
  // Her own life (TEACHER_LIFE in teacher-tastes.ts): brothers and sisters, when she gets up, her city, whether she is married.
  {
    asked: /(?<![\p{L}])(?:(?:tú |usted )?tienes|tiene usted) herman[oa]s?(?: o herman[oa]s?)?(?![\p{L}])|(?<![\p{L}])cu[aá]ntos hermanos tienes(?![\p{L}])/iu,
    inEnglish: 'do you have brothers or sisters',
    examples: ['¿Tienes hermanos?', '¿Y tú, tienes hermanos?', '¿Tienes hermanos o hermanas?', '¿Cuántos hermanos tienes?'],
    counterExamples: ['Tengo dos hermanos.', '¿Tu madre tiene hermanos?', '¿Cuántos hermanos tiene tu padre?'],
  },
  {
    asked: /(?<![\p{L}])c[oó]mo se llama tu hermano(?![\p{L}])|(?<![\p{L}])cu[aá]l es el nombre de tu hermano(?![\p{L}])/iu,
    inEnglish: "what is your brother's name",
    examples: ['¿Cómo se llama tu hermano?', '¿y como se llama tu hermano?'],
    counterExamples: ['Mi hermano se llama Juan.', '¿Cómo se llama tu perro?'],
  },
  {
    asked: /(?<![\p{L}])a qu[eé] hora (?:cenas|comes)(?: tú)?(?![\p{L}])|(?<![\p{L}])cu[aá]ndo cenas(?![\p{L}])/iu,
    inEnglish: 'what time do you have dinner',
    examples: ['¿A qué hora cenas tú?', '¿a que hora cenas?', '¿A qué hora comes?'],
    counterExamples: ['Ceno a las ocho.', '¿A qué hora cena tu familia?'],
  },
  {
    asked: /^¿?\s*(?:y )?(?:tú |usted )?(?:viajas|viaja usted)(?: mucho| a menudo)?(?: tú)?\s*\?+\s*$/iu,
    inEnglish: 'do you travel a lot',
    examples: ['¿Tú viajas mucho?', '¿Viajas mucho?', '¿Y tú viajas a menudo?'],
    counterExamples: ['Viajo mucho.', '¿Viajas a Madrid en tren?'],
  },
  {
    asked: /(?<![\p{L}])a qu[eé] hora te (?:levantas|despiertas)(?![\p{L}])|(?<![\p{L}])cu[aá]ndo te levantas(?![\p{L}])|^¿?\s*(?:y )?(?:tú )?te levantas (?:temprano|pronto|tarde)(?: tú)?\s*\?+\s*$|^¿?\s*(?:y )?(?:a ti,? )?(?:tú,? )?(?:te gusta madrugar|madrugas)(?: (?:mucho|tú|a ti))*\s*\?+\s*$/iu,
    inEnglish: 'what time do you get up',
    examples: ['¿A qué hora te levantas tú?', '¿A qué hora te despiertas?', '¿Te levantas temprano?', '¿A ti te gusta madrugar?', '¿Madrugas mucho?', '¿Y tú, madrugas?'],
    counterExamples: ['Me levanto a las siete.', '¿A qué hora se levanta tu hijo?', '¿A qué hora abre el mercado?'],
  },
  {
    asked: /(?<![\p{L}])cu[aá]nt(?:as horas|o) duermes(?![\p{L}])|(?<![\p{L}])a qu[eé] hora te (?:acuestas|duermes|vas a (?:la cama|dormir))(?![\p{L}])|(?<![\p{L}])(?:duermes (?:bien|mucho|poco)|te acuestas (?:tarde|pronto|temprano))(?: tú)?\s*\?+\s*$/iu,
    inEnglish: 'how many hours do you sleep',
    examples: ['¿Cuántas horas duermes tú?', '¿A qué hora te acuestas?', '¿Duermes bien?', '¿Cuánto duermes?', '¿A qué hora te duermes?', '¿Te acuestas tarde?'],
    counterExamples: ['Duermo ocho horas.', '¿Cuántas horas duerme tu hijo?', '¿A qué hora se acuesta tu hermano?'],
  },
  {
    // After the weather ('¿Cómo es el clima en tu ciudad?'); not her favourite city, nor another place.
    asked: /^¿?\s*(?:y )?(?:c[oó]mo es )?tu ciudad\s*\?+\s*$|(?<![\p{L}])(?:c[oó]mo es|qu[eé] tal es) (?:valencia|tu ciudad)(?![\p{L}])(?! favorit)|(?<![\p{L}])(?:h[aá]blame|cu[eé]ntame) (?:un poco )?(?:de|sobre) (?:valencia|tu ciudad)(?![\p{L}])/iu,
    inEnglish: 'what is your city like',
    examples: ['¿Y tu ciudad?', '¿Cómo es Valencia?', '¿Cómo es tu ciudad?', 'Háblame de tu ciudad.'],
    counterExamples: ['¿Cómo es tu hermano?', '¿Cómo es Londres?', 'Mi ciudad es muy bonita.', '¿Cómo es tu ciudad favorita?', '¿Cómo es el clima en tu ciudad?'],
  },
  {
    asked: /(?<![\p{L}])(?:(?:tú |usted )?est[aá]s|eres|est[aá] usted) (?:casad[ao]|solter[ao])(?![\p{L}])/iu,
    inEnglish: 'are you married',
    examples: ['¿Estás casada?', '¿Tú estás casada?', '¿Eres soltera?'],
    counterExamples: ['Estoy casada.', '¿Tu hermana está casada?', '¿Estás cansada?'],
  },
  {
    asked: /\beres (?:un |una )?(?:robot|persona real|humana?|real|ia|inteligencia artificial|m[aá]quina|programa)\b/i,
    inEnglish: 'are you a robot',
    examples: ['¿Eres un robot?', '¿Eres una persona real?'],
    counterExamples: [],
  },
  {
    asked: /(?<![\p{L}])hablas (?:tambi[eé]n )?valenciano(?![\p{L}])/iu,
    inEnglish: 'do you speak valencian',
    examples: ['¿Hablas valenciano también?', '¿Hablas valenciano?'],
    counterExamples: ['Mi amiga habla valenciano.'],
  },
  {
    asked: /(?<![\p{L}])qu[eé] desayunas(?![\p{L}])|(?<![\p{L}])tomas caf[eé] con leche(?![\p{L}])/iu,
    inEnglish: 'what do you have for breakfast',
    examples: ['¿Qué desayunas? ¿Tomas café con leche?', '¿Qué desayunas normalmente?'],
    counterExamples: ['Desayuno café con leche.'],
  },
  {
    asked: /(?<![\p{L}])cu[aá]ntos años tienes(?![\p{L}])|(?<![\p{L}])qu[eé] edad tienes(?![\p{L}])/iu,
    inEnglish: 'how old are you',
    examples: ['¿Cuántos años tienes, Lucía?', '¿Qué edad tienes?'],
    counterExamples: ['Tengo treinta años.', '¿Cuántos años tiene tu hermano?'],
  },
  {
    asked: /(?<![\p{L}])d[oó]nde trabajas(?![\p{L}])/iu,
    inEnglish: 'where do you work',
    examples: ['¿Dónde trabajas tú?', '¿Y dónde trabajas?'],
    counterExamples: ['¿Dónde trabaja tu madre?', 'Trabajo en un banco.'],
  },
  {
    asked: /(?<![\p{L}])por qu[eé] (?:eres profesora|te hiciste profesora|eres maestra|enseñas|decidiste ser profesora|quisiste ser profesora)(?![\p{L}])/iu,
    inEnglish: 'why are you a teacher',
    examples: ['¿Por qué eres profesora?', '¿Y por qué enseñas español?', '¿Por qué decidiste ser profesora?'],
    counterExamples: ['¿Por qué es profesora tu hermana?'],
  },
  {
    asked: /(?<![\p{L}])(?:en )?qu[eé] trabajas|(?<![\p{L}])a qu[eé] te dedicas|(?<![\p{L}])cu[aá]l es tu (?:trabajo|profesi[oó]n)/iu,
    inEnglish: 'what is your job',
    examples: ['¿En qué trabajas?', '¿A qué te dedicas?', '¿Cuál es tu trabajo?'],
    counterExamples: ['¿En qué trabaja tu hermano?', 'Trabajo en un hospital.'],
  },
  {
    // Alone, or after the learner's own answer: 'Estoy bien, ¿y tú?', or one word of how they are with no comma ('bien y tu?').
    // '¿Y a ti?' after a taste told ('Me gusta nadar. ¿Y a ti?'): the same asked back.
    asked: /(?:^|[,.!]\s*|(?<![\p{L}])(?:bien|mal|regular|genial|fenomenal|cansad[oa]|gracias)\s+)¿?\s*y (?:tú|tu|usted|a ti|a usted)(?: también)?\s*\?*$/iu,
    inEnglish: 'and you',
    examples: ['¿Y tú?', 'y tu?', 'Estoy bien, ¿y tú?', 'Muy bien, gracias. ¿Y tú?', 'Me gusta nadar y leer libros. ¿Y a ti?', '¿Y a ti también?', 'bien y tu?', 'Muy bien gracias y tú?'],
    counterExamples: ['¿Y tu hermano?', 'Yo y tú?'],
  },
  {
    asked: new RegExp(String.raw`\bqu[eé] (?:haces|te gusta hacer)(?: tú)? ${FREE_TIME}|\b(?:tú|usted) qu[eé] haces ${FREE_TIME}|\bcu[aá]les son tus (?:pasatiempos|aficiones|hobbies)\b|\btienes (?:alg[uú]n |algun[oa]s? )?(?:hobby|hobbies|pasatiempos?|aficiones|afición)\b|\bqu[eé] (?:hobbies|aficiones|pasatiempos) tienes\b|^¿?\s*(?:y )?(?:a ti )?qu[eé] te gusta hacer(?: a ti)?\s*\?*\s*$`, 'i'),
    inEnglish: 'what do you do in your free time',
    examples: ['¿Tú qué haces los fines de semana?', '¿Qué haces en tu tiempo libre?', '¿Cuáles son tus pasatiempos?', '¿Tienes hobbies?', '¿Tienes alguna afición?', '¿Qué aficiones tienes?', '¿Qué te gusta hacer?'],
    counterExamples: ['¿Qué hace tu hermano los fines de semana?', '¿Qué haces mañana?'],
  },
  {
    asked: /\bcu[aá]l es tu equipo(?: de f[uú]tbol)? favorito\b|\bde qu[eé] equipo eres\b|\beres (?:del|hincha del|aficionad[ao] del) (?:valencia|madrid|real madrid|bar[cç]a|barcelona|betis|sevilla|atl[eé]tico)\b|\bqu[eé] equipo (?:te gusta|sigues|apoyas)\b|\bcu[aá]l es tu deporte favorito\b|\bqu[eé] deportes? te gusta(?:n)?\b|\bhaces (?:alg[uú]n )?deporte\b/i,
    inEnglish: 'which team do you support',
    examples: ['¿Cuál es tu equipo favorito?', '¿De qué equipo eres?', '¿Haces deporte?', 'Y tú, ¿eres del Valencia?'],
    counterExamples: ['Me encanta mi equipo.', '¿Cuál es el equipo favorito de tu padre?'],
  },
  {
    asked: /\bcu[aá]l es tu (?:comida|plato) favorit[oa]\b|\bqu[eé] (?:(?:tipo|tipos|clase) de )?(?:comida|platos?) te gusta(?:n)?(?: más)?\b/i,
    inEnglish: 'what food do you like',
    examples: ['¿Cuál es tu comida favorita?', '¿Qué comida te gusta?'],
    counterExamples: ['¿Qué comida cocina tu abuela?'],
  },
  {
    asked: /\bcu[aá]l es tu (?:pel[ií]cula) favorita\b|\bqu[eé] (?:(?:tipo|tipos|clase) de )?pel[ií]culas (?:te gustan|ves)\b/i,
    inEnglish: 'what films do you like',
    examples: ['¿Cuál es tu película favorita?', '¿Qué tipo de películas te gustan a ti?'],
    counterExamples: [],
  },
  {
    asked: /\bcu[aá]l es tu (?:libro) favorito\b|\bqu[eé] (?:(?:tipo|tipos|clase) de )?libros (?:te gustan|lees)\b|\bqu[eé] te gusta leer\b/i,
    inEnglish: 'what books do you like',
    examples: ['¿Cuál es tu libro favorito?', '¿Qué te gusta leer?'],
    counterExamples: [],
  },
  {
    asked: /\bcu[aá]l es tu (?:canci[oó]n|m[uú]sica|cantante|grupo) favorit[oa]\b|\bqu[eé] (?:(?:tipo|tipos|clase) de )?m[uú]sica (?:te gusta|escuchas)\b/i,
    inEnglish: 'what music do you like',
    examples: ['¿Cuál es tu canción favorita?', '¿Qué música escuchas?'],
    counterExamples: [],
  },
  {
    asked: /\bqu[eé] (?:hiciste|haces|vas a hacer)(?: tú)? (?:el|este) fin de semana\b/i,
    inEnglish: 'what do you do at the weekend',
    examples: ['¿Qué hiciste tú el fin de semana?', '¿Qué vas a hacer este fin de semana?'],
    counterExamples: ['¿Qué hizo tu hermano el fin de semana?'],
  },
  {
    asked: /^¿?\s*(?:y )?(?:tú |usted )?(?:hablas|habla|sabes hablar) (?:(?:otros )?idiomas|inglés|ingl[eé]s|franc[eé]s|alem[aá]n|chino|italiano|portugu[eé]s|japon[eé]s|\p{L}+)\s*\?+\s*$|\bqu[eé] idiomas hablas\b|\bcu[aá]ntos idiomas hablas\b/iu,
    inEnglish: 'do you speak other languages',
    examples: ['¿Hablas inglés?', '¿Qué idiomas hablas?', '¿Cuántos idiomas hablas?', '¿Tú hablas francés?'],
    counterExamples: ['Hablo inglés.', '¿Tu hermano habla inglés?'],
  },
  {
    // A place she may have been to: '¿Has estado en México?', '¿Tú has ido a Cuba?', '¿Conoces Lima?'.
    // Case-sensitive: the place is a name ('¿Conoces mi ciudad?' asks no place).
    asked: /^¿?\s*(?:[Yy] )?(?:[Tt]ú |[Uu]sted )?[Hh]a(?:s)? (?:estado|ido|viajado|vivido) (?:alguna vez )?(?:en|a) (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)(?: alguna vez)?(?: tú)?\s*\?+\s*$|^¿?\s*(?:[Yy] )?(?:[Tt]ú )?[Hh]as (?:visitado|conocido) (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)(?: alguna vez)?(?: tú)?\s*\?+\s*$|^¿?\s*(?:[Yy] )?(?:[Tt]ú )?[Cc]onoces (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)\s*\?+\s*$/u,
    inEnglish: 'have you been to $1',
    examples: ['¿Tú has estado en México?', '¿Has ido a Cuba alguna vez?', '¿Conoces Buenos Aires?', '¿Has estado en México?', '¿Has visitado Barcelona tú?'],
    counterExamples: ['He estado en México.', '¿Tu hermano ha estado en México?', '¿Conoces a mi hermano?', '¿Conoces mi ciudad?'],
  },
  {
    // Her favourite of a kind her tastes cover, asked after another ('¿Y tu bebida favorita?', '¿Cuál es tu bebida preferida?'):
    // $1 is put in English from the kinds of favourites (favourite-kinds.json); a kind her tastes do not cover is left.
    asked: /^¿?\s*(?:y )?(?:cu[aá]l es )?tu (\p{L}+) (?:favorit|preferid)[oa]\s*\?+\s*$/iu,
    inEnglish: 'what is your favourite $1',
    examples: ['¿Y tu bebida favorita?', '¿Cuál es tu bebida preferida?', 'y tu película favorita?'],
    counterExamples: ['¿Y tu color favorito?', 'Mi bebida favorita es el té.', '¿Cuál es la bebida favorita de tu madre?'],
  },
  // What she does or can do: '¿Cocinas?', '¿Tú sabes bailar?', '¿Sabes nadar bien?', '¿Lees novelas?'.
  ...ACTIVITIES.map(
    ([infinitive, youDo, english]): SpanishAboutTeacher => ({
      asked: new RegExp(String.raw`^¿?\s*(?:y )?(?:tú |usted )?(?:sabes ${infinitive}|${youDo})${THING_ASKED}(?: bien| mucho| a menudo)?(?: tú)?\s*\?+\s*$`, 'iu'),
      inEnglish: `do you ${english}`,
      examples: [`¿Sabes ${infinitive}?`, `¿Tú ${youDo}?`, `¿Y tú sabes ${infinitive} bien?`],
      counterExamples: [`Sé ${infinitive}.`, `¿Tu hermano sabe ${infinitive}?`, `¿Sabes dónde ${infinitive}?`],
    }),
  ),
  {
    asked: /^¿?\s*(?:y a ti,? ¿?\s*)?te gusta(?:n)? (.+?)\s*\?+\s*$/i,
    inEnglish: 'do you like $1',
    examples: ['¿Te gusta la paella?', '¿Te gusta el fútbol?', 'Y a ti, ¿te gustan los perros?'],
    counterExamples: ['Me gusta el fútbol.'],
  },
];

/**
 * 'tu' written for 'tú' where no noun follows it, so it can only be the pronoun ('¿qué haces tu en tu tiempo libre?',
 * '¿cuántas horas duermes tu?'): read as 'tú', as learners mean it. Before a noun it stays 'tu' ('tu tiempo').
 */
const TU_AS_PRONOUN = /(?<![\p{L}])tu(?=\s*(?:[?!.,]|$)|\s+(?:en|a|los|las|el|la|para|con|también|normalmente|todos|cada)(?![\p{L}]))/giu;
export const withTuAccented = (text: string): string => text.replace(TU_AS_PRONOUN, (tu) => (tu === 'Tu' ? 'Tú' : 'tú'));

/** The English question Lucía answers for a question about her asked in Spanish, or null. */
export function spanishAboutTeacher(message: string): string | null {
  const text = withTuAccented(message.trim().replace(/\s+/g, ' ').replace(/^(?:(?:hola|oye|bueno|vale),? )?(?:luc[ií]a,? )?/i, ''));
  for (const rule of SPANISH_ABOUT_TEACHER) {
    const match = rule.asked.exec(text);
    if (!match) continue;
    if (rule.inEnglish === 'what is your favourite $1') {
      const kind = favouriteKindOf(match[1]!)?.english;
      if (!kind || !tasteDomainOf(kind)) continue;
      return rule.inEnglish.replace('$1', kind);
    }
    return rule.inEnglish.replace('$1', match.slice(1).find((group) => group !== undefined) ?? '');
  }
  return null;
}

/**
 * The learner's question about what she does put back to them ('¿Sabes cocinar?' → '¿Y tú? ¿Sabes cocinar?'), or, where
 * they already told of it ('Me encanta cocinar'), what they like most about it; undefined for any other question.
 */
export function activityAskedBack(message: string, earlierMessages: readonly string[] = []): string | undefined {
  const text = message.trim().toLowerCase();
  for (const [infinitive, youDo, english, doing] of ACTIVITIES) {
    const stem = infinitive.slice(0, -2);
    const asked = new RegExp(String.raw`(?<![\p{L}])(?:sabes ${infinitive}|${youDo})(?![\p{L}])[^?]*\?+$`, 'u').test(text);
    const told = earlierMessages.some((said) => !said.trim().endsWith('?') && new RegExp(String.raw`(?<![\p{L}])${stem}\p{L}*`, 'iu').test(said));
    if (asked && told) return `¿Qué te gusta más de ${infinitive}? (What do you like most about ${doing}?)`;
    if (new RegExp(String.raw`(?<![\p{L}])sabes ${infinitive}(?![\p{L}])[^?]*\?+$`, 'u').test(text)) return `¿Y tú? ¿Sabes ${infinitive}? (And you? Can you ${english}?)`;
    if (new RegExp(String.raw`(?<![\p{L}])${youDo}(?![\p{L}])[^?]*\?+$`, 'u').test(text)) return `¿Y tú? ¿${youDo[0]!.toUpperCase()}${youDo.slice(1)}? (And you? Do you ${english}?)`;
  }
  return undefined;
}
