/**
 * "Can you tell me a joke?": a short English joke whose fun is in the language (a phrase with two meanings), told
 * with what makes it funny, so the learner gets the joke and a phrase. Written for Parley; a joke already told in the
 * conversation is not told again (answer-joke.ts). The questions it answers and leaves are in jokes.test.ts.
 */
export type Joke = { joke: string; why: string };

export const JOKES: readonly Joke[] = [
  { joke: 'Why did the student eat his homework? Because the teacher said it was a piece of cake.', why: "'A piece of cake' means very easy, and of course it is also something you eat." },
  { joke: 'Why was the maths book sad? It had too many problems.', why: "In a maths book, problems are the exercises; in life, problems are troubles." },
  { joke: "Why can't you trust an atom? Because they make up everything.", why: "'Make up' means form, since atoms form everything, and also invent, like a lie." },
  { joke: 'What do you call a bear with no teeth? A gummy bear.', why: 'Gummy means with only gums, no teeth, and gummy bears are the sweets.' },
  { joke: 'I told my friend her eyebrows were too high. She looked surprised.', why: 'People raise their eyebrows when they are surprised, so high eyebrows look surprised.' },
  { joke: 'I used to hate facial hair, but then it grew on me.', why: "'It grew on me' means I started to like it slowly, and a beard really grows on your face." },
];

/** A joke asked for: 'Tell me a joke', 'Do you know any jokes?', 'Another joke, please'. */
export const ASKS_FOR_A_JOKE = /\b(?:tell|know|have|give|share)(?: me| us)? (?:a|any|another|one more|some|your (?:best|favou?rite)) (?:good |funny |english |short |little )?jokes?\b|^(?:(?:ha)+|lol|ok(?:ay)?|nice|good one|that'?s (?:funny|good|great))?[,!. ]*(?:a |another |one more )?(?:good |funny )?joke(?:,? please)?\s*[?.!]*$|\bmake me laugh\b/i;
