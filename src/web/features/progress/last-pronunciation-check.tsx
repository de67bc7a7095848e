/** Progress's pronunciation section: the latest sentence with each word marked and its scores, and the sounds to practise. */
import type { ProgressDto } from '#/shared/notebook';
import { MarkedWords } from '#/web/components/marked-words';
import { ReadingScoreMeters } from '#/web/components/reading-score-meters';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { progressCatalogue } from './messages/catalogue';
import { TroubleSounds } from './trouble-sounds';

export function LastPronunciationCheck({ pronunciation }: { pronunciation: ProgressDto['pronunciation'] }) {
  const t = useT(progressCatalogue);
  const format = useFormatters();
  const { last } = pronunciation;
  return (
    <section className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="pronunciation-heading">
      <h2 id="pronunciation-heading" className="text-lg font-semibold text-slate-900">{t('pronunciationTitle')}</h2>
      {last ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('lastCheck', { ok: last.ok_count, total: last.word_count, date: format.date(last.checked_at) })}</p>
          <MarkedWords words={last.words} label={t('lastReadingLabel')} testId="last-pronunciation-check" className="mt-2" />
          {last.scores && <ReadingScoreMeters scores={last.scores} className="mt-3 max-w-md" />}
          <TroubleSounds pronunciation={pronunciation} />
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t('noChecks')}</p>
      )}
    </section>
  );
}
