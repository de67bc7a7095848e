/** The model sees the last RECENT_MESSAGES stored turns, and this short extractive summary of the older ones. */
export const RECENT_MESSAGES = 20;
export const SUMMARY_MAX_CHARS = 900;
const LINE_MAX_CHARS = 120;

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > LINE_MAX_CHARS ? `${line.slice(0, LINE_MAX_CHARS - 1)}…` : line;
}

/** Folds messages that left the window into the summary; the oldest lines go first when it grows too long. */
export function foldIntoSummary(summary: string, messages: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>): string {
  const lines = summary ? summary.split('\n') : [];
  for (const m of messages) lines.push(`${m.role === 'user' ? 'Learner' : 'Teacher'}: ${clip(m.content)}`);
  while (lines.join('\n').length > SUMMARY_MAX_CHARS && lines.length > 1) lines.shift();
  return lines.join('\n');
}

/** The summary as the message that opens the model's context (never part of the system prompt). */
export function summaryMessage(summary: string): string {
  return `(Notes on earlier in this conversation, oldest first)\n${summary}`;
}
