/**
 * Which error families may correct a learner. A family is on only where its precision, measured on learner
 * text it was not tuned on, clears the bar with enough firings to mean it (`npm run train:corrections`
 * writes each pack's table, docs/corrections/families.md shows it). A family measured below the bar is off;
 * one that fired too rarely to judge, or that no table names yet (a new rule), is not trusted either.
 */
/**
 * 'on': corrects, and the Notebook keeps it. 'ask': right often enough to raise as a question to think about,
 * not to tell. 'unproven': fired too rarely to judge, so it may only ask too. 'off': says nothing.
 */
export type FamilyStatus = 'on' | 'ask' | 'unproven' | 'off';

/** One family's line in a pack's table: its firings on held-out text and what they did. */
export type MeasuredFamily = {
  firings: number;
  helpful: number;
  harmful: number;
  neutral: number;
  /** Firings on fluent sentences: every one is a false correction. */
  falseOnFluent: number;
  status: FamilyStatus;
  /** Of those counts, the ones on fluent text with learner-like slips put in, where a pack has such a set. */
  onSlipped?: { firings: number; helpful: number; harmful: number; neutral: number; falseOnFluent: number };
};

export type FamilyTable = {
  /** The precision a family must clear, and the firings it needs, for it to be on. */
  bar: { precision: number; askPrecision: number; minFirings: number; confidence: number };
  measuredOn: string[];
  families: Record<string, MeasuredFamily>;
};

/** Whether a family ('harper:irregular-form', 'es:spelling-accent') may do what the gate is for. */
export type FamilyGate = (family: string) => boolean;

/**
 * `corrects`: the families that may correct. `rechecks`: those whose finding in a corrected sentence means
 * an error is left: every family but those measured wrong too often to trust. A finding of a family that
 * corrects blocks the version; one of a family that may only ask blocks it only inside a part it fixed (fixed-part.ts).
 */
export type PackGates = { corrects: FamilyGate; rechecks: FamilyGate };

export const gatesFrom = (table: FamilyTable): PackGates => ({
  corrects: (family) => table.families[family]?.status === 'on',
  rechecks: (family) => table.families[family]?.status !== 'off',
});

/**
 * For a question to think about, never a correction the Notebook keeps: a family that asks, or one not yet
 * proven (too few firings to judge, or new); one measured wrong too often says nothing.
 */
export const questionGatesFrom = (table: FamilyTable): PackGates => ({
  corrects: (family) => table.families[family]?.status !== 'off',
  rechecks: (family) => table.families[family]?.status !== 'off',
});

/** For measuring: every family fires, so each one's firings can be counted. */
export const EVERY_FAMILY: FamilyGate = () => true;
export const OPEN_GATES: PackGates = { corrects: EVERY_FAMILY, rechecks: EVERY_FAMILY };
