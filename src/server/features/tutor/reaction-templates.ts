/**
 * How each teacher reacts to what the learner said; {phrase} is the echoed key phrase and {sounds}
 * and {is} agree with it ('horror films sound', 'cooking sounds'). One sentence each.
 */

/** 'negative' is a hard time (a stressful job); 'dislike' is a taste (hating horror films). */
export type Mood = 'positive' | 'negative' | 'dislike' | 'neutral';
export type ReactionSet = Record<Mood, readonly string[]>;

export const warmReactions: ReactionSet = {
  positive: [
    '{Phrase} {sounds} lovely.',
    'Oh, {phrase}, that sounds like a lot of fun.',
    'How nice, {phrase} {sounds} wonderful.',
    'I love hearing about {phrase}.',
  ],
  negative: [
    "{Phrase} {sounds} tough, and I'm sorry to hear that.",
    'Oh no, {phrase} can be really hard.',
    'I understand, {phrase} can be difficult.',
  ],
  dislike: ['Fair enough, {phrase} {is} not for everyone.', "I understand, {phrase} {is} not everyone's cup of tea."],
  neutral: [
    'Thanks for telling me about {phrase}.',
    "Oh, {phrase}, that's interesting.",
    '{Phrase} {sounds} really interesting.',
    "I'd love to hear more about {phrase}.",
  ],
};

/**
 * Oliver stays neutral, as an examiner does in the test: he thanks, and judges nothing aloud ('that was a relevant answer
 * about the government' is a verdict an examiner keeps for the band).
 */
export const examinerReactions: ReactionSet = {
  positive: ['Thank you.', 'Right, thank you.', 'Thank you, that is clear.'],
  negative: ['I see, thank you.', 'Thank you.'],
  dislike: ['I see, thank you.', 'Thank you for telling me.'],
  neutral: ['Right, thank you.', 'Thank you.', 'I see, thank you.'],
};

/** Daniel and Ethan react like colleagues: practical and encouraging. */
export const coachReactions: ReactionSet = {
  positive: ['Good, {phrase} {is} a solid detail to build on.', 'Nice, mentioning {phrase} makes that concrete.', 'Great, {phrase} {is} exactly the kind of detail people remember.'],
  negative: ['That happens to everyone, and {phrase} {is} worth talking through.', 'Fair enough, {phrase} can be a real challenge.'],
  dislike: ['Fair enough, it helps to be honest about {phrase}.', 'Good to know, {phrase} {is} clearly not your favourite.'],
  neutral: ['Thanks, mentioning {phrase} adds a useful detail.', 'Okay, got it, thanks.', 'Good, mentioning {phrase} makes your point clearer.'],
};

/**
 * Maya cares how things sound: learners often just repeat a drill, so she never reacts to its meaning. A chat
 * message is text (a transcript at best), so she never claims to have heard it or judges its sounds: only her
 * pronunciation check, which listens to the recording, does that.
 */
export const pronunciationReactions: ReactionSet = {
  positive: ['Nice, {phrase} {is} good to practise aloud.', 'Lovely, try saying {phrase} aloud a few times.'],
  negative: ["Don't worry, {phrase} {is} tricky for lots of learners.", 'That is fine, {phrase} can take a little practice.'],
  dislike: ["Don't worry, {phrase} {is} tricky for lots of learners.", 'That is fine, {phrase} can take a little practice.'],
  neutral: ['Good, say {phrase} aloud slowly once, then at normal speed.', 'Nice, {phrase} {is} worth practising aloud.', 'Okay, try {phrase} aloud a couple of times.'],
};

/** Lucía reacts in simple Spanish. */
export const spanishReactions: ReactionSet = {
  positive: ['¡Qué bien, {phrase}!', '¡Me encanta, {phrase}!', '¡Genial, {phrase}, muy bien!'],
  negative: ['Vaya, {phrase}, lo siento.', 'Oh, {phrase}, entiendo.'],
  dislike: ['Vale, {phrase}, entiendo.', 'Ah, {phrase}, entiendo: cada uno tiene sus gustos.'],
  neutral: ['¡Muy bien, {phrase}!', '¡Qué interesante, {phrase}!', '¡Perfecto, {phrase}!'],
};

/** When nothing in the message is worth echoing (e.g. "yes" or "I don't know"). */
export const plainReactions: Record<Mood | 'mixed' | 'unsure' | 'greeting' | 'wellbeing' | 'thanks' | 'question' | 'farewell' | 'self-doubt' | 'not-understood' | 'shy' | 'beginner' | 'fine' | 'compliment' | 'met', readonly string[]> = {
  positive: ['That sounds great.', 'How lovely.', "I'm really glad to hear that."],
  negative: ["I'm sorry to hear that.", 'That sounds hard.', 'Oh no, that does not sound easy.'],
  // A hard time turned good ('It is hard but interesting', 'It was hard at first but now I love it').
  mixed: ["Hard but worth it, that's often the best kind.", 'That sounds challenging, but in a good way.'],
  dislike: ['Fair enough, we all have our tastes.', 'That makes sense, thanks for being honest.'],
  neutral: ['I see, thanks for sharing that.', 'Got it, thank you.', 'Okay, that makes sense.'],
  unsure: ["That's completely fine, let's try something different.", 'No problem at all, we can come back to it.'],
  'self-doubt': ["No need to apologise: I understand you well, and mistakes are how everyone learns.", "Don't worry, you're doing fine, and this is exactly the place to practise."],
  'not-understood': ["That's frustrating, and it happens to many learners: usually it's a few sounds or the stress of some words, and those can be practised.", "That's hard, and very common: a few sounds and the stress of words make most of the difference, and we can work on them."],
  shy: ["No need to be shy: this is a safe place to practise, and we'll go at your pace.", "Don't worry, we'll take it slowly, and there are no wrong answers here."],
  beginner: ["Welcome! We'll keep it simple and go one step at a time.", "That's a great place to start: short sentences, one step at a time."],
  greeting: ["Hi, it's lovely to hear from you.", 'Hello, great to have you here.'],
  met: ['Nice to meet you too!', 'Lovely to meet you too!'],
  fine: ['Glad to hear it.', 'Good to hear.'],
  compliment: ["Thank you, that's very kind of you!", "That's lovely to hear, thank you!"],
  wellbeing: ["I'm doing really well, thanks for asking.", "I'm great, thank you, and it's lovely to chat with you."],
  thanks: ["You're very welcome.", 'My pleasure.'],
  question: ["I'm not sure I can answer that one properly here, but I'd love to hear what you think.", "Good question, and honestly I'm not sure, so I'm curious what you think."],
  farewell: ['Bye for now, it was lovely to chat with you. See you next time!', 'Take care, and see you soon. Well done today!'],
};

export const plainSpanishReactions: typeof plainReactions = {
  positive: ['¡Qué bien, me alegro mucho!', '¡Genial, muy bien!'],
  negative: ['Vaya, lo siento mucho.', 'Oh, entiendo.'],
  mixed: ['¡Un reto, pero de los buenos! (A challenge, but a good one!)', 'Cuesta, pero merece la pena. (It takes effort, but it is worth it.)'],
  dislike: ['Vale, entiendo.', 'Claro, entiendo.'],
  neutral: ['¡Muy bien dicho, gracias!', '¡Perfecto, lo has dicho muy bien!'],
  'self-doubt': ["No te preocupes, te entiendo muy bien. (Don't worry, I understand you well.)", 'No pasa nada, lo estás haciendo bien. (It is fine, you are doing well.)'],
  'not-understood': ['Es frustrante, pero es muy normal: casi siempre son unos pocos sonidos, y se pueden practicar. (It is frustrating, but very normal: it is almost always a few sounds, and they can be practised.)'],
  shy: ['No te preocupes, vamos despacio y sin prisas. (Don\'t worry, we\'ll go slowly, at your pace.)'],
  beginner: ['¡Qué bien que empieces! Vamos paso a paso, con frases cortas. (How good that you are starting! We\'ll go step by step, with short sentences.)', '¡Genial! Empezamos con frases sencillas. (Great! We\'ll start with simple sentences.)'],
  unsure: ['No pasa nada, that means no problem at all.', 'Sin prisa, poco a poco. (No rush, little by little.)'],
  greeting: ['¡Hola, qué alegría verte!', '¡Hola! ¡Qué bien tenerte aquí!'],
  met: ['¡Igualmente, encantada! (Nice to meet you too!)'],
  fine: ['¡Me alegro! (I am glad!)', '¡Qué bien! (Good!)'],
  compliment: ['¡Muchas gracias, qué amable! (Thank you so much, how kind!)'],
  wellbeing: ['¡Muy bien, gracias por preguntar!', '¡Estoy genial, gracias!'],
  thanks: ['¡De nada!', '¡Con mucho gusto!'],
  // The Spanish says what the English after it says: a learner reads one to understand the other.
  question: ['Mmm, no estoy segura. Me encantaría oír tu opinión. (Hmm, I am not sure. I would love to hear your view.)', '¡Qué buena pregunta! No lo sé muy bien, así que dime tu idea. (What a good question! I am not sure I know, so tell me your idea.)'],
  farewell: ['¡Hasta pronto! (See you soon!)', '¡Adiós, hasta la próxima! Muy bien hoy. (Bye, until next time! Well done today.)'],
};
