import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  startAtA1: 'Nous commençons au niveau A1.',
  hardSoStartAtA1: 'Les questions de niveau {level} vous ont paru difficiles : nous commençons donc au niveau A1.',
  evenC1Right: 'Vous avez réussi même les questions de niveau C1.',
  rightThenHard: 'Vous avez réussi les questions de niveau {level} et trouvé difficiles celles de niveau {above}.',
  rightUpTo: 'Vous avez réussi toutes les questions jusqu’au niveau {level}.',
  timeRanOut: 'Le temps s’est écoulé avant ces questions : nous commençons donc au niveau A1.',
  answerTooShort: 'Votre réponse était très courte : nous commençons donc au niveau A1. Dites-en un peu plus la prochaine fois.',
  goodStartAtA1: 'Vous avez employé {words} mots, {links, plural, one {# mot de liaison} other {# mots de liaison}}, et notre correcteur a relevé {mistakes, plural, one {# erreur} other {# erreurs}} : un bon début au niveau A1.',
  speakerLevel: 'Vous avez employé {words} mots, {links, plural, one {# mot de liaison} other {# mots de liaison}}, et notre correcteur a relevé {mistakes, plural, one {# erreur} other {# erreurs}}, comme une personne de niveau {level}.',
} satisfies Translation<typeof en>;
