/**
 * 'Why do we say "an hour" but "a house"?', 'Why "a university" and not "an university"?': 'a' or 'an' asked about,
 * with the words they go before (groups 1-4: article and word, twice; the second pair may be absent).
 */
export const WHY_A_OR_AN = /^(?:(?:and|but|so|ok(?:ay)?)[,!.]?\s+)?why (?:(?:do (?:we|you|people|i) (?:say|write|use|have to say)|is it|we say|does it say|say)\s+)?["'‘“]?(an?) (\p{L}+)["'’”]?(?:,?\s+(?:but|and|and not|not|instead of|rather than|or)\s+["'‘“]?(an?) (\p{L}+)["'’”]?)?\s*\?*\s*$/iu;
