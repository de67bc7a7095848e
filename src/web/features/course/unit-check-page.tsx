/** /app/units/:id/check — the end-of-unit check: a few questions on the unit; passing unlocks the next unit. */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { pageMeta } from '#/shared/page-meta';
import { Alert } from '#/web/components/alert';
import { Button, buttonClass } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { useGradeUnitCheck, useUnitCheck } from './api/unit-check';

export default function UnitCheckPage() {
  usePageMeta(pageMeta.unitCheck);
  const { unitId = '' } = useParams();
  const check = useUnitCheck(unitId);
  const grade = useGradeUnitCheck(unitId);
  const [answers, setAnswers] = useState<Array<number | undefined>>([]);
  if (check.isPending) return <Spinner label="Loading the check..." className="py-24" />;
  if (check.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error">{check.error.message}</Alert>
        <Link to="/app/path" className={buttonClass('secondary', 'mt-4')}>Your path</Link>
      </div>
    );
  }
  const result = grade.data;
  const isAnswered = check.data.items.every((_, i) => answers[i] !== undefined);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <p className="text-sm text-slate-500"><Link to="/app/path" className="underline">Your path</Link></p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Unit check: {check.data.title}</h1>
      <p className="mt-1 text-sm text-slate-600">Answer {Math.ceil(check.data.pass_share * check.data.items.length)} of {check.data.items.length} right to unlock the next unit.</p>
      <form
        className="mt-6 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (isAnswered) grade.mutate(answers as number[]);
        }}
      >
        {check.data.items.map((item, i) => (
          <fieldset key={item.prompt} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" disabled={result !== undefined}>
            <legend className="px-1 font-medium text-slate-900">{`${i + 1}. ${item.prompt}`}</legend>
            <div className="mt-2 space-y-1">
              {item.options.map((option, o) => (
                <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="radio" name={`item-${i}`} checked={answers[i] === o} onChange={() => setAnswers((previous) => Object.assign([...previous], { [i]: o }))} />
                  {option}
                </label>
              ))}
            </div>
            {result && (
              <p className={`mt-2 text-sm ${result.items[i]!.is_right ? 'text-green-800' : 'text-red-700'}`}>
                {result.items[i]!.is_right ? 'Right. ' : `The answer: ${item.options[result.items[i]!.answer]}. `}
                {result.items[i]!.explanation}
              </p>
            )}
          </fieldset>
        ))}
        {!result && <Button type="submit" disabled={!isAnswered || grade.isPending}>Check my answers</Button>}
      </form>
      {grade.isError && <Alert tone="error" className="mt-4">{grade.error.message}</Alert>}
      {result && (
        <div className="mt-6" aria-live="polite">
          <Alert tone={result.is_passed ? 'success' : 'warning'}>
            {result.is_passed ? `You scored ${result.score} of ${result.total}: the next unit is open.` : `You scored ${result.score} of ${result.total}. Look over the unit and try again.`}
          </Alert>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to="/app/path" className={buttonClass('primary')}>Your path</Link>
            {!result.is_passed && <Button variant="secondary" onClick={() => { grade.reset(); setAnswers([]); }}>Try again</Button>}
          </div>
        </div>
      )}
    </div>
  );
}
