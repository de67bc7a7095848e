/**
 * A party or a meal the learner and others held ('Last Saturday my friends and I had a barbecue', 'El sábado pasado
 * hicimos una barbacoa'): how it went and who came; not 'What do you think about your friends?'. One to come is a plan.
 * Each language with the messages it must read and those it must leave, run as tests (party-held.test.ts).
 */
import type { ToldRules } from './told-rule';

export const PARTY_HELD: ToldRules = {
  en: {
    said: /\b(?:we|I|my friends and I|my family and I) (?:had|held|threw|organised|organized|hosted) (?:a|an|our|my) (?:(?:big|small|little|great|surprise|birthday|summer|family) )?(?<thing>barbecue|party|picnic|dinner party|get-together|celebration)\b/i,
    acks: ['That sounds like fun!', 'What a nice plan!'],
    questions: ['How did the {thing} go?', 'How many people came?'],
    examples: ['Last Saturday my friends and I had a barbecue.', 'We threw a surprise party for my sister.', 'I hosted a dinner party on Friday.'],
    counterExamples: ['We will have a party on Saturday.', 'My neighbours had a party.', 'Did you have a party?', "We're invited to a party."],
  },
  es: {
    said: /(?<![\p{L}])(?:hicimos|hice|organizamos|organicé|celebramos|tuvimos|montamos) (?:una (?:gran |pequeña )?(?<thing>barbacoa|fiesta|cena|comida|reunión|celebración)|un (?:gran |pequeño )?(?:picnic|asado))(?![\p{L}])/iu,
    acks: ['¡Qué divertido! (What fun!)', '¡Qué buen plan! (What a nice plan!)'],
    questions: ['¿Qué tal salió la {thing}? (How did it go?)', '¿Cuánta gente fue? (How many people came?)', '¿Qué tal salió? (How did it go?)'],
    examples: ['El sábado pasado mis amigos y yo hicimos una barbacoa.', 'Organizamos una fiesta sorpresa para mi hermana.', 'Ayer hicimos un asado en casa.'],
    counterExamples: ['Vamos a hacer una fiesta el sábado.', 'Mis vecinos hicieron una fiesta.', '¿Hicisteis una fiesta?', 'Fuimos a una fiesta.'],
  },
};
