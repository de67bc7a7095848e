/** Why each skill of "Your level" got its level: the placement's reasons, composed in the language of the request. */
export default {
  startAtA1: 'We start at A1.',
  hardSoStartAtA1: 'The {level} questions were hard for you, so we start at A1.',
  evenC1Right: 'You answered even the C1 questions right.',
  rightThenHard: 'You answered the {level} questions right and found the {above} ones hard.',
  rightUpTo: 'You answered every question right up to {level}.',
  timeRanOut: 'The time ran out before these questions, so we start at A1.',
  answerTooShort: 'Your answer was very short, so we start at A1: say a little more next time.',
  goodStartAtA1: 'You used {words} words with {links, plural, one {# linking word} other {# linking words}} and {mistakes, plural, one {# mistake} other {# mistakes}} our checker found: a good start at A1.',
  speakerLevel: 'You used {words} words with {links, plural, one {# linking word} other {# linking words}} and {mistakes, plural, one {# mistake} other {# mistakes}} our checker found, as {level, select, A1 {an} A2 {an} other {a}} {level} speaker does.',
} as const;
