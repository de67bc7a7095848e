/**
 * A pet that just came home ('We adopted a cat from the shelter yesterday!', 'Tengo un perrito nuevo'): what they called
 * it and how it is settling in; not 'How long have you had your cat?'. With its name told ('her name is Luna') the name is
 * not asked. Each language with the messages it must read and those it must leave, run as tests (pet-arrived.test.ts).
 */
import type { ToldRules } from './told-rule';

const PETS_EN = 'puppy|kitten|dog|cat|rabbit|bunny|hamster|parrot|guinea pig|tortoise|turtle';
const PETS_ES = 'perr[oa]|gat[oa]|perrit[oa]|gatit[oa]|cachorr[oa]|conej[oa]|hámster|loro|tortuga';
/** The name is told already: asking it would not listen. */
const NAME_TOLD_EN = String.raw`(?![^.!?]*\b(?:called|named|(?:his|her|its|their) name)\b)`;
const NAME_TOLD_ES = String.raw`(?![^.!?]*(?:se llama|le pusimos|le puse|su nombre)(?![\p{L}]))`;

export const PET_ARRIVED: ToldRules = {
  en: {
    said: new RegExp(String.raw`\b(?:I|we)(?: have| just| have just|'ve just| finally)? (?:got|adopted|bought|rescued) (?:a|an|our|my) (?:new |little |baby |first )?(?:${PETS_EN})\b${NAME_TOLD_EN}`, 'iu'),
    acks: ['Oh, how lovely, a new pet!', 'How exciting, a new member of the family!'],
    questions: ['What did you call your new friend?', 'How is the new arrival settling in?'],
    examples: ['We adopted a cat from the shelter yesterday!', 'I got a new puppy, she is a golden retriever.', 'I just rescued a little kitten.'],
    counterExamples: ['We adopted a cat, her name is Luna.', 'My sister got a puppy.', 'Did you get a dog?', 'I want to adopt a cat.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:adopté|adoptamos|hemos adoptado|he adoptado|rescaté|rescatamos) (?:un|una|a un|a una) (?:${PETS_ES})(?![\p{L}])${NAME_TOLD_ES}|(?<![\p{L}])tengo (?:un|una) (?:${PETS_ES}) nuev[oa](?![\p{L}])${NAME_TOLD_ES}`, 'iu'),
    acks: ['¡Qué bien, una mascota nueva! (How lovely, a new pet!)', '¡Qué ilusión, un nuevo miembro de la familia! (How exciting, a new member of the family!)'],
    questions: ['¿Qué nombre le habéis puesto? (What name did you give it?)', '¿Cómo se está adaptando? (How is it settling in?)'],
    examples: ['Ayer adoptamos un gato del refugio.', 'Tengo un perrito nuevo.', 'He adoptado una gatita.'],
    counterExamples: ['Adopté un gato la semana pasada, se llama Luna.', 'Mi hermana adoptó un perro.', '¿Adoptaste un gato?', 'Quiero adoptar un perro.'],
  },
};
