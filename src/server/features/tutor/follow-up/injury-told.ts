/**
 * The learner hurt: a bone broken, an ankle twisted ('I broke my arm playing football', 'Me torcí el tobillo'). Long ago
 * ('When I was twelve, I broke my arm') it is asked how long it took to heal; lately, whether it still hurts; never
 * 'Why is the arm important to you?'. Someone else hurt is how-they-feel.ts. Each language with the messages it must read
 * and those it must leave, run as tests (injury-told.test.ts).
 */
import type { ToldRules } from './told-rule';

const BODY_EN = '(?:arm|leg|wrist|ankle|foot|hand|finger|back|knee|shoulder|neck|nose|toe|hip|elbow)';
const BODY_ES = '(?:brazo|pierna|muñeca|tobillo|pie|mano|dedo|espalda|rodilla|hombro|cuello|nariz|cadera|codo)';
const HURT_EN = String.raw`\bI(?: have|'ve)? (?:just )?(?:broke|broken|hurt|sprained|twisted|cut|burned|burnt|injured|fractured) my (?<part>${BODY_EN})\b`;
const HURT_ES = String.raw`(?<![\p{L}])me (?:he )?(?:rompí|roto|torcí|torcido|corté|cortado|quemé|quemado|lastimé|lastimado|lesioné|lesionado|hice daño en) (?:(?<thePart>(?:el|la) ${BODY_ES})|(?:los|las|un|una) ${BODY_ES})(?![\p{L}])`;
/** Told as long ago. */
const LONG_AGO_EN = String.raw`\b(?:when I was|as a (?:child|kid|teenager)|years ago|in (?:19|20)\d\d|last year)\b`;
const LONG_AGO_ES = String.raw`(?<![\p{L}])(?:cuando (?:era|tenía)|de (?:niñ[oa]|pequeñ[oa])|hace (?:\p{L}+|\d+) años|en (?:19|20)\d\d|el año pasado)(?![\p{L}])`;

/** Hurt long ago: healed since. */
export const INJURY_LONG_AGO: ToldRules = {
  en: {
    said: new RegExp(`^(?=.*${LONG_AGO_EN}).*${HURT_EN}`, 'i'),
    acks: ['Ouch, that must have hurt!', 'Oh no, poor you!'],
    // Not 'Did it hurt a lot?' after 'that must have hurt!': how it healed, and whether it still bothers them.
    questions: ['How long did it take your {part} to heal?', 'How long did it take to heal?', 'Does it still bother you sometimes?'],
    examples: ['When I was twelve, I broke my arm playing football.', 'I broke my leg skiing two years ago.', 'As a child I cut my hand on a glass.'],
    counterExamples: ['I broke my arm yesterday.', 'When I was twelve, my brother broke his arm.', 'When I was a child, I broke a window.', 'Did you break your arm?'],
  },
  es: {
    said: new RegExp(`^(?=.*${LONG_AGO_ES}).*${HURT_ES}`, 'iu'),
    acks: ['¡Ay, qué dolor! (Ouch, that must have hurt!)', '¡Vaya, pobre! (Oh no, poor you!)'],
    questions: ['¿Cuánto tiempo tardó en curarse {thePart}? (How long did it take to heal?)', '¿Cuánto tiempo tardaste en recuperarte? (How long did it take you to recover?)', '¿Todavía te molesta a veces? (Does it still bother you sometimes?)'],
    examples: ['Cuando tenía doce años, me rompí el brazo jugando al fútbol.', 'Me rompí la pierna esquiando hace dos años.', 'De niña me corté la mano con un vaso.'],
    counterExamples: ['Ayer me rompí el brazo.', 'Cuando tenía doce años, mi hermano se rompió el brazo.', 'De niño rompí una ventana.', '¿Te rompiste el brazo?'],
  },
};

/** Hurt lately: it may still hurt. */
export const INJURY_LATELY: ToldRules = {
  en: {
    said: new RegExp(`^(?!.*${LONG_AGO_EN}).*${HURT_EN}`, 'i'),
    acks: ["Ouch, I'm sorry to hear that!", 'Oh no, that must hurt!'],
    questions: ['Does your {part} still hurt?', 'How soon will your {part} heal?', 'Does it still hurt?', 'How soon will it heal?'],
    examples: ['I broke my arm yesterday.', "I've twisted my ankle at the gym.", 'I hurt my back this morning.'],
    counterExamples: ['When I was twelve, I broke my arm.', 'My sister hurt her back.', 'I broke my phone.', 'Did you hurt your back?'],
  },
  es: {
    said: new RegExp(`^(?!.*${LONG_AGO_ES}).*${HURT_ES}`, 'iu'),
    acks: ['¡Ay, lo siento! (Ouch, I am sorry!)', '¡Vaya, qué dolor! (Oh no, that must hurt!)'],
    questions: ['¿Todavía te duele {thePart}? (Does it still hurt?)', '¿Cuánto tiempo va a tardar en curarse {thePart}? (How soon will it heal?)', '¿Todavía te duele? (Does it still hurt?)', '¿Cuánto tiempo vas a tardar en recuperarte? (How soon will you recover?)'],
    examples: ['Ayer me rompí el brazo.', 'Me he torcido el tobillo en el gimnasio.', 'Esta mañana me hice daño en la espalda.'],
    counterExamples: ['Cuando tenía doce años, me rompí el brazo.', 'Mi hermana se hizo daño en la espalda.', 'Se me rompió el móvil.', '¿Te duele la espalda?'],
  },
};
