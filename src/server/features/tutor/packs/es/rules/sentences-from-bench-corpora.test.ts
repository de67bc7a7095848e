/**
 * Sentences kept as tests and out of the rule records: each shares five words with a corpus the benches measure
 * on (JFLEG, COWS-L2H or WordNet's examples), and product code quotes none (../shared/hooks/bench-leaks.mjs).
 * They are checked the way rules.test.ts checks a record.
 */
import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import type { RuleExample } from '../../../grammar/grammar-rule';
import { spanishRules } from './spanish-rules';

const SENTENCES: Record<string, { examples?: readonly RuleExample[]; counterExamples?: readonly string[] }> = {
  'article-before-subject': {
    examples: [
      { text: 'Perro corrió libremente en el parque.', better: 'El perro corrió libremente en el parque.' },
      { text: 'Español es difícil para mí.', better: 'El español es difícil para mí.' },
    ],
    counterExamples: [
      'Ella es mi persona favorita.', // a pronoun
    ],
  },
  'gender-and-number': {
    examples: [
      { text: 'Siempre llego tarde a muchas eventos.', better: 'Siempre llego tarde a muchos eventos.' },
    ],
    counterExamples: [
      'Queremos dar a la gente seguro de salud.',
      'Las dos estábamos muy enojadas.',
      'Vemos nuestros programas de televisión favoritos.',
    ],
  },
  'gustar-agreement': {
    counterExamples: [
      'Me gusta todo lo que cocinas.',
    ],
  },
  'personal-a': {
    counterExamples: [
      'Quiero visitar La Estatua de la Libertad.',
      'Al final de cada viaje mis padres están cansados.',
    ],
  },
  'plural-subject-verb': {
    examples: [
      { text: 'Mi madre y mi padre es muy trabajadores.', better: 'Mi madre y mi padre son muy trabajadores.' },
    ],
    counterExamples: [
      'La casa de mis padres es grande.', // the subject is 'la casa'
    ],
  },
  'spelling': {
    examples: [
      { text: 'Fuimos a la Basilica de San Pedro.', better: 'Fuimos a la Basílica de San Pedro.' },
    ],
    counterExamples: [
      'Ganó en los Billboard Latin Music Awards.',
      // A word the learner may have meant two ways, or only a wrong way: no respelling is sure.
      'La histoire de la familia es larga.', // after 'la' a noun, not 'historie' of 'historiar'
    ],
  },
  'subjunctive-in-main-clause': {
    examples: [
      { text: 'En mi opinión Katy Perry no pueda cantar bien.', better: 'En mi opinión Katy Perry no puede cantar bien.' },
    ],
  },
  'written-accents': {
    counterExamples: [
      'El desayuno consistía en huevos.',
    ],
  },
};

describe.each(Object.entries(SENTENCES))('%s', (id, { examples = [], counterExamples = [] }) => {
  const rule = spanishRules.find((r) => r.id === id)!;

  it.each(examples.map((e) => [e.text, e.better]))('corrects %j', (text, better) => {
    expect(correctWithRule(text, rule)).toBe(better);
  });

  it.each(counterExamples)('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, rule)).toBe(sentence);
  });
});
