/** The learner's level: the one-time question in a first conversation and the level's name wherever it is shown. */
export default {
  yourLevel: 'Your level',
  yourLevelShort: 'Your level?',
  levelQuestion: 'What is your level? Your teachers will adapt to it.',
  notSure: 'Not sure',
} as const;
