/** Two words that sound alike, told apart by the pronunciation coach by their sounds (eSpeak NG), not their meanings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { closePhonemeWorker } from './espeak-phonemes';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);
afterAll(closePhonemeWorker);

const askMaya = (content: string) => askTutor({ slug: 'maya', messages: [{ role: 'user', content }] });

describe('two words that sound alike, asked of the pronunciation coach', () => {
  it.each([
    ["What's the difference between 'thirty' and 'dirty'?", /differ in one sound: at the start, 'thirty' has \/θ\/, the th in think, and 'dirty' has \/d\/, d as in day\./],
    ["What's the difference between 'walk' and 'work'?", /differ in one sound: in the middle, 'walk' has \/ɔː\/, the aw in law, and 'work' has \/ɜː\/, the ur in bird\./],
    ["What's the difference between 'sing' and 'sink'?", /at the end, 'sink' has \/k\/, k as in cat, which 'sing' does not\./],
    // Written almost alike, so confused for the spelling: three sounds apart, vowel for vowel and consonant for consonant.
    ['What is the difference between thought and though?', /differ in three sounds: at the start, 'thought' has \/θ\/, the th in think, and 'though' has \/ð\/, the th in this; in the middle, 'thought' has \/ɔː\/, the aw in law, and 'though' has \/oʊ\/, the o in go; at the end, 'thought' has \/t\/, t as in ten, which 'though' does not\./],
  ])('%j: the sounds that differ, where, and a word with each', async (question, told) => {
    const reply = await askMaya(question);
    expect(reply).toMatch(told);
    expect(reply).not.toMatch(/\bmeans\b/);
  });

  it.each([
    ["for example 'rice' and 'lice' sound same for me", /'rice' has \/ɹ\/, r as in red, and 'lice' has \/l\/, l as in leg/],
    ["I say 'sink' when I want to say 'think'", /'think' has \/θ\/, the th sound, and 'sink' has \/s\//],
    ["also 'three' sounds like 'tree'", /For th the tongue touches the teeth/],
  ])('%j, told rather than asked, gets the two sounds told apart', async (message, told) => {
    expect(await askMaya(message)).toMatch(told);
  });

  it.each([
    ['very and wery', 'very', 'wery'],
    ['sink, think, same for me :(', 'sink', 'think'],
    ['ship or sheep', 'ship', 'sheep'],
  ])('%j, two near-alike words alone, is the pair to drill', (message, subject, other) => {
    expect(detectQuestion(message, teacherFor('maya'))).toEqual({ kind: 'difference', subject, other });
  });

  it.each(['work and home', 'yes and no', 'Spanish and English'])('%j, words far apart, answers her question', (message) => {
    expect(detectQuestion(message, teacherFor('maya'))?.kind).not.toBe('difference');
  });

  it.each([
    ['ship and sheep is very difficult for me', 'ship', 'sheep'],
    ["people don't understand me when I say 'work' and 'walk'", 'work', 'walk'],
    ["I can't say 'three' or 'tree' right", 'three', 'tree'],
  ])('%j, words told as hard to say, are told apart', (message, subject, other) => {
    expect(detectQuestion(message, teacherFor('maya'))).toMatchObject({ kind: 'difference', subject, other });
  });

  it.each([
    ["my colleagues laugh when I say 'sheet'", 'sheet'],
    ["It is hard for me to say 'world'.", 'world'],
  ])('%j, one word told as hard to say, is shown how to say it', (message, subject) => {
    expect(detectQuestion(message, teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject });
  });

  it.each(['work and home is difficult for me', 'I said hello when I saw him.', "My work and my family are hard to balance."])('%j names no words hard to say', (message) => {
    expect(['difference', 'pronunciation']).not.toContain(detectQuestion(message, teacherFor('maya'))?.kind);
  });

  it.each(["'rice' and 'lice' sound the same for me", 'very and wery', "people don't understand me when I say 'work' and 'walk'"])('%j is told only to the pronunciation coach', (message) => {
    expect(detectQuestion(message, teacherFor('sophia'))?.kind).not.toBe('difference');
  });

  it('keeps the hand-written answer for a known pair, and meanings for words that do not sound alike', async () => {
    expect(await askMaya("What's the difference between 'three' and 'tree'?")).toContain('For th the tongue touches the teeth');
    expect(await askMaya("What's the difference between 'happy' and 'glad'?")).toMatch(/'happy' means .* while 'glad' means/);
  });

  it('reads "What about X and Y?" as a pair of words to her only, and only when both are quoted', () => {
    expect(detectQuestion("What about 'thirty' and 'dirty'?", teacherFor('maya'))).toMatchObject({ kind: 'difference', subject: 'thirty', other: 'dirty' });
    expect(detectQuestion("What about 'thirty' and 'dirty'?", teacherFor('sophia'))?.kind).not.toBe('difference');
    expect(detectQuestion('What about Paris and London?', teacherFor('maya'))?.kind).not.toBe('difference');
  });

  it('other teachers still give the meanings', async () => {
    expect(await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "What's the difference between 'walk' and 'work'?" }] })).toMatch(/'walk' means/);
  });
});
