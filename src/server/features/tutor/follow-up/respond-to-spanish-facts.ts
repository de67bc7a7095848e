/**
 * Lucía listens: an acknowledgement and a closing question in simple Spanish built on what the learner has just
 * told her ("Tengo una gata que se llama Luna" -> "¡Luna es un nombre precioso! ¿Cuántos años tiene Luna?"),
 * each question with its English gloss, as in her question bank. Only words from the fact lists or the
 * learner's own names go into her sentences, with articles and endings that agree. Questions already asked,
 * or asking for something the learner has already said, are skipped.
 */
import { TRAIT_SAID } from './trait-said';
import { stripAccents } from '../../../lib/strip-accents';
import type { Chooser } from '../choose-variant';
import { placeInEnglish } from './spanish-place-names';
import { fillTemplate } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';
import { asksForKnownFact, type LearnerFacts } from './learner-facts';
import { readSpanishMessageFacts, type SpanishMessageFacts } from './spanish-learner-facts';
import { readToldFacts } from './told-facts';
import DONE_ALONE from '../packs/es/words/pastimes-done-alone.json';

/** Pastimes done alone (packs/es/words/pastimes-done-alone.json): 'who with' is no question for them. */
const SOLITARY = new RegExp(String.raw`^(?:${DONE_ALONE.pastimes.join('|')})(?![\p{L}])`, 'iu');

/** A plan to learn Spanish itself ('aprender español para viajar'), told with its reason or without. */
/** A place to visit, named ('visitar Japón', 'conocer Buenos Aires'): the place, capitalised as a name is. */
const PLACE_TO_VISIT = /^(?:visitar|conocer) ((?:\p{Lu}[\p{L}-]+)(?: (?:de |del )?\p{Lu}[\p{L}-]+)*)/u;
const LEARNS_SPANISH = /^(?:aprender|estudiar|hablar|mejorar) (?:el |mi |tu )?español\b/;

/** The English between Lucía's brackets names a place in English: 'England', not 'Inglaterra'. */

const PARTNERS = new Set(['esposa', 'esposo', 'marido', 'mujer', 'novia', 'novio', 'pareja']);

type Responder = { when: (m: SpanishMessageFacts) => boolean; acks: string[]; questions: string[]; values: (m: SpanishMessageFacts) => Record<string, string> };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Fui al mercado', 'Fuimos a la playa': the outing, asked about as a day out ('vosotros' when the learner went with others). */
const OUTING: Responder = {
  when: (m) => !!m.outing,
  acks: ['¡Qué buen plan!', '¡Qué bien!'],
  questions: ['¿Qué {hiciste} en {place}? (What did you do there?)', '¿Con quién {fuiste} {toPlace}? (Who did you go with?)', '¿Qué tal lo {pasaste} en {place}? (Did you have a good time there?)'],
  values: (m) => ({
    place: m.outing!, toPlace: m.outing!.startsWith('el ') ? `al ${m.outing!.slice(3)}` : `a ${m.outing!}`,
    hiciste: m.together ? 'hicisteis' : 'hiciste', fuiste: m.together ? 'fuisteis' : 'fuiste', pasaste: m.together ? 'pasasteis' : 'pasaste',
  }),
};
/** The same outing told on ('Bailamos toda la noche', 'Comí demasiado'): what happened, in the past, by the learner or with others. */
const TELLS_WHAT_HAPPENED = /(?<![\p{L}])(?!(?:vamos|estamos|somos|tenemos|queremos|podemos)(?![\p{L}]))\p{L}{2,}(?:amos|imos|é|í)(?![\p{L}])/iu;
const WE_DID = /(?<![\p{L}])(?!(?:vamos|estamos|somos|tenemos|queremos|podemos)(?![\p{L}]))\p{L}{2,}(?:amos|imos)(?![\p{L}])/iu;
const OUTING_TOLD_ON_ACKS = ['¡Qué divertido!', '¡Suena genial!'];
/** Once something of the outing is told, what stood out of it may be asked as well. */
const OUTING_TOLD_ON_QUESTIONS = [...OUTING.questions, '¿Qué fue lo mejor de {place}? (What was the best part of it?)'];

const RESPONDERS: Responder[] = [
  {
    when: (m) => !!m.worksNights,
    acks: ['Trabajar de noche es muy duro.', 'Las noches de trabajo cansan mucho.'],
    questions: ['¿Cómo duermes durante el día? (How do you sleep during the day?)', '¿Qué haces en tu primer día libre después de la noche? (What do you do on your first day off after a night shift?)'],
    values: () => ({}),
  },
  {
    when: (m) => !!m.pet?.name,
    acks: ['¡{Pet} es un nombre precioso!', '¡Qué nombre tan bonito, {Pet}!'],
    questions: ['¿Cuántos años tiene {Pet}? (How old is {Pet}?)', '¿Cómo es {Pet}? (What is {Pet} like?)', '¿Qué hace {Pet} cuando no estás en casa? (What does {Pet} do when you are not at home?)'],
    values: (m) => ({ Pet: m.pet!.name! }),
  },
  {
    // 'Tengo tres perros': the pets together ('tus perros'), with the count the learner gave.
    when: (m) => !!m.pet?.count,
    acks: ['¡Me encantan los animales!', '¡Qué suerte tener {count} {pets}!'],
    questions: ['¿Cómo se llaman tus {pets}? (What are your {petsEn} called?)', '¿Cuántos años tienen tus {pets}? (How old are your {petsEn}?)', '¿Cómo son tus {pets}? (What are your {petsEn} like?)'],
    values: (m) => ({ pets: m.pet!.word, petsEn: m.pet!.english, count: m.pet!.count! }),
  },
  {
    // 'Juego al tenis los sábados': who with, since when, where; not '¿Qué piensas del tenis?'.
    when: (m) => !!m.plays,
    acks: ['¡Qué bien!', '¡Me parece genial!'],
    questions: ['¿Con quién juegas al {game}? (Who do you play {gameEn} with?)', '¿Desde cuándo juegas al {game}? (How long have you played {gameEn}?)', '¿Dónde juegas al {game}? (Where do you play {gameEn}?)'],
    values: (m) => ({ game: m.plays!.game, gameEn: m.plays!.english }),
  },
  {
    // 'Leo novelas', 'Toco la guitarra': what kind (or, told, when), since when, who taught them; not a question about the weather.
    when: (m) => !!m.habit?.what,
    acks: ['¡Qué bien!', '¡Me parece genial!'],
    questions: ['{first}', '¿Desde cuándo {you} {what}? (How long have you been {englishIng} {whatEn}?)'],
    values: (m) => {
      const { you, infinitive, english, englishIng, what } = m.habit!;
      // The kind already told ('novelas de misterio'): when, not what kind.
      const first = what!.isInstrument
        ? `¿Quién te enseñó a ${infinitive} ${what!.spanish}? (Who taught you to ${english} ${what!.english}?)`
        : what!.kindTold
          ? `¿Cuándo sueles ${infinitive} ${what!.spanish}? (When do you usually ${english} ${what!.english}?)`
          : `¿Qué tipo de ${what!.spanish} ${you}? (What kind of ${what!.english} do you ${english}?)`;
      return { first, you, what: what!.spanish, englishIng, whatEn: what!.english };
    },
  },
  {
    // 'Cocino para mi familia', 'Pinto los domingos': what they like to make of it, and since when.
    when: (m) => !!m.habit && !m.habit.what,
    acks: ['¡Qué bien!', '¡Me parece genial!'],
    questions: ['¿Qué te gusta {infinitive}? (What do you like to {english}?)', '¿Desde cuándo {you}? (How long have you been {englishIng}?)'],
    values: (m) => ({ infinitive: m.habit!.infinitive, english: m.habit!.english, you: m.habit!.you, englishIng: m.habit!.englishIng }),
  },
  {
    when: (m) => !!m.pet,
    acks: ['¡Me encantan los animales!', '¡Qué bien, {aPet} en casa!'],
    questions: ['¿Cómo se llama tu {pet}? (What is your {petEn} called?)', '¿Cuántos años tiene tu {pet}? (How old is your {petEn}?)', '¿Cómo es tu {pet}? (What is your {petEn} like?)'],
    values: (m) => ({ pet: m.pet!.word, petEn: m.pet!.english, aPet: `${m.pet!.gender === 'feminine' ? 'una' : 'un'} ${m.pet!.word}` }),
  },
  {
    when: (m) => !!m.visited,
    acks: ['¡Qué bien, {Place}!', '¡Qué suerte, {Place}!'],
    questions: ['¿Qué es lo que más te gustó de {Place}? (What did you like most about {PlaceEn}?)', '¿Con quién fuiste a {Place}? (Who did you go to {PlaceEn} with?)', '¿Qué comiste en {Place}? (What did you eat in {PlaceEn}?)'],
    values: (m) => ({ Place: m.visited!, PlaceEn: placeInEnglish(m.visited!) }),
  },
  {
    // 'Conozco a Pedro desde hace diez años': how they met (or, met at school, what they do together), not '¿Qué piensas de Pedro?'.
    when: (m) => !!m.knownLong,
    acks: ['¡Cuánto tiempo!', '¡Eso es mucho tiempo!'],
    questions: ['{ask}'],
    values: (m) => ({ ask: m.knownLong!.toldWhereMet ? `¿Qué os gusta hacer ${m.knownLong!.feminine ? 'juntas' : 'juntos'}? (What do you like doing together?)` : '¿Cómo os conocisteis? (How did you meet?)' }),
  },
  {
    // 'Ella se llama Marta': someone the learner talks about, named; asked about with the name.
    when: (m) => !!m.theirName && !m.pet,
    acks: ['¡{Name} es un nombre precioso!', '¡Qué nombre tan bonito, {Name}!'],
    questions: ['¿Dónde conociste a {Name}? (Where did you meet {Name}?)', '¿Qué te gusta hacer con {Name}? (What do you like doing with {Name}?)'],
    values: (m) => ({ Name: m.theirName! }),
  },
  {
    // 'Estoy en paro', 'Estoy buscando trabajo': the search, not '¿Qué hiciste ayer?' or the work they do not have.
    when: (m) => !!m.jobSearch,
    acks: ['{ack}'],
    questions: ['¿Qué tipo de trabajo te gustaría encontrar? (What kind of job would you like to find?)', '¿Cómo va la búsqueda de trabajo? (How is the job search going?)'],
    values: (m) => ({ ack: m.jobSearch === 'lost' ? 'Vaya, lo siento mucho. ¡Ánimo! (Oh, I am so sorry. Hang in there!)' : '¡Mucha suerte con la búsqueda! (Good luck with the search!)' }),
  },
  {
    when: (m) => !!m.knows && !m.knownLong,
    acks: ['¡Qué bien!', '¡Ah, {Name}!'],
    questions: ['¿Dónde conociste a {Name}? (Where did you meet {Name}?)', '¿Qué te gusta hacer con {Name}? (What do you like doing with {Name}?)'],
    values: (m) => ({ Name: m.knows! }),
  },
  {
    // 'Compré frutas': what was bought, the learner's own word asked back ('¿Qué frutas compraste?'), 'vosotros' for 'compramos'.
    when: (m) => !!m.bought,
    acks: ['¡Qué bien!', '¡Me encanta ir de compras!'],
    questions: ['¿Qué {bought} {compraste}? (Which {ones} did you buy?)', '¿Dónde {pronoun} {compraste}? (Where did you buy {themEn}?)'],
    values: (m) => ({
      bought: m.bought!.word, ones: m.bought!.isPlural ? 'ones' : 'one', themEn: m.bought!.isPlural ? 'them' : 'it', compraste: m.together ? 'comprasteis' : 'compraste',
      pronoun: `${m.bought!.gender === 'feminine' ? 'la' : 'lo'}${m.bought!.isPlural ? 's' : ''}`,
    }),
  },
  {
    // 'Ayer fui de compras': what was bought, or where; 'vosotros' when the learner went with others.
    when: (m) => !!m.shopping && !m.bought,
    acks: ['¡Qué bien!', '¡Me encanta ir de compras!'],
    questions: ['{first}', '{second}'],
    values: (m) => ({ first: m.shopping![0]!, second: m.shopping![1] ?? m.shopping![0]! }),
  },
  OUTING,
  {
    // A trip to a named place ('Voy a México en marzo', 'quiero practicar para un viaje a México'): the trip, asked what was not told.
    when: (m) => !!m.trip?.place,
    acks: ['¡Qué emocionante, un viaje a {place}!', '¡{place}, qué bien!'],
    questions: ['{ask}'],
    values: (m) => {
      const { place, toldWhen, toldWho, together } = { ...m.trip!, place: m.trip!.place! };
      // In the English after it, the place as English writes it ('Mexico', 'Peru').
      const inEnglish = placeInEnglish(place);
      const ask = !toldWhen ? (together ? `¿Cuándo vais a ${place}? (When are you going to ${inEnglish}?)` : `¿Cuándo vas a ${place}? (When are you going to ${inEnglish}?)`) : !toldWho ? '¿Con quién vas? (Who are you going with?)' : together ? `¿Qué queréis ver en ${place}? (What do you want to see in ${inEnglish}?)` : `¿Qué quieres ver en ${place}? (What do you want to see in ${inEnglish}?)`;
      return { place, ask };
    },
  },
  {
    // Its time told after the trip ('Voy en marzo con mi novia'): what the learner wants to do there, not the partner's name.
    when: (m) => !!m.trip && !m.trip.place,
    acks: ['¡Qué bien, ya queda poco!', '¡Qué ganas!'],
    questions: ['{ask}'],
    values: (m) => ({ ask: m.trip!.toldWho ? '¿Qué queréis hacer allí? (What do you want to do there?)' : '¿Qué quieres hacer allí? (What do you want to do there?)' }),
  },
  {
    // 'Mi bebida favorita es el café con leche': the choice praised and asked about by its kind, never by what was named.
    when: (m) => !!m.favourite,
    acks: ['¡Buena elección!', '¡Me gusta tu elección!'],
    questions: ['¿Por qué {es} {yourKind}? (Why {is} {that} your favourite {kindEn}?)', '¿Desde cuándo {es} {yourKind}? (How long {has} {that} been your favourite {kindEn}?)'],
    values: (m) => {
      const { kind, english, gender, isPlural } = m.favourite!;
      const favourite = `${gender === 'feminine' ? 'favorita' : 'favorito'}${isPlural ? 's' : ''}`;
      return {
        yourKind: `${isPlural ? 'tus' : 'tu'} ${isPlural ? spanishPlural(kind) : kind} ${favourite}`, es: isPlural ? 'son' : 'es',
        is: isPlural ? 'are' : 'is', that: isPlural ? 'those' : 'that', has: isPlural ? 'have' : 'has', kindEn: isPlural ? `${english}s`.replace(/ys$/, 'ies').replace(/(?<=ss)s$/, 'es') : english,
      };
    },
  },
  {
    // 'Quiero aprender español para viajar': why the learner learns, asked about, not '¿Con quién vas a aprender...?'.
    when: (m) => !!m.plan && LEARNS_SPANISH.test(m.plan) && /\b(?:viajar|viajes|vacaciones|turismo)\b/.test(m.plan),
    acks: ['¡Qué buena razón para aprender!', '¡Viajar es la mejor razón!'],
    questions: ['¿Adónde te gustaría viajar? (Where would you like to travel?)', '¿Qué país de habla hispana te gustaría conocer? (Which Spanish-speaking country would you like to visit?)'],
    values: () => ({}),
  },
  {
    when: (m) => !!m.plan && LEARNS_SPANISH.test(m.plan) && /\b(?:trabajo|trabajar|empresa|carrera)\b/.test(m.plan),
    acks: ['¡Qué buena razón para aprender!', '¡El español abre muchas puertas en el trabajo!'],
    questions: ['¿En qué trabajas? (What do you do for work?)', '¿Hablas español en tu trabajo? (Do you speak Spanish at work?)'],
    values: () => ({}),
  },
  {
    when: (m) => !!m.plan && LEARNS_SPANISH.test(m.plan),
    acks: ['¡Qué bien que quieras aprender!', '¡Qué buena idea!'],
    questions: ['¿Por qué quieres aprender español? (Why do you want to learn Spanish?)', '¿Qué es lo que más te gusta del español? (What do you like most about Spanish?)', '¿Desde cuándo estudias español? (How long have you been studying Spanish?)'],
    values: () => ({}),
  },
  {
    // 'Quiero ser médica': why, and what it takes; not '¿Con quién vas a ser médica?'.
    when: (m) => !!m.wantsToBe,
    acks: ['¡Qué buena meta!', '¡Qué profesión tan bonita!'],
    questions: ['¿Por qué quieres ser {job}? (Why do you want to be {aJobEn}?)', '¿Qué tienes que estudiar para ser {job}? (What do you have to study to become {aJobEn}?)'],
    values: (m) => ({ job: m.wantsToBe!.word, aJobEn: `${/^[aeiou]/.test(m.wantsToBe!.english) ? 'an' : 'a'} ${m.wantsToBe!.english}` }),
  },
  {
    // 'Quiero ser famosa': what one wants to be is not done with someone.
    when: (m) => !!m.plan && /^(?:ser|estar) /.test(m.plan),
    acks: ['¡Qué buena meta!', '¡Qué interesante!'],
    questions: ['¿Por qué quieres {plan}? (Why do you want that?)'],
    values: (m) => ({ plan: m.plan! }),
  },
  {
    // 'Quiero comprar un móvil nuevo': which one and what it may cost; a purchase is not done with someone.
    when: (m) => !!m.plan && /^comprar(?:te)? /.test(m.plan) && !m.planTogether,
    acks: ['¡Ah, de compras! (Ah, shopping!)', '¡Qué bien! (How nice!)'],
    questions: ['¿Cuál te gustaría? (Which one would you like?)', '¿Cuánto quieres gastar? (How much do you want to spend?)'],
    values: () => ({}),
  },
  {
    // 'Algún día quiero vivir en otro país', 'Quiero trabajar en un hospital': why, and what draws them; not '¿Con quién vas a vivir...?'.
    when: (m) => !!m.plan && /^(?:vivir|trabajar|estudiar) /.test(m.plan) && !m.planTogether && !m.planIsDecided,
    acks: ['¡Qué interesante! (How interesting!)', '¡Qué buena meta! (What a good goal!)'],
    questions: ['¿Por qué quieres {plan}? (Why do you want to do that?)', '¿Qué te atrae de {plan}? (What draws you to that?)'],
    values: (m) => ({ plan: m.plan! }),
  },
  {
    // 'Quiero visitar Japón algún día', 'Me gustaría conocer Buenos Aires': a place wished for, asked what they would see
    // there and what draws them; not '¿Con quién vas a visitar Japón?' of a wish with no trip planned.
    when: (m) => !!m.plan && PLACE_TO_VISIT.test(m.plan) && !m.planTogether && !m.planIsDecided,
    acks: ['¡Qué buen sueño! (What a lovely dream!)', '¡Qué interesante! (How interesting!)'],
    questions: ['¿Qué te gustaría ver en {place}? (What would you like to see there?)', '¿Qué es lo que más te atrae de {place}? (What draws you most to it?)'],
    values: (m) => ({ place: PLACE_TO_VISIT.exec(m.plan!)![1]! }),
  },
  {
    // 'Quiero aprender a tocar la guitarra': why, and how they will learn; a skill is not learned 'con quién'.
    when: (m) => !!m.plan && /^aprender a /.test(m.plan) && !m.planTogether,
    acks: ['¡Qué buena idea!', '¡Qué ilusión!'],
    questions: ['¿Por qué quieres {plan}? (Why do you want to do that?)', '¿Cómo piensas aprender, con clases o por tu cuenta? (How do you plan to learn, with classes or on your own?)'],
    values: (m) => ({ plan: m.plan! }),
  },
  {
    // 'Queremos visitar Madrid': 'vosotros', and not who with.
    when: (m) => !!m.plan && !!m.planTogether,
    acks: ['¡Qué buen plan!', '¡Qué emocionante!'],
    questions: ['¿Cuándo vais a {plan}? (When are you going to do that?)', '¿Por qué queréis {plan}? (Why do you want to do that?)'],
    values: (m) => ({ plan: m.plan! }),
  },
  {
    // 'Esta noche voy a ver una película': decided, so who with or what they look forward to, not why they want it.
    when: (m) => !!m.plan && !!m.planIsDecided && !m.planTogether,
    acks: ['¡Qué buen plan!', '¡Qué bien!'],
    questions: ['¿Con quién vas a {plan}? (Who are you going to do that with?)', '¿Qué es lo que más te apetece de {plan}? (What are you looking forward to most about it?)'],
    values: (m) => ({ plan: m.plan! }),
  },
  {
    when: (m) => !!m.plan,
    acks: ['¡Qué buen plan!', '¡Qué emocionante!'],
    questions: ['¿Cuándo vas a {plan}? (When are you going to do that?)', '¿Por qué quieres {plan}? (Why do you want to do that?)', '¿Con quién vas a {plan}? (Who are you going to do that with?)'],
    values: (m) => ({ plan: m.plan! }),
  },
  {
    // 'No me gusta levantarme temprano': why not, and what they would rather; not '¡Qué bien!' or the season.
    when: (m) => !!m.dislike && !m.like,
    acks: ['Te entiendo. (I understand.)', 'Claro, a mucha gente tampoco. (Of course, lots of people do not either.)'],
    questions: ['¿Por qué no te {verb} {dislike}? (Why not?)', '¿Qué prefieres? (What do you prefer?)'],
    values: (m) => ({ dislike: m.dislike!.what, verb: m.dislike!.verb }),
  },
  {
    // Liked together ('Nos gusta viajar juntos'): asked of them all, with 'os', never 'te'.
    when: (m) => !!m.like?.isShared && !m.like.isName && m.like.isActivity,
    acks: ['¡Qué bien!', '¡Me parece genial!'],
    questions: ['¿Desde cuándo os {verb} {like}? (How long have you liked doing that?)', '¿Cuándo fue la última vez? (When was the last time?)'],
    values: (m) => ({ like: m.like!.what, verb: m.like!.verb }),
  },
  {
    when: (m) => !!m.like?.isShared && !m.like.isName,
    acks: ['¡Qué bien!', '¡Me parece genial!'],
    questions: ['¿Por qué os {verb} {like}? (Why do you like that?)', '¿Desde cuándo os {verb} {like}? (How long have you liked that?)'],
    values: (m) => ({ like: m.like!.what, verb: m.like!.verb }),
  },
  {
    // Done alone ('Me gusta leer novelas antes de dormir'): when, and since when; never who with.
    when: (m) => !!m.like?.isActivity && SOLITARY.test(m.like.what),
    acks: ['¡Qué bien!', '¡Me parece genial!'],
    questions: ['¿Cuándo sueles {like}? (When do you usually do that?)', '¿Desde cuándo te gusta {like}? (How long have you liked doing that?)'],
    values: (m) => ({ like: m.like!.what }),
  },
  {
    when: (m) => !!m.like?.isActivity,
    acks: ['¡Qué bien!', '¡Me parece genial!'],
    questions: ['¿Cuándo sueles {like}? (When do you usually do that?)', '¿Con quién te gusta {like}? (Who do you like doing that with?)', '¿Desde cuándo te gusta {like}? (How long have you liked doing that?)'],
    values: (m) => ({ like: m.like!.what }),
  },
  {
    // 'A mi padre le gusta cocinar': whether the learner does too, never '¿Por qué te gusta...?' as if they had said it.
    when: (m) => !!m.theirLike && !m.like,
    acks: ['¡Qué bien!', '¡Qué interesante!'],
    questions: ['¿Y a ti también te {verb} {like}? ({english})'],
    values: (m) => ({ like: m.theirLike!.what, verb: m.theirLike!.verb, english: m.theirLike!.isActivity ? 'Do you like doing that too?' : m.theirLike!.verb === 'gustan' ? 'Do you like them too?' : 'Do you like it too?' }),
  },
  {
    // 'Me encanta Taylor Swift': a person, a band or a place, so the English says the name, not 'that'.
    when: (m) => !!m.like?.isName,
    acks: ['¡Qué bien!', '¡Qué buena elección!'],
    questions: ['¿Por qué te gusta {like}? (Why do you like {like}?)', '¿Qué es lo que más te gusta de {like}? (What do you like most about {like}?)'],
    values: (m) => ({ like: m.like!.what }),
  },
  {
    when: (m) => !!m.like && !m.like.isActivity,
    acks: ['¡Qué bien!', '¡A mí también me {verb} {like}!'],
    questions: ['¿Por qué te {verb} {like}? (Why do you like that?)', '¿Desde cuándo te {verb} {like}? (How long have you liked that?)'],
    values: (m) => ({ like: m.like!.what, verb: m.like!.verb }),
  },
  {
    // 'Mi hermana y yo jugamos al tenis cada semana': what they do together, not '¿Dónde vive tu hermana?'.
    when: (m) => !!m.family && !!m.familyTogether && !m.city && !m.job,
    acks: ['¡Qué bonito hacer cosas con {yourMember}!', '¡Qué bien hacerlo en familia!'],
    questions: ['¿Desde cuándo lo hacéis juntos? (How long have you been doing that together?)', '¿Qué es lo que más os gusta de hacerlo juntos? (What do you like most about doing it together?)'],
    values: (m) => ({ yourMember: `${m.family!.isPlural ? 'tus' : 'tu'} ${m.family!.word}` }),
  },
  {
    // 'Mi padre trabaja en un hospital', 'Mi madre es profesora': their work, not '¿Dónde vive tu padre?'.
    when: (m) => !!m.family && !!m.familyWorks && m.family.word !== 'familia' && !m.city && !m.job,
    acks: ['¡Qué interesante!', 'Me encanta oír cosas de {yourMember}.'],
    questions: ['¿{Le} gusta su trabajo a {yourMember}? ({Does} your {memberEn} like {their} job?)', '¿Y a ti te gustaría hacer ese trabajo? (And would you like to do that job?)'],
    values: (m) => {
      const plural = m.family!.isPlural;
      return {
        yourMember: `${plural ? 'tus' : 'tu'} ${m.family!.word}`, memberEn: m.family!.english, Le: plural ? 'Les' : 'Le', Does: plural ? 'Do' : 'Does',
        their: plural ? 'their' : m.family!.gender === 'feminine' ? 'her' : 'his',
      };
    },
  },
  {
    // 'Vivo con mis padres': a home shared, asked about as one; not '¿Dónde viven tus padres?'.
    when: (m) => !!m.family && !!m.livesWithFamily && !m.city && !m.job,
    acks: ['¡Qué bien vivir con {yourMember}!', '¡Gracias por contarme con quién vives!'],
    questions: ['¿Qué es lo que más te gusta de vivir con {yourMember}? (What do you like most about living with your {memberEn}?)', '¿Cómo os repartís las tareas de casa? (How do you share the housework?)'],
    values: (m) => ({ yourMember: `${m.family!.isPlural ? 'tus' : 'tu'} ${m.family!.word}`, memberEn: m.family!.english }),
  },
  {
    // A partner shares the learner's home: not '¿Dónde vive tu novia?'. Family said as company beside a city or
    // a job ('Vivo en Manchester con mi novia') leaves them to the responders below.
    when: (m) => !!m.family && PARTNERS.has(m.family.word) && !m.city && !m.job,
    acks: ['¡Qué bonito hablar de {yourMember}!', 'Me encanta oír cosas de {yourMember}.'],
    questions: ['¿Cómo se llama {yourMember}? (What is your {memberEn} called?)', '¿Cómo os conocisteis? (How did you two meet?)', '¿Qué os gusta hacer juntos? (What do you like doing together?)'],
    values: (m) => ({ yourMember: `tu ${m.family!.word}`, memberEn: m.family!.english }),
  },
  {
    // Family named as whose the workplace is ('Trabajo en el restaurante de mi tío'): the work is asked about, below.
    when: (m) => !!m.family && m.family.word !== 'familia' && !PARTNERS.has(m.family.word) && !m.city && !m.job && !m.workplace,
    acks: ['¡Qué bonito hablar de {yourMember}!', 'Me encanta oír cosas de {yourMember}.'],
    questions: ['¿Cómo {seLlama} {yourMember}? (What {is} your {memberEn} called?)', '¿Dónde {vive} {yourMember}? (Where {does} your {memberEn} live?)', '¿Cómo {es} {yourMember}? (What {is} your {memberEn} like?)'],
    values: (m) => {
      const plural = m.family!.isPlural;
      return {
        yourMember: `${plural ? 'tus' : 'tu'} ${m.family!.word}`, memberEn: m.family!.english, seLlama: plural ? 'se llaman' : 'se llama',
        vive: plural ? 'viven' : 'vive', es: plural ? 'son' : 'es', is: plural ? 'are' : 'is', does: plural ? 'do' : 'does',
      };
    },
  },
  {
    // 'Vivo aquí desde hace diez años': what they like most about living there.
    when: (m) => !!m.livedHereLong && !m.city,
    acks: ['¡Cuánto tiempo!', '¡Entonces lo conoces muy bien!'],
    questions: ['¿Qué es lo que más te gusta de vivir allí? (What do you like most about living there?)', '¿Qué le enseñarías allí a alguien de visita? (What would you show a visitor there?)'],
    values: () => ({}),
  },
  {
    // 'Mañana tengo un examen de matemáticas', 'Tengo una entrevista el lunes': luck, and how they prepare; not '¿Me cuentas algo más sobre tu examen?'.
    when: (m) => !!m.examOrInterviewSoon,
    acks: ['¡Mucha suerte!', '¡Ánimo, seguro que te sale bien!'],
    questions: ['¿Cómo te estás preparando? (How are you preparing?)', '¿Qué parte te preocupa más? (Which part worries you most?)'],
    values: () => ({}),
  },
  {
    // 'Tengo que estudiar para el examen de conducir': when it is, or its hardest part; not '¿Qué te gusta más del examen?'.
    when: (m) => !!m.examToPrepare,
    acks: ['¡Ánimo con el estudio! (Keep it up with your studying!)', '¡Mucha suerte con el examen! (Good luck with the exam!)'],
    questions: ['¿Cuándo es el examen? (When is the exam?)', '¿Qué parte del examen te parece más difícil? (Which part of the exam seems hardest to you?)'],
    values: () => ({}),
  },
  {
    // 'Estoy casada.': how long, or how they met; a family told with it ('y tengo dos hijos') is asked about first, above.
    when: (m) => !!m.married,
    acks: ['¡Qué bonito!', '¡Qué bien!'],
    questions: ['¿Cuánto tiempo lleváis casados? (How long have you been married?)', '¿Cómo os conocisteis? (How did you two meet?)'],
    values: () => ({}),
  },
  {
    when: (m) => !!m.job && m.job.english !== 'student',
    acks: ['¡Qué trabajo tan interesante!', 'Ser {job} es un trabajo muy importante.'],
    questions: ['¿Te gusta trabajar de {job}? (Do you like working as {aJobEn}?)', '¿Cuánto tiempo llevas trabajando de {job}? (How long have you worked as {aJobEn}?)', '¿Cómo es un día normal de {job}? (What is a normal day like for {aJobEn}?)'],
    values: (m) => ({ job: m.job!.word, aJobEn: `${/^[aeiou]/.test(m.job!.english) ? 'an' : 'a'} ${m.job!.english}` }),
  },
  {
    // 'Trabajo en un hospital en Manchester': the place of work, not 'un hospital' quoted back.
    when: (m) => !!m.workplace && !m.job,
    acks: ['¡Qué interesante!', '¡Ah, muy bien!'],
    questions: ['¿Qué es lo que más te gusta de trabajar en {place}? (What do you like most about working there?)', '¿Cuánto tiempo llevas trabajando allí? (How long have you worked there?)', '¿Cómo es un día normal en tu trabajo? (What is a normal day at work like for you?)'],
    values: (m) => ({ place: m.workplace! }),
  },
  {
    when: (m) => !!m.studies,
    acks: ['¡Qué interesante!', 'Estudiar {studies} es una buena elección.'],
    questions: ['¿Por qué estudias {studies}? (Why did you choose that subject?)', '¿Qué es lo más difícil de estudiar {studies}? (What is the hardest part of your studies?)'],
    values: (m) => ({ studies: m.studies! }),
  },
  {
    // 'Soy de Alemania': where the learner comes from, so not how long they have been there.
    when: (m) => !!m.city && !!m.cityIsOrigin,
    acks: ['¡Ah, {City}!', '¡{City}, qué bien!'],
    questions: ['¿De qué parte de {City} eres? (Which part of {CityEn} are you from?)', '¿Qué me recomiendas visitar en {City}? (What would you recommend I visit in {CityEn}?)', '¿Qué comida típica de {City} te gusta más? (Which typical food from {CityEn} do you like best?)'],
    values: (m) => ({ City: m.city!, CityEn: placeInEnglish(m.city!) }),
  },
  {
    when: (m) => !!m.city,
    acks: ['¡Ah, {City}!', '¡{City}, qué bien!'],
    questions: ['¿Qué te gusta más de {City}? (What do you like most about {CityEn}?)', '¿Cuánto tiempo llevas en {City}? (How long have you been in {CityEn}?)', '¿Qué lugar de {City} me recomiendas? (Which place in {CityEn} would you recommend to me?)'],
    values: (m) => ({ City: m.city!, CityEn: placeInEnglish(m.city!) }),
  },
];

/** 'película' -> 'películas', 'canción' -> 'canciones', 'actriz' -> 'actrices', 'país' -> 'países'. */
function spanishPlural(noun: string): string {
  if (/[aeiouáéó]$/.test(noun)) return `${noun}s`;
  if (noun.endsWith('z')) return `${noun.slice(0, -1)}ces`;
  // A stressed last syllable in -n loses its accent ('canción', 'canciones'); 'país' keeps it ('países').
  return `${/[áéíóú]n$/.test(noun) ? noun.slice(0, -2) + stripAccents(noun.slice(-2)) : noun}es`;
}

/** A question the message already answers: why ('porque...'), who with ('con mis amigos'), when ('mañana', 'el sábado'), how long ('desde hace dos años', so not '¿Desde cuándo...?' either). */
const ANSWERED_IN_MESSAGE: ReadonlyArray<readonly [asks: RegExp, told: RegExp]> = [
  // Why, once the message gave its reason ('Me gusta el verano porque puedo ir a la playa'); what draws them to it too.
  [/^¿Por qué(?!\p{L})|^¿Qué (?:es lo que más )?te atrae(?![\p{L}])/u, /\bporque\b/i],
  // How long, once the message told it ('Vivo en Sevilla desde hace dos años', 'Trabajo aquí desde 2019', 'hace tres años que').
  [/^¿(?:Cuánto tiempo|Desde cuándo)(?![\p{L}])/u, /\b(?:desde (?:hace|el|la|que|\d)|hace (?:\p{L}+|\d+) (?:años?|meses|mes|semanas?|días?)|llevo \p{L}+)(?![\p{L}])/iu],
  // Who with, once told ('con mis amigos', 'Mis primos y yo fuimos...', 'solo').
  [/^¿Con quién\b/, /\bcon (?:mi|mis|tu|un|una|unos|unas|el|la|los|las|nuestr[oa]s?)\s|\bsol[oa]\b|(?<![\p{L}])(?:mi|mis) \p{L}+(?: \p{L}+)? y yo(?![\p{L}])/iu],
  // A name, once told ('Mi primo Pablo es muy gracioso', 'Mi hermana se llama Ana').
  // Written small too, as learners type ('tengo un gato que se llama misi').
  [/^¿Cómo se llaman?(?![\p{L}])/u, /(?<![\p{L}])(?:[Mm]is?|[Tt]us?) \p{Ll}+ \p{Lu}\p{Ll}+|(?<![\p{L}])se llaman? (?!c[oó]mo(?![\p{L}]))\p{L}{2,}(?![^.!]*\?)/u],
  // What they ate there, once told ('Fui a Barcelona y comimos mucha paella').
  [/^¿Qué (?:comiste|comisteis)(?![\p{L}])/u, /(?<![\p{L}])(?:comí|comimos|probé|probamos|cené|cenamos)(?![\p{L}])/iu],
  // What they did there, once told after the outing ('Fui al cine con mi novio y vimos una película').
  [/^¿Qué (?:hiciste|hicisteis) en(?![\p{L}])/u, /(?<![\p{L}])y (?:luego |después |allí )?(?:\p{L}+(?:amos|imos)|\p{L}{2,}(?:é|í))(?![\p{L}])/u],
  // Whether they like the job, once the message said they like something about it ('Soy enfermera porque me gusta ayudar').
  [/^¿Te gusta trabajar(?![\p{L}])/u, /(?<![\p{L}])(?<!no )(?:me|nos) (?:gusta|encanta)(?![\p{L}])/iu],
  // Where someone lives, once told ('Mi hermano vive en Quito'); their name, once told ('que se llama Pablo').
  [/^¿Dónde viven?(?![\p{L}])/u, /(?<![\p{L}])viven? en(?![\p{L}])/iu],
  [/^¿Cómo se llaman?(?![\p{L}])/u, /(?<![\p{L}])se llaman? \p{Lu}/u],
  // What someone is like, once the message said it ('Mi hijo tiene cinco años y es muy gracioso').
  [/^¿Cómo (?:es|son) (?:tu |tus |\p{Lu})/u, TRAIT_SAID.es],
  // Someone's age, once told ('Mi perra se llama Nala y tiene dos años').
  [/^¿Cuántos años tienen?(?![\p{L}])/u, /(?<![\p{L}])tienen? (?:\d+|\p{L}+) (?:años|meses)(?![\p{L}])/iu],
  [/^¿Cuándo\b/, /\b(?:cuando|antes de|después de|por la (?:mañana|tarde|noche)|todos los días|todas las (?:mañanas|tardes|noches)|cada (?:día|mañana|noche)|los (?:lunes|martes|miércoles|jueves|viernes|sábados|domingos|fines de semana)|mañana|hoy|esta (?:noche|tarde|semana)|este (?:fin de semana|verano|año|mes)|el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)|la (?:semana|próxima semana)|el (?:mes|año) que viene|el próximo (?:año|mes|verano|invierno|fin de semana)|la próxima semana|en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|verano|invierno|primavera|otoño))(?![\p{L}])/iu],
];

/** The most specific fact of the learner's last Spanish message, acknowledged, with a question that builds on it. */
const AGE_ACKS = ['¡Gracias por contármelo! (Thanks for telling me!)', '¡Qué bien, gracias! (Great, thanks!)'];
const AFTER_AGE = ['¿Estudias o trabajas? (Do you study or work?)', '¿Qué te gusta hacer en tu tiempo libre? (What do you like doing in your free time?)'];

/** Who with and when carry over from the message before: 'Voy en diciembre con mi esposa.', then 'Queremos visitar Oaxaca.' */
const CARRIED_OVER = /^¿(?:Con quién|Cuándo)\b/;

export function respondToSpanishFacts(input: { message: string; facts: LearnerFacts; assistantMessages: readonly string[]; chooser: Chooser; previousMessage?: string }): FactResponse | null {
  const { message, facts, assistantMessages, chooser, previousMessage = '' } = input;
  const said = readSpanishMessageFacts(message);
  const isNewName = !!said.name && !assistantMessages.some((m) => m.includes(said.name!));
  const greeting = isNewName ? `¡Encantada, ${said.name}!` : '';
  const fresh = (questions: readonly string[], values: Record<string, string>) =>
    questions.map((q) => fillTemplate(q, values)).filter((q) => !wasAlreadyAsked(q, assistantMessages) && !asksForKnownFact(q, facts) && !ANSWERED_IN_MESSAGE.some(([asks, told]) => asks.test(q) && (told.test(message) || (CARRIED_OVER.test(q) && told.test(previousMessage)))));
  for (const responder of RESPONDERS) {
    if (!responder.when(said)) continue;
    const values = responder.values(said);
    const questions = fresh(responder.questions, values);
    if (questions.length === 0) continue;
    const acks = responder.acks.map((a) => capitalize(fillTemplate(a, values)));
    const unsaid = acks.filter((a) => !assistantMessages.at(-1)?.includes(a));
    const acknowledgement = chooser.pick('fact-ack', unsaid.length > 0 ? unsaid : acks);
    return { acknowledgement: greeting ? `${greeting} ${acknowledgement}` : acknowledgement, question: chooser.pick('fact-question', questions) };
  }
  // An age told ('Tengo veinte años.'): thanks, and what fills the learner's days.
  if (readToldFacts(message).some((fact) => fact.kind === 'age')) {
    const questions = fresh(AFTER_AGE, {});
    if (questions.length > 0) return { acknowledgement: greeting || chooser.pick('age-ack', AGE_ACKS), question: chooser.pick('fact-question', questions) };
  }
  // 'Bailamos toda la noche y comimos mucho', just after 'Fui a una fiesta el sábado': the same outing told on, asked what neither message told.
  const before = previousMessage ? readSpanishMessageFacts(previousMessage) : {};
  if (!greeting && before.outing && !message.includes('?') && TELLS_WHAT_HAPPENED.test(message)) {
    const outing = { ...before, together: before.together || WE_DID.test(message) };
    const questions = fresh(OUTING_TOLD_ON_QUESTIONS, OUTING.values(outing)).filter((q) => !ANSWERED_IN_MESSAGE.some(([asks, told]) => asks.test(q) && told.test(previousMessage)));
    if (questions.length > 0) return { acknowledgement: chooser.pick('fact-ack', OUTING_TOLD_ON_ACKS), question: chooser.pick('fact-question', questions) };
  }
  if (!isNewName) return null;
  const questions = fresh(['¿A qué te dedicas, {name}? (What do you do, {name}?)', '¿De dónde eres, {name}? (Where are you from, {name}?)', '¿Qué te gusta hacer en tu tiempo libre, {name}? (What do you like doing in your free time, {name}?)'], { name: said.name! });
  return questions.length > 0 ? { acknowledgement: greeting, question: chooser.pick('fact-question', questions) } : null;
}
