import { WORD_FEATURES } from '../../../src/server/features/pronunciation/scoring/reading-evidence';
import { predict } from '../../../src/server/features/pronunciation/scoring/linear-model';
import { fitLogistic } from '../lib/fit-models';
import { speakerFolds } from '../lib/speaker-folds';
import { gatherSpeechoceanEvidence } from './speechocean-evidence';

const readings = await gatherSpeechoceanEvidence();
const words = readings.flatMap((r) => r.words.map((w, at) => ({ speaker: r.speaker, expert: w, ev: r.evidence.words[at]!, judged: r.judged.filter((j) => j.result !== 'inserted')[at]! })));
const bad = words.filter((w) => w.expert.accuracy <= 6);
const perfect = words.filter((w) => w.expert.accuracyExperts.every((s) => s === 10));
console.log('words', words.length, 'bad', bad.length, 'perfect', perfect.length);
const auc = (xs: number[], ys: number[]) => { const pos = xs.filter((_, i) => ys[i]); const neg = xs.filter((_, i) => !ys[i]); let s = 0; for (const p of pos) for (const n of neg) s += p > n ? 1 : p === n ? 0.5 : 0; return s / pos.length / neg.length; };
const y: number[] = words.map((w) => (w.expert.accuracy <= 6 ? 1 : 0));
for (const f of WORD_FEATURES) console.log(f.padEnd(24), auc(words.map((w) => w.ev[f]), y).toFixed(3));
const oldFlag = words.map((w) => (w.judged.result === 'mispronounced' ? 1 : 0));
console.log('old flags', oldFlag.reduce((a, b) => a + b), 'tp', oldFlag.filter((f, i) => f && y[i]).length);
const told = readings.filter((r) => r.judged.some((j) => j.result === 'inserted'));
console.log('readings told extra', told.length, 'of', readings.length, 'with expert insertion', told.filter((r) => r.hasExpertInsertion).length, 'expert insertions total', readings.filter((r) => r.hasExpertInsertion).length);
const folds = speakerFolds(words, 5, 2026);
const p = new Array(words.length).fill(0);
for (let k = 0; k < 5; k++) {
  const tr = words.map((_, i) => i).filter((i) => folds[i] !== k);
  const m = fitLogistic(WORD_FEATURES, tr.map((i) => WORD_FEATURES.map((f) => words[i]!.ev[f])), tr.map((i) => y[i]!), { l2: 1 });
  words.forEach((w, i) => { if (folds[i] === k) p[i] = predict(m, w.ev); });
}
console.log('cv auc', auc(p, y).toFixed(3));
for (const cut of [0.3, 0.4, 0.5, 0.6, 0.7]) {
  const flagged = p.map((v) => v >= cut);
  const tp = flagged.filter((f, i) => f && y[i]).length; const n = flagged.filter(Boolean).length;
  const ff = perfect.length ? words.filter((w, i) => flagged[i] && w.expert.accuracyExperts.every((s) => s === 10)).length : 0;
  console.log(cut, 'flags', n, 'precision', (tp / n).toFixed(2), 'recall', (tp / bad.length).toFixed(2), 'false on perfect', (ff / perfect.length * 100).toFixed(1) + '%');
}
