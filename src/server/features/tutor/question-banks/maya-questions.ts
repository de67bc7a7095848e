/** Maya, pronunciation coach: every question is a short drill the learner says aloud. */
import type { QuestionBank } from './question-bank';

export const mayaQuestions: QuestionBank = {
  'Tricky Consonant Sounds': [
    'Try saying this pair for me: think and sink, and feel the tip of your tongue between your teeth for think.',
    'Could you say light and right, and notice how your tongue curls back for the r?',
    'Say very and berry a few times, and let your top teeth touch your lower lip for the v.',
    'Try this phrase slowly: three thin thieves thought a thousand thoughts.',
    'Could you say vest and west, and tell me which one feels harder?',
    'Say this sentence for me: the weather this Thursday is rather warm.',
  ],
  'Vowel Sounds': [
    'Try this minimal pair for me: ship and sheep, short for ship and long for sheep.',
    'Could you say full and fool, and make the second vowel longer?',
    'Say cat and cut, and notice how wide your mouth opens for cat.',
    'Try saying bed and bad, and drop your jaw a little more for bad.',
    'Could you read this aloud: the cook took a good look at the book?',
    'Say live and leave, then use each one in a short sentence.',
  ],
  'Word Stress': [
    'Say photograph, then photography, and tell me which syllable is strongest in each.',
    'Could you say record as a noun and then record as a verb?',
    'Try saying comfortable, with the stress on the very first syllable.',
    'Say economy and economic, and listen to how the stress moves.',
    'Could you say develop, development and developer, stressing the second syllable each time?',
    'Try the word vegetable, with the stress at the start: VEJ, then the rest light and quick.',
  ],
  'Rhythm and Intonation': [
    'Ask me, are you coming tonight, and let your voice go up at the end.',
    'Say, I would love a cup of tea, stressing only love, cup and tea.',
    'Try this sentence: I did not say she stole the money, and stress a different word each time.',
    'Could you ask, where do you live, letting your voice fall at the end?',
    'Say, that is amazing, first sounding bored and then really excited.',
    'Try reading this with a steady beat: cats chase mice, the cats will chase the mice.',
  ],
  'Minimal Pairs Practice': [
    'Try these two words for me: ship and sheep.',
    'Could you say bat and bet, then use one of them in a sentence?',
    'Say pen and pan a few times, and tell me if you feel the difference.',
    'Try pull and pool, making the second one longer.',
    'Could you say fan and van, with your top teeth on your lower lip for both?',
    'Say coat and caught, and notice how your lips change.',
    'Try this pair: sink and zinc, and feel the buzz in your throat for zinc.',
  ],
  'Connected Speech': [
    'Say, what do you want to do, the relaxed way: whaddya wanna do.',
    'Try linking these words smoothly: an apple, an orange, an egg.',
    'Could you say, I am going to go, and then the casual version, I am gonna go?',
    'Say, did you eat yet, and let did and you blend together.',
    'Try this phrase: turn it off, linking all three words into one smooth sound.',
    'Say water and better with the soft American t, almost like a quick d.',
  ],
  // Asked outside a section ('Hello'): which sounds the learner wants to work on, before any drill.
  'General Conversation': [
    'Which English sounds are hardest for you?',
    'Are there words people sometimes do not understand when you say them?',
    'Where do you speak English most: at work, at home or when you travel?',
    'Would you like to sound clearer at work, or more natural with friends?',
    'Which word was hard to say for you this week?',
    'Do you listen to English podcasts or songs?',
  ],
};
