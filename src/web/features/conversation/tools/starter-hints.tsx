import { LightbulbIcon } from '#/web/components/icons';

/** Three ways to begin, shown while the conversation is still empty. */
export function StarterHints({ teacherName, topic }: { teacherName: string; topic: string }) {
  const hints = [
    `Say hello and tell ${teacherName} a little about yourself.`,
    `Ask a question about ${topic.toLowerCase()} — anything you are curious about.`,
    'Not sure how to say something? Try it anyway: mistakes are how you learn.',
  ];
  return (
    <section aria-labelledby="starter-hints" className="rounded-xl bg-indigo-50 p-4 ring-1 ring-indigo-100">
      <h3 id="starter-hints" className="text-sm font-semibold text-indigo-950">Getting started</h3>
      <ul className="mt-2 space-y-2 text-sm text-indigo-900">
        {hints.map((hint) => (
          <li key={hint} className="flex gap-2"><LightbulbIcon className="mt-0.5 h-4 w-4 flex-none text-indigo-500" />{hint}</li>
        ))}
      </ul>
    </section>
  );
}
