/**
 * "Can you give me a recipe for American breakfast?": a dish asked for by name is given, not the teacher's own
 * favourite (a green curry to someone who asked for pancakes). A dish she has no recipe for is said to be one she
 * does not know by heart. Each recipe with the requests it answers and those it leaves (recipes-asked-for.test.ts).
 */
export type NamedRecipe = { dish: RegExp; recipe: string; examples: readonly string[]; counterExamples: readonly string[] };

export const NAMED_RECIPES: readonly NamedRecipe[] = [
  {
    dish: /\b(?:american breakfast|pancakes?)\b/i,
    recipe: 'For an American breakfast, make pancakes: mix a cup of flour, a spoon of sugar, two spoons of baking powder and a pinch of salt, then add a cup of milk, an egg and a little melted butter. Cook small circles in a hot pan until bubbles appear, turn them over, and serve them with maple syrup, fried eggs and crispy bacon.',
    examples: ['Can you give me a recipe for american breakfast please?', 'Do you know a good recipe for pancakes?'],
    counterExamples: ['Can you give me a recipe for soup?'],
  },
  {
    dish: /\b(?:english|full english|british) breakfast\b/i,
    recipe: 'A full English breakfast is fried, not baked: fry sausages and bacon, then an egg, a halved tomato and some mushrooms in the same pan, warm a tin of baked beans, and serve it all with buttered toast and a cup of tea.',
    examples: ['Can you give me a recipe for an English breakfast?'],
    counterExamples: ['Can you give me a recipe for american breakfast?'],
  },
  {
    dish: /\b(?:pasta|spaghetti)\b/i,
    recipe: 'Easy tomato pasta: fry a sliced clove of garlic in olive oil, add a tin of chopped tomatoes, salt and a little sugar, and let it bubble for ten minutes. Cook the pasta in plenty of salted water, mix it with the sauce, and finish with basil and grated cheese.',
    examples: ['Do you know a good recipe for pasta?', 'Give me a recipe of spaghetti.'],
    counterExamples: ['Can you give me a recipe for pancakes?'],
  },
  {
    dish: /\b(?:soup)\b/i,
    recipe: 'A simple vegetable soup: soften an onion in a little oil, add chopped carrots, potatoes and whatever vegetables you have, cover them with stock, and simmer for twenty minutes. Blend it, or leave it chunky, and add salt and pepper to taste.',
    examples: ['Can you give me a recipe for soup?', 'Do you know a good soup recipe?'],
    counterExamples: ['Can you give me a recipe for pasta?'],
  },
  {
    dish: /\b(?:cake|sponge)\b/i,
    recipe: 'A basic sponge cake: beat 200 grams each of soft butter and sugar until pale, add four eggs one by one, then fold in 200 grams of self-raising flour. Bake it at 180 degrees for about 25 minutes, until a knife comes out clean.',
    examples: ['Can you give me a recipe for a cake?', 'Do you know an easy cake recipe?'],
    counterExamples: ['Can you give me a recipe for soup?'],
  },
];

/** The dish a recipe is asked for ('a recipe for X', 'an X recipe'), or null when the request names none. */
const RECIPE_FOR = /\brecipes? (?:for|of) (?:an? |the |some )?([\p{L} '-]{3,40}?)(?:\s*(?:please|,|\?|\.|!|$))/iu;
const DISH_RECIPE = /\b([\p{L}-]{3,20}) recipes?\b/iu;
/** Words that name no dish: 'a good recipe', 'an easy recipe', 'your favourite recipe'. */
const NO_DISH = /^(?:good|nice|easy|simple|great|quick|healthy|fun|new|favou?rite|your|my|any|some|best|cheap|one)$/i;

/** What to say when a dish is asked for by name: its recipe, the teacher's own when it is that dish, or null for a request that names none. */
export function recipeAskedFor(message: string, ownRecipe: string): { recipe: string } | { unknown: string } | null {
  const dish = (RECIPE_FOR.exec(message)?.[1] ?? DISH_RECIPE.exec(message)?.[1])?.trim();
  if (!dish || dish.split(/\s+/).every((word) => NO_DISH.test(word))) return null;
  const named = NAMED_RECIPES.find((r) => r.dish.test(dish));
  if (named) return { recipe: named.recipe };
  if (ownRecipe.toLowerCase().includes(dish.toLowerCase())) return null;
  return { unknown: dish };
}
