/**
 * Few friends where the learner lives now ('I don't have many friends here because I moved recently', 'No conozco a
 * mucha gente aquí'): where they might meet people; not 'What do you think about friends?' or 'Why are friends
 * important to you?'. Feeling lonely is news (news-told.ts, 'lonely'). Each language with the messages it must read and
 * those it must leave, run as tests (few-friends-here.test.ts).
 */
import type { ToldRules } from './told-rule';

export const FEW_FRIENDS_HERE: ToldRules = {
  en: {
    said: /\bI (?:don't|do not|don’t) (?:have|know) (?:many|any|a lot of|much) (?:friends|people)(?: (?:here|in (?:this|the|my new) (?:city|town|country|area)|yet))\b/i,
    acks: ['That can be hard in a new place.', 'It takes time to make friends somewhere new.'],
    questions: ['Where would you like to meet people?', 'Is there a club or a group you would like to join?'],
    examples: ["I don't have many friends here because I moved recently.", "I don't know many people in this city yet.", 'I do not have any friends here.'],
    counterExamples: ["My son doesn't have many friends here.", 'I have many friends here.', "Don't you have friends here?", "I don't have many friends who speak English."],
  },
  es: {
    said: /(?<![\p{L}])no (?:tengo (?:muchos |much[oa]s )?amig[oa]s|conozco a (?:mucha gente|nadie|muchas personas)) (?:aquí|todavía|en esta ciudad|en este país)(?![\p{L}])/iu,
    acks: ['Eso es difícil en un sitio nuevo. (That is hard in a new place.)', 'Hacer amigos en un sitio nuevo lleva tiempo. (Making friends somewhere new takes time.)'],
    questions: ['¿Dónde te gustaría conocer gente? (Where would you like to meet people?)', '¿Hay algún club o grupo que te interese? (Is there a club or a group you are interested in?)'],
    examples: ['No tengo muchos amigos aquí porque me mudé hace poco.', 'No conozco a mucha gente en esta ciudad.', 'Todavía no conozco a nadie aquí.'],
    counterExamples: ['Mi hijo no tiene muchos amigos aquí.', 'Tengo muchos amigos aquí.', '¿No tienes amigos aquí?', 'No tengo muchos amigos que hablen inglés.'],
  },
};
