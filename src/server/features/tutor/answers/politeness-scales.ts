/**
 * Everyday phrases that do the same job at different levels of politeness, most polite (or formal) first, each
 * scale with the one line a teacher says about it. 'Which is more polite, "Can you" or "Could you"?' is answered
 * from here (answer-politer-of-two.ts); two phrases not on one scale are not compared.
 */
/** `tryIt`: a short task that uses the scale, after the answer. */
export type PolitenessScale = { id: string; phrases: readonly string[]; why: string; tryIt: string };

export const POLITENESS_SCALES: readonly PolitenessScale[] = [
  {
    id: 'asking-someone',
    phrases: ['would you mind', 'would you', 'could you', 'will you', 'can you'],
    why: "'Could you...?' and 'Would you...?' sound softer than 'Can you...?' or 'Will you...?', which are fine with friends; 'Would you mind...?' is softer still.",
    tryIt: "Your turn: ask me for a favour, the way you would ask a colleague.",
  },
  {
    id: 'asking-permission',
    phrases: ['may i', 'could i', 'can i'],
    why: "'May I...?' is the most formal, 'Could I...?' is polite and natural anywhere, and 'Can I...?' is fine in everyday talk.",
    tryIt: "Your turn: ask me if you can leave the meeting a little early.",
  },
  {
    id: 'asking-for-something',
    phrases: ['i would like', "i'd like", 'could i have', 'can i have', 'i want', 'give me'],
    why: "'I'd like...' and 'Could I have...?' ask; 'I want...' and 'Give me...' can sound demanding when you order or ask for something.",
    tryIt: "Your turn: I'm the waiter. What would you like to drink?",
  },
  {
    id: 'opening-a-message',
    phrases: ['dear', 'hello', 'hi', 'hey'],
    why: "'Dear...' opens a formal email or letter, 'Hello' is neutral, 'Hi' suits colleagues you know, and 'Hey' is for friends.",
    tryIt: "Your turn: write the first line of an email to a manager you have never met.",
  },
  {
    id: 'closing-a-message',
    phrases: ['yours sincerely', 'kind regards', 'best regards', 'best wishes', 'best', 'cheers'],
    why: "'Yours sincerely' and 'Kind regards' close a formal email or letter; 'Best wishes' is warm, and 'Best' or 'Cheers' are for people you know.",
    tryIt: "Your turn: write the last two lines of an email to a new client.",
  },
  {
    id: 'thanking',
    phrases: ['thank you very much', 'thank you', 'thanks a lot', 'thanks', 'cheers'],
    why: "'Thank you' is more formal than 'Thanks', which is friendly and fine at work; 'Cheers' is casual, and British.",
    tryIt: "Your turn: thank a colleague who stayed late to help you.",
  },
  {
    id: 'not-hearing',
    phrases: ['pardon', 'sorry', 'what'],
    why: "'Pardon?' or 'Sorry?' asks someone to say it again politely; 'What?' can sound rude.",
    tryIt: "Your turn: a colleague says something you didn't catch. What do you say?",
  },
  {
    id: 'agreeing',
    phrases: ['yes', 'yeah', 'yep', 'yup'],
    why: "'Yes' suits every situation; 'yeah' and 'yep' are relaxed and spoken.",
    tryIt: "Your turn: answer me as you would in an interview: would you be happy to travel for work?",
  },
  {
    id: 'leaving',
    phrases: ['goodbye', 'bye', 'see ya'],
    why: "'Goodbye' is a little more formal, 'Bye' is everyday and perfectly polite, and 'See ya' is for friends.",
    tryIt: "Your turn: how would you say goodbye to your manager as you leave the office?",
  },
];
