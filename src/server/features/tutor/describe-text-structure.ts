/** One spoken sentence about a text's shape: sentences, paragraphs and average sentence length. */
import { DEFAULT_LOCALE } from '#/shared/i18n/locales';
import type { Chooser } from './choose-variant';
import { type Explain, explainer } from './explain';
import { tutorCatalogue } from './messages/catalogue';
import { countWords, splitParagraphs } from './text-pieces';
import { splitSentences } from '#/shared/split-sentences';

export type TextShape = { sentences: number; paragraphs: number; averageWords: number; longestWords: number };

/** 'Dear Ms Brown,' and 'Best regards, Anna' frame a text; they are not part of its structure. */
const isSalutation = (paragraph: string) => !/[.!?]/.test(paragraph) && countWords(paragraph) <= 4;

export function measureText(text: string): TextShape {
  const paragraphs = splitParagraphs(text).filter((p) => !isSalutation(p));
  const sentences = paragraphs.flatMap(splitSentences);
  const lengths = sentences.map(countWords);
  return {
    sentences: sentences.length,
    paragraphs: paragraphs.length,
    averageWords: Math.round(lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length)),
    longestWords: Math.max(0, ...lengths),
  };
}

const OPENINGS = ['structureOpening1', 'structureOpening2', 'structureOpening3'] as const;

/** `explain`: the sentence in the learner's language for explanations (English unless they asked otherwise). */
export function describeTextStructure(text: string, chooser: Chooser, explain: Explain = explainer(tutorCatalogue, DEFAULT_LOCALE)): string {
  const shape = measureText(text);
  const facts = explain('structureFacts', { sentences: shape.sentences, paragraphs: shape.paragraphs, words: shape.averageWords });
  const opening = explain(chooser.pick('structure', OPENINGS));
  const values = { opening, facts, longest: String(shape.longestWords) };
  if (shape.longestWords > 30) return explain('structureSplit', values);
  if (shape.sentences >= 3 && shape.averageWords < 8) return explain('structureJoin', values);
  if (shape.paragraphs === 1 && shape.sentences > 5) return explain('structureParagraphs', values);
  if (shape.sentences < 3) return explain('structureDevelop', values);
  return explain('structureClear', values);
}
