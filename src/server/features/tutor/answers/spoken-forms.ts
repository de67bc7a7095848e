/**
 * "What is 'gonna'?", "What does 'dunno' mean?": the informal spoken forms of English, which no dictionary of written
 * words holds, each with the words it stands for and an example. Said as what they are: heard in fast, casual speech,
 * written only in messages to friends. Tests: spoken-forms.test.ts.
 */
/** `write`: what to write instead, where the full form alone does not say it. */
export type SpokenForm = { full: string; example: string; write?: string };

export const SPOKEN_FORMS: Readonly<Record<string, SpokenForm>> = {
  gonna: { full: 'going to', example: "I'm gonna call her later = I'm going to call her later." },
  wanna: { full: 'want to (or want a)', example: 'Do you wanna come? = Do you want to come?', write: 'want to' },
  gotta: { full: 'have got to, or have to', example: "I gotta go = I've got to go.", write: 'have to' },
  kinda: { full: 'kind of (a little, or a kind of)', example: "I'm kinda tired = I'm a little tired.", write: 'a little' },
  sorta: { full: 'sort of (a little)', example: "It's sorta strange = It's a little strange.", write: 'a little' },
  lemme: { full: 'let me', example: 'Lemme see = Let me see.' },
  gimme: { full: 'give me', example: 'Gimme a minute = Give me a minute.' },
  dunno: { full: "don't know", example: "I dunno = I don't know." },
  "ain't": { full: "am not, isn't, aren't, hasn't or haven't", example: "It ain't easy = It isn't easy.", write: "the form the sentence needs, such as 'isn't'" },
  "y'all": { full: 'you all (everyone you are talking to), in the southern United States', example: "Are y'all coming? = Are you all coming?", write: 'you' },
  outta: { full: 'out of', example: "I'm outta here = I'm leaving now." },
  gotcha: { full: "(I have) got you: I understand", example: 'Gotcha, thanks! = I understand, thanks!', write: 'I understand' },
};

/** The form asked about, as a meaning answer says it; null for any other word. */
export function explainSpokenForm(word: string): string | null {
  const form = word.trim().toLowerCase().replace(/[’]/g, "'");
  const found = SPOKEN_FORMS[form];
  if (!found) return null;
  return `'${form.charAt(0).toUpperCase()}${form.slice(1)}' is how '${found.full}' often sounds in fast, informal speech: ${found.example} You'll hear it in films, songs and chats with friends; in writing for work or exams, use ${found.write?.includes("'") ? found.write : `'${found.write ?? found.full}'`}.`;
}
