/** The units of this level, in order. Add a unit's JSON file here. */
import u01 from './01-last-weekend.json';

export const units: unknown[] = [u01];
