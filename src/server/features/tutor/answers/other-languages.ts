/** Languages other than the one taught, as learners name them, and the question of a phrase in one (answer-other-language.ts). */
/** Languages learners ask about, as they name them; group 1 of OTHER_LANGUAGE_PHRASE. */
export const OTHER_LANGUAGES = ['japanese', 'chinese', 'mandarin', 'cantonese', 'korean', 'french', 'german', 'italian', 'portuguese', 'russian', 'arabic', 'hindi', 'turkish', 'polish', 'dutch', 'greek', 'vietnamese', 'thai', 'persian', 'swedish'];
/** Group 1: what to say, group 2: the language. */
export const OTHER_LANGUAGE_PHRASE = new RegExp(String.raw`\bhow (?:do|would|can|should|could) (?:i|you|we|one) say (.+?) in (${OTHER_LANGUAGES.join('|')})\s*[?.!]*$|\bwhat(?:'s| is) (.+?) in (${OTHER_LANGUAGES.join('|')})\s*[?.!]*$`, 'i');
