/**
 * Every kind of chat request (its purpose) and what Parley does with each: the one place where it is
 * decided which requests count against the free messages, which are kept as a conversation, which are
 * noted in the Notebook, and which tell the teacher about the learner.
 *
 * - counted: takes one of the free (or demo) messages, and is a conversation minute in usage reports
 * - kept: 'always' stores the turn; 'in-conversation' only when it continues a stored conversation
 * - noted: the learner's message is checked for corrections (and, with a model, facts) for the Notebook
 * - knowsLearner: the teacher is told the learner's level, goals and remembered facts
 * - sentByBrowser: a mode the browser may ask for ('demo' is chosen by the server for demo visitors)
 */
type PurposeRules = { counted: boolean; kept: 'always' | 'in-conversation' | 'never'; noted: boolean; knowsLearner: boolean; sentByBrowser: boolean };

const TALK: PurposeRules = { counted: true, kept: 'always', noted: true, knowsLearner: true, sentByBrowser: true };
const TOOL: PurposeRules = { counted: false, kept: 'never', noted: false, knowsLearner: false, sentByBrowser: true };

export const CHAT_PURPOSES = {
  conversation: TALK,
  interview: TALK,
  writing: TALK,
  // Never a conversation of its own: the server keeps the turns apart (demo_turns) until sign-up claims them into one.
  demo: { counted: true, kept: 'never', noted: false, knowsLearner: false, sentByBrowser: false },
  definition: TOOL,
  'grammar-tips': TOOL,
  'interview-feedback': { ...TOOL, kept: 'in-conversation' },
  // A course lesson's roleplay turn: bounded by the lesson (LESSON_MAX_TURNS) and kept in its lesson run, not History.
  lesson: { counted: false, kept: 'never', noted: false, knowsLearner: false, sentByBrowser: false },
} as const satisfies Record<string, PurposeRules>;

export type ChatPurpose = keyof typeof CHAT_PURPOSES;

const purposes = Object.keys(CHAT_PURPOSES) as ChatPurpose[];
const purposesWhere = (test: (rules: PurposeRules) => boolean) => purposes.filter((purpose) => test(CHAT_PURPOSES[purpose]));

/** The modes a chat request may name; 'conversation' is the default. */
export const chatModes = purposesWhere((rules) => rules.sentByBrowser) as [Exclude<ChatPurpose, 'demo'>, ...Array<Exclude<ChatPurpose, 'demo'>>];
export type ChatMode = Exclude<ChatPurpose, 'demo'>;

/** Purposes whose replies make up a conversation: counted messages, and conversation minutes in usage reports. */
export const COUNTED_PURPOSES: readonly ChatPurpose[] = purposesWhere((rules) => rules.counted);

export const isCounted = (purpose: ChatPurpose) => CHAT_PURPOSES[purpose].counted;
export const isNoted = (purpose: ChatPurpose) => CHAT_PURPOSES[purpose].noted;
export const knowsLearner = (purpose: ChatPurpose) => CHAT_PURPOSES[purpose].knowsLearner;
/** Whether a turn of this purpose is stored, given whether it continues a stored conversation. */
export const isKept = (purpose: ChatPurpose, continuesConversation: boolean) => {
  const { kept } = CHAT_PURPOSES[purpose];
  return kept === 'always' || (kept === 'in-conversation' && continuesConversation);
};
