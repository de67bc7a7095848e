/** /app/units/:id/check — the end-of-unit check: a few questions on the unit; passing unlocks the next unit. */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { pageMeta } from '#/shared/page-meta';
import { Alert } from '#/web/components/alert';
import { Button, buttonClass } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { useGradeUnitCheck, useUnitCheck } from './api/unit-check';
import { courseCatalogue } from './messages/catalogue';

export default function UnitCheckPage() {
  usePageMeta(pageMeta.unitCheck);
  const { unitId = '' } = useParams();
  const check = useUnitCheck(unitId);
  const grade = useGradeUnitCheck(unitId);
  const [answers, setAnswers] = useState<Array<number | undefined>>([]);
  const t = useT(courseCatalogue);
  if (check.isPending) return <Spinner label={t('loadingCheck')} className="py-24" />;
  if (check.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error">{check.error.message}</Alert>
        <Link to="/app/path" className={buttonClass('secondary', 'mt-4')}>{t('yourPath')}</Link>
      </div>
    );
  }
  const result = grade.data;
  const isAnswered = check.data.items.every((_, i) => answers[i] !== undefined);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <p className="text-sm text-slate-500"><Link to="/app/path" className="underline">{t('yourPath')}</Link></p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t('unitCheckTitle', { title: check.data.title })}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('unitCheckRule', { needed: Math.ceil(check.data.pass_share * check.data.items.length), total: check.data.items.length })}</p>
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
                {result.items[i]!.is_right ? t('answerRight') : t('theAnswer', { answer: item.options[result.items[i]!.answer] ?? '' })}{' '}
                {result.items[i]!.explanation}
              </p>
            )}
          </fieldset>
        ))}
        {!result && <Button type="submit" disabled={!isAnswered || grade.isPending}>{t('checkMyAnswers')}</Button>}
      </form>
      {grade.isError && <Alert tone="error" className="mt-4">{grade.error.message}</Alert>}
      {result && (
        <div className="mt-6" aria-live="polite">
          <Alert tone={result.is_passed ? 'success' : 'warning'}>
            {t(result.is_passed ? 'checkPassed' : 'checkFailed', { score: result.score, total: result.total })}
          </Alert>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to="/app/path" className={buttonClass('primary')}>{t('yourPath')}</Link>
            {!result.is_passed && <Button variant="secondary" onClick={() => { grade.reset(); setAnswers([]); }}>{t('tryAgain')}</Button>}
          </div>
        </div>
      )}
    </div>
  );
}
