/**
 * An invitation to someone's wedding or party ('My friend invited me to her wedding', 'Mi amiga me invitó a su boda'):
 * when it is and whether they will go; not 'What do you think about your friend?'. Each language with the messages it must
 * read and those it must leave, run as tests (invited-to.test.ts).
 */
import type { ToldRules } from './told-rule';

export const INVITED_TO: ToldRules = {
  en: {
    said: /\b(?:my|a|an|our) (?:\p{L}+ ){0,2}?(?:friend|colleague|neighbou?r|cousin|boss|classmate|\p{L}+) (?:invited|has invited|'s invited) (?:me|us) to (?:her|his|their|a|an) (?<event>wedding|party|birthday party|dinner party|dinner|barbecue|graduation)\b|\bI (?:was|have been|'ve been|got) invited to (?:a|an|the|my \p{L}+(?:'s|’s)) (?:\p{L}+ )?(?:wedding|party|dinner|barbecue|graduation)\b/iu,
    acks: ['How nice to be invited!', 'Oh, lovely, an invitation!'],
    questions: ['When is the {event}?', 'When is it?', 'Are you going to go?'],
    examples: ['My friend invited me to her wedding.', 'A colleague has invited us to a barbecue on Sunday.', 'I was invited to a wedding in Italy.'],
    counterExamples: ['I invited my friends to my party.', 'Did your friend invite you?', 'My sister was invited to a party.', 'I want to invite my friend to dinner.'],
  },
  es: {
    said: /(?<![\p{L}])mis? (?:\p{L}+ ){0,2}?(?:amig[oa]s?|compañer[oa]s?|vecin[oa]s?|prim[oa]s?|jef[ea]|\p{L}+) (?:me|nos) (?:invitó|ha invitado|invitaron|han invitado|invita) a (?:su|sus|una|la) (?<event>boda|fiesta|cena|graduación|barbacoa)(?![\p{L}])|(?<![\p{L}])(?:me|nos) (?:invitaron|han invitado) a (?:una|la|su) (?:boda|fiesta|cena|graduación|barbacoa)(?![\p{L}])/iu,
    acks: ['¡Qué bien que te inviten! (How nice to be invited!)', '¡Qué bonito, una invitación! (How lovely, an invitation!)'],
    questions: ['¿Cuándo es la {event}? (When is it?)', '¿Cuándo es? (When is it?)', '¿Vas a ir? (Are you going to go?)'],
    examples: ['Mi amiga me invitó a su boda.', 'Mi compañera de trabajo me ha invitado a una fiesta.', 'Me invitaron a una boda en Italia.'],
    counterExamples: ['Invité a mis amigos a mi fiesta.', '¿Tu amiga te invitó?', 'Mi hermana fue invitada a una fiesta.', 'Quiero invitar a mi amiga a cenar.'],
  },
};
