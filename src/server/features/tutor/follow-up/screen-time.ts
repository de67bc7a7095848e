/**
 * Too much time on a screen, owned up to ('I think I spend too much time on my phone', 'Paso demasiado tiempo con el
 * móvil'): what fills that time, and whether they have tried to cut down; not 'Could you tell me more about your
 * phone?'. Someone else's screen time, and time given on purpose ('I spend hours on my studies'), are left. Each
 * language with the messages it must read and those it must leave, run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const SCREEN_TIME: ToldRules = {
  en: {
    said: /\bI (?:spend|waste|am spending|'m spending) (?:too much|so much|a (?:lot|great deal) of|too many hours of|hours of) (?:my )?time (?:on|with|in front of|looking at|scrolling|watching|playing) (?:my |the )?(?:phone|mobile|smartphone|screen|computer|social media|instagram|tiktok|youtube|tv|television|video games|games|netflix|series|the internet)\b|\bI(?:'m| am) (?:addicted to|always on) (?:my )?(?:phone|mobile|social media|instagram|tiktok|video games)\b/i,
    acks: ['You are not alone, most of us do!', 'Ah, phones are hard to put down.'],
    questions: ['What do you spend the most time doing on it?', 'Have you ever tried to cut down?'],
    examples: ['I think I spend too much time on my phone.', 'I waste so much time on social media.', "I'm addicted to my phone."],
    counterExamples: ['My son spends too much time on his phone.', 'I spend hours on my studies every night.', 'Do you spend much time on your phone?'],
  },
  es: {
    said: /(?<![\p{L}])(?:paso|pierdo|gasto) (?:demasiado|mucho|muchísimo|tanto) tiempo (?:con|en|mirando|viendo|jugando (?:a|con)) (?:el|mi|la|las|los) (?:móvil|teléfono|celular|pantalla|ordenador|redes sociales|tele|televisión|videojuegos|series|internet)(?![\p{L}])|(?<![\p{L}])soy adict[oa] (?:al|a mi|a las) (?:móvil|teléfono|celular|redes sociales|videojuegos)(?![\p{L}])/iu,
    acks: ['¡No te pasa solo a ti, nos pasa a casi todos! (You are not alone, it happens to almost all of us!)'],
    questions: ['¿Qué es lo que más haces con el móvil? (What do you spend the most time doing on it?)', '¿Has intentado usarlo menos? (Have you tried to use it less?)'],
    examples: ['Creo que paso demasiado tiempo con el móvil.', 'Pierdo mucho tiempo en las redes sociales.'],
    counterExamples: ['Mi hijo pasa demasiado tiempo con el móvil.', 'Paso mucho tiempo con mi familia.', '¿Pasas mucho tiempo con el móvil?'],
  },
};
