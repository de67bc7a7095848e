import { describe, expect, it } from 'vitest';
import { NAMED_RECIPES, recipeAskedFor } from './recipes-asked-for';

const OWN = 'Try my easy green curry: fry a spoon of green curry paste...';

describe.each(NAMED_RECIPES.map((r) => [r.dish.source, r] as const))('%s', (_dish, named) => {
  it.each(named.examples)('is given for %j', (message) => {
    expect(recipeAskedFor(message, OWN)).toEqual({ recipe: named.recipe });
  });
  it.each(named.counterExamples)('is not given for %j', (message) => {
    expect(recipeAskedFor(message, OWN)).not.toEqual({ recipe: named.recipe });
  });
});

describe('a recipe asked for', () => {
  it('leaves a request that names no dish to the teacher\'s own recipe', () => {
    expect(recipeAskedFor('Do you know a good recipe?', OWN)).toBeNull();
    expect(recipeAskedFor('Can you give me an easy recipe?', OWN)).toBeNull();
    expect(recipeAskedFor('Give me a recipe for green curry.', OWN)).toBeNull();
  });
  it('says which dish it does not know', () => {
    expect(recipeAskedFor('Can you give me a recipe for beef wellington?', OWN)).toEqual({ unknown: 'beef wellington' });
  });
});
