/**
 * A dream told ('My dream is to work in New York', 'Mi sueño es abrir un restaurante en Perú'): what draws the learner to the place
 * it names, or the first step towards it; not 'I'd love to hear more about New York' and an unrelated question.
 * Each language with the messages it must read and those it must leave, run as tests (dream-told.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { placeInEnglish } from './spanish-place-names';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';

type DreamTold = { said: RegExp; examples: readonly string[]; counterExamples: readonly string[] };

export const DREAM_TOLD: Readonly<Record<'en' | 'es', DreamTold>> = {
  en: {
    said: /\b(?:[Mm]y (?:big |biggest |real |one )?dream is to|I(?:'ve| have)? (?:always )?dream(?:ed|t)? (?:of|about)) (?:living|working|going|travelling|traveling|studying|being|having|opening|owning|visiting|live|work|go|travel|study|be|have|open|own|visit|become|becoming)\b(?:[^.!?]*?\bin (?<place>\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?))?/u,
    examples: ['My dream is to work in New York.', 'My big dream is to open a small café.', 'I have always dreamed of living in Canada.'],
    counterExamples: ['I had a strange dream last night.', 'My sister dreams of living in Canada.', 'What is your dream?'],
  },
  es: {
    said: /(?<![\p{L}])(?:[Mm]i (?:gran |mayor )?sueño es|[Ss]ueño con) (?:vivir|trabajar|viajar|ir|estudiar|tener|abrir|ser|conocer|visitar)(?![\p{L}])(?:[^.!?]*?(?<![\p{L}])(?:en|a) (?<place>\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?))?/u,
    examples: ['Mi sueño es abrir un restaurante en Perú.', 'Mi gran sueño es abrir una tienda.', 'Sueño con viajar a México.'],
    counterExamples: ['Anoche tuve un sueño muy raro.', 'Mi hermana sueña con vivir en España.', '¿Cuál es tu sueño?'],
  },
};


export function respondToDream(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  if (/\?\s*$/.test(message.trim())) return null;
  const found = DREAM_TOLD[isSpanish ? 'es' : 'en'].said.exec(message);
  if (!found) return null;
  const place = found.groups?.place;
  const questions = isSpanish
    ? [...(place ? [`¿Qué te atrae de ${place}? (What draws you to ${placeInEnglish(place)}?)`] : []), '¿Qué es lo primero que vas a hacer para conseguirlo? (What is the first step towards it?)', '¿Desde cuándo tienes ese sueño? (How long have you had that dream?)']
    : [...(place ? [`What draws you to ${place}?`] : []), 'What is the first step towards it?', 'How long have you had that dream?'];
  const fresh = questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  if (fresh.length === 0) return null;
  const acks = isSpanish ? ['¡Qué sueño tan bonito! (What a lovely dream!)', '¡Me encanta ese sueño! (I love that dream!)'] : ['What a lovely dream!', 'I love that dream.'];
  // A place named is what to ask about first.
  return { acknowledgement: chooser.pick('dream-ack', acks), question: place && fresh[0] === questions[0] ? fresh[0]! : chooser.pick('dream-question', fresh) };
}
