/**
 * Small models fitted in plain TypeScript, deterministic for the same rows: logistic regression by
 * Newton's method and ridge regression in closed form, both with an L2 penalty on standardised features
 * (the intercept unpenalised). What they produce is the plain data a LinearModel holds.
 */
import type { LinearModel } from '../../../src/server/features/pronunciation/scoring/linear-model';

/** Each column's mean and spread, so every feature weighs on the same scale (a constant column keeps spread 1). */
export function standardiserOf(rows: readonly number[][]): { mean: number[]; scale: number[] } {
  const width = rows[0]?.length ?? 0;
  const mean = Array.from({ length: width }, (_, j) => rows.reduce((sum, row) => sum + row[j]!, 0) / Math.max(1, rows.length));
  const scale = mean.map((m, j) => Math.sqrt(rows.reduce((sum, row) => sum + (row[j]! - m) ** 2, 0) / Math.max(1, rows.length)) || 1);
  return { mean, scale };
}

/** Solves A x = b (A square, symmetric positive definite here) by Gaussian elimination with partial pivoting. */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]! || 1e-12;
    for (let row = col + 1; row < n; row++) {
      const f = m[row]![col]! / p;
      for (let k = col; k <= n; k++) m[row]![k]! -= f * m[col]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = m[row]![n]!;
    for (let k = row + 1; k < n; k++) sum -= m[row]![k]! * x[k]!;
    x[row] = sum / (m[row]![row]! || 1e-12);
  }
  return x;
}

function designOf(rows: readonly number[][], mean: number[], scale: number[]): number[][] {
  return rows.map((row) => [1, ...row.map((value, j) => (value - mean[j]!) / scale[j]!)]);
}

/** Logistic regression: P(y = 1) = σ(bias + Σ weight·standardised feature). `balance` weighs each class to the same total. */
export function fitLogistic(features: readonly string[], rows: readonly number[][], labels: readonly number[], { l2 = 1, iterations = 30 } = {}): LinearModel {
  const { mean, scale } = standardiserOf(rows);
  const x = designOf(rows, mean, scale);
  const width = features.length + 1;
  let beta = new Array<number>(width).fill(0);
  for (let step = 0; step < iterations; step++) {
    const gradient = new Array<number>(width).fill(0);
    const hessian = Array.from({ length: width }, () => new Array<number>(width).fill(0));
    x.forEach((row, i) => {
      const p = 1 / (1 + Math.exp(-row.reduce((sum, value, j) => sum + value * beta[j]!, 0)));
      const w = Math.max(p * (1 - p), 1e-9);
      for (let j = 0; j < width; j++) {
        gradient[j]! += (labels[i]! - p) * row[j]!;
        for (let k = 0; k <= j; k++) hessian[j]![k]! += w * row[j]! * row[k]!;
      }
    });
    for (let j = 0; j < width; j++) for (let k = 0; k < j; k++) hessian[k]![j] = hessian[j]![k]!;
    for (let j = 1; j < width; j++) {
      gradient[j]! -= l2 * beta[j]!;
      hessian[j]![j]! += l2;
    }
    const delta = solve(hessian, gradient);
    beta = beta.map((value, j) => value + delta[j]!);
    if (Math.max(...delta.map(Math.abs)) < 1e-8) break;
  }
  return { kind: 'logistic', features: [...features], mean, scale, bias: beta[0]!, weights: beta.slice(1) };
}

/** Ridge regression: y = bias + Σ weight·standardised feature. */
export function fitLinear(features: readonly string[], rows: readonly number[][], targets: readonly number[], { l2 = 1 } = {}): LinearModel {
  const { mean, scale } = standardiserOf(rows);
  const x = designOf(rows, mean, scale);
  const width = features.length + 1;
  const xtx = Array.from({ length: width }, (_, j) => Array.from({ length: width }, (_, k) => x.reduce((sum, row) => sum + row[j]! * row[k]!, 0) + (j === k && j > 0 ? l2 : 0)));
  const xty = Array.from({ length: width }, (_, j) => x.reduce((sum, row, i) => sum + row[j]! * targets[i]!, 0));
  const beta = solve(xtx, xty);
  return { kind: 'linear', features: [...features], mean, scale, bias: beta[0]!, weights: beta.slice(1) };
}

/** Each row's prediction by a ridge model fitted on the other folds' rows (folds as `foldOf` deals them). */
export function outOfFoldRidge(features: readonly string[], rows: readonly number[][], targets: readonly number[], foldOf: readonly number[], l2: number): number[] {
  const folds = Math.max(...foldOf) + 1;
  const predicted = new Array<number>(rows.length).fill(0);
  for (let fold = 0; fold < folds; fold++) {
    const train = rows.flatMap((_, at) => (foldOf[at] !== fold ? [at] : []));
    const model = fitLinear(features, train.map((at) => rows[at]!), train.map((at) => targets[at]!), { l2 });
    rows.forEach((row, at) => {
      if (foldOf[at] === fold) predicted[at] = model.bias + row.reduce((sum, value, j) => sum + (model.weights[j]! * (value - model.mean[j]!)) / model.scale[j]!, 0);
    });
  }
  return predicted;
}

/**
 * The penalty, of `choices`, whose ridge model predicts best (highest Pearson r) on folds the rows are
 * dealt into by `foldOf` (speaker-disjoint folds, so the choice is made on speakers each fit never saw).
 */
export function chooseRidgePenalty(features: readonly string[], rows: readonly number[][], targets: readonly number[], foldOf: readonly number[], choices = [0.3, 3, 30, 300]): number {
  let best = { l2: choices[0]!, r: -Infinity };
  for (const l2 of choices) {
    const r = pearson(outOfFoldRidge(features, rows, targets, foldOf, l2), targets);
    if (r > best.r) best = { l2, r };
  }
  return best.l2;
}

export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const mx = mean(xs);
  const my = mean(ys);
  let [sxy, sxx, syy] = [0, 0, 0];
  xs.forEach((x, at) => {
    sxy += (x - mx) * (ys[at]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[at]! - my) ** 2;
  });
  return sxx && syy ? sxy / Math.sqrt(sxx * syy) : 0;
}
