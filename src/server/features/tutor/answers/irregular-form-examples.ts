/**
 * "Can you give me an example with 'went'?": a sentence for the past and the past participle of the irregular verbs
 * learners ask about most, written for Parley. A form found here is answered with its own sentence, and the verb it
 * comes from is named ('Went' is the past of 'go').
 */
export type IrregularExamples = { verb: string; past: string; pastExample: string; participle: string; participleExample: string };

export const IRREGULAR_FORM_EXAMPLES: readonly IrregularExamples[] = [
  { verb: 'go', past: 'went', pastExample: 'Last summer we went to the seaside for a week.', participle: 'gone', participleExample: 'She has gone to the shops, so she will be back soon.' },
  { verb: 'eat', past: 'ate', pastExample: 'We ate pizza on the beach last night.', participle: 'eaten', participleExample: "I've never eaten sushi before." },
  { verb: 'buy', past: 'bought', pastExample: 'I bought a new coat in the sales.', participle: 'bought', participleExample: 'Have you bought the tickets yet?' },
  { verb: 'see', past: 'saw', pastExample: 'I saw a great film on Saturday.', participle: 'seen', participleExample: 'Have you seen my keys anywhere?' },
  { verb: 'take', past: 'took', pastExample: 'We took the train to Edinburgh.', participle: 'taken', participleExample: "He's taken the day off to rest." },
  { verb: 'make', past: 'made', pastExample: 'My mum made a cake for my birthday.', participle: 'made', participleExample: "I've made a list of questions for the meeting." },
  { verb: 'come', past: 'came', pastExample: 'My cousins came to stay at Christmas.', participle: 'come', participleExample: 'Spring has come early this year.' },
  { verb: 'get', past: 'got', pastExample: 'I got a text from my boss this morning.', participle: 'got', participleExample: "I've got two brothers and a sister." },
  { verb: 'give', past: 'gave', pastExample: 'She gave me some good advice.', participle: 'given', participleExample: 'They have given us an extra week to finish.' },
  { verb: 'know', past: 'knew', pastExample: 'I knew the answer, but I was too shy to say it.', participle: 'known', participleExample: "We've known each other since school." },
  { verb: 'think', past: 'thought', pastExample: 'I thought the exam was easier than last year.', participle: 'thought', participleExample: "Have you thought about what you'll do next?" },
  { verb: 'tell', past: 'told', pastExample: 'My friend told me a funny story.', participle: 'told', participleExample: "I've told you about my new job, haven't I?" },
  { verb: 'find', past: 'found', pastExample: 'I found a wallet in the street.', participle: 'found', participleExample: 'Have you found a flat yet?' },
  { verb: 'leave', past: 'left', pastExample: 'We left the party at midnight.', participle: 'left', participleExample: 'The bus has already left.' },
  { verb: 'feel', past: 'felt', pastExample: 'I felt nervous before the interview.', participle: 'felt', participleExample: "I've never felt so tired." },
  { verb: 'bring', past: 'brought', pastExample: 'She brought a salad to the picnic.', participle: 'brought', participleExample: 'Have you brought your passport?' },
  { verb: 'begin', past: 'began', pastExample: 'The film began ten minutes late.', participle: 'begun', participleExample: 'The new term has begun.' },
  { verb: 'write', past: 'wrote', pastExample: 'I wrote a long email to my landlord.', participle: 'written', participleExample: "I've written three pages of my essay." },
  { verb: 'speak', past: 'spoke', pastExample: 'I spoke to the manager about the problem.', participle: 'spoken', participleExample: 'Have you ever spoken English at work?' },
  { verb: 'drink', past: 'drank', pastExample: 'We drank hot chocolate by the fire.', participle: 'drunk', participleExample: "I've drunk too much coffee today." },
  { verb: 'swim', past: 'swam', pastExample: 'We swam in the lake every morning.', participle: 'swum', participleExample: "I've never swum in the sea." },
  { verb: 'run', past: 'ran', pastExample: 'I ran for the bus and just caught it.', participle: 'run', participleExample: 'She has run three marathons.' },
  { verb: 'sleep', past: 'slept', pastExample: 'I slept badly last night.', participle: 'slept', participleExample: "I haven't slept well all week." },
  { verb: 'teach', past: 'taught', pastExample: 'My grandmother taught me to cook.', participle: 'taught', participleExample: 'He has taught English for ten years.' },
  { verb: 'catch', past: 'caught', pastExample: 'I caught a cold at the weekend.', participle: 'caught', participleExample: 'Have you ever caught a fish?' },
  { verb: 'fly', past: 'flew', pastExample: 'We flew to Lisbon on Friday.', participle: 'flown', participleExample: "I've never flown in a small plane." },
  { verb: 'drive', past: 'drove', pastExample: 'My dad drove us to the airport.', participle: 'driven', participleExample: 'Have you ever driven on the left?' },
  { verb: 'break', past: 'broke', pastExample: 'I broke my phone screen yesterday.', participle: 'broken', participleExample: 'The lift is broken again.' },
  { verb: 'choose', past: 'chose', pastExample: 'She chose the blue dress in the end.', participle: 'chosen', participleExample: 'Have you chosen a name for the baby?' },
  { verb: 'forget', past: 'forgot', pastExample: 'I forgot my umbrella at home.', participle: 'forgotten', participleExample: "I've forgotten his name again." },
  { verb: 'wear', past: 'wore', pastExample: 'He wore a suit to the interview.', participle: 'worn', participleExample: "I've never worn a hat like that." },
  { verb: 'meet', past: 'met', pastExample: 'I met my best friend at university.', participle: 'met', participleExample: 'Have you met my sister?' },
];

/** The form asked about, its sentence and what it is ('the past of go'), if it is one of the table's. */
export function findIrregularFormExample(word: string): { example: string; said: string } | null {
  const form = word.toLowerCase().trim();
  for (const entry of IRREGULAR_FORM_EXAMPLES) {
    if (form === entry.past && form === entry.participle) return { example: entry.pastExample, said: `the past and the past participle of '${entry.verb}'` };
    if (form === entry.past) return { example: entry.pastExample, said: `the past of '${entry.verb}'` };
    if (form === entry.participle && form !== entry.verb) return { example: entry.participleExample, said: `the past participle of '${entry.verb}'` };
  }
  return null;
}
