/** One spoken sentence about a text's shape: sentences, paragraphs and average sentence length. */
import type { Chooser } from './choose-variant';
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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function describeTextStructure(text: string, chooser: Chooser): string {
  const shape = measureText(text);
  const facts = `${plural(shape.sentences, 'sentence')} in ${plural(shape.paragraphs, 'paragraph')}, averaging ${plural(shape.averageWords, 'word')} a sentence`;
  const opening = chooser.pick('structure', ['Your text has', 'Structurally, you wrote', 'Looking at the shape, you have']);
  let advice: string;
  if (shape.longestWords > 30) advice = `your longest sentence runs to ${shape.longestWords} words, so try splitting it in two`;
  else if (shape.sentences >= 3 && shape.averageWords < 8) advice = 'so try joining a few short sentences with words like because or although';
  else if (shape.paragraphs === 1 && shape.sentences > 5) advice = 'so consider breaking it into paragraphs with one main idea each';
  else if (shape.sentences < 3) advice = 'so you could add a sentence or two to develop your main idea';
  else advice = 'which makes it easy to follow';
  const joiner = advice.startsWith('your') ? ', and ' : ', ';
  return `${opening} ${facts}${joiner}${advice}.`;
}
