/** What judges a reading: the keyless PocketSphinx engine, or a paid assessment service behind the same shape. */
import type { ReadingScores, WordResult } from '#/shared/api/pronunciation';

/** The sentence asked for, what the learner wrote before it was corrected (Review's "Say it"), and the recording (`wav`: its bytes, of `contentType`). */
export type ReadingToJudge = {
  text: string;
  insteadOf?: string;
  wav: Uint8Array;
  contentType?: string;
  signal?: AbortSignal;
  /** Who is listening, as the learner is told ("Oliver couldn't hear you"). */
  teacherName?: string;
  /** Whose share of a shared engine this check takes (an account, or a demo visitor's address); unnamed, a share of its own. */
  caller?: string;
  /** Told when the worker or the provider starts on the recording: from then on the work is done, even if the caller hangs up. */
  onWorkStarted?: () => void;
};
export type ReadingVerdict = { words: WordResult[]; wordsPerMinute: number; scores: ReadingScores };
/** What the keyless decoder and its cues chose, before the learned model weighs it (scoring/score-reading.ts). */
export type DecoderVerdict = Omit<ReadingVerdict, 'scores'>;

export type PronunciationAssessor = {
  /** 'pocketsphinx' or 'azure': named in the answer and the usage ledger. */
  engine: string;
  model: string;
  /** The Content-Types it reads, and what a refused caller is told. */
  audioTypes: readonly string[];
  audioTypesMessage: string;
  assess: (reading: ReadingToJudge) => Promise<ReadingVerdict>;
};
