/** The words that set a message's tone find their examples and leave their counter-examples. */
import { describe, expect, it } from 'vitest';
import { readRegister, REGISTER_MARKERS } from './register-markers';

describe('every tone marker', () => {
  for (const marker of REGISTER_MARKERS) {
    for (const example of marker.examples) it(`${marker.kind} in ${JSON.stringify(example)}`, () => expect(marker.found.test(example)).toBe(true));
    for (const counter of marker.counterExamples) it(`not ${marker.kind} by ${marker.found.source.slice(0, 30)}… in ${JSON.stringify(counter)}`, () => expect(marker.found.test(counter)).toBe(false));
  }

  it('says what to write instead of every direct or informal marker', () => {
    for (const marker of REGISTER_MARKERS.filter((m) => m.kind !== 'polite')) expect(marker.instead).toBeTruthy();
  });
});

describe('reading a text', () => {
  it("quotes the learner's polite words in the order they wrote them", () => {
    const read = readRegister('Dear Mr Smith, the heating is broken. Can you send someone? Thank you, Ana');
    expect(read.polite).toEqual(['Dear Mr Smith', 'Thank you']);
    expect(read.direct.map((m) => m.instead)).toEqual([expect.stringContaining("'Could you...?'")]);
    expect(read.informal).toEqual([]);
  });

  it('quotes words once, the longer where two overlap', () => {
    expect(readRegister('Could you please call me? Thanks in advance.').polite).toEqual(['Could you please', 'Thanks in advance']);
  });

  it('finds nothing in a neutral sentence', () => {
    expect(readRegister('The heating in my flat is broken.')).toEqual({ polite: [], direct: [], informal: [] });
  });
});
