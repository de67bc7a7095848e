/**
 * Whether a learner's turn reaches a goal, by form or by meaning (the pattern language is described on
 * goalSchema in src/shared/course/unit.ts). Pure: the same words always give the same answer.
 */
import type { Goal } from '#/shared/course/unit';
import { learnerWords } from './learner-words';

type Token = { kind: 'words'; alternatives: string[]; isOptional: boolean } | { kind: 'gap'; least: number; most: number } | { kind: 'not'; words: string[] };

const compiled = new Map<string, Token[]>();

function compileForm(form: string): Token[] {
  const cached = compiled.get(form);
  if (cached) return cached;
  const tokens: Token[] = [];
  for (const raw of form.toLowerCase().split(/\s+/).filter(Boolean)) {
    if (raw === '*') tokens.push({ kind: 'gap', least: 1, most: 3 });
    else if (raw === '...') tokens.push({ kind: 'gap', least: 0, most: 6 });
    else if (raw.startsWith('!')) tokens.push({ kind: 'not', words: raw.slice(1).split('|').map(patternWords) });
    else {
      const isOptional = raw.endsWith('?');
      const alternatives = (isOptional ? raw.slice(0, -1) : raw).split('|').map(patternWords);
      tokens.push({ kind: 'words', alternatives, isOptional });
    }
  }
  compiled.set(form, tokens);
  return tokens;
}

/** A pattern's words as the learner's are read; a final '*' (any ending) is kept. */
function patternWords(entry: string): string {
  const isPrefix = entry.endsWith('*');
  return learnerWords(isPrefix ? entry.slice(0, -1) : entry).join(' ') + (isPrefix ? '*' : '');
}

/** A word pattern's alternative matches a word exactly, or by prefix when it ends in '*'. */
function isWordMatch(alternative: string, word: string | undefined): boolean {
  if (word === undefined) return false;
  return alternative.endsWith('*') ? word.startsWith(alternative.slice(0, -1)) : alternative === word;
}

/** How many words an alternative of several words ("a lot") takes at `at`, or -1. */
function matchAlternative(alternative: string, words: string[], at: number): number {
  const parts = alternative.split(' ');
  return parts.every((part, i) => isWordMatch(part, words[at + i])) ? parts.length : -1;
}

function matchesFrom(tokens: Token[], t: number, words: string[], at: number): boolean {
  if (t === tokens.length) return true;
  const token = tokens[t]!;
  if (token.kind === 'not') {
    const word = words[at];
    return word !== undefined && !token.words.some((w) => isWordMatch(w, word)) && matchesFrom(tokens, t + 1, words, at + 1);
  }
  if (token.kind === 'gap') {
    for (let take = token.least; take <= token.most && at + take <= words.length; take += 1) {
      if (matchesFrom(tokens, t + 1, words, at + take)) return true;
    }
    return false;
  }
  for (const alternative of token.alternatives) {
    const taken = matchAlternative(alternative, words, at);
    if (taken > 0 && matchesFrom(tokens, t + 1, words, at + taken)) return true;
  }
  return token.isOptional && matchesFrom(tokens, t + 1, words, at);
}

/** True when the form's words occur, in order, somewhere in the learner's words. */
export function matchesForm(form: string, words: string[]): boolean {
  const tokens = compileForm(form);
  for (let at = 0; at <= words.length; at += 1) if (matchesFrom(tokens, 0, words, at)) return true;
  return false;
}

/** True when every group has one of its words (or phrases) somewhere in the learner's words. */
export function matchesMeaning(groups: string[][], words: string[]): boolean {
  return groups.every((group) =>
    group.some((entry) => {
      const alternative = patternWords(entry);
      return words.some((_, at) => matchAlternative(alternative, words, at) > 0);
    }),
  );
}

export function reachesGoal(goal: Pick<Goal, 'forms' | 'meanings'>, turn: string): boolean {
  const words = learnerWords(turn);
  return goal.forms.some((form) => matchesForm(form, words)) || goal.meanings.some((groups) => matchesMeaning(groups, words));
}
