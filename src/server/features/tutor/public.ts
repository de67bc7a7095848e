/**
 * What other features may use from the offline tutor: the keyless language model for the chat, and the
 * corrections service the notebook and the chat share, and WordNet's dictionary forms of a word.
 */
export { createOfflineTutor } from './create-offline-tutor';
export { findCorrections } from './grammar/find-corrections';
export { dictionaryForms } from './wordnet/find-lemma';
