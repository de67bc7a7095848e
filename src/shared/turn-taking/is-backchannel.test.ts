import { describe, expect, it } from 'vitest';
import { isBackchannel } from './is-backchannel';
import { TURN_ENDING_PACKS } from './turn-ending-rules';

describe.each(Object.values(TURN_ENDING_PACKS))('the $language backchannels', (pack) => {
  it.each(pack.backchannels.examples)('"%s" is only a backchannel', (text) => expect(isBackchannel(text, pack.language)).toBe(true));
  it.each(pack.backchannels.counterExamples)('"%s" is more than a backchannel', (text) => expect(isBackchannel(text, pack.language)).toBe(false));
});

describe('isBackchannel', () => {
  it('is never true for nothing, or for a language without a pack', () => {
    expect(isBackchannel('', 'en-US')).toBe(false);
    expect(isBackchannel('oui', 'fr-FR')).toBe(false);
  });
});
