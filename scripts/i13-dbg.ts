import { ruleEdits } from '../src/server/features/chat/offline-tutor/grammar/find-corrections';
import { tagSentence } from '../src/server/features/chat/offline-tutor/grammar/tag-sentence';
import { keepsMeaning } from '../src/server/features/chat/offline-tutor/grammar/keeps-meaning';
import { checkGrammar } from '../src/server/features/chat/offline-tutor/grammar/check-grammar';
for (const s of ['He like football very much.', 'My father drive to work.', 'I like to listen music in the car.', 'My parents they work in a hospital.', 'Conozco María.']) {
  console.log(s, tagSentence(s).tokens.map((t) => `${t.text}/${[...t.tags].join(',')}`).join(' '));
  console.log('  ', JSON.stringify(ruleEdits(s)), JSON.stringify((await checkGrammar(s)).map(i => [i.kind, i.problem, i.suggestions, i.message])));
}
console.log(keepsMeaning('I like to listen music in the car.', 'I like to listen to music in the car.'));
process.exit(0);
