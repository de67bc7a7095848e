/**
 * A memory of the learner's childhood, something done then again and again ('When I was little, we went to the lake
 * every summer', 'Cuando era pequeña, íbamos al río cada verano'): the memory welcomed, what they
 * remember most and whether they miss it; not 'Why is your family important to you?'. A hurt, a job or a move back then
 * has its own kind, tried first. Each language with the messages it must read and those it must leave, run as tests
 * (childhood-memory.test.ts).
 */
import type { ToldRules } from './told-rule';

export const CHILDHOOD_MEMORY: ToldRules = {
  en: {
    said: /\b(?:when I was (?<age>a (?:little )?(?:child|kid|boy|girl)|little|small|young|younger)|as a (?:child|kid)|in my childhood)\b,?[^.!?]*\b(?:used to|would|always|every (?:summer|winter|weekend|sunday|day|year|christmas)|often)\b/i,
    acks: ['What lovely memories!', 'That sounds like a happy childhood memory.'],
    questions: ['What do you remember most from when you were {age}?', 'What do you remember most about that time?', 'Do you miss those days?'],
    examples: ['When I was little, my family went to the beach every summer.', 'When I was a child, I used to play in the street with my friends.', 'As a kid I would spend every weekend at my grandparents’ farm.'],
    counterExamples: ['When I was little, I broke my arm.', 'When I was young, my parents divorced.', 'My children go to the beach every summer.', 'What did you do when you were little?'],
  },
  es: {
    said: /(?<![\p{L}])(?:(?:cuando (?:yo )?era |de )(?<age>niñ[oa]|pequeñ[oa]|chic[oa]|joven)|en mi infancia)(?![\p{L}]),?[^.!?]*?(?<![\p{L}])(?:\p{L}+(?:aba|aban|ábamos|íamos|ían)|iba|iban|íbamos|éramos|eran|(?:ten|viv|hac|com|sal|ve|quer|pod|sab|corr|le|escrib|sol|ped|dorm|sent|pon|tra|conoc|hab|aprend|pas)ía)(?![\p{L}])/iu,
    acks: ['¡Qué buenos recuerdos! (What good memories!)', '¡Qué bonito recuerdo de tu infancia! (What a lovely memory of your childhood!)'],
    questions: ['¿Qué es lo que más recuerdas de cuando eras {age}? (What do you remember most from that time?)', '¿Qué es lo que más recuerdas de esa época? (What do you remember most about that time?)', '¿Echas de menos esos tiempos? (Do you miss those days?)'],
    examples: ['Cuando era pequeña, íbamos al río cada verano.', 'De niño jugaba al fútbol en la calle con mis amigos.', 'Cuando era joven, pasábamos los veranos en el pueblo.'],
    counterExamples: ['Cuando era pequeña, me rompí el brazo.', 'Mis hijos van a la playa cada verano.', '¿Qué hacías cuando eras pequeña?', 'Cuando era niño, mis padres se divorciaron.', 'Cuando era pequeño, mi tía vino a vernos.'],
  },
};
