/** What Harper reports about a text, and the one way to ask for it (in the worker or through it). */
export type GrammarIssue = {
  /** Harper's lint kind, e.g. 'Grammar', 'Agreement', 'Spelling', 'Punctuation'. */
  kind: string;
  /** UTF-16 offsets into the checked text. */
  start: number;
  end: number;
  problem: string;
  message: string;
  suggestions: string[];
};

export type Lint = (text: string) => Promise<GrammarIssue[]>;
