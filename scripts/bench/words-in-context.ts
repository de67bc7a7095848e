/**
 * `npx tsx scripts/bench/words-in-context.ts`: how well and how fast the offline tutor picks a word's sense
 * from its sentence (src/server/features/tutor/wordnet/choose-sense.ts), and how fast vocabulary is picked
 * for a level (src/server/features/vocabulary). The sentences are this script's own, each with the words
 * its right sense's gloss must contain. Prints figures; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { defineWord } from '../../src/server/features/tutor/define-word';
import { pickVocabulary } from '../../src/server/features/vocabulary/pick-vocabulary';

/** word, sentence, a piece of the right sense's definition. */
const SENSES: Array<[string, string, RegExp]> = [
  ['bank', 'We had a picnic on the grassy bank of the river.', /sloping land/],
  ['bank', 'I deposited my salary at the bank this morning.', /financial institution/],
  ['bank', 'You can bank on my help next week.', /faith or confidence/],
  ['hearing', 'I love hearing about London.', /perceive|get to know|aware/],
  ['hearing', 'The judge opened the hearing and the court took evidence.', /proceeding/],
  ['fly', 'There is a fly in my soup.', /insect/],
  ['fly', 'Birds fly south in winter.', /air/],
  ['spring', 'The flowers bloom in spring.', /season/],
  ['spring', 'The old mattress has a broken spring.', /metal|elastic|coil/],
  ['bark', 'The dog began to bark at the stranger.', /barking/],
  ['bark', 'The bark of the old oak tree was rough.', /covering of the woody/],
  ['light', 'The box is very light.', /weight/],
  ['light', 'Turn on the light, please.', /source of illumination/],
  ['match', 'He struck a match to light the candle.', /combustible|lighter/],
  ['match', 'Their colours match perfectly.', /compatible|similar|equal|correspond/],
  ['plant', 'Water the plant on the windowsill every week.', /organism|living/],
  ['plant', 'The car plant employs two thousand workers.', /factory|industrial|buildings/],
  ['rock', 'She sat on a large rock by the sea.', /stone|mineral|material/],
  ['rock', 'They love rock music from the seventies.', /music/],
  ['train', 'We took the train to Edinburgh.', /railway|cars|locomotive/],
  ['train', 'Athletes train hard before the games.', /exercise|prepare|teach|skill/],
  ['cold', 'I caught a cold last week and stayed in bed.', /infection|virus|respiratory/],
  ['cold', 'The water in the lake was very cold.', /temperature|low|heat/],
  ['watch', 'My watch stopped at midnight.', /timepiece/],
];

const MESSAGES = [
  'Yesterday I visited a fascinating museum with ancient sculptures and beautiful paintings. Phones are ubiquitous there, and the view was breathtaking.',
  'Thanks for telling me. I love hearing that you started helping, it changed everything. What a remarkable journey!',
  'London has wonderful parks, a busy river, and delicious food. Have you tried the cuisine in the local neighbourhood?',
];

function summarize(label: string, timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(2);
  console.log(`${label}: ${timings.length} runs · median ${at(0.5)} ms · p95 ${at(0.95)} ms · slowest ${sorted.at(-1)!.toFixed(2)} ms`);
}

let started = performance.now();
defineWord('bank', 'a bank');
console.log(`first definition (WordNet files opened): ${(performance.now() - started).toFixed(1)} ms`);

let withContext = 0;
let withoutContext = 0;
for (const [word, sentence, right] of SENSES) {
  if (right.test(defineWord(word, sentence).definition.toLowerCase())) withContext += 1;
  else console.log(`  missed: "${word}" in "${sentence}" -> ${defineWord(word, sentence).definition}`);
  if (right.test(defineWord(word).definition.toLowerCase())) withoutContext += 1;
}
console.log(`right sense: ${withContext}/${SENSES.length} with the sentence, ${withoutContext}/${SENSES.length} with the most frequent sense alone`);

const timings: number[] = [];
for (let round = 0; round < 20; round++) { // the first round above opened every file, so these are warm
  for (const [word, sentence] of SENSES) {
    const start = performance.now();
    defineWord(word, sentence);
    timings.push(performance.now() - start);
  }
}
summarize('definition in context', timings);

started = performance.now();
pickVocabulary(MESSAGES[0]!, { level: 'B1', language: 'en-US' });
console.log(`first vocabulary pick (frequency list loaded): ${(performance.now() - started).toFixed(1)} ms`);
const picks: number[] = [];
for (let round = 0; round < 50; round++) {
  for (const text of MESSAGES) {
    const start = performance.now();
    pickVocabulary(text, { level: (['A2', 'B1', 'B2', 'C2'] as const)[round % 4]!, language: 'en-US' });
    picks.push(performance.now() - start);
  }
}
summarize('vocabulary for a teacher message', picks);
console.log(`heap used: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)} MB`);
