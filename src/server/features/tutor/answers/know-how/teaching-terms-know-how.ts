/**
 * Know-how learners asked and the teachers used to dodge with "I'm not sure": the words of the pronunciation lesson
 * itself (minimal pairs, connected speech, linking, weak forms, sentence stress, rhythm, a question's
 * rise or fall), and questions about the task
 * at hand for the interview and writing coaches (education or experience first, taking the first offer, bullet points,
 * the tense of a report, a stronger conclusion, an essay asked to be written for the learner). Data as in
 * teacher-know-how.ts: each topic with the questions it must answer and those it must leave alone, run as tests.
 */
import type { KnowHowTopic } from './know-how-topic';
import { ESSAY_QUESTION_ASKED } from '../../question-banks/claire-questions';

export const TEACHING_TERMS_KNOW_HOW: readonly KnowHowTopic[] = [
  {
    id: 'minimal-pairs',
    asked: /\bminimal pairs?\b/i,
    answer: "A minimal pair is two words that differ in only one sound, like ship and sheep, or light and right. Because everything else is the same, they show you exactly which sound to work on: if you say the pair and a listener can tell which word you meant, you have the sound.",
    followUp: 'Try one now: say ship, then sheep, and make the vowel of sheep longer and with a smile.',
    examples: ['What is a minimal pair?', 'what is minimal pair?', 'Why do we practise minimal pairs?'],
    counterExamples: ['I bought a pair of shoes.', 'What is the minimum score?'],
  },
  {
    id: 'connected-speech',
    asked: /\bconnected speech\b|\bwhy (?:do )?(?:native speakers|people|english speakers) (?:speak|talk) (?:so )?fast\b.*\b(?:words|together|join)\b/i,
    answer: "Connected speech is how words change when we say them together at natural speed: they link (an apple sounds like a-napple), sounds blend (did you becomes didja), small words get weak (to becomes tuh), and some sounds drop (next day sounds like nex day). Native speakers do it all the time, so learning it helps you understand fast English as much as it helps you sound natural.",
    followUp: 'Try it: say what do you want slowly, then fast, letting it become whaddya want.',
    examples: ['What is connected speech?', 'Can you explain connected speech?'],
    counterExamples: ['My internet connection is slow.', 'I gave a speech yesterday.'],
  },
  {
    id: 'linking-sounds',
    asked: /^(?![^?]*\b(?:essays?|writing|paragraphs?|texts?)\b)(?:[^?]*\b(?:what is|what's|what are|explain|how do (?:i|you)|how to)\b[^?]*\blinking\b(?!\s+(?:words?|phrases?|expressions?|devices?|verbs?))|[^?]*\blink (?:the )?(?:words|sounds)\b[^?]*\b(?:say|speak|speaking|pronounc\w*|together)\b)/i,
    answer: "Linking is joining the end of one word to the start of the next so they flow. A consonant before a vowel moves across: an apple sounds like a-napple, turn it off like tur-ni-toff. Between two vowels we slip in a small y or w sound: I am sounds like I-yam, go out like go-wout.",
    followUp: 'Say turn it off slowly as three words, then as one smooth word: tur-ni-toff.',
    examples: ['what is linking? like "an apple"', 'How do I link words together when I speak?'],
    counterExamples: ['What linking words can I use in an essay?', 'Can you give me some linking phrases?', 'What is a linking verb?', 'How do I use linking in my essay?'],
  },
  {
    id: 'weak-forms',
    asked: /\bweak forms?\b|\bis ["'‘“]\w+["'’”] (?:a )?weak\b|\bis (?:can|to|of|for|and|the|a|at|was|were|do|does|have|has|them|her|us|that|than|but|from) (?:a )?weak\b|\b(?:strong|weak) (?:and|or) (?:strong|weak) forms?\b/i,
    answer: "Many small grammar words, like a, the, to, of, can, for and and, have two forms. Inside a sentence, with no stress, we say the weak form with a schwa: I can swim sounds like I kuhn swim, a cup of tea like a cup uhv tea. We use the strong form only when the word is stressed or comes at the end: Yes, I CAN.",
    followUp: 'Say I can swim with the weak kuhn, then answer Can you? with a strong Yes, I can.',
    examples: ['what is weak form?', "is 'can' weak?", 'What are strong and weak forms?', 'is can weak?'],
    counterExamples: ['My English is weak.', 'What is the schwa?', 'Is this weak?'],
  },
  {
    id: 'sentence-stress',
    asked: /\bsentence stress\b|\bwhich words? (?:do|should) (?:i|we|you) stress\b|\bstress (?:in|of) (?:a|the) sentences?\b/i,
    answer: "In a sentence we stress the words that carry the meaning, the nouns, main verbs, adjectives and question words, and say the small grammar words lightly. In I want to buy a new phone, the stress falls on WANT, BUY, NEW and PHONE. Change the stress and you change the message: I didn't say HE took it means someone else did.",
    followUp: 'Say I want to buy a new phone, tapping the table on the four stressed words.',
    examples: ['What is sentence stress?', 'Which words should I stress in a sentence?'],
    counterExamples: ['I have a lot of stress at work.', 'Where is the stress in photography?'],
  },
  {
    id: 'english-rhythm',
    asked: /\brhythm\b(?![^?]*\b(?:song|music|dance|drum|band)\b)/i,
    answer: "English keeps a beat on its stressed syllables and squeezes the unstressed ones between them, so a sentence with more small words does not take much longer. Cats chase mice and The cats will chase the mice take about the same time. Many languages give every syllable the same time, which is why English can sound too even when learners speak it.",
    followUp: 'Clap on the stressed words and say cats chase mice, then the cats will chase the mice to the same three claps.',
    examples: ['What is rhythm in English?', 'How can I improve my rhythm when I speak?'],
    counterExamples: ['I love the rhythm of this song.', 'What is your favourite kind of music?'],
  },
  {
    id: 'question-intonation',
    asked: /\b(?:voice|intonation|tone|pitch)\b[^?]*\b(?:go(?:es)? up|go(?:es)? down|up or down|down or up|rise|rises|rising|fall|falls|falling|high or low|low or high|high at the end|low at the end)\b[^?]*\bquestions?\b|\bquestions?\b[^?]*\b(?:voice|intonation|pitch)\b[^?]*\b(?:go(?:es)? )?(?:up|down|rise|fall)\b/i,
    answer: "It depends on the question. A yes-or-no question usually rises at the end: Are you coming? Do you work here? A question with who, what, where, when, why or how usually falls, like a statement: Where do you live? What time is it? Rising on a wh- question sounds surprised, or as if you want the other person to say it again.",
    followUp: 'Try both: say Do you like coffee? with your voice rising, then What do you like? with it falling.',
    examples: ['Should my voice be high at the end of a question?', 'is the voice up or down at the end of a question?', 'Does my voice go up or down in questions?', 'Does my voice go up at the end of a question?'],
    counterExamples: ['Can I ask you a question?', 'My voice is very low.', 'What is intonation?', "My voice is low and I'm shy when people ask me questions, what can I do?"],
  },
  {
    id: 'education-or-experience-first',
    asked: /^(?=[^?]*\b(?:first|before)\b)(?=[^?]*\b(?:my|cv|résumé|resume|interview|say|talk|mention|put)\b)(?=[^?]*\b(?:education|studies|degree)\b)(?=[^?]*\bexperience\b)|^\W*(?:education|experience) or (?:work )?(?:education|experience) first\b/i,
    answer: "Lead with whatever matches the job best. With a few years of work behind you, start with your recent experience and mention your degree in a sentence; if you have just finished your studies, start with what you studied and one project or internship that fits the role. Either way, finish with why you want this job.",
    followUp: "Tell me which you'd put first for your job, and say your opening sentence.",
    examples: ['What should I say first, my education or my experience?', 'Should I talk about my studies before my work experience?', 'On my CV, education or experience first?', 'Which comes first on a CV, education or work experience?', 'Education or experience first?'],
    counterExamples: ['I have a degree and two years of experience.', 'My education was free.', 'Did you go to university before you started work?', 'In your country, is a university degree or work experience more important?'],
  },
  {
    id: 'accept-the-first-offer',
    asked: /^(?=[^?]*\b(?:offers?|offered)\b)(?:[^?]*\b(?:accept|take|say yes to)\b[^?]*\b(?:immediately|straight away|right away|at once|on the spot|first)\b|[^?]*\b(?:negotiate|counter)\b)|\bshould i (?:negotiate|accept)(?: (?:the |my |their )?(?:salary|offer))?\s*\?|\bask for more (?:money|salary|pay)\b[^?]*\boffer\b/i,
    answer: "You don't need to say yes on the spot. Thank them warmly, say you're very happy to get the offer, and ask for a day or two to look at it. If the number is below what you hoped for, come back with one clear figure and a reason: your experience, or what the role is paid elsewhere. Most employers expect that, and it is rarely held against you if you stay polite.",
    followUp: "Try your reply: they offer 52,000 and you hoped for 56,000. What do you say?",
    examples: ['If they offer 52000, should I accept it immediately?', 'Should I negotiate the salary?', 'Is it okay to take the first offer?', 'Should I negotiate?', 'Should I ask for more money when they make an offer?'],
    counterExamples: ['They offered me the job!', 'I accepted the offer last week.', 'Should I ask for more details about the job in the interview?', 'Do you take it with milk first or after?', 'How do I negotiate a pay rise?'],
  },
  {
    id: 'bullet-points',
    asked: /\bbullet(?:ed)? (?:points?|lists?)\b|\bbullets?\b(?! train)(?=[^?]*\b(?:cv|résumé|resume|letter|e-?mail|report|essay|slides?)\b)/i,
    answer: "Use bullet points where the reader wants to scan: the achievements on a CV, the steps or action points at the end of an email or report. Keep each one short, start each with the same kind of word (a verb works well: Led, Reduced, Built), and write them the same way. In a cover letter, an essay or a friendly email, full sentences in paragraphs read better.",
    followUp: 'Write me three bullet points about what you did in your last job, each starting with a verb.',
    examples: ['Should I use bullet points?', 'Can I use bullets in a cover letter?', 'Are bullet points okay in a report?', 'Is it okay to use bullet in cover letter?'],
    counterExamples: ['A bullet hit the wall in the film.', 'Have you ever taken the bullet train in Japan?'],
  },
  {
    id: 'report-tense',
    asked: /\b(?:which|what) tenses?\b[^?]*\breports?\b|\breports?\b[^?]*\b(?:which|what) tenses?\b|\btenses? (?:in|for) (?:a |my |the )?reports?\b/i,
    answer: "In a report, use the past simple for what was done and found (we surveyed 200 customers; sales fell in March), the present simple for what is true now and for what the report does (the figures show; this report recommends), and will or should for what comes next (we will review it in June; the team should hire two people).",
    followUp: 'Try it: write one sentence about what you did, one about what it shows, and one about what should happen next.',
    examples: ['What tense should I use in a report?', 'Which tenses do we use in reports?'],
    counterExamples: ['I have to write a report this week.', 'What tense is this sentence?'],
  },
  {
    id: 'stress-moves-with-ending',
    // The stress of a word, asked why it moves: 'the stress' or a word's syllables named, never stress as worry ('my stress changes').
    asked: /\b(?:why|when) (?:does|do|did) the stress (?:move|change|shift|go)(?: (?:in|to|between|from) [^?]*)?\s*\??\s*$|\bwhy (?:does|do|did) (?:the )?(?:stress|strong syllable) (?:move|change|shift) (?:in|between) (?:these |the )?(?:words?|photograph\w*|econom\w*)\b/i,
    answer: "Some endings pull the stress onto the syllable just before them: -ic, -ion, -ity, -ical, -ian, and -graphy or -ology. So PHOtograph becomes phoTOgraphy and photoGRAPHic, Economy becomes ecoNOMic, and POLitics becomes poLItical and poliTIcian. Other endings, like -ful, -ness, -ment and -er, leave the stress where it was: HAPpy, HAPpiness.",
    followUp: 'Try it: say economy, then economic, and move the strong beat as you go.',
    examples: ['why does the stress move?', 'Why does the stress change in photography?', 'When does the stress move in a word?'],
    counterExamples: ['How do I deal with stress at work?', 'Stress makes me tired, why?', 'Where is the stress in photograph?', 'Why does stress change the way I speak in meetings?', 'When I have exams my stress changes everything, why?'],
  },
  {
    id: 'vowel-length-and-shape',
    asked: /\b(?:is|was) (?:the|that|this) difference (?:only|just) (?:the |in the )?length\b|\bis (?:the )?(?:long|ee|long ee|vowel) (?:sound|vowel)? ?(?:only|just) longer\b|\bis it (?:only|just) (?:the )?length\b/i,
    answer: "Not only the length. The long ee in sheep is also tense: spread your lips as in a smile, with your tongue high and forward. The short i in ship is relaxed: loose lips, and your tongue a little lower and further back. Before a sound like p or t the long vowel gets shorter anyway, so it's the shape of your mouth that keeps seat and sit apart.",
    followUp: 'Try it with a smile for the long one: sheep, ship, seat, sit.',
    examples: ['Is the difference only the length?', 'Is it just the length?', 'is the ee sound only longer?'],
    counterExamples: ['How long is the test?', 'Is the difference between band 6 and 7 big?', 'The film was only two hours long.', 'Is Part 2 just longer than Part 1?', 'Is the answer for band 7 only longer?'],
  },
  {
    id: 'stronger-conclusion',
    asked: /\b(?:make|improve|strengthen)\b[^?]*\bconclusions?\b|\bconclusions?\b[^?]*\b(?:stronger|better|weak|boring)\b|\b(?:better|stronger) (?:conclusion|concluding|closing) (?:sentence|line)\b/i,
    answer: "Make a conclusion stronger by ending on your own view, clearly and in new words, rather than repeating the introduction. Sum up your two or three reasons in one sentence, then add a final thought that looks forward: a recommendation, a consequence, or a question for the reader. Cut any new argument: it belongs in the body.",
    followUp: 'Send me your conclusion, and I will show you where to make it firmer.',
    examples: ['How can I make my conclusion stronger?', 'My conclusion is weak, how do I improve it?', 'Could you give me a better conclusion sentence?'],
    counterExamples: ['What should I write in the conclusion?', 'I came to the conclusion that I need a new job.'],
  },
  {
    id: 'write-it-for-me',
    asked: /\b(?:can|could|will|would) you (?:please )?write (?:the |my |this )?(?:whole |full |entire |complete )?(?:essay|assignment|homework)\b(?! (?:as|like) an? (?:example|model|sample))/i,
    answer: "I won't write it for you, because it has to be yours, and in an exam it has to come from you alone. But I'll help you every step of the way: we can plan it together, I can look at each paragraph as you write it, and I can show you a model sentence where you're stuck.",
    followUp: ESSAY_QUESTION_ASKED,
    examples: ['Can you write the whole essay for me?', 'Could you write the essay for me, please?', 'Can you write my homework?'],
    counterExamples: ['Can you check my essay?', 'How do I write an essay?', 'Can you write an essay as an example, to show me the structure?'],
  },
];
