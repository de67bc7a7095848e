import { describe, expect, it } from 'vitest';
import { verbForms } from './verb-forms';

describe('verbForms', () => {
  it('gives every form of a verb from any of its forms', () => {
    expect(verbForms('went')).toEqual({ infinitive: 'go', past: 'went', participle: 'gone', thirdPerson: 'goes', gerund: 'going' });
    expect(verbForms('walked')).toMatchObject({ infinitive: 'walk', past: 'walked', participle: 'walked' });
    expect(verbForms('began')).toMatchObject({ infinitive: 'begin', participle: 'begun' });
  });

  it("knows that the verbs of 'come' and 'run' take their base as participle", () => {
    expect(verbForms('came')).toMatchObject({ infinitive: 'come', past: 'came', participle: 'come' });
    expect(verbForms('became')).toMatchObject({ infinitive: 'become', participle: 'become' });
    expect(verbForms('overcame')).toMatchObject({ infinitive: 'overcome', participle: 'overcome' });
    expect(verbForms('ran')).toMatchObject({ infinitive: 'run', past: 'ran', participle: 'run' });
    // Counter-examples: verbs that only end like them keep the table's forms.
    expect(verbForms('welcomed')).toMatchObject({ infinitive: 'welcome', participle: 'welcomed' });
    expect(verbForms('sang')).toMatchObject({ infinitive: 'sing', participle: 'sung' });
  });

  it('reads a past or participle the lexicon calls an adjective as the verb WordNet knows', () => {
    expect(verbForms('understood')).toMatchObject({ infinitive: 'understand', past: 'understood' });
    expect(verbForms('lost')).toMatchObject({ infinitive: 'lose', past: 'lost' });
    expect(verbForms('broken')).toMatchObject({ infinitive: 'break', participle: 'broken' });
    expect(verbForms('left')).toMatchObject({ infinitive: 'leave', past: 'left' });
    // Counter-examples: no made-up base for a word that only ends like a past ('yoing', 'may', 'thoose').
    expect(verbForms('young')?.infinitive).toBe('young');
    expect(verbForms('main')?.infinitive).toBe('main');
    expect(verbForms('those')?.infinitive).toBe('those');
    expect(verbForms('megan')?.infinitive).toBe('megan');
  });

  it('gives nothing for what is not a word of letters', () => {
    expect(verbForms("o'clock")).toBeNull();
    expect(verbForms('42')).toBeNull();
  });
});
