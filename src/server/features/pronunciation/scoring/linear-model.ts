/**
 * A learned model as plain data: standardised features, a weight each and a bias, read as a probability
 * (logistic) or a value (linear). The weights come from `npm run train:pronunciation`, never by hand.
 */
export type LinearModel = { kind: 'logistic' | 'linear'; features: string[]; mean: number[]; scale: number[]; bias: number; weights: number[] };

/** The model's output for one row of named features; a feature the row lacks counts as its training mean. */
export function predict(model: LinearModel, row: Readonly<Record<string, number>>): number {
  let sum = model.bias;
  model.features.forEach((name, at) => {
    const value = row[name] ?? model.mean[at]!;
    sum += (model.weights[at]! * (value - model.mean[at]!)) / model.scale[at]!;
  });
  return model.kind === 'logistic' ? 1 / (1 + Math.exp(-sum)) : sum;
}
