import type { ReadingVerdict } from '../pronunciation-assessor';
import type { ReadingEvidence } from './reading-evidence';

export function scoreReading(judged: ReadingVerdict, _evidence: ReadingEvidence): ReadingVerdict {
  return judged;
}
