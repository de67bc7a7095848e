/** Each language pack's measured families (written by `npm run train:corrections`), as gates. */
import english from '../packs/en/measured-families.json';
import spanish from '../packs/es/measured-families.json';
import { gatesFrom, questionGatesFrom, type FamilyTable, type PackGates } from './family-gate';

export const englishGates: PackGates = gatesFrom(english as FamilyTable);
export const spanishGates: PackGates = gatesFrom(spanish as FamilyTable);
export const englishQuestionGates: PackGates = questionGatesFrom(english as FamilyTable);
export const spanishQuestionGates: PackGates = questionGatesFrom(spanish as FamilyTable);
