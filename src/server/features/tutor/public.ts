/**
 * What other features may use from the offline tutor: the keyless language model for the chat, and the
 * corrections service the notebook and the chat share (and the parts of a sentence each one fixed), and
 * WordNet's dictionary forms of a word, and a noted correction's reason said in another language.
 */
export { createOfflineTutor } from './create-offline-tutor';
export { findCorrections } from './grammar/find-corrections';
export { describeToldFacts, replacesKeptFact } from './follow-up/told-facts';
export { keptFactIn } from './follow-up/kept-facts-in-languages';
export { fixedParts } from './grammar/fixed-part';
export { dictionaryForms } from './wordnet/find-lemma';
export { phraseCorrections, phraseQuestion, questionedParts } from './phrase-corrections';
export { createChooser } from './choose-variant';
export { explainNotedCorrection } from './explain-noted-correction';
