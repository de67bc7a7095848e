/**
 * Cooking told for other people ('I cooked paella for my friends last night', 'Anoche cociné para mis amigos'): did
 * they like it, or what was cooked when it was not said; not 'What else can you tell me about paella?' nor
 * '¿Qué piensas de tus amigos?'. Each language with the messages it must read and those it must leave, run as tests
 * (cooked-for.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';

type CookedFor = { said: RegExp; dishUntold: RegExp; examples: readonly string[]; counterExamples: readonly string[] };

const GUESTS_EN = '(?:friends|family|parents|kids|children|wife|husband|partner|guests|colleagues|boyfriend|girlfriend|mum|mom|dad|mother|father|sister|brother|neighbours|neighbors|grandparents)';
const GUESTS_ES = '(?:amig[oa]s|familia|padres|hij[oa]s|invitados|compañer[oa]s|novi[oa]|marido|mujer|pareja|herman[oa]s?|abuel[oa]s|vecin[oa]s|madre|padre)';

export const COOKED_FOR: Readonly<Record<'en' | 'es', CookedFor>> = {
  en: {
    // 'made' only of food: 'I made a reservation for my parents' is no cooking.
    said: new RegExp(String.raw`\b(?:I|we) (?:cooked|baked|prepared|made (?:(?:a|an|some|the) )?(?:[a-z-]+ ){0,2}?(?:dinner|lunch|breakfast|meal|cake|pie|pizza|pasta|soup|paella|curry|cookies|biscuits|dish|bread|lasagna|salad|pancakes|dessert|tortilla|dumplings))\b[^.!?]{0,40}?\bfor (?:my|our|some|the) ${GUESTS_EN}\b`, 'i'),
    dishUntold: /\b(?:I|we) (?:cooked|made|prepared) (?:dinner |lunch |breakfast |a meal |something )?for\b/i,
    examples: ['I cooked paella for my friends last night.', 'We made dinner for our parents.', 'I baked a cake for my colleagues.', 'I like cooking, yesterday I made a chocolate cake for my sister.', 'We made some vegetable soup for our neighbours.'],
    counterExamples: ['My husband cooked for the kids.', 'I made a reservation for my parents.', 'I made a reservation at a restaurant for my family.', 'Do you cook for your family?'],
  },
  es: {
    said: new RegExp(`(?<![\\p{L}])(?:cociné|cocinamos|preparé|preparamos|(?:hice|hicimos) (?:la|una|un) (?:cena|comida|tarta|pastel|paella|pizza))(?![\\p{L}])[^.!?]{0,40}?(?<![\\p{L}])para (?:mis?|unos|unas|nuestr[oa]s?|la) ${GUESTS_ES}(?![\\p{L}])`, 'iu'),
    dishUntold: /(?<![\p{L}])(?:cociné|cocinamos|preparé (?:la cena|la comida)|hice (?:la cena|la comida)) para(?![\p{L}])/iu,
    examples: ['Anoche cociné para mis amigos.', 'Preparé una paella para mi familia.', 'Hicimos la cena para nuestros padres.'],
    counterExamples: ['Mi marido cocinó para los niños.', 'Hice una reserva para mis padres.', '¿Cocinas para tu familia?'],
  },
};

const QUESTIONS = {
  en: { liked: 'Did they like it?', what: 'What did you cook?', how: 'How did it turn out?' },
  es: { liked: '¿Les gustó? (Did they like it?)', what: '¿Qué cocinaste? (What did you cook?)', how: '¿Qué tal salió? (How did it turn out?)' },
};
const ACKS = { en: ['How lovely, cooking for people is a real gift.', 'How nice of you!'], es: ['¡Qué detalle! (How kind of you!)', '¡Qué bien, cocinar para otros es un regalo! (How lovely, cooking for others is a gift!)'] };

export function respondToCookedFor(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  const language = isSpanish ? 'es' : 'en';
  const rule = COOKED_FOR[language];
  if (/\?\s*$/.test(message.trim()) || !rule.said.test(message)) return null;
  const q = QUESTIONS[language];
  const questions = rule.dishUntold.test(message) ? [q.what, q.liked] : [q.liked, q.how];
  const fresh = questions.filter((question) => !wasAlreadyAsked(question, assistantMessages));
  return fresh.length > 0 ? { acknowledgement: chooser.pick('cooked-for-ack', ACKS[language]), question: chooser.pick('cooked-for-question', fresh) } : null;
}
