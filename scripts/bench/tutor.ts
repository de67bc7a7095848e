/**
 * npm run bench:tutor — the offline tutor on a corpus of learner sentences (scripts/bench/tutor-corpus/):
 * recall (errors corrected to one of the better forms), false corrections (a correct sentence changed, or an
 * error "corrected" into something else), and how often the follow-up question continues the learner's topic.
 * Held-out figures lead: real learner English (JFLEG dev, measured only: tutor-real-learner-text.ts), fluent
 * English nobody tuned on (Debian's fortunes: tutor-fluent-english.ts), Spanish learners never read (COWS-L2H
 * validate: tutor-spanish-learner-text.ts) and the corpus's '.heldout' files; then, apart, the tune part: the
 * '.dev' files, WordNet's example sentences and COWS-L2H tune. Each corpus part prints how long a reply keeps
 * the server's main thread busy (event-loop utilisation).
 * Options: --part=dev|heldout|heldout2 (default all; heldout2 has only conversation files), --show (print every miss), --english (English only: the
 * corpus, JFLEG and the fluent sentences, without Spanish and the conversations).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { askTutor, warmUpChecker } from '../../src/server/features/tutor/tutor-test-helpers';
import { findCorrections } from '../../src/server/features/tutor/grammar/find-corrections';
import { isOnTopic } from '../../src/server/features/tutor/follow-up/is-on-topic';
import { closingQuestion } from './closing-question';
import { CONVERSATION_PARTS, measureTutorConversation } from './tutor-conversation';
import { benchSpanishLearnerText } from './tutor-spanish-learner-text';
import { measureFluentEnglish } from './tutor-fluent-english';
import { measureEnglishRealLearnerText } from './tutor-real-learner-text';

type Case = { family: string; text: string; better: string[] };
const dir = fileURLToPath(new URL('./tutor-corpus/', import.meta.url));
const show = process.argv.includes('--show');
const onlyPart = /--part=(\w+)/.exec(process.argv.join(' '))?.[1];
const isEnglishOnly = process.argv.includes('--english');

function read(file: string): string[] {
  return readFileSync(dir + file, 'utf8').split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
}
const readErrors = (file: string): Case[] => read(file).map((line) => {
  const [family, text, better] = line.split(' | ').map((s) => s.trim());
  return { family: family!, text: text!, better: better!.split(' || ').map((s) => s.trim()) };
});
const normalize = (s: string) => s.toLowerCase().replace(/[.!?¿¡]/g, '').replace(/\s+/g, ' ').trim();

async function measure(label: string, errors: Case[], correct: string[], slug: string, language: string): Promise<void> {
  let caught = 0;
  let wrong = 0;
  let changedCorrect = 0;
  let onTopic = 0;
  const byFamily = new Map<string, { n: number; caught: number }>();
  for (const item of errors) {
    const [correction] = await findCorrections(item.text, { max: 1, language });
    const family = byFamily.get(item.family) ?? { n: 0, caught: 0 };
    family.n++;
    byFamily.set(item.family, family);
    if (correction && item.better.some((b) => normalize(b) === normalize(correction.corrected))) {
      caught++;
      family.caught++;
    } else if (correction) {
      wrong++;
      if (show) console.log(`  WRONG  ${item.text} -> ${correction.corrected}`);
    } else if (show) console.log(`  MISSED ${item.text}`);
  }
  for (const text of correct) {
    const corrections = await findCorrections(text, { max: 1, language });
    if (corrections.length > 0) {
      changedCorrect++;
      if (show) console.log(`  FALSE  ${text} -> ${corrections[0]!.corrected}`);
    }
  }
  const learnerTurns = [...errors.map((e) => e.text), ...correct];
  // What a reply costs the server's event loop (the grammar worker's share runs on its own thread).
  const loopBefore = performance.eventLoopUtilization();
  const startedAt = performance.now();
  for (const text of learnerTurns) {
    const reply = await askTutor({ slug, messages: [{ role: 'assistant', content: 'Hello!' }, { role: 'user', content: text }] });
    const question = closingQuestion(reply);
    if (isOnTopic(question, text)) onTopic++;
    else if (show) console.log(`  OFF-TOPIC ${text} -> ${question}`);
  }
  const busyMs = performance.eventLoopUtilization(loopBefore).active / learnerTurns.length;
  const wallMs = (performance.now() - startedAt) / learnerTurns.length;
  const pct = (a: number, b: number) => `${b === 0 ? 0 : Math.round((a / b) * 100)}%`;
  console.log(`${label}: recall ${caught}/${errors.length} (${pct(caught, errors.length)}), false corrections ${wrong + changedCorrect} ` +
    `(${changedCorrect} of ${correct.length} correct sentences changed, ${wrong} errors corrected wrongly), follow-up on topic ${onTopic}/${learnerTurns.length} (${pct(onTopic, learnerTurns.length)}); ` +
    `a reply keeps the main thread busy ${busyMs.toFixed(1)} ms (${wallMs.toFixed(0)} ms to answer)`);
  for (const [family, f] of byFamily) console.log(`    ${family.padEnd(26)} ${f.caught}/${f.n}`);
}

await warmUpChecker();
// Held-out figures first: learner text and fluent text nobody tuned on; then the tune part, apart.
const parts = ['heldout', 'dev'].filter((p) => !onlyPart || p === onlyPart);
const esCorrect = read('es-correct.txt');
if (parts.includes('heldout')) {
  console.log('== HELD OUT (never read while writing or tuning a rule) ==');
  await measureEnglishRealLearnerText();
  await measureFluentEnglish({ show, source: 'fortunes' });
  if (!isEnglishOnly) await benchSpanishLearnerText({ show, split: 'validate' });
}
for (const part of parts) {
  if (part === 'dev') console.log('== TUNE (read while writing the rules) ==');
  await measure(`English ${part}`, readErrors(`en-errors.${part}.txt`), read(`en-correct.${part}.txt`), 'sophia', 'en-GB');
  if (!isEnglishOnly) await measure(`Spanish ${part}`, readErrors(`es-errors.${part}.txt`), part === 'heldout' ? esCorrect.slice(0, 5) : esCorrect.slice(5), 'lucia', 'es-ES');
}
if (parts.includes('dev')) {
  await measureFluentEnglish({ show, source: 'wordnet' });
  if (!isEnglishOnly) await benchSpanishLearnerText({ show, split: 'tune' });
}
if (!isEnglishOnly) await measureTutorConversation(parts);
process.exit(0);
