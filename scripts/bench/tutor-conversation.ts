/**
 * The offline tutor as a conversation partner, on learner questions and multi-turn chats written for this
 * bench (tutor-corpus/questions.*.txt, conversations.*.txt; the '.heldout' files were not tuned on):
 * - answered: a direct question whose reply contains the expected answer (a word the right answer must hold);
 * - on topic: the closing question shares a content word with what the learner just said (is-on-topic.ts);
 * - re-asked: closing questions that ask again for a fact the learner already gave, or repeat an earlier question;
 * - recalled: a conversation turn "Do you remember ...? => word" whose reply holds the word the learner told;
 * - facts kept (facts.<part>.txt): the facts one learner message tells, as they would be stored and shown,
 *   and messages that tell nothing about the learner but still left a fact.
 * 'heldout2' (issue 36) is a second held-out list, written before its answers were built.
 * Run alone (npx tsx scripts/bench/tutor-conversation.ts [--show]) or from bench:tutor.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ChatMessage } from '../../src/server/lib/language-model';
import { askTutor, warmUpChecker } from '../../src/server/features/tutor/tutor-test-helpers';
import { isOnTopic } from '../../src/server/features/tutor/follow-up/is-on-topic';
import { asksForKnownFact, readLearnerFacts } from '../../src/server/features/tutor/follow-up/learner-facts';
import { describeToldFacts } from '../../src/server/features/tutor/follow-up/told-facts';
import { closePhonemeWorker } from '../../src/server/features/tutor/answers/espeak-phonemes';
import { normalizeForComparison } from '../../src/server/features/tutor/read-conversation';
import { plainReactions, plainSpanishReactions } from '../../src/server/features/tutor/reaction-templates';
import { splitSentences } from '../../src/shared/split-sentences';

/** The tutor's "I'm not sure, what do you think?" for a question it did not recognise: never counted as an answer. */
const NOT_ANSWERED = [...plainReactions.question, ...plainSpanishReactions.question];

const dir = fileURLToPath(new URL('./tutor-corpus/', import.meta.url));
const show = process.argv.includes('--show');
const lines = (file: string) => readFileSync(dir + file, 'utf8').split('\n').filter((l) => l.trim() !== '' && !/^#(?!#)/.test(l));
const pct = (a: number, b: number) => `${b === 0 ? 0 : Math.round((a / b) * 100)}%`;

type QuestionCase = { slug: string; question: string; expected: string[] };
type ConversationCase = { slug: string; topic: string; turns: string[] };
/** A turn "Do you remember where I live? => leeds || york": the question, and what the reply must hold. */
const RECALL = ' => ';

function readQuestions(part: string): QuestionCase[] {
  return lines(`questions.${part}.txt`).map((line) => {
    const [slug, question, expected] = line.split(' | ').map((s) => s.trim());
    return { slug: slug!, question: question!, expected: expected!.split(' || ').map((s) => s.trim().toLowerCase()) };
  });
}

function readConversations(part: string): ConversationCase[] {
  const conversations: ConversationCase[] = [];
  for (const line of lines(`conversations.${part}.txt`)) {
    const header = /^##\s*(\w+)\s*\|\s*(.+)$/.exec(line);
    if (header) conversations.push({ slug: header[1]!, topic: header[2]!.trim(), turns: [] });
    else conversations.at(-1)?.turns.push(line.trim());
  }
  return conversations;
}

/** The reply's closing question: its last sentences from the first one that asks something. */
function closingQuestion(reply: string): string {
  const sentences = splitSentences(reply);
  const last = sentences.findLastIndex((s) => !s.includes('?')) + 1;
  return sentences.slice(last).join(' ') || sentences.at(-1) || '';
}

export async function measureQuestions(part: string): Promise<{ answered: number; total: number }> {
  const cases = readQuestions(part);
  let answered = 0;
  for (const c of cases) {
    const reply = await askTutor({ slug: c.slug, messages: [{ role: 'assistant', content: 'Hello!' }, { role: 'user', content: c.question }] });
    // Stress marks may open an IPA transcription or sit inside it: compared without them.
    const plain = (text: string) => text.toLowerCase().replace(/[ˈˌ]/g, '');
    const ok = !NOT_ANSWERED.some((r) => reply.startsWith(r)) && c.expected.some((e) => plain(reply).includes(plain(e)));
    if (ok) answered++;
    else if (show) console.log(`  UNANSWERED [${c.slug}] ${c.question}\n    -> ${reply}`);
  }
  return { answered, total: cases.length };
}

export async function measureConversations(part: string): Promise<{ onTopic: number; turns: number; reAsked: number; recalled: number; recalls: number }> {
  let onTopic = 0;
  let turns = 0;
  let reAsked = 0;
  let recalled = 0;
  let recalls = 0;
  for (const c of readConversations(part)) {
    const messages: ChatMessage[] = [];
    const asked: string[] = [];
    for (const line of c.turns) {
      const [turn, remembered] = line.split(RECALL) as [string, string | undefined];
      if (remembered !== undefined) {
        messages.push({ role: 'user', content: turn });
        const reply = await askTutor({ slug: c.slug, topic: c.topic, messages });
        messages.push({ role: 'assistant', content: reply });
        recalls++;
        if (remembered.split(' || ').some((word) => reply.toLowerCase().includes(word.trim().toLowerCase()))) recalled++;
        else if (show) console.log(`  FORGOT [${c.slug}] ${turn}\n    -> ${reply}`);
        continue;
      }
      const factsBefore = readLearnerFacts(messages.filter((m) => m.role === 'user').map((m) => m.content).concat(turn));
      messages.push({ role: 'user', content: turn });
      const reply = await askTutor({ slug: c.slug, topic: c.topic, messages });
      messages.push({ role: 'assistant', content: reply });
      const question = closingQuestion(reply);
      turns++;
      if (isOnTopic(question, turn)) onTopic++;
      else if (show) console.log(`  OFF-TOPIC [${c.slug}] ${turn}\n    -> ${reply}`);
      if (asksForKnownFact(question, factsBefore) || asked.includes(normalizeForComparison(question))) {
        reAsked++;
        if (show) console.log(`  RE-ASKED [${c.slug}] ${turn}\n    -> ${question}`);
      }
      asked.push(normalizeForComparison(question));
      if (show && process.argv.includes('--all')) console.log(`  > ${turn}\n    ${reply}`);
    }
  }
  return { onTopic, turns, reAsked, recalled, recalls };
}

/** Each learner message's kept facts against the words they must hold; "-" lines must keep nothing. */
export function measureFacts(part: string): { kept: number; expected: number; spurious: number; empty: number } | null {
  if (!existsSync(`${dir}facts.${part}.txt`)) return null;
  let kept = 0;
  let expected = 0;
  let spurious = 0;
  let empty = 0;
  for (const line of lines(`facts.${part}.txt`)) {
    const [message, wanted] = line.split(' | ').map((s) => s.trim()) as [string, string];
    const facts = describeToldFacts(message).map((f) => f.toLowerCase());
    if (wanted === '-') {
      empty++;
      if (facts.length > 0) spurious++;
      if (facts.length > 0 && show) console.log(`  SPURIOUS ${message}\n    -> ${facts.join('; ')}`);
      continue;
    }
    for (const item of wanted.split(' ; ')) {
      expected++;
      if (item.split(' || ').some((word) => facts.some((f) => f.includes(word.trim().toLowerCase())))) kept++;
      else if (show) console.log(`  MISSED ${item} in: ${message}\n    -> ${facts.join('; ') || '(nothing)'}`);
    }
  }
  return { kept, expected, spurious, empty };
}

/** Held-out lists first: they are the figures that count. */
export const CONVERSATION_PARTS = ['heldout2', 'heldout', 'dev'] as const;

export async function measureTutorConversation(parts: readonly string[] = CONVERSATION_PARTS): Promise<void> {
  for (const part of parts) {
    const q = await measureQuestions(part);
    const c = await measureConversations(part);
    const f = measureFacts(part);
    console.log(`Conversation ${part}: questions answered ${q.answered}/${q.total} (${pct(q.answered, q.total)}), ` +
      `closing question on the learner's topic ${c.onTopic}/${c.turns} (${pct(c.onTopic, c.turns)}), re-asked facts or questions ${c.reAsked}` +
      (c.recalls ? `, recalled ${c.recalled}/${c.recalls}` : '') +
      (f ? `, facts kept ${f.kept}/${f.expected} (${pct(f.kept, f.expected)}) with ${f.spurious} of ${f.empty} fact-free messages keeping one` : ''));
  }
  await closePhonemeWorker();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await warmUpChecker();
  const only = /--part=(\w+)/.exec(process.argv.join(' '))?.[1];
  await measureTutorConversation(only ? [only] : CONVERSATION_PARTS);
  process.exit(0);
}
