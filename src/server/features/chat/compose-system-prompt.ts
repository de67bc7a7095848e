/** Builds the system prompt from the teacher persona, the topic, the purpose and the chat style. */
import { INTERVIEW_FEEDBACK_MAX_SENTENCES, LONG_ANSWER_MAX_SENTENCES } from '#/shared/constants';
import { findWritingChallenge } from '#/shared/writing-challenges';
import type { Locale } from '#/shared/i18n/locales';
import type { ChatPurpose } from '../../lib/language-model';

type PromptInput = {
  persona: { name: string; systemPrompt: string; language: string };
  topic: string;
  purpose: ChatPurpose;
  isLongAnswer: boolean;
  /** Never learner text: a checked writing challenge id, or one of the ten interview questions. */
  subject?: string;
};

const SPOKEN_STYLE =
  'Your reply is read aloud, so write plain text only: no markdown, no bullet points, no headings, no emojis.';

function styleFor(purpose: ChatPurpose, isLongAnswer: boolean): string {
  if (purpose === 'demo') return `${SPOKEN_STYLE} This is a short demo on Parley's home page: reply in 2-3 sentences.`;
  if (isLongAnswer) {
    return `${SPOKEN_STYLE} The learner asked for a fuller answer: you may use up to ${LONG_ANSWER_MAX_SENTENCES} sentences, written as flowing sentences (say "first", "second" instead of a list).`;
  }
  return `${SPOKEN_STYLE} Keep replies brief, usually 2-4 sentences, and end with something the learner can answer.`;
}

const WRITING_FEEDBACK =
  'Give specific feedback: two to four concrete corrections or improvements quoting their words, one comment on structure, and one encouragement.';

/** A challenge submission is judged against what the challenge practises (prepare-completion checked the id). */
function writingTask(challengeId: string | undefined): string {
  const challenge = challengeId ? findWritingChallenge(challengeId) : undefined;
  if (!challenge) return `The learner has submitted a piece of free writing. ${WRITING_FEEDBACK}`;
  return `The learner has submitted a piece of writing for the challenge "${challenge.title}", whose purpose is: ${challenge.purpose} ${WRITING_FEEDBACK} Say how well the text meets that purpose.`;
}

function taskFor(input: PromptInput): string {
  switch (input.purpose) {
    case 'interview':
      // Without a subject the learner has just answered; they ask for the next question themselves.
      return input.subject
        ? `You are running a job-interview roleplay. React briefly to the learner's last answer, if any, then ask this interview question: "${input.subject}" Do not give feedback unless asked.`
        : "You are running a job-interview roleplay and the learner has just answered your question. React briefly, in 1-2 sentences, as a real interviewer would. Do not ask a new question and do not give feedback: the learner will ask for the next question or for feedback.";
    case 'writing':
      return writingTask(input.subject);
    case 'interview-feedback':
      return `Give feedback on the learner's last interview answer in at most ${INTERVIEW_FEEDBACK_MAX_SENTENCES} sentences, as five lines each starting with a label: "Strengths:", "Improvements:", "Structure:" (the STAR method), "Language:", "Next step:".`;
    case 'definition':
      return 'Define the English word the learner sends for a language learner. When a line "Sentence: ..." follows the word, define the sense and part of speech the word has in that sentence. Answer with only a JSON object: {"definition": "...", "partOfSpeech": "...", "example": "..."}.';
    case 'grammar-tips':
      return 'Give up to 4 short, practical grammar tips based on the learner\'s recent messages, one tip per line, no numbering. Do not mention punctuation, spelling or capitalization.';
    default:
      return `The learner chose the topic "${input.topic}". Keep the conversation on it, correct at most one or two mistakes gently by recasting the learner's sentence, and ask a follow-up question.`;
  }
}

/** Said when the learner has corrections due: the cards themselves quote the learner, so they travel in a user-role message. */
export const DUE_CORRECTIONS_TASK =
  'The learner\'s message marked "from my Parley notebook" lists mistakes they made before that are due for review. Within the conversation, give them a natural chance to use one of the right forms (ask something whose natural answer uses it); do not lecture, and quote the old mistake only if they make it again.';

/** The interface languages by their English names, for telling a model which one the learner reads. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Spanish',
  'pt-BR': 'Brazilian Portuguese',
  fr: 'French',
  'zh-CN': 'Simplified Chinese',
  ja: 'Japanese',
  ar: 'Arabic',
};

/** The teacher's language ('en-US', 'es-ES') by its English name: 'English', 'Spanish'. */
const teacherLanguageName = (language: string) => new Intl.DisplayNames('en', { type: 'language' }).of(language.split('-')[0]!) ?? language;

/** Said when the learner asked for explanations in their own language ("Explain in my language"). */
export function explanationLanguageTask(explainIn: Locale, teacherLanguage: string): string {
  const theirs = LANGUAGE_NAMES[explainIn];
  const taught = teacherLanguageName(teacherLanguage);
  return `The learner asked for explanations in ${theirs}: give every explanation in ${theirs} (why something is wrong, the rule behind a correction, tips, feedback and definitions), and keep the conversation itself, the corrected sentences and the examples in ${taught}, the language they are learning.`;
}

export function composeSystemPrompt(input: PromptInput): string {
  const style = ['definition', 'grammar-tips', 'interview-feedback'].includes(input.purpose) ? '' : styleFor(input.purpose, input.isLongAnswer);
  return [input.persona.systemPrompt.trim(), taskFor(input), style].filter(Boolean).join('\n\n');
}
