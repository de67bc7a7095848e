/** The units of this level, in order. Add a unit's JSON file here. */
export const units: unknown[] = [];
