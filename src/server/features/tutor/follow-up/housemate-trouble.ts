/**
 * Trouble with someone the learner lives with ('My roommate is very messy', 'Mi compañera de cuarto es muy desordenada'):
 * whether they have talked about it and how the housework is shared; not 'What do you like most about your roommate?'.
 * A housemate praised and someone else's are left. Each language with the messages it must read and those it must leave,
 * run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

const TRAITS_EN = 'messy|untidy|dirty|noisy|loud|lazy|rude|selfish|annoying|difficult';
const TRAITS_ES = 'desordenad[oa]s?|suci[oa]s?|ruidos[oa]s?|vag[oa]s?|perezos[oa]s?|maleducad[oa]s?|egoístas?|pesad[oa]s?|molest[oa]s?|difíciles?|difícil';

export const HOUSEMATE_TROUBLE: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bmy (?:room ?mates?|flat ?mates?|house ?mates?|roommates?|flatmates?|housemates?) (?:is|are) (?:very |so |really |quite |a bit |too |always )?(?:${TRAITS_EN})\b|\bmy (?:roommates?|flatmates?|housemates?) (?:never|don't|doesn't) (?:clean|wash|tidy|help)s?\b`, 'i'),
    acks: ['Oh, living with someone like that is not easy.', 'That can be really tiring.'],
    questions: ['Have you talked to them about it?', 'How do you share the housework?'],
    examples: ['My roommate is very messy.', 'My flatmates are so noisy at night.', 'My housemate never cleans the kitchen.'],
    counterExamples: ['My roommate is very nice.', "My sister's roommate is messy.", 'Is your roommate messy?'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])mis? (?:compañer[oa]s? de (?:cuarto|piso|habitación|casa)) (?:es|son) (?:muy |tan |un poco |bastante |demasiado |súper )?(?:${TRAITS_ES})(?![\p{L}])|(?<![\p{L}])mis? (?:compañer[oa]s? de (?:cuarto|piso|habitación|casa)) (?:nunca|no) (?:limpia|limpian|friega|friegan|ayuda|ayudan|recoge|recogen)(?![\p{L}])`, 'iu'),
    acks: ['Vaya, convivir así no es fácil. (Oh, living like that is not easy.)'],
    questions: ['¿Habéis hablado de eso? (Have you talked about it?)', '¿Cómo repartís las tareas de casa? (How do you share the housework?)'],
    examples: ['Mi compañera de cuarto es muy desordenada.', 'Mis compañeros de piso son muy ruidosos.', 'Mi compañero de piso nunca limpia la cocina.'],
    counterExamples: ['Mi compañera de cuarto es muy simpática.', 'La compañera de piso de mi hermana es desordenada.', '¿Tu compañero de piso es desordenado?'],
  },
};
