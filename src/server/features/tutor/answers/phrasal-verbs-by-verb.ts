/**
 * "Can you give me some phrasal verbs with 'get'?": the commonest phrasal verbs of one verb, each with what it means and
 * a sentence of everyday life, as data. Hand-written for learners (A2-B2): the meaning most people need first, not every
 * sense. A verb not here gets the general guide to phrasal verbs (grammar-guides.ts).
 */
export type PhrasalVerb = { phrase: string; means: string; example: string };

export const PHRASAL_VERBS_BY_VERB: Readonly<Record<string, readonly PhrasalVerb[]>> = {
  get: [
    { phrase: 'get up', means: 'leave your bed', example: 'I get up at seven on weekdays.' },
    { phrase: 'get on with', means: 'have a good relationship with someone', example: 'I get on well with my new flatmate.' },
    { phrase: 'get over', means: 'feel better after an illness or a sad time', example: 'It took her a month to get over the flu.' },
    { phrase: 'get back', means: 'return', example: 'We got back from our trip on Sunday night.' },
  ],
  take: [
    { phrase: 'take off', means: 'remove clothes, or leave the ground for a plane', example: 'Please take off your shoes. The plane takes off at nine.' },
    { phrase: 'take up', means: 'start a new hobby', example: 'I took up yoga last spring.' },
    { phrase: 'take after', means: 'look or act like an older relative', example: 'He takes after his father: they both love fishing.' },
    { phrase: 'take care of', means: 'look after someone or something', example: 'My neighbour takes care of my plants when I travel.' },
  ],
  look: [
    { phrase: 'look after', means: 'take care of', example: 'My mother looks after my son on Fridays.' },
    { phrase: 'look for', means: 'try to find', example: "I'm looking for my keys." },
    { phrase: 'look forward to', means: 'feel happy about something that is coming', example: "I'm looking forward to the holidays." },
    { phrase: 'look up', means: 'find information in a dictionary or online', example: 'I looked up the word on my phone.' },
  ],
  put: [
    { phrase: 'put on', means: 'dress in something', example: 'Put on a coat, it is cold outside.' },
    { phrase: 'put off', means: 'move something to a later time', example: 'We put off the meeting until Monday.' },
    { phrase: 'put up with', means: 'accept something annoying', example: "I can't put up with the noise any more." },
    { phrase: 'put away', means: 'return something to its place', example: 'Put your toys away before dinner.' },
  ],
  turn: [
    { phrase: 'turn on', means: 'start a machine or a light', example: 'Can you turn on the light?' },
    { phrase: 'turn off', means: 'stop a machine or a light', example: "Don't forget to turn off the oven." },
    { phrase: 'turn down', means: 'make quieter, or say no to an offer', example: 'Turn the music down, please. She turned down the job.' },
    { phrase: 'turn up', means: 'arrive, often unexpectedly', example: 'He turned up an hour late.' },
  ],
  come: [
    { phrase: 'come back', means: 'return', example: 'Come back soon!' },
    { phrase: 'come across', means: 'find by chance', example: 'I came across an old photo of my grandparents.' },
    { phrase: 'come up with', means: 'think of an idea or a plan', example: 'We came up with a great name for the shop.' },
    { phrase: 'come in', means: 'enter', example: 'Come in and sit down.' },
  ],
  go: [
    { phrase: 'go out', means: 'leave home to have fun', example: 'We go out for dinner on Fridays.' },
    { phrase: 'go on', means: 'continue', example: 'Sorry, please go on.' },
    { phrase: 'go back', means: 'return to a place', example: 'I want to go back to Lisbon one day.' },
    { phrase: 'go off', means: 'ring suddenly (an alarm), or become bad (food)', example: 'My alarm went off at six. The milk has gone off.' },
  ],
  give: [
    { phrase: 'give up', means: 'stop doing something, or stop trying', example: 'He gave up smoking last year.' },
    { phrase: 'give back', means: 'return something to its owner', example: "I'll give back your book tomorrow." },
    { phrase: 'give away', means: 'give something for free', example: 'We gave away our old sofa.' },
    { phrase: 'give in', means: 'finally agree after saying no', example: 'The kids asked all day, so I gave in and bought ice cream.' },
  ],
  make: [
    { phrase: 'make up', means: 'invent a story, or become friends again after a fight', example: 'She made up an excuse. They argued but made up the next day.' },
    { phrase: 'make out', means: 'manage to see, hear or understand', example: "I couldn't make out what he said." },
    { phrase: 'make up for', means: 'do something good after something bad', example: "I'll cook dinner to make up for being late." },
  ],
  run: [
    { phrase: 'run out of', means: 'have none left', example: "We've run out of milk." },
    { phrase: 'run into', means: 'meet someone by chance', example: 'I ran into my old teacher at the station.' },
    { phrase: 'run away', means: 'escape, leave quickly', example: 'The cat ran away when it saw the dog.' },
  ],
  set: [
    { phrase: 'set up', means: 'start a business, or prepare equipment', example: 'She set up her own company. Can you help me set up the printer?' },
    { phrase: 'set off', means: 'start a journey', example: 'We set off early to avoid the traffic.' },
    { phrase: 'set aside', means: 'keep time or money for one purpose', example: 'I set aside ten minutes a day for English.' },
  ],
  break: [
    { phrase: 'break down', means: 'stop working (a machine or a car)', example: 'Our car broke down on the motorway.' },
    { phrase: 'break up', means: 'end a relationship', example: 'They broke up after three years.' },
    { phrase: 'break into', means: 'enter a building by force', example: 'Someone broke into our neighbour’s house.' },
  ],
  pick: [
    { phrase: 'pick up', means: 'collect someone or something, or learn without studying', example: "I'll pick you up at eight. She picked up some Italian on holiday." },
    { phrase: 'pick out', means: 'choose from a group', example: 'Help me pick out a present for my sister.' },
  ],
  bring: [
    { phrase: 'bring up', means: 'raise a child, or mention a subject', example: 'She was brought up in Cork. He brought up the question of money.' },
    { phrase: 'bring back', means: 'return something, or make you remember', example: 'This song brings back memories.' },
  ],
  find: [
    { phrase: 'find out', means: 'discover information', example: 'I found out that my favourite café is closing.' },
  ],
  fill: [
    { phrase: 'fill in', means: 'write information on a form', example: 'Please fill in this form.' },
    { phrase: 'fill up', means: 'make something full', example: 'We stopped to fill up the car.' },
  ],
  work: [
    { phrase: 'work out', means: 'do exercise, or find the answer', example: 'I work out three times a week. I finally worked out the problem.' },
  ],
  call: [
    { phrase: 'call back', means: 'phone someone who phoned you', example: "I'll call you back in ten minutes." },
    { phrase: 'call off', means: 'cancel', example: 'They called off the match because of the rain.' },
  ],
};

/** "phrasal verbs with get", "phrasal verbs of 'take'", "some phrasal verbs using look": the verb asked about. */
export const ASKS_PHRASAL_VERBS_OF = /\bphrasal verbs? (?:with|for|using|of|that (?:start|begin) with|made with) (?:the verb )?["'‘“]?([a-z]+)["'’”]?/i;

export function findPhrasalVerbsOf(question: string): { verb: string; verbs: readonly PhrasalVerb[] } | null {
  const verb = ASKS_PHRASAL_VERBS_OF.exec(question)?.[1]?.toLowerCase();
  const verbs = verb ? PHRASAL_VERBS_BY_VERB[verb] : undefined;
  return verb && verbs ? { verb, verbs } : null;
}
