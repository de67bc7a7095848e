/**
 * "No entiendo el subjuntivo", "How do I use gustar?": the structures learners of Spanish ask Lucía about, as data
 * in the shape of grammar-guides.ts. `use` and `form` are said in English (in parentheses, her English voice), the
 * examples in Spanish, and `practice` in Spanish with its English after it. Every sentence here was written for
 * Parley; its Spanish is checked by spanish-grammar-guides.test.ts with the same checker Lucía's replies pass.
 */
import { type GrammarGuide, guideNamed, namesOf } from './grammar-guides';

export const SPANISH_GRAMMAR_GUIDES: readonly GrammarGuide[] = [
  {
    names: ['subjunctive', 'present subjunctive', 'subjuntivo', 'presente de subjuntivo', 'modo subjuntivo'],
    use: 'The subjunctive is for what is wished, hoped, doubted or felt, and for what is not real yet: after quiero que, espero que, es importante que and ojalá, and after cuando for the future.',
    form: 'Take the yo form of the present, drop the -o and change the vowel: -ar verbs take e (hablo: hable, hables), -er and -ir verbs take a (como: coma; vivo: viva; tengo: tenga). Ser, ir, estar, saber, haber and dar have their own: sea, vaya, esté, sepa, haya, dé.',
    examples: ['Quiero que vengas a mi fiesta.', 'Espero que tengas un buen día.', 'Cuando llegues a casa, llámame.'],
    practice: '¿Qué esperas que pase este año? Empieza con «Espero que». (What do you hope happens this year? Start with "Espero que".)',
  },
  {
    names: ['preterite and imperfect', 'preterite', 'imperfect', 'past tenses', 'pretérito', 'pretérito indefinido', 'indefinido', 'imperfecto', 'pretérito imperfecto'],
    use: 'The preterite tells what happened and finished: one event, a series of events, a time that is over. The imperfect describes the past: what was going on, what used to happen, how things were, the time and people’s age.',
    form: 'Preterite: hablé, hablaste, habló; comí, comiste, comió. Imperfect: hablaba, hablabas, hablaba; comía, comías, comía. Only ser, ir and ver are irregular in the imperfect: era, iba, veía.',
    examples: ['Cuando era niña, vivía en un pueblo.', 'Ayer fui al mercado y compré fruta.', 'Leía un libro cuando sonó el teléfono.'],
    practice: '¿Qué hacías en verano cuando eras pequeño, y qué hiciste el verano pasado? (What did you use to do in summer as a child, and what did you do last summer?)',
  },
  {
    names: ['gustar', 'the verb gustar', 'verbo gustar', 'el verbo gustar', 'me gusta'],
    use: 'Gustar works the other way round from like: what you like is the subject, and who likes it comes before the verb as me, te, le, nos, os or les.',
    form: 'Me gusta with one thing or a verb (me gusta el café, me gusta bailar), me gustan with more than one (me gustan los perros). To say who: a mí me gusta, a ella le gusta.',
    examples: ['Me gusta la música, pero no me gustan los conciertos largos.', 'A mi hermano le gusta cocinar.'],
    practice: '¿Qué te gusta hacer los fines de semana, y qué no te gusta nada? (What do you like doing at the weekend, and what do you not like at all?)',
  },
  {
    names: ['reflexive verbs', 'reflexive verb', 'reflexives', 'verbos reflexivos', 'reflexivos'],
    use: 'Reflexive verbs are for what you do to yourself, and for many daily routines: levantarse, ducharse, vestirse, llamarse.',
    form: 'Me, te, se, nos, os or se goes before the verb: me levanto, te duchas, se llama. After an infinitive it can join its end: voy a ducharme.',
    examples: ['Me levanto a las siete y me ducho.', 'Mi hija se llama Ana.'],
    practice: 'Cuéntame tu mañana: ¿a qué hora te levantas? (Tell me about your morning: what time do you get up?)',
  },
  {
    names: ['future', 'future tense', 'futuro', 'ir a'],
    use: 'For plans, Spanish usually says ir a with an infinitive, like going to. The simple future is for predictions and promises.',
    form: 'Ir a: voy a viajar, vas a ver. The simple future adds -é, -ás, -á, -emos, -éis, -án to the whole infinitive: hablaré, comerás, vivirá. A few change their stem: tendré, haré, podré, saldré, diré.',
    examples: ['Mañana voy a visitar a mi abuela.', 'Seguro que mañana hará sol.'],
    practice: '¿Qué vas a hacer este fin de semana? (What are you going to do this weekend?)',
  },
  {
    names: ['irregular verbs', 'verbos irregulares', 'irregulares'],
    use: 'Many of the most common Spanish verbs are irregular. In the present, some change the vowel of their stem in every form but nosotros and vosotros (querer: quiero; poder: puedo; pedir: pido), and some have a yo form of their own (tengo, hago, salgo, pongo, conozco).',
    form: 'Learn the big six first: ser (soy, eres, es), estar (estoy, estás, está), ir (voy, vas, va), tener (tengo, tienes, tiene), hacer (hago, haces, hace) and poder (puedo, puedes, puede). In the preterite they are fui, estuve, fui, tuve, hice and pude.',
    examples: ['Tengo dos hermanos y quiero visitarlos pronto.', 'Ayer fui al cine y después hice la cena.'],
    practice: '¿Qué haces normalmente los sábados? Usa «hago» o «voy». (What do you usually do on Saturdays? Use "hago" or "voy".)',
  },
  {
    names: ['present perfect', 'pretérito perfecto'],
    use: 'In Spain the present perfect is for what happened in a time that is not over: today, this week, this year, or ever in your life. Much of Latin America uses the preterite for these too.',
    form: 'Haber in the present (he, has, ha, hemos, habéis, han) with the participle in -ado or -ido: he hablado, has comido. Common irregular ones: hecho, dicho, visto, escrito, puesto, vuelto.',
    examples: ['Hoy he comido paella.', '¿Has estado alguna vez en México?'],
    practice: '¿Qué has hecho hoy? (What have you done today?)',
  },
];

export const SPANISH_GRAMMAR_GUIDE_NAMES: readonly string[] = namesOf(SPANISH_GRAMMAR_GUIDES);

export function findSpanishGrammarGuide(name: string): GrammarGuide | null {
  return guideNamed(SPANISH_GRAMMAR_GUIDES, name);
}

/** Asked of Lucía in Spanish or English: "No entiendo el subjuntivo", "¿Cómo se usa gustar?", "How do I use the imperfect?". */
const ASKS = `(?:no (?:entiendo|comprendo)(?: (?:muy|nada|todavía|aún|bien|del todo))*|c[oó]mo se (?:usa|forma)|cu[aá]ndo se usa|c[oó]mo (?:uso|funciona)|expl[ií]ca(?:me)?|me (?:explicas|puedes explicar)|(?:puedes|podr[ií]as) explicar(?:me)?|qu[eé] es|ay[uú]dame con|tengo (?:problemas|dudas) con|how (?:do|does|should|can) (?:i|you|we) (?:use|form)|how does|when (?:do|should) (?:i|you|we) use|(?:can|could) you explain|explain|what(?:'s| is)|i don'?t understand|help me (?:with|understand)|tell me about|(?:(?:can|could) you (?:please )?)?(?:give|show) me(?: a list of| the list of)?(?: the most common| some| the common)?|(?:what|which) are the (?:most )?common|(?:me )?(?:das|puedes dar(?:me)?) una lista de(?: los)?)`;
const NAMES = SPANISH_GRAMMAR_GUIDE_NAMES.map((name) => name.replace(/ /g, String.raw`\s+`)).join('|');
const ASKED = new RegExp(String.raw`${ASKS}\s+(?:(?:the|el|la|los|las)\s+)?["'‘“«]?(${NAMES})["'’”»]?(?![\p{L}])(?!\s+(?:of|for|de)\b)`, 'iu');

/** Told as hard ('El subjuntivo es muy difícil', 'Es difícil el subjuntivo para mí', 'Me cuesta el pretérito', 'I find the subjunctive hard'): explained all the same. */
const TOLD_HARD = new RegExp(
  String.raw`^(?:(?:el|la|los|las)\s+)?["'‘“«]?(${NAMES})["'’”»]?\s+(?:es|son|me (?:parece|parecen|resulta|resultan))\s+(?:muy\s+|tan\s+|bastante\s+|un poco\s+)?(?:dif[ií]cil(?:es)?|complicad[oa]s?|confus[oa]s?)(?![\p{L}])(?!\s+de\s)|^es\s+(?:muy\s+|tan\s+|bastante\s+)?(?:dif[ií]cil|complicado)\s+(?:(?:el|la|los|las)\s+)?["'‘“«]?(${NAMES})["'’”»]?(?![\p{L}])|^me cuesta(?:n)?\s+(?:mucho\s+)?(?:(?:el|la|los|las)\s+)?["'‘“«]?(${NAMES})["'’”»]?(?![\p{L}])|\bi find (?:the\s+)?["'‘“«]?(${NAMES})["'’”»]?\s+(?:very\s+|so\s+|really\s+)?(?:hard|difficult|confusing)\b`,
  'iu',
);

/** Whether the learner told a structure is hard rather than asked about it (she reassures before explaining). */
export const isToldHard = (message: string): boolean => TOLD_HARD.test(message.trim().replace(/^[¡¿]/, '')) && !ASKED.test(message);

/** The structure a question to Lucía asks to have explained, or null. */
export function spanishGrammarAsked(message: string): string | null {
  const told = TOLD_HARD.exec(message.trim().replace(/^[¡¿]/, ''));
  return ASKED.exec(message)?.[1] ?? (told ? told.slice(1).find((group) => group !== undefined)! : null);
}
