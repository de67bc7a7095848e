/**
 * "How can I say it in a positive way?" just after the learner named a weakness for an interview ('Maybe I am too shy
 * in meetings'): that weakness said as something they are working on, with what they do about it. Each weakness is
 * data with the ways learners name it and the ones it must leave alone, run as tests.
 */
export type WeaknessReframe = { id: string; said: RegExp; reframe: string; examples: readonly string[]; counterExamples: readonly string[] };

export const WEAKNESS_REFRAMES: readonly WeaknessReframe[] = [
  {
    id: 'quiet-in-meetings',
    said: /\bi(?:'m| am)? (?:(?:too|very|a bit|quite|really|so|a little|maybe|sometimes) )*(?:shy|quiet|reserved|an introvert|introverted)\b|\b(?:don'?t|do not|rarely|never) (?:speak|talk) (?:up|much)\b|\bpublic speaking\b|\bspeak(?:ing)? in (?:front of|meetings)\b/i,
    reframe: "I'm naturally quite reserved in big meetings, so now I prepare one point before each meeting and make sure I say it early on.",
    examples: ['Maybe I am too shy in meetings.', 'I am not good at public speaking.', "I don't speak up much."],
    counterExamples: ['My manager is very quiet.', 'I like quiet places.'],
  },
  {
    id: 'perfectionist',
    said: /\bperfectionis[tm]\b|\btoo (?:much )?(?:detail|careful)|\b(?:spend|take) too (?:long|much time)\b/i,
    reframe: "I can spend too long polishing details, so I now agree with my manager what 'finished' looks like and give each task a time limit.",
    examples: ['I am a perfectionist.', 'I spend too long on small details.'],
    counterExamples: ['The project took too long because of the client.'],
  },
  {
    id: 'saying-yes',
    said: /\b(?:can'?t|cannot|can not|don'?t) say no\b|\bsay yes to (?:everything|everyone|every)\b|\btake on too (?:much|many)\b/i,
    reframe: 'I used to say yes to every request, so now I check my priorities before I agree, and I say honestly when I can deliver.',
    examples: ["I can't say no to people.", 'I say yes to everything.', 'I take on too many tasks.'],
    counterExamples: ['She said yes to the offer.'],
  },
  {
    id: 'delegating',
    said: /\b(?:do|doing) everything (?:by )?myself\b|\bdelegat(?:e|ing|ion)\b|\b(?:don'?t|do not) (?:like to )?ask (?:for )?help\b/i,
    reframe: 'I used to do everything myself, so now I hand tasks over early and check in halfway rather than at the end.',
    examples: ['I do everything myself.', 'I am not good at delegating.', "I don't ask for help."],
    counterExamples: ['I delegated the report to Sam.'],
  },
  {
    id: 'organisation',
    said: /\bdisorgani[sz]ed\b|\bnot (?:very )?organi[sz]ed\b|\b(?:forget|forgot) (?:things|deadlines|tasks)\b|\bbad at (?:planning|organi[sz]ing)\b/i,
    reframe: 'I used to keep too much in my head, so now I plan my week every Monday and keep one list for everything, and I have not missed a deadline since.',
    examples: ['I am a bit disorganised.', 'Sometimes I forget deadlines.', 'I am bad at planning.'],
    counterExamples: ['The event was well organised.'],
  },
  {
    id: 'impatience',
    said: /\bimpatient\b|\b(?:not|no) (?:very )?patient\b|\blose my patience\b/i,
    reframe: "I can be impatient when things move slowly, so I've learned to ask why each step is needed before I push, and the team works better for it.",
    examples: ['I am impatient.', 'I am not very patient with slow colleagues.'],
    counterExamples: ['The patients were waiting.'],
  },
  {
    id: 'pressure',
    said: /\b(?:stress(?:ed)?|nervous|anxious|panic)\b.*\b(?:deadlines?|pressure)\b|\b(?:deadlines?|pressure)\b.*\b(?:stress(?:ed)?|nervous|anxious|panic)\b/i,
    reframe: 'Tight deadlines used to make me nervous, so now I break a big task into small steps with their own dates, and I tell my manager early if a date is at risk.',
    examples: ['I get stressed when there is a deadline.', 'Pressure makes me nervous.'],
    counterExamples: ['There is no deadline for this.'],
  },
  {
    id: 'language',
    said: /\bmy (?:english|spanish)(?: level)? (?:is|isn'?t)\b|\b(?:english|spanish) is not (?:very )?good\b/i,
    reframe: "My English is still improving, so I take a class twice a week and practise speaking every day; I can already write reports and take part in meetings in English.",
    examples: ['My English is not perfect.', 'My English level is low.'],
    counterExamples: ['My English teacher is kind.'],
  },
];

/** "How can I say it positively?", "How do I make it sound better?": a weakness to be said well. */
const ASKS_TO_SAY_IT_WELL = /\bhow (?:can|could|should|do) i (?:say|put|phrase|present|turn|make) (?:it|that|this)(?: sound)?(?: in)?(?: a)? (?:more )?(?:positive(?:ly)?|better|good|nicer|well|professional(?:ly)?)(?: way)?(?: in (?:an|the|my) interview)?\s*\??\s*$|\bhow (?:can|could|do) i (?:turn|make) (?:it|that|this) (?:into )?(?:a )?(?:positive|strength)\b/i;

/** How far back the weakness may have been named. */
const LOOK_BACK = 2;

/** The reply to a weakness asked to be said well, after the learner named one we know; null otherwise. */
export function reframeWeakness(message: string, earlier: readonly string[]): string | null {
  if (!ASKS_TO_SAY_IT_WELL.test(message.trim())) return null;
  const named = earlier.slice(-LOOK_BACK).reverse().map((said) => WEAKNESS_REFRAMES.find((w) => w.said.test(said))).find(Boolean);
  if (!named) return null;
  return `Say it as something you're working on, not something you are: '${named.reframe}' One sentence for the weakness, the rest for what you do about it. Now say your own version, as if I'd just asked you about your greatest weakness.`;
}
