/** The usage summary as plain text for a terminal (`npm run usage:report`), the same figures as the admin Usage view. */
import { formatDollars, type UsageSummary } from '#/shared/usage-summary';
const formatCount = (n: number) => n.toLocaleString('en-US');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatUsageReport(summary: UsageSummary): string {
  const providers = Object.keys(summary.totals.cost_by_provider).sort();
  const dayRows = summary.days.map((d) => [
    d.day,
    formatCount(d.model_calls),
    formatCount(d.prompt_tokens + d.completion_tokens),
    formatCount(d.speech_characters),
    formatCount(d.conversation_minutes),
    ...providers.map((p) => formatDollars(d.cost_by_provider[p] ?? 0)),
    formatDollars(d.cost),
  ]);
  const t = summary.totals;
  dayRows.push(['Total', formatCount(t.model_calls), formatCount(t.prompt_tokens + t.completion_tokens), formatCount(t.speech_characters), formatCount(t.conversation_minutes), ...providers.map((p) => formatDollars(t.cost_by_provider[p] ?? 0)), formatDollars(t.cost)]);
  const perMinute = summary.cost_per_conversation_minute === null ? 'no conversation yet' : formatDollars(summary.cost_per_conversation_minute);
  return [
    `Usage, last ${summary.days.length} days (UTC, estimated from the configured unit prices)`,
    '',
    table(['Day', 'Model calls', 'Tokens', 'Speech chars', 'Conv. minutes', ...providers.map((p) => `Cost ${p}`), 'Cost'], dayRows),
    '',
    `Prompt tokens ${formatCount(t.prompt_tokens)}, completion tokens ${formatCount(t.completion_tokens)}, transcription ${formatCount(Math.round(t.transcription_seconds))} s.`,
    `Cost per conversation minute: ${perMinute}`,
    '',
    'Top accounts by cost',
    summary.top_accounts.length === 0 ? '(none)' : table(['Account', 'Calls', 'Cost'], summary.top_accounts.map((a) => [a.label, formatCount(a.calls), formatDollars(a.cost)])),
  ].join('\n');
}
