/** Which grammar points the learner's recent messages need, from the checker and from well-known slips. */
import type { GrammarIssue } from './grammar/grammar-issue';
import type { GrammarPattern } from './grammar-tip-bank';

const PAST_TIME = /\b(yesterday|last (night|week|weekend|month|year|summer|winter|time)|ago|when I was|in (19|20)\d\d)\b/i;
const PRESENT_AFTER_SUBJECT = /\b(I|we|they|you|he|she)\s+(go|buy|eat|see|is|are|have|do|make|take|come|get|visit|watch|play|meet|stay|like|want|feel|think)\b/i;

const SLIPS: Array<[GrammarPattern, RegExp]> = [
  ['articles', /\b(I am|I'm|she is|he is|she's|he's)\s+(teacher|engineer|student|doctor|nurse|developer|manager|designer|lawyer|accountant)\b|\ba\s+[aeiou]\w+|\ban\s+(?![aeiouh])[a-z]+/i],
  ['prepositions', /\b(in|at) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bon (january|february|march|april|june|july|august|september|october|november|december|(19|20)\d\d)\b|\bdiscuss(ed)? about\b|\bmarried with\b|\bdepends? of\b|\barrived? to\b|\bat the (morning|afternoon)\b|\binterested (for|on|about)\b/i],
  ['countable-nouns', /\b(informations|advices|furnitures|equipments|homeworks|luggages|knowledges|feedbacks)\b|\bmany (money|time|water|information|advice|work|homework|traffic)\b|\bmuch (people|friends|books|things|cars|apples)\b|\bless (people|friends|cars|books)\b/i],
  ['present-perfect', /\bI (am|live|work|study|know)\b[^.!?]*\b(since|for \d+|for (two|three|four|five|many) (years|months|weeks))\b|\b(have|has) \w+(ed|en)\b[^.!?]*\b(yesterday|last|ago)\b/i],
  ['gerunds', /\b(enjoy|enjoyed|finish|finished|avoid|mind|suggest|suggested|keep) to \w+|\b(want|decided?|hope|plan|need) \w+ing\b/i],
  ['agreement', /\b(he|she|it) (go|have|do|like|want|need|work|live|make)\b|\b(I|we|they) (has|was not|goes|likes|wants)\b/i],
];

export function detectGrammarPatterns(messages: readonly string[], issues: readonly GrammarIssue[]): GrammarPattern[] {
  const text = messages.join('\n');
  const found = new Set<GrammarPattern>();
  if (issues.some((i) => /irregular/i.test(i.message))) found.add('irregular-verbs');
  if (issues.some((i) => i.kind === 'Agreement')) found.add('agreement');
  if (issues.some((i) => /article/i.test(i.message))) found.add('articles');
  if (messages.some((m) => PAST_TIME.test(m) && PRESENT_AFTER_SUBJECT.test(m)) || (found.has('irregular-verbs') && PAST_TIME.test(text))) {
    found.add('past-tense');
  }
  for (const [pattern, regex] of SLIPS) if (regex.test(text)) found.add(pattern);
  return [...found];
}
