/** How a learner would spell each ARPAbet sound, for tips and for naming a slip no word spells. */
const SOUND_SPELLINGS: Record<string, string> = {
  AA: 'ah', AE: 'a', AH: 'uh', AO: 'aw', AW: 'ow', AY: 'eye', B: 'b', CH: 'ch', D: 'd', DH: 'th', EH: 'e', ER: 'er', EY: 'ay', F: 'f',
  G: 'g', HH: 'h', IH: 'i', IY: 'ee', JH: 'j', K: 'k', L: 'l', M: 'm', N: 'n', NG: 'ng', OW: 'oh', OY: 'oy', P: 'p', R: 'r', S: 's',
  SH: 'sh', T: 't', TH: 'th', UH: 'oo', UW: 'oo', V: 'v', W: 'w', Y: 'y', Z: 'z', ZH: 'zh',
};

export function spellSound(phone: string): string {
  return SOUND_SPELLINGS[phone] ?? phone.toLowerCase();
}
