/**
 * "Is 'gonna' correct English?", "Can I say 'wanna'?": the spoken short forms learners hear in films and songs.
 * Each is data: the form, the words it stands for, and how acceptable it is.
 */
export type InformalForm = {
  form: string;
  full: string;
  /** A casual sentence with it, for the learner to write out in full. */
  example: string;
  /** Said instead of the usual sound-of-relaxed-speech explanation. */
  explanation?: string;
};

export const INFORMAL_FORMS: readonly InformalForm[] = [
  { form: 'gonna', full: 'going to', example: "I'm gonna call you later." },
  { form: 'wanna', full: 'want to', example: 'Do you wanna come?' },
  { form: 'gotta', full: 'have got to', example: 'I gotta go now.' },
  { form: 'kinda', full: 'kind of', example: "It's kinda cold today." },
  { form: 'sorta', full: 'sort of', example: "It's sorta complicated." },
  { form: 'dunno', full: "don't know", example: 'I dunno where it is.' },
  { form: 'lemme', full: 'let me', example: 'Lemme check.' },
  { form: 'gimme', full: 'give me', example: 'Gimme a minute.' },
  { form: 'cuz', full: 'because', example: 'I left early cuz I was tired.' },
  { form: "y'all", full: 'you all', example: "Are y'all coming tonight?" },
  {
    form: "ain't",
    full: "isn't, aren't or haven't",
    example: "It ain't easy.",
    explanation: "'Ain't' means isn't, aren't or haven't in very informal speech. Many people hear it as a mistake, so keep it for songs and jokes, and write isn't, aren't or haven't everywhere else.",
  },
];

const normal = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/^['"“”]+|['"“”.!?]+$/g, '').trim();

export function findInformalForm(text: string): InformalForm | undefined {
  const word = normal(text);
  return INFORMAL_FORMS.find((f) => f.form === word);
}

export function explainInformalForm({ form, full, explanation }: InformalForm): string {
  if (explanation) return explanation;
  return `'${form.charAt(0).toUpperCase()}${form.slice(1)}' is how '${full}' often sounds in relaxed speech, and you'll hear it in films and songs. It's fine when you speak casually with friends, but in emails, essays and exams write '${full}'.`;
}
