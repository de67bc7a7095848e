import { describe, expect, it } from 'vitest';
import { EXTRA_TRAINING_SENTENCES } from './extra-training-sentences';
import { makeLearnerTurns, SENTENCES } from './learner-turns';

const plain = (sentence: string) => sentence.replace(/\s*\|[oc]\s*/g, ' ').toLowerCase();

describe('makeLearnerTurns', () => {
  const turns = makeLearnerTurns(38);

  it('puts the extra sentences only in the training half, said by the varied voices', () => {
    const extra = turns.filter((turn) => turn.isExtraTraining);
    expect(extra.length).toBe((EXTRA_TRAINING_SENTENCES.en.length + EXTRA_TRAINING_SENTENCES.es.length) * 9);
    expect(extra.every((turn) => turn.half === 'train' && turn.learner === 'varied')).toBe(true);
  });

  it("keeps the bench's held-out half to its own sentences, half of each language's", () => {
    const heldOut = turns.filter((turn) => turn.half === 'held-out');
    expect(heldOut.some((turn) => turn.isExtraTraining)).toBe(false);
    for (const language of ['en', 'es'] as const) {
      const sentences = new Set(heldOut.filter((turn) => turn.language === language).map((turn) => turn.sentence));
      expect(sentences.size).toBe(SENTENCES[language].length / 2);
    }
  });

  it('gives every turn its own id, and no extra sentence repeats one of the bench', () => {
    expect(new Set(turns.map((turn) => turn.id)).size).toBe(turns.length);
    for (const language of ['en', 'es'] as const) {
      const bench = new Set(SENTENCES[language].map(plain));
      for (const sentence of EXTRA_TRAINING_SENTENCES[language]) {
        expect(bench.has(plain(sentence)), sentence).toBe(false);
        expect(sentence).toMatch(/\|o/);
      }
    }
  });
});
