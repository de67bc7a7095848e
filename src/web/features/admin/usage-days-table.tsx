import { formatDollars, type UsageSummary } from '#/shared/usage-summary';

const count = (n: number) => n.toLocaleString('en-US');

/** One row per UTC day, newest first, with a column of estimated cost per provider. */
export function UsageDaysTable({ summary }: { summary: UsageSummary }) {
  const providers = Object.keys(summary.totals.cost_by_provider).sort();
  const days = [...summary.days].reverse();
  return (
    <section aria-label="Usage per day" className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Usage per day, newest first</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3">Day (UTC)</th>
            <th scope="col" className="px-4 py-3 text-right">Model calls</th>
            <th scope="col" className="px-4 py-3 text-right">Tokens in / out</th>
            <th scope="col" className="px-4 py-3 text-right">Speech characters</th>
            <th scope="col" className="px-4 py-3 text-right">Conversation minutes</th>
            {providers.map((provider) => (
              <th key={provider} scope="col" className="px-4 py-3 text-right">Cost {provider}</th>
            ))}
            <th scope="col" className="px-4 py-3 text-right">Cost</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className="px-4 py-2 font-medium text-slate-900">{day.day}</th>
              <td className="px-4 py-2 text-right">{count(day.model_calls)}</td>
              <td className="px-4 py-2 text-right">{count(day.prompt_tokens)} / {count(day.completion_tokens)}</td>
              <td className="px-4 py-2 text-right">{count(day.speech_characters)}</td>
              <td className="px-4 py-2 text-right">{count(day.conversation_minutes)}</td>
              {providers.map((provider) => (
                <td key={provider} className="px-4 py-2 text-right">{formatDollars(day.cost_by_provider[provider] ?? 0)}</td>
              ))}
              <td className="px-4 py-2 text-right font-medium text-slate-900">{formatDollars(day.cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
