/**
 * An old friend seen again ('Yesterday I met my old friend from school', 'El sábado vi a una amiga de la infancia'): how
 * long it had been and what they talked about; not 'What do you think about your old friend?'. Learners often write
 * 'meet' for 'met': with a time gone by it is read as past. Each language with the messages it must read and those it
 * must leave, run as tests (old-friend-seen.test.ts).
 */
import type { ToldRules } from './told-rule';

const GONE_BY_EN = '(?:yesterday|last (?:night|week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this morning|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))';

export const OLD_FRIEND_SEEN: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bI (?:met|saw|bumped into|ran into|caught up with|visited|met up with)(?: with)? (?:an? |my |some )?old (?:friends?|classmates?|school ?friends?|colleagues?|teachers?|neighbou?rs?)\b|\b${GONE_BY_EN},? I (?:meet|see) (?:an? |my |some )?old (?:friends?|classmates?|colleagues?|teachers?)\b`, 'i'),
    acks: ['How lovely to see them again!', 'Oh, what a nice surprise!'],
    questions: ['How long had it been since you last saw each other?', 'What did you talk about?'],
    examples: ['Yesterday I meet my old friend from school.', 'Last weekend I caught up with some old classmates.', 'I bumped into an old colleague at the station.'],
    counterExamples: ['I want to see my old friends.', 'I meet my old friend every week.', 'Did you see your old friend?', 'My mother met an old friend.'],
  },
  es: {
    said: /(?<![\p{L}])(?:vi|me encontré con|quedé con|visité) (?:a )?(?:un|una|mi|mis|unos|unas) (?:(?:viej[oa]s?|antigu[oa]s?) (?:amig[oa]s?|compañer[oa]s?)|amig[oa]s? de (?:la infancia|toda la vida|la escuela|el colegio|la universidad))(?![\p{L}])/iu,
    acks: ['¡Qué bonito volver a veros! (How lovely to see each other again!)', '¡Qué buena sorpresa! (What a nice surprise!)'],
    questions: ['¿Cuánto tiempo hacía que no os veíais? (How long had it been since you last saw each other?)', '¿De qué hablasteis? (What did you talk about?)'],
    examples: ['El sábado vi a una amiga de la infancia.', 'Ayer me encontré con un viejo amigo en el metro.', 'Quedé con mis antiguos compañeros de clase.'],
    counterExamples: ['Quiero ver a mis viejos amigos.', '¿Viste a tu amigo?', 'Mi madre vio a una vieja amiga.', 'Veo a mis amigos de la infancia cada verano.'],
  },
};
