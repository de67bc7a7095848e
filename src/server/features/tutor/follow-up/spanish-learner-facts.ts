/**
 * What a learner tells Lucía in Spanish: name, job, city, family, pets, plans, likes, studies, places visited.
 * Only words from fixed lists (family members, pets, jobs) or the learner's own capitalised names are kept,
 * so that Lucía can put them back into her own Spanish without breaking it.
 */
import { turnRoundSpanish } from './turn-round';
import { spanishForEnglishIn } from './english-word-in-spanish';
import { isCleanNounPhrase } from '../grammar/spanish/spanish-reply-text';
import { genderOf, isPluralSpanish } from '../packs/es/spanish-words';
import { isSpanishName } from './find-spanish-name';
import OUTING_PLACES from '../packs/es/words/outing-places.json';
import { favouriteKindOf } from '../packs/es/favourite-kinds';
import THINGS_BOUGHT from '../packs/es/words/things-bought.json';
import GAMES_PLAYED from '../packs/es/words/games-played.json';
import { habitOf, type SpanishHabit } from '../packs/es/habits';
import { knownLong } from './known-long';
import { livedLong } from './lived-long';
import { saysMarried } from './married-told';
import { shoppingQuestions } from './shopping-told';
import { NOT_NAMES as NOT_A_NAME } from './told-fact-words';

export type Gender = 'masculine' | 'feminine';
export type SpanishMember = { word: string; english: string; gender: Gender; isPlural: boolean };

export type SpanishMessageFacts = {
  name?: string;
  job?: { word: string; english: string };
  city?: string;
  /** The city or country is where the learner comes from ('soy de', 'vengo de', 'nací en'), not where they live ('vivo en'). */
  cityIsOrigin?: boolean;
  visited?: string;
  /** A pet, or pets told as a count ('Tengo tres perros': `count` 'tres', `word` 'perros', `english` 'dogs'). */
  pet?: { word: string; english: string; name?: string; gender: Gender; count?: string };
  /** A game the learner plays ('Juego al tenis los sábados'), from a list (packs/es/words/games-played.json), with its English. */
  plays?: { game: string; english: string };
  /** A pastime kept up ('Leo novelas', 'Toco la guitarra', 'Cocino para mi familia'), from a list (packs/es/habits.ts). */
  habit?: SpanishHabit;
  family?: SpanishMember;
  /** Something the learner does with the family member, told as 'we' ('Mi hermana y yo jugamos al tenis cada semana'). */
  familyTogether?: boolean;
  /** The family member's work is told ('Mi padre trabaja en un hospital', 'Mi madre es profesora'): asked about as their job. */
  familyWorks?: boolean;
  /** The family member is who the learner lives with ('Vivo con mis padres'): asked about as a home shared. */
  livesWithFamily?: boolean;
  /** An infinitive phrase, turned round to the learner ('visitar a tu hermano'). */
  plan?: string;
  /** The plan is the learner's with others ('queremos', 'vamos a'): Lucía asks 'vosotros'. */
  planTogether?: boolean;
  /** The plan is decided ('voy a ver una película'), not a wish ('quiero ver...'): not asked why they want it. */
  planIsDecided?: boolean;
  /** A job the learner wants to have ('Quiero ser médica', 'ser profesor de historia'), its word from the job list. */
  wantsToBe?: { word: string; english: string };
  /** `isShared`: liked by 'nos' ('Nos gusta viajar juntos'), asked back with 'os' ('¿Desde cuándo os gusta...?'). */
  like?: { what: string; isActivity: boolean; verb: string; isName?: boolean; isShared?: boolean };
  /** A dislike told ('No me gusta levantarme temprano'), the verb agreeing with what is disliked. */
  dislike?: { what: string; verb: string };
  /** What someone else likes ('A mi padre le gusta cocinar', 'Ella le encanta el cine'): the learner is asked if they do too. */
  theirLike?: { what: string; isActivity: boolean; verb: string };
  studies?: string;
  worksNights?: boolean;
  /** Where the learner works, with the article Lucía says it with ('el hospital', 'una tienda' -> 'la tienda'), or its name. */
  workplace?: string;
  /** An outing told in the past ('fui al mercado', 'fuimos a la playa'): the place with its article ('el mercado'). */
  outing?: string;
  /** What the learner bought ('compré frutas'), from a list of things people buy (packs/es/words/things-bought.json: gender and number). */
  bought?: { word: string; gender: Gender; isPlural: boolean };
  /** Someone the learner talks about, named ('Ella se llama Marta'): not the learner's own name. */
  theirName?: string;
  /** Work lost or sought ('Estoy en paro', 'Estoy buscando trabajo'): the search asked about, not the job they do not have. */
  jobSearch?: 'lost' | 'looking';
  /** Someone the learner knows, named ('Conozco a María'): asked where they met, not told their name is pretty. */
  knows?: string;
  /** The outing or the shopping was the learner's with others ('fuimos', 'compramos'): Lucía asks 'vosotros'. */
  together?: boolean;
  /**
   * A trip to come ('Voy a México en marzo', 'un viaje a México', 'Voy en marzo con mi novia'): its place (a name) and
   * whether its time or its company was told, so Lucía asks what was not; `together`: said as 'we' ('Vamos a España'), so she asks 'vosotros'.
   */
  trip?: { place?: string; toldWhen: boolean; toldWho: boolean; together?: boolean };
  /**
   * A favourite told ('Mi bebida favorita es el café', 'Mis películas favoritas son...'): its kind from a list
   * (packs/es/words/favourite-kinds.json: gender and English), never what the learner named, which may hold a slip.
   */
  favourite?: { kind: string; english: string; gender: Gender; isPlural: boolean };
  /** Someone known a long time ('Conozco a Pedro desde hace diez años'); where they met told ('desde el colegio'); friends told as 'amigas'. */
  knownLong?: { toldWhereMet: boolean; feminine: boolean };
  /** 'Estoy casada': how things are, asked about as a marriage (married-told.ts). */
  married?: boolean;
  /** A shopping trip told ('Ayer fui de compras'): the questions to ask of it (shopping-told.ts). */
  shopping?: string[];
  /** A long time lived here ('Vivo aquí desde hace diez años'), no place named: a named one is the city, above. */
  livedHereLong?: boolean;
  /** An exam or an interview to come, with its time ('Mañana tengo un examen de matemáticas', 'Tengo una entrevista el lunes'). */
  examOrInterviewSoon?: boolean;
  /** An exam the learner studies for, its day not told ('Tengo que estudiar para el examen de conducir', 'Estoy preparando el DELE'). */
  examToPrepare?: boolean;
};

/** Family members as learners name them, with their English. */
export const MEMBERS: Readonly<Record<string, string>> = {
  madre: 'mother', padre: 'father', mamá: 'mum', papá: 'dad', padres: 'parents', hermana: 'sister', hermano: 'brother', hermanas: 'sisters',
  hermanos: 'brothers and sisters', hija: 'daughter', hijo: 'son', hijas: 'daughters', hijos: 'children', abuela: 'grandmother',
  abuelo: 'grandfather', abuelos: 'grandparents', tía: 'aunt', tío: 'uncle', tíos: 'aunt and uncle', prima: 'cousin', primo: 'cousin',
  primos: 'cousins', esposa: 'wife', esposo: 'husband', marido: 'husband', novia: 'girlfriend', novio: 'boyfriend', familia: 'family',
};
export const FEMININE_MEMBERS: ReadonlySet<string> = new Set(['madre', 'mamá', 'hermana', 'hermanas', 'hija', 'hijas', 'abuela', 'tía', 'prima', 'esposa', 'novia', 'familia']);

const PETS: Record<string, { english: string; gender: Gender }> = {
  perro: { english: 'dog', gender: 'masculine' }, perra: { english: 'dog', gender: 'feminine' }, gato: { english: 'cat', gender: 'masculine' },
  gata: { english: 'cat', gender: 'feminine' }, conejo: { english: 'rabbit', gender: 'masculine' }, pájaro: { english: 'bird', gender: 'masculine' },
  loro: { english: 'parrot', gender: 'masculine' }, hámster: { english: 'hamster', gender: 'masculine' }, caballo: { english: 'horse', gender: 'masculine' },
  tortuga: { english: 'tortoise', gender: 'feminine' }, perrito: { english: 'puppy', gender: 'masculine' }, gatito: { english: 'kitten', gender: 'masculine' },
};

/** Spanish job words and their English, for facts kept in English (told-facts.ts). */
export const SPANISH_JOBS: Readonly<Record<string, string>> = {
  enfermera: 'nurse', enfermero: 'nurse', médica: 'doctor', médico: 'doctor', profesora: 'teacher', profesor: 'teacher', maestra: 'teacher',
  maestro: 'teacher', ingeniera: 'engineer', ingeniero: 'engineer', abogada: 'lawyer', abogado: 'lawyer', camarera: 'waitress', camarero: 'waiter',
  cocinera: 'cook', cocinero: 'cook', programadora: 'programmer', programador: 'programmer', diseñadora: 'designer', diseñador: 'designer',
  periodista: 'journalist', dentista: 'dentist', veterinaria: 'vet', veterinario: 'vet', arquitecta: 'architect', arquitecto: 'architect',
  farmacéutica: 'pharmacist', farmacéutico: 'pharmacist', policía: 'police officer', bombero: 'firefighter', bombera: 'firefighter',
  contable: 'accountant', secretaria: 'secretary', secretario: 'secretary', vendedora: 'salesperson', vendedor: 'salesperson',
  científica: 'scientist', científico: 'scientist', traductora: 'translator', traductor: 'translator', peluquera: 'hairdresser',
  peluquero: 'hairdresser', conductora: 'driver', conductor: 'driver', artista: 'artist', músico: 'musician', música: 'musician',
  fotógrafa: 'photographer', fotógrafo: 'photographer', escritora: 'writer', escritor: 'writer', psicóloga: 'psychologist', psicólogo: 'psychologist',
  doctora: 'doctor', doctor: 'doctor', cajera: 'cashier', cajero: 'cashier', mecánica: 'mechanic', mecánico: 'mechanic', electricista: 'electrician',
  piloto: 'pilot', actriz: 'actor', actor: 'actor', gerente: 'manager', dependienta: 'shop assistant', dependiente: 'shop assistant',
};

/** Spanish workplaces and their English, for facts kept in English ('Trabajo en una agencia de viajes': 'Works in a travel agency'). */
export const SPANISH_WORKPLACES: Readonly<Record<string, string>> = {
  'tienda de ropa': 'clothes shop', 'tienda de zapatos': 'shoe shop', tienda: 'shop', hospital: 'hospital', banco: 'bank', oficina: 'office',
  escuela: 'school', colegio: 'school', instituto: 'secondary school', restaurante: 'restaurant', hotel: 'hotel', fábrica: 'factory',
  supermercado: 'supermarket', empresa: 'company', universidad: 'university', farmacia: 'pharmacy', cafetería: 'café', bar: 'bar',
  peluquería: 'hairdresser’s', biblioteca: 'library', aeropuerto: 'airport', gimnasio: 'gym', taller: 'workshop', panadería: 'bakery',
  clínica: 'clinic', laboratorio: 'laboratory', guardería: 'nursery', museo: 'museum', librería: 'bookshop', 'agencia de viajes': 'travel agency',
  academia: 'language school', call: 'call centre', 'centro comercial': 'shopping centre',
};

/** What learners study ('estudio medicina', 'soy estudiante de derecho'); 'estudio de la ciencia' is a noun and 'estudio mucho' no subject. */
const SUBJECTS = new Set(('medicina derecho biología química física matemáticas historia arte economía ingeniería psicología informática ' +
  'música literatura filosofía enfermería periodismo arquitectura negocios ciencias biología educación turismo farmacia').split(' '));

const NOT_NAMES = new Set(['De', 'Del', 'Muy', 'Una', 'Un', 'El', 'La', 'Estudiante', 'Español', 'Española', 'Inglés', 'Inglesa']);
/** Where a quoted plan or like stops: the next clause or a time phrase Lucía would have to turn round. */
/** A reason's opening just before what follows it ('porque me gusta...', 'ya que me encanta...'). */
const REASON_JUST_BEFORE = /(?<![\p{L}])(?:porque|ya que|pues)\s+$/iu;
const CLAUSE_END = /\s+(?:y|pero|porque|que|cuando|aunque|si|después|antes|durante|mientras|con mis|con mi|el año|la semana|el mes|el verano|el fin|los fines|el próximo|la próxima|los (?:lunes|martes|miércoles|jueves|viernes|sábados|domingos)|todos los|todas las|cada|por la (?:mañana|tarde|noche)|este|esta|mañana|pronto|algún|en (?:mi|tu) tiempo libre|en el futuro|de mayor|en unos años)(?!\p{L}).*$/iu;


/** How much, said after the thing ('la comida mexicana mucho', where Spanish puts it after the verb): not quoted back. */
const TRAILING_DEGREE = /\s+(?:mucho|muchísimo|bastante|también|tanto|un poco|un montón)$/i;

function shortClause(text: string, maxWords = 6): string | null {
  const clause = text.replace(CLAUSE_END, '').trim().replace(TRAILING_DEGREE, '');
  const words = clause.split(/\s+/);
  // Long or unfinished phrases are not quoted: Lucía asks about the fact without repeating it.
  if (words.length === 0 || words.length > maxWords || /^(?:de|a|en|con|el|la|los|las|un|una|mi|tu|y)$/i.test(words.at(-1)!)) return null;
  return clause;
}

/** 'ir' itself too ('Quiero ir a Alemania'), and with a pronoun ('irme', 'casarse'). */
const isInfinitive = (word: string) => /^(?:ir|\p{Ll}+(?:ar|er|ir|ír))(?:se|te|me)?$/u.test(word);

/**
 * A taste Lucía can say back: an activity ('cocinar con tu abuela') or a noun phrase with its article ('el fútbol'),
 * turned round, its verb agreeing with the thing liked, not with the learner's own verb ('Me gusta los perros' ->
 * '¿Por qué te gustan los perros?'); anything else is not quoted.
 */
function quotableTaste(clause: string | null): { what: string; isActivity: boolean; verb: string } | null {
  if (!clause) return null;
  const first = clause.split(/\s+/)[0]!;
  const isActivity = isInfinitive(first);
  const what = isActivity || /^(?:el|la|los|las)$/i.test(first) ? clause : withItsArticle(clause);
  if (!what) return null;
  return { what: turnRoundSpanish(what), isActivity, verb: /^(?:los|las) /i.test(what) ? 'gustan' : 'gusta' };
}

/**
 * A thing liked named without its article, as learners often do ('Me gusta música', 'Me encantan perros'): said back
 * with the definite article of its gender and number ('la música', 'los perros'), only where the pack knows the word
 * for a noun and its gender ('Me gusta yoga' is not guessed at: 'yoga' ends in -a and is masculine).
 */
function withItsArticle(clause: string): string | null {
  if (!/^\p{Ll}+$/u.test(clause)) return null;
  const gender = genderOf(clause, true);
  if (!gender) return null;
  const isPlural = isPluralSpanish(clause);
  const article = gender === 'feminine' ? (isPlural ? 'las' : 'la') : isPlural ? 'los' : 'el';
  return isCleanNounPhrase(article, clause) ? `${article} ${clause}` : null;
}

/**
 * 'como' after someone else's work in its clause ('Mi padre trabaja como ingeniero', 'Mi hermana trabaja en un hospital
 * como enfermera'): their job, not the learner's ('Trabajo en un hospital como enfermera' is the learner's).
 */
function isSomeoneElsesWork(before: string): boolean {
  const clause = before.split(/[.!?;]|,| y (?=\p{L})/u).at(-1) ?? '';
  return /(?<![\p{L}])(?:trabaja|trabajan|trabajaba|trabajaban|trabajó|trabajaron)(?![\p{L}])/iu.test(clause);
}

/** The facts one Spanish message states. */
export function readSpanishMessageFacts(original: string): SpanishMessageFacts {
  const facts: SpanishMessageFacts = {};
  // The first word of each sentence in lower case, so that capitals inside are names ('Tengo' -> 'tengo', 'Luna' stays).
  const text = original.replace(/(^|[.!?]\s*[¡¿]?|^[¡¿])(\p{Lu})(?=\p{Ll})/gu, (_, before: string, c: string) => before + c.toLowerCase());
  // Told in the learner's own language too ('im Jake', 'my name is Tom', 'je suis Claire'): a name is a name.
  const name = /(?<![\p{L}])(?:me llamo|mi nombre es|soy|[iI]'?m|[iI] am|my name is|je suis|ich bin|sono|eu sou)\s+(\p{Lu}\p{Ll}+)/u.exec(text);
  // 'I'm American', 'soy Inglesa': a nationality or a language said after 'I'm' is no name (told-fact-words.ts).
  if (name && !NOT_NAMES.has(name[1]!) && !NOT_A_NAME.has(name[1]!.toLowerCase())) facts.name = name[1]!;
  for (const m of text.matchAll(/\b(?:soy|trabajo de|trabajo como|como)\s+(?:una?\s+)?(\p{L}+)/giu)) {
    const word = m[1]!.toLowerCase();
    if (SPANISH_JOBS[word] && !isSomeoneElsesWork(text.slice(0, m.index))) {
      facts.job = { word, english: SPANISH_JOBS[word]! };
      break;
    }
  }
  // 'Soy chino, de Shanghai': the place after a nationality and a comma is where they come from ('soy estudiante de Medicina' is no place).
  const city = /\b(?:vivo en|soy de|vengo de|nací en|soy \p{Ll}+, de)\s+(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?)/u.exec(text);
  if (city && !NOT_NAMES.has(city[1]!)) {
    facts.city = city[1]!;
    if (!/^vivo en/i.test(city[0])) facts.cityIsOrigin = true;
  }
  // 'Nunca he estado en México', 'No he ido nunca a Perú': a place not yet visited is no trip to ask about.
  const visited = /(?<!(?:nunca|no|jamás|todavía no|aún no)\s+)\b(?:fui a|fuimos a|visité|visitamos|viajé a|viajamos a|estuve en|estuvimos en|he visitado|hemos visitado|he estado en|hemos estado en|he viajado a|hemos viajado a)\s+(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?)/u.exec(text);
  if (visited && !NOT_NAMES.has(visited[1]!)) facts.visited = visited[1]!;
  // A pet had, or just brought home ('Adoptamos un gato', 'Me regalaron un perro'); not a toy one ('un perro de peluche').
  const pet = /\b(?:tengo|tenemos|adopté|adoptamos|compré|compramos|(?:me|nos) regalaron)\s+(?:un|una)\s+(\p{L}+)(?!\s+de\s)(?:\s+que\s+se\s+llama\s+(\p{Lu}\p{L}+)|,?\s+(\p{Lu}\p{L}+))?/u.exec(text);
  if (pet && PETS[pet[1]!.toLowerCase()]) {
    const kind = PETS[pet[1]!.toLowerCase()]!;
    const petName = pet[2] ?? pet[3];
    facts.pet = { word: pet[1]!.toLowerCase(), english: kind.english, gender: kind.gender, ...(petName ? { name: petName } : {}) };
  }
  // A pet named as the learner's own ('Mi perra se llama Nala', 'Mi gato se llama Michi y tiene dos años').
  const named = /(?<![\p{L}])mi (\p{Ll}+) se llama (\p{Lu}\p{L}+)/u.exec(text);
  const namedKind = named ? PETS[named[1]!] : undefined;
  if (!facts.pet && named && namedKind) facts.pet = { word: named[1]!, english: namedKind.english, gender: namedKind.gender, name: named[2]! };
  // 'Tengo tres perros', 'Tenemos dos gatas': pets as a count, asked about together ('tus perros').
  const pets = /(?<![\p{L}])(?:tengo|tenemos) (dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\d+) (\p{Ll}+)s(?![\p{L}])/u.exec(text);
  const petKind = pets ? PETS[pets[2]!] : undefined;
  if (!facts.pet && pets && petKind) {
    facts.pet = { word: `${pets[2]}s`, english: petKind.english.replace(/y$/, 'ie').replace(/(?<=s)$/, 'e').concat('s'), gender: petKind.gender, count: pets[1]! };
  }
  const game = /(?<![\p{L}])juego (?:al |a la )?(\p{Ll}+)(?![\p{L}])/u.exec(text);
  const gameEnglish = game ? (GAMES_PLAYED as Record<string, string>)[game[1]!] : undefined;
  if (game && gameEnglish) facts.plays = { game: game[1]!, english: gameEnglish };
  const habit = habitOf(text);
  if (habit) facts.habit = habit;
  // 'Tengo tres hermanos', 'Tengo una hija': family told as a count, said back as 'tus hermanos', 'tu hija'.
  for (const m of text.matchAll(/\b(?:tengo|tenemos)\s+(?:un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\d+)\s+(\p{L}+)/giu)) {
    const word = m[1]!.toLowerCase();
    if (!MEMBERS[word] || word === 'familia') continue;
    facts.family = { word, english: MEMBERS[word]!, gender: FEMININE_MEMBERS.has(word) ? 'feminine' : 'masculine', isPlural: /s$/.test(word) };
    break;
  }
  for (const m of text.matchAll(/\b(?:mi|mis)\s+(\p{L}+)/giu)) {
    if (facts.family) break;
    const word = m[1]!.toLowerCase();
    if (!MEMBERS[word]) continue;
    facts.family = { word, english: MEMBERS[word]!, gender: FEMININE_MEMBERS.has(word) ? 'feminine' : 'masculine', isPlural: /s$/.test(word) };
    break;
  }
  if (facts.family && new RegExp(String.raw`(?<![\p{L}])(?<![Nn]o )vivo con (?:mi|mis) ${facts.family.word}(?![\p{L}])`, 'iu').test(text)) facts.livesWithFamily = true;
  if (facts.family && familyWorks(text, facts.family.word)) facts.familyWorks = true;
  if (facts.family && new RegExp(String.raw`(?<![\p{L}])(?:mi|mis) ${facts.family.word} y yo (?:siempre |a veces |normalmente |también )?${DONE_TOGETHER}(?![\p{L}])`, 'iu').test(text)) facts.familyTogether = true;
  const plan = /\b(voy a|vamos a|quiero|queremos|me gustaría|nos gustaría|pienso|pensamos|espero|esperamos)\s+([^.,!?;]+)/i.exec(text);
  // 'No sé si voy a ir', 'Aún no sé qué queremos cenar': a plan not made is no plan; nor is 'hacer' with nothing to do.
  const isUnsure = !!plan && UNSURE_BEFORE.test(text.slice(0, plan.index));
  // 'Os quiero contar de mi mejor amigo', 'Quiero hablarte de mi ciudad': what the learner is about to tell, told now, not a plan.
  const isAboutToTell = !!plan && /^(?:(?:contar|hablar|decir|explicar)(?:te|os|le|les)?\s+(?:de|sobre|que|algo)|(?:contar|hablar|decir|explicar)(?:te|os|le|les))(?![\p{L}])/iu.test(plan[2]!);
  if (plan && !isUnsure && !isAboutToTell && isInfinitive(plan[2]!.split(/\s+/)[0]!)) {
    const said = shortClause(plan[2]!);
    // 'pagar con tarjeta de credit': a plan with an English word in it is not said back inside Lucía's Spanish.
    const clause = said && !/^hacer$/i.test(said) && !spanishForEnglishIn(said) ? said : null;
    if (clause) facts.plan = turnRoundSpanish(clause);
    // 'Queremos visitar Madrid': Lucía asks 'vosotros' ('¿Por qué queréis...?').
    if (clause && /^(?:vamos a|queremos|nos gustaría|pensamos|esperamos)$/i.test(plan[1]!)) facts.planTogether = true;
    if (clause && /^(?:voy a|vamos a)$/i.test(plan[1]!)) facts.planIsDecided = true;
    // 'Quiero ser médica': a job the learner wants, asked about as one.
    const wanted = /^ser (?:un |una )?(\p{L}+)(?: de \p{L}+)?$/iu.exec(clause ?? '');
    if (wanted && SPANISH_JOBS[wanted[1]!.toLowerCase()]) facts.wantsToBe = { word: clause!.replace(/^ser (?:un |una )?/i, ''), english: SPANISH_JOBS[wanted[1]!.toLowerCase()]! };
  }
  // 'Estoy estudiando para ser enfermera', 'Estudio para ser profesor': the job studied for is the one wanted.
  const studiedFor = /(?<![\p{L}])(?:estudio|estoy estudiando|me preparo|me estoy preparando) para ser (?:un |una )?(\p{L}+)(?![\p{L}])/iu.exec(text);
  if (!facts.wantsToBe && studiedFor && SPANISH_JOBS[studiedFor[1]!.toLowerCase()]) facts.wantsToBe = { word: studiedFor[1]!.toLowerCase(), english: SPANISH_JOBS[studiedFor[1]!.toLowerCase()]! };
  // 'Me gustaría ser médico para ayudar a la gente': the job wanted, whatever follows it (the plan's clause may be too long to say back).
  const wantsJob = /(?<![\p{L}])(?:quiero|quisiera|me gustaría|voy a|espero|sueño con) ser (?:un |una )?(\p{L}+)(?: de (\p{L}+))?(?![\p{L}])/iu.exec(text);
  if (!facts.wantsToBe && wantsJob && SPANISH_JOBS[wantsJob[1]!.toLowerCase()]) {
    const ofWhat = wantsJob[2] && !/^(?:mayor|grande)$/i.test(wantsJob[2]) ? ` de ${wantsJob[2].toLowerCase()}` : '';
    facts.wantsToBe = { word: `${wantsJob[1]!.toLowerCase()}${ofWhat}`, english: SPANISH_JOBS[wantsJob[1]!.toLowerCase()]! };
  }
  // Not a taste denied ('No me gusta levantarme temprano'): the first one said without 'no'.
  const like = /(?<!(?:^|[^\p{L}])no )(?<![\p{L}])(?:me|nos)\s+(gusta|gustan|encanta|encantan)\s+(?:mucho\s+)?([^.,!?;]+)/iu.exec(text);
  if (like) {
    // 'Me gusta mucho el summer': an English word Lucía gives in Spanish is not said back inside hers.
    const said = shortClause(like[2]!, 4);
    const clause = said && !spanishForEnglishIn(said) ? said : null;
    // A name ('Me encanta Taylor Swift', 'Me gusta Disneyland porque...'): said back as written, asked about by name.
    if (clause && isSpanishName(clause)) facts.like = { what: clause, isActivity: false, verb: 'gusta', isName: true };
    else {
      const taste = quotableTaste(clause);
      if (taste) facts.like = taste;
    }
    if (facts.like && /^nos\s/i.test(like[0])) facts.like.isShared = true;
  }
  // 'Soy cocinero porque me encanta cocinar': a taste given as the job's reason is why they do the job; the job is what is asked about.
  if (like && facts.like && facts.job && REASON_JUST_BEFORE.test(text.slice(0, like.index))) delete facts.like;
  // 'Me gusta mucho hablar contigo': a word of thanks to the teacher, no pastime to ask who with.
  if (like && facts.like && /(?<![\p{L}])(?:contigo|con usted|conmigo|tus clases|nuestras (?:clases|conversaciones|charlas))(?![\p{L}])/iu.test(like[2]!)) delete facts.like;
  // 'A mi padre le gusta cocinar', 'Ella le encanta el cine': someone else's taste, never one denied ('no le gusta').
  const theirLike = /(?<!(?:^|[^\p{L}])no )(?<![\p{L}])(?:le|les)\s+(gusta|gustan|encanta|encantan)\s+(?:mucho\s+)?([^.,!?;]+)/iu.exec(text);
  const theirTaste = theirLike && !facts.like ? quotableTaste(shortClause(theirLike[2]!, 4)) : null;
  if (theirTaste) facts.theirLike = theirTaste;
  // 'No me gusta levantarme temprano': a dislike, asked about as one (why, and what they prefer).
  const dislike = /(?<![\p{L}])no (?:me|nos)\s+(gusta|gustan|encanta|encantan)\s+(?:mucho\s+|nada\s+)?([^.,!?;]+)/iu.exec(text);
  if (dislike) {
    const clause = shortClause(dislike[2]!, 4);
    const first = clause?.split(/\s+/)[0] ?? '';
    if (clause && (isInfinitive(first) || /^(?:el|la|los|las)$/i.test(first))) facts.dislike = { what: turnRoundSpanish(clause), verb: /^(?:los|las)$/i.test(first) ? 'gustan' : 'gusta' };
  }
  // A time between ('Trabajo los fines de semana en un café', 'Trabajo por las tardes en una tienda') leaves the place the same.
  const workplace = /\btrabajo (?:(?:los (?:fines de semana|sábados|domingos|lunes|viernes)|por las (?:mañanas|tardes|noches)|a tiempo (?:parcial|completo)|de noche|los veranos|en verano) )?(?:en|para) (?:(un|una|el|la) (\p{Ll}+)|(\p{Lu}\p{L}+))/u.exec(text);
  if (workplace) facts.workplace = workplace[3] ?? `${/^(?:una|la)$/.test(workplace[1]!) ? 'la' : 'el'} ${workplace[2]}`;
  const studies = /\b(?:estudio|estudiamos|soy estudiante de|somos estudiantes de)\s+(\p{Ll}+)/u.exec(text);
  if (studies && SUBJECTS.has(studies[1]!)) facts.studies = studies[1]!;
  if (/\btrabaj\p{L}* (?:de|por la) noche\b|\bturno de noche\b/iu.test(text)) facts.worksNights = true;
  // 'Ella se llama Marta', 'Mi mejor amiga se llama Sara': family are asked about as family (not where the learner met them).
  const theirName = /(?<![\p{L}])(?:[Ee]lla|[ÉéEe]l|[Mm]i (?:mejor )?(?:amig[oa]|vecin[oa]|jef[ea]|profesora?|compañer[oa](?: de (?:piso|casa|clase|trabajo))?)) se llama (\p{Lu}\p{Ll}+)/u.exec(text);
  if (theirName && !NOT_NAMES.has(theirName[1]!)) facts.theirName = theirName[1]!;
  if (LOST_WORK.test(text)) facts.jobSearch = 'lost';
  else if (LOOKING_FOR_WORK.test(text)) facts.jobSearch = 'looking';
  // 'Conozco a María': the personal 'a' says a person ('Conozco Madrid' is a place).
  const knows = /(?<![\p{L}])(?<![Nn]o )conozco (?:bien |muy bien )?a (\p{Lu}\p{Ll}+)(?![\p{L}])/u.exec(text);
  if (knows && !NOT_NAMES.has(knows[1]!)) facts.knows = knows[1]!;
  const outing = /\b(?:fui|fuimos|estuve|estuvimos) (?:a la|al|en el|en la|a una|a un|en una|en un) (\p{Ll}+)/u.exec(text);
  const article = outing ? (OUTING_PLACES as Record<string, string>)[outing[1]!] : undefined;
  if (outing && article) facts.outing = `${article} ${outing[1]}`;
  const bought = /\b(?:compré|compramos) (?:(?:un|una|unos|unas|las|los|el|la|muchas|muchos|algunas|algunos) )?(\p{Ll}+)/u.exec(text);
  const kind = bought ? (THINGS_BOUGHT as Record<string, string>)[bought[1]!] : undefined;
  if (bought && kind) facts.bought = { word: bought[1]!, gender: kind.startsWith('f') ? 'feminine' : 'masculine', isPlural: kind.endsWith('p') };
  // With others: said with 'we', or with whom ('Fui al cine con mi novio').
  if ((facts.outing || facts.bought) && (/\b(?:fuimos|estuvimos|compramos)\b/.test(text) || /(?<![\p{L}])con (?:mi|mis) \p{L}+/u.test(text))) facts.together = true;
  const favourite = /(?<![\p{L}])(mis?) (\p{L}+) (?:favorit|preferid)([oa])s? (?:es|son|era|eran)(?![\p{L}])/iu.exec(text);
  const favouriteKind = favourite ? favouriteKindOf(favourite[2]!, favourite[3]!.toLowerCase() === 'a' ? 'feminine' : 'masculine') : undefined;
  if (favourite && favouriteKind) facts.favourite = { ...favouriteKind, isPlural: favourite[1]!.toLowerCase() === 'mis' };
  const trip = readTrip(text);
  if (trip) facts.trip = trip;
  if (saysMarried(text, 'es')) facts.married = true;
  if (EXAM_SOON.test(text)) {
    facts.examOrInterviewSoon = true;
    // 'Voy a hacer el examen DELE' is the exam to come, asked about as one, not a plan looked forward to.
    if (facts.plan && /^(?:hacer|presentarme)(?![\p{L}]).*(?:examen|DELE|SIELE)/iu.test(facts.plan)) {
      delete facts.plan;
      delete facts.planIsDecided;
    }
  }
  else if (EXAM_TO_PREPARE.test(text)) facts.examToPrepare = true;
  const lived = livedLong(text, 'es');
  if (lived && !lived.place) facts.livedHereLong = true;
  const shopping = shoppingQuestions(text, 'es');
  if (shopping) facts.shopping = shopping;
  const known = knownLong(text, 'es');
  if (known) facts.knownLong = { ...known, feminine: /(?<![\p{L}])(?:amigas|mejores amigas)(?![\p{L}])/iu.test(text) };
  // 'Estudio Derecho porque quiero ser útil': a wish given as the reason for the studies or work told before it is why they do them; those are asked about.
  if (facts.plan && !facts.wantsToBe && (facts.studies || facts.workplace || facts.job) && plan && REASON_JUST_BEFORE.test(text.slice(0, plan.index))) {
    delete facts.plan;
    delete facts.planTogether;
    delete facts.planIsDecided;
  }
  return facts;
}

/** Words that leave what follows undecided ('no sé qué', 'no estoy segura de si', 'ni idea de lo que'). */
const UNSURE_BEFORE = /(?<![\p{L}])(?:no (?:sé|se|sabemos|estoy segur[oa] de|estamos segur[oa]s de)|ni idea de|todavía no sé|aún no sé) (?:qué|que|si|lo que|cuándo|dónde|adónde|cómo)\s+$/iu;

/** What people do together, said as 'we' ('jugamos', 'vamos al cine'): not where they live or who they are ('vivimos', 'somos'). */
const DONE_TOGETHER = '(?:jugamos|vamos|cocinamos|corremos|bailamos|cantamos|hacemos|vemos|salimos|viajamos|paseamos|nadamos|estudiamos|tocamos|montamos|entrenamos|practicamos)';

/** 'Mi padre trabaja en un hospital', 'Mis padres trabajan en casa', 'Mi madre es profesora': the member's work (a job from the list). */
function familyWorks(text: string, member: string): boolean {
  // What is said of them before the work may be who they are or where they live ('Mi hermana mayor vive en Quito y trabaja en una tienda').
  const said = new RegExp(String.raw`(?<![\p{L}])(?:mi|mis) ${member}(?: (?:mayor|mayores|menor|menores|pequeñ[oa]s?))?(?: [^.!?]{0,40}? y)? (?:también |ahora |todavía )?(?:(?:trabaja|trabajan)(?![\p{L}])|(?:es|era) (?:un |una )?(\p{L}+))`, 'iu').exec(text);
  return !!said && (!said[1] || !!SPANISH_JOBS[said[1].toLowerCase()]);
}

/** Out of work, said of the learner ('Estoy en paro', 'Perdí mi trabajo', 'No tengo trabajo ahora'). */
const LOST_WORK = /(?<![\p{L}])(?:estoy (?:en (?:el )?paro|desemplead[oa]|sin trabajo)|(?:perdí|he perdido) (?:mi|el) (?:trabajo|empleo)|me (?:quedé|he quedado) sin (?:trabajo|empleo)|no tengo (?:trabajo|empleo)(?: ahora| ahora mismo| en este momento)?(?=\s*[.!]|\s*$))(?![\p{L}])/iu;
/** Looking for work ('Estoy buscando trabajo', 'Busco un empleo de camarera'). */
const LOOKING_FOR_WORK = /(?<![\p{L}])(?<![Nn]o )(?:estoy buscando|busco|ando buscando) (?:un |otro |un nuevo |nuevo )?(?:trabajo|empleo)(?![\p{L}])/iu;

const EXAM_TIME = '(?:mañana|pasado mañana|hoy|el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)|la semana que viene|la próxima semana|esta semana|pronto|dentro de \\p{L}+ días)';
/** A sitting told farther ahead ('el próximo mes', 'en mayo'): an exam to sit is a date the learner prepares for. */
const SITTING_TIME = `(?:${EXAM_TIME}|dentro de \\p{L}+ semanas|el (?:mes|año) que viene|el próximo (?:mes|año)|este mes|en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre))`;
/**
 * 'Mañana tengo un examen de matemáticas', 'Tengo el examen de conducir el lunes', 'Tengo una entrevista de trabajo el
 * lunes', 'Esta semana tengo muchos exámenes': an exam or an interview to come (or several), its time told before or after.
 */
const TRIAL = '(?:(?:un|el|mi) examen|(?:(?:los|mis|muchos|varios|unos|dos|tres|cuatro|cinco) )?exámenes|(?:una|la|mi) entrevista|(?:(?:las|mis|muchas|varias|unas|dos|tres) )?entrevistas)';
/** 'El próximo mes voy a hacer el examen DELE', 'Me presento al DELE en mayo': sitting an exam, said with its time. */
const SITTING = `(?:(?:voy a hacer|vamos a hacer|hago) (?:(?:el|un|mi) examen|el DELE|el SIELE)|(?:me presento|voy a presentarme) al (?:examen|DELE|SIELE))(?: (?:DELE|SIELE|de [\\p{L} ]{1,30}?))?`;
const EXAM_SOON = new RegExp(`(?<![\\p{L}])${EXAM_TIME} (?:tengo|tenemos) ${TRIAL}(?![\\p{L}])|(?<![\\p{L}])${SITTING_TIME} ${SITTING}(?![\\p{L}])|(?<![\\p{L}])${SITTING} ${SITTING_TIME}(?![\\p{L}])|(?<![\\p{L}])(?:tengo|tenemos) ${TRIAL}(?: de [\\p{L} ]{1,30}?)? ${EXAM_TIME}(?![\\p{L}])`, 'iu');

/** 'Tengo que estudiar para el examen', 'Me estoy preparando para el DELE', 'Estoy preparando mis exámenes'. */
const EXAM_TO_PREPARE = /(?<![\p{L}])(?<![Nn]o )(?:(?:tengo que|necesito|debo) (?:estudiar|prepararme|preparar)(?: para)?|(?:estoy|me estoy) (?:preparando|estudiando)(?: para)?|estudio para|me preparo para|preparo) (?:el|un|mi|los|mis) (?:examen|exámenes|DELE|SIELE)(?![\p{L}])/iu;

const TRIP_TIME = /(?<![\p{L}])(?:en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|verano|invierno|primavera|otoño|navidad)|el (?:mes|año|verano|fin de semana) que viene|la semana que viene|el próximo (?:mes|año|verano|lunes|martes|miércoles|jueves|viernes|sábado|domingo)|la próxima semana|mañana|pasado mañana|dentro de (?:\p{L}+ )?(?:días|semanas|meses)|este (?:verano|invierno|otoño|mes|año|fin de semana)|esta (?:primavera|semana|navidad)|(?:estas|las próximas) vacaciones)(?![\p{L}])/iu;
const TRIP_COMPANY = /(?<![\p{L}])con (?:mi|mis|un|una|unos|unas) \p{L}+/iu;

/** A trip to come: to a named place ('Voy a México', 'un viaje a Perú', 'Quiero ir a España en verano'), or its time told without one ('Voy en marzo'). */
function readTrip(text: string): SpanishMessageFacts['trip'] | undefined {
  const toPlace = /(?<![\p{L}])(?:voy|vamos|viajo|viajamos|vuelo|volamos|(?:voy|vamos|quiero|queremos|me gustaría|nos gustaría|pienso|pensamos) a? ?(?:ir|viajar|volar)|(?:un|mi|nuestro|el) viaje) a (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)/u.exec(text);
  const place = toPlace && !NOT_NAMES.has(toPlace[1]!) ? toPlace[1] : undefined;
  const toldWhen = TRIP_TIME.test(text);
  if (!place && !(toldWhen && /(?<![\p{L}])(?:voy|vamos|viajo|viajamos|salgo|salimos) (?:en|el|la|mañana|dentro)(?![\p{L}])/iu.test(text))) return undefined;
  // 'Vamos a ir a España', 'Estamos planeando un viaje': the learner goes with others, so who with is told.
  const isTogether = /(?<![\p{L}])(?:vamos|viajamos|volamos|salimos|estamos|queremos|nuestro viaje)(?![\p{L}])/iu.test(text);
  return { ...(place ? { place } : {}), toldWhen, toldWho: isTogether || TRIP_COMPANY.test(text), ...(isTogether ? { together: true } : {}) };
}
