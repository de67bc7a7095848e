/**
 * `npm run bench:fsrs`: do FSRS weights fitted to one learner predict their next reviews better than the
 * defaults, and from how much history? Seeded simulated learners whose memory differs from the defaults
 * (each weight × e^(0.5·N(0,1))) review their cards on the schedule the defaults give; each learner's first
 * N reviews are split in time, the weights are fitted on the first 80% and both weight sets predict the last
 * 20% (every review there, with the memory state replayed from the learner's whole history before it).
 * Prints log-loss and RMSE over 20 bins of predicted recall per N, and the share of learners the fit helped.
 */
import { fitFsrsWeights, logLoss, type Prediction, seededRandom } from '../../src/server/features/review/fsrs/fit-fsrs-weights';
import { DEFAULT_WEIGHTS, type MemoryState, nextMemoryState, recallProbability, type Weights } from '../../src/server/features/review/fsrs/memory-model';
import { drawLearnerWeights, type SimulatedReview, simulateReviews, toHistories } from '../../src/server/features/review/fsrs/simulate-reviews';

const SEED = Number(process.env.FSRS_BENCH_SEED ?? 2024);
const LEARNERS = Number(process.env.FSRS_BENCH_LEARNERS ?? 40);
const SIZES = (process.env.FSRS_BENCH_SIZES ?? '50,100,200,400,800,1600,3200').split(',').map(Number);
const PRIOR_SPREAD = process.env.FSRS_BENCH_PRIOR ? Number(process.env.FSRS_BENCH_PRIOR) : undefined;
const SPREADS = (process.env.FSRS_BENCH_SPREADS ?? '0.5,0').split(',').map(Number);

/** Predictions for the reviews from index `from` on, each after replaying the card's history before it. */
function heldOutPredictions(w: Weights, reviews: readonly SimulatedReview[], from: number): Prediction[] {
  const states = new Map<number, MemoryState>();
  const predictions: Prediction[] = [];
  reviews.forEach((review, index) => {
    const state = states.get(review.card) ?? null;
    if (index >= from && state && review.days > 0) predictions.push({ recall: recallProbability(w, review.days, state.stability), isRecalled: review.rating > 1 });
    states.set(review.card, nextMemoryState(w, state, review.days, review.rating));
  });
  return predictions;
}

function binnedRmse(predictions: readonly Prediction[], bins = 20): number {
  const sums = Array.from({ length: bins }, () => ({ n: 0, predicted: 0, observed: 0 }));
  for (const { recall, isRecalled } of predictions) {
    const bin = sums[Math.min(bins - 1, Math.floor(recall * bins))]!;
    bin.n++;
    bin.predicted += recall;
    bin.observed += isRecalled ? 1 : 0;
  }
  const total = sums.reduce((sum, bin) => sum + (bin.n ? bin.n * (bin.predicted / bin.n - bin.observed / bin.n) ** 2 : 0), 0);
  return Math.sqrt(total / Math.max(predictions.length, 1));
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

for (const spread of SPREADS) {
  const random = seededRandom(SEED + Math.round(spread * 1000));
  const learners = Array.from({ length: LEARNERS }, () => {
    const truth = drawLearnerWeights(random, spread);
    return simulateReviews(random, truth, DEFAULT_WEIGHTS, { days: 400, newCardsPerDay: 4, maxCards: 600 });
  });
  console.log(`\nLearners' weights: defaults × e^(${spread}·N(0,1)); ${LEARNERS} learners, seed ${SEED}`);
  console.log('| reviews (fit on 80%) | held-out reviews predicted | log-loss defaults | log-loss fitted | RMSE (bins) defaults | RMSE (bins) fitted | learners helped (log-loss) | fit time (ms, mean) |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const size of SIZES) {
    const rows = learners.filter((reviews) => reviews.length >= size).map((reviews, index) => {
      const seen = reviews.slice(0, size);
      const split = Math.floor(size * 0.8);
      const started = performance.now();
      const fit = fitFsrsWeights(toHistories(seen.slice(0, split)), { seed: index + 1, priorSpread: PRIOR_SPREAD });
      const ms = performance.now() - started;
      const before = heldOutPredictions(DEFAULT_WEIGHTS, seen, split);
      const after = heldOutPredictions(fit.weights, seen, split);
      return { n: before.length, lossDefault: logLoss(before), lossFitted: logLoss(after), rmseDefault: binnedRmse(before), rmseFitted: binnedRmse(after), ms };
    });
    if (rows.length === 0) continue;
    const helped = rows.filter((r) => r.lossFitted < r.lossDefault).length;
    const f = (x: number) => x.toFixed(4);
    console.log(
      `| ${size} | ${Math.round(mean(rows.map((r) => r.n)))} | ${f(mean(rows.map((r) => r.lossDefault)))} | ${f(mean(rows.map((r) => r.lossFitted)))} | ${f(mean(rows.map((r) => r.rmseDefault)))} | ${f(mean(rows.map((r) => r.rmseFitted)))} | ${helped}/${rows.length} | ${mean(rows.map((r) => r.ms)).toFixed(0)} |`,
    );
  }
}
