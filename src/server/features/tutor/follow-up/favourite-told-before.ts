/**
 * "I watch a lot of films." ... "My favourite is Titanic.": a favourite said without its kind, just after the learner
 * named the kind, is listened to as if it named it ("My favourite film is Titanic."), so the teacher meets the favourite
 * by its name and asks about it as that kind ('Do you make pizza yourself?' for a food), not about a hobby. Examples and
 * counter-examples: favourite-told-before.test.ts.
 */

/** 'My favourite is...', 'My favourite one was...': a favourite with no kind said. */
const WITHOUT_KIND = /\b(my) ((?:all-time )?favou?rite)(?: one)? (?=(?:is|was|has always been)\b)/i;

/** The kinds of favourite the teacher asks about by kind (respond-to-facts.ts), as the previous message may name them; the first found wins. */
const KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:series|tv shows?)\b/i, 'series'],
  [/\b(?:films?|movies?|cinema)\b/i, 'film'],
  [/\b(?:books?|novels?|reading)\b/i, 'book'],
  [/\bsongs?\b/i, 'song'],
  [/\bsingers?\b/i, 'singer'],
  [/\b(?:bands?|music)\b/i, 'band'],
  [/\b(?:food|foods|dish(?:es)?|cuisine|cooking)\b/i, 'food'],
  [/\bsports?\b/i, 'sport'],
  [/\bteams?\b/i, 'team'],
  [/\b(?:video )?games?\b/i, 'game'],
  [/\b(?:city|cities)\b/i, 'city'],
  [/\b(?:actors?|actress(?:es)?)\b/i, 'actor'],
  [/\b(?:writers?|authors?)\b/i, 'writer'],
  [/\bcolou?rs?\b/i, 'colour'],
  [/\banimals?\b/i, 'animal'],
  [/\bsubjects?\b/i, 'subject'],
  [/\bseasons?\b/i, 'season'],
];

/** The message with its favourite given the kind the previous message named, or null when it names one already or none fits. */
export function withFavouriteKindToldBefore(message: string, previousMessage: string | undefined): string | null {
  if (!previousMessage || !WITHOUT_KIND.test(message)) return null;
  const kind = KINDS.find(([named]) => named.test(previousMessage))?.[1];
  return kind ? message.replace(WITHOUT_KIND, (_all, my: string, favourite: string) => `${my} ${favourite} ${kind} `) : null;
}
