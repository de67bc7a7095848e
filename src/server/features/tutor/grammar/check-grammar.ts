/** Harper's raw grammar and spelling issues in a text, from the grammar worker (none when it is slow or failed). */
import type { GrammarIssue } from './grammar-issue';
import { askGrammarWorker } from './grammar-worker-pool';

export async function checkGrammar(text: string): Promise<GrammarIssue[]> {
  if (!text.trim()) return [];
  return (await askGrammarWorker<{ issues?: GrammarIssue[] }>({ kind: 'lint', text }))?.issues ?? [];
}
