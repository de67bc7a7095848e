/**
 * "How do I pronounce 'thought'?": syllables, stress and IPA from eSpeak NG, and a tip for the hardest sound.
 * The chat is text, so the teacher never claims to have heard the learner: she invites them to try it aloud.
 */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { phonemesOf } from './espeak-phonemes';
import { describeStress, hardSoundTip, respell, spellingNote, syllabify, tipForSoundName, toIpa } from './respell';
import { looksSpanishWord } from './spanish-phrasebook';
import { english, isSpanishTeacher, leadIn } from './teacher-voice';
import { SOUND_LETTERS, SOUND_TALKED_ABOUT, soundNamedIn } from './sound-letters';
import { readLearnerFacts } from '../follow-up/learner-facts';

const IS_SOUND_LETTERS = new RegExp(`^(?:${SOUND_LETTERS})$`, 'i');

/** The word a turn of this answer sounded out ("'World' sounds like wurld..."), for what is asked of it next. */
export function wordSoundedOutIn(turn: string | undefined): string | undefined {
  return turn ? /'([\p{L}' -]{1,40})' sounds like /u.exec(turn)?.[1] : undefined;
}

export async function answerPronunciation(question: LearnerQuestion, context: AnswerContext): Promise<Answer | null> {
  const { teacher, chooser } = context;
  // 'How do you pronounce my name?': a name keeps the sounds of its own language, so it is not sounded out by English
  // spelling rules ('Thuy' is no 'thigh'); how to say it clearly and help others say it, instead.
  if (/^my name$/i.test(question.subject.trim())) {
    const name = readLearnerFacts(context.conversation.userMessages).name;
    const said = name ? `'${name}'` : 'your name';
    return { text: english(teacher, `A name keeps the sounds of its own language, so say ${said} the way your family says it, just a little slower and clearer than usual, with a short pause before it. If people often get it wrong, help them with a rhyme or a word they know: 'It's Ana, like banana.'`), followUp: english(teacher, 'How would you introduce yourself to a new colleague, with your name said that way?') };
  }
  // 'Where do I put my tongue exactly?': the sound the conversation was about, or none to guess at.
  const talkedAbout = question.subject === SOUND_TALKED_ABOUT ? soundNamedIn([...context.conversation.userMessages.slice(0, -1), ...context.conversation.assistantMessages].slice(-6)) : undefined;
  if (question.subject === SOUND_TALKED_ABOUT && !talkedAbout) {
    return { text: english(teacher, 'It depends on the sound: for th the tip of your tongue touches your top teeth, for r it pulls back without touching anything, for l it touches the ridge behind your top teeth.'), followUp: english(teacher, 'Which sound are you working on?') };
  }
  const subject = (talkedAbout ?? question.subject).replace(/^(?:the )/i, '');
  const lead = leadIn(context);
  const isSpanish = isSpanishTeacher(teacher) && (looksSpanishWord(subject) || !/\bin english\b/i.test(context.conversation.lastUserMessage ?? ''));

  // 'th', 'r', 'v' alone are sounds to make, not words to spell ('How do I say th?' is not 'tee-aych').
  const soundName = /\bsound$/i.test(subject) ? subject : IS_SOUND_LETTERS.test(subject) ? `${subject} sound` : null;
  if (soundName) {
    const tip = tipForSoundName(soundName, isSpanish);
    if (!tip) return null;
    return { text: `${lead} ${english(teacher, tip)}`, followUp: english(teacher, 'Try it slowly a few times in a word you use every day: which word will you practise with?') };
  }
  if (subject.split(/\s+/).length > 3 || !/^[\p{L}' -]+$/u.test(subject)) return null;

  const words = await phonemesOf(subject, isSpanish ? 'es-ES' : teacher.language);
  if (!words) {
    return { text: english(teacher, `I can't look up the sounds of '${subject}' right now, sorry. Try it slowly, one syllable at a time, and ask me again in a moment.`), isHonestFallback: true };
  }
  const syllables = words.flatMap((w) => syllabify(w));
  const sounds = words.map((w) => respell(syllabify(w))).join(' ');
  const stress = words.length === 1 ? describeStress(syllables) : null;
  const tip = hardSoundTip(words, isSpanish);
  const spelling = words.length === 1 ? spellingNote(subject, syllables) : null;
  const parts = [`'${subject.charAt(0).toUpperCase()}${subject.slice(1)}' sounds like ${sounds}, or ${toIpa(words)} in phonetic symbols.`, stress, spelling, tip].filter((p): p is string => !!p);
  const invitation = isSpanishTeacher(teacher)
    ? '(Say it aloud a few times, slowly and then at normal speed.) ¿Lo intentas?'
    : chooser.pick('pronounce-try', [`Say it aloud a few times, slowly first, then type a sentence you'd use '${subject}' in.`, `Try saying it slowly three times, then at normal speed: where would you use '${subject}' this week?`]);
  return { text: `${lead} ${english(teacher, parts.join(' '))}`, followUp: invitation };
}
