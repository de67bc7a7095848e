/**
 * Linking words learners ask about ("What does 'although' mean?", "An example with 'unless'?"): a dictionary
 * describes them poorly (WordNet has no 'although', and its examples for 'however' and 'despite' are not ones to
 * copy), so each has what it does, what follows it, and two example sentences written for learners.
 */

export type LinkingWord = { word: string; does: string; followedBy: string; examples: readonly [string, string] };

export const LINKING_WORDS: readonly LinkingWord[] = [
  { word: 'although', does: 'joins two ideas that contrast', followedBy: 'a full clause, one with its own subject and verb', examples: ['Although it was raining, we went for a walk.', 'I enjoyed the film, although it was a bit long.'] },
  { word: 'even though', does: 'joins two ideas that contrast, more strongly than although', followedBy: 'a full clause, one with its own subject and verb', examples: ['Even though she was tired, she finished her homework.', 'He kept running even though his leg hurt.'] },
  { word: 'though', does: 'joins two ideas that contrast, a little less formally than although', followedBy: 'a full clause, or it comes at the end of a sentence', examples: ['Though it was late, the shop was still open.', 'The hotel was expensive. It was worth it, though.'] },
  { word: 'despite', does: 'shows a contrast', followedBy: 'a noun or an -ing form, never a full clause', examples: ['Despite the rain, we went for a walk.', 'She passed the exam despite feeling ill.'] },
  { word: 'in spite of', does: 'shows a contrast, just like despite', followedBy: 'a noun or an -ing form, never a full clause', examples: ['In spite of the traffic, we arrived on time.', 'He smiled in spite of his nerves.'] },
  { word: 'however', does: 'shows a contrast with the sentence before', followedBy: 'a comma, and it starts a new sentence', examples: ['The flat is small. However, it is close to the station.', 'I wanted to come. However, I had to work late.'] },
  { word: 'whereas', does: 'compares two facts that are different', followedBy: 'a full clause', examples: ['My brother loves football, whereas I prefer tennis.', 'Whereas the city is noisy, the village is calm.'] },
  { word: 'unless', does: "means 'if not'", followedBy: 'a clause in the present for the future', examples: ["You won't improve unless you practise.", "Unless it rains, we'll eat outside."] },
  { word: 'therefore', does: 'introduces a result, in a formal way', followedBy: 'the result, and it often comes after a semicolon or starts a sentence', examples: ['The trains were cancelled; therefore, we took a taxi.', "He didn't study. Therefore, he failed the test."] },
  { word: 'moreover', does: 'adds another point that supports the first, in a formal way', followedBy: 'a comma, and it starts a new sentence', examples: ['The course is cheap. Moreover, it is online.', 'The flat is bright. Moreover, it has a garden.'] },
  { word: 'furthermore', does: 'adds another point, in a formal way, like moreover', followedBy: 'a comma, and it starts a new sentence', examples: ['The plan saves money. Furthermore, it saves time.', 'She speaks three languages. Furthermore, she can code.'] },
  { word: 'nevertheless', does: 'shows a contrast with what came before, in a formal way, like however', followedBy: 'a comma, and it starts a new sentence', examples: ['The task was difficult. Nevertheless, we finished it on time.', 'It was cold; nevertheless, the children played outside.'] },
  { word: 'otherwise', does: "means 'if not, then'", followedBy: 'what will happen if something is not done', examples: ["Hurry up, otherwise we'll miss the bus.", "Write it down. Otherwise, you'll forget."] },
  { word: 'as long as', does: 'gives a condition', followedBy: 'a full clause', examples: ['You can borrow my car as long as you bring it back by six.', "As long as we leave early, we'll be fine."] },
  { word: 'so that', does: 'gives a purpose', followedBy: 'a full clause, often with can or could', examples: ['I spoke slowly so that everyone could understand.', 'She saved money so that she could travel.'] },
  { word: 'in order to', does: 'gives a purpose', followedBy: 'the base form of a verb', examples: ['I went to the bank in order to open an account.', 'In order to pass, you need sixty points.'] },
  { word: 'on the other hand', does: 'gives the other side of an argument', followedBy: 'a comma, and it comes after a first point', examples: ['The job pays well. On the other hand, the hours are long.', 'Cities are exciting. On the other hand, they can be lonely.'] },
  { word: 'as a result', does: 'introduces a result', followedBy: 'a comma, and it starts a sentence', examples: ['It snowed all night. As a result, the schools were closed.', 'He trained every day and, as a result, he won the race.'] },
  { word: 'so', does: 'introduces a result, in everyday English', followedBy: 'a full clause, usually after a comma in the same sentence', examples: ['It was raining, so we stayed in.', 'I was hungry, so I made a sandwich.'] },
  { word: 'but', does: 'joins two ideas that contrast, in everyday English', followedBy: 'a full clause, usually in the same sentence', examples: ['The flat is small, but it is close to the station.', 'I like tea, but my wife prefers coffee.'] },
  { word: 'because of', does: 'gives a reason', followedBy: 'a noun, never a full clause', examples: ['The match was cancelled because of the rain.', 'We were late because of the traffic.'] },
  { word: 'because', does: 'gives a reason', followedBy: 'a full clause, one with its own subject and verb', examples: ['I stayed at home because I was ill.', 'Because it was late, we took a taxi.'] },
];

/** The entry for a word or phrase asked about ("'Although'", "even though"), if the table has one. */
export function findLinkingWord(asked: string): LinkingWord | undefined {
  const wanted = asked.toLowerCase().replace(/[’]/g, "'").replace(/^["'‘“\s]+|["'’”\s.,!?]+$/g, '').replace(/\s+/g, ' ');
  return LINKING_WORDS.find((entry) => entry.word === wanted);
}

/** What the word does and what follows it, as a sentence: "'Although' joins two ideas that contrast, and is followed by a full clause...". */
export function describeLinkingWord(entry: LinkingWord): string {
  return `'${entry.word.charAt(0).toUpperCase()}${entry.word.slice(1)}' ${entry.does}, and is followed by ${entry.followedBy}.`;
}
