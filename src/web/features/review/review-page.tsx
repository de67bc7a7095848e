/** /app/review: spaced repetition of notebook words and corrections: show, recall, say it aloud, grade, next due. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_GRADES, type ReviewSession } from '#/shared/notebook';
import { pageMeta } from '#/shared/page-meta';
import { Button } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { ReportCorrectionButton, useReportCorrection, useReportedMessage } from '#/web/features/notebook/public';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { REVIEW_SESSION_KEY, useGradeCard, useReviewSession } from './api/review';
import { reviewCatalogue } from './messages/catalogue';
import { nextDueLabel } from './next-due-label';
import { SayIt } from './say-it';
import { SlipInSentence } from './slip-in-sentence';

const GRADE_KEYS = { 1: 'gradeAgain', 2: 'gradeHard', 3: 'gradeGood', 4: 'gradeEasy' } as const;

/** What the status line says after the last step: when the graded card comes back, or that a correction was reported. */
type Notice = { kind: 'next-due'; due: Date; gradedAt: Date } | { kind: 'reported' };

export default function ReviewPage() {
  const t = useT(reviewCatalogue);
  const reportedMessage = useReportedMessage();
  usePageMeta(pageMeta.review);
  const session = useReviewSession();
  const grade = useGradeCard();
  const [index, setIndex] = useState(0);
  const [isRevealed, setIsRevealed] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const cards = session.data?.cards ?? [];
  const card = cards[index];
  const queryClient = useQueryClient();
  const report = useReportCorrection();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [reportedCount, setReportedCount] = useState(0);
  useEffect(() => {
    if (reportedCount > 0) noticeRef.current?.focus();
  }, [reportedCount]);

  // The reported card leaves this session (the next one takes its place) and focus goes to the confirmation.
  const onReport = () => {
    if (!card) return;
    report.mutate(card.id, {
      onSuccess: () => {
        queryClient.setQueryData<ReviewSession>(REVIEW_SESSION_KEY, (current) =>
          current && { due_count: Math.max(0, current.due_count - 1), cards: current.cards.filter((c) => c.id !== card.id) },
        );
        setNotice({ kind: 'reported' });
        setIsRevealed(false);
        setReportedCount((n) => n + 1);
      },
    });
  };

  const onGrade = (rating: (typeof REVIEW_GRADES)[number]['rating']) => {
    if (!card) return;
    grade.mutate({ id: card.id, rating }, {
      onSuccess: ({ next_due }) => {
        setNotice({ kind: 'next-due', due: new Date(next_due), gradedAt: new Date() });
        setIsRevealed(false);
        setIndex((i) => i + 1);
      },
    });
  };

  const noticeText = notice && (notice.kind === 'reported' ? reportedMessage : t('nextReview', { when: nextDueLabel(notice.due, notice.gradedAt, t.locale) }));

  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      {session.isPending && <Spinner label={t('loading')} className="py-12" />}
      {session.isError && <p role="alert" className="mt-4 text-red-700">{session.error.message}</p>}
      <div role="status">
        {noticeText && <p ref={noticeRef} tabIndex={-1} className="mt-2 text-sm text-slate-600 focus-visible:outline-2 focus-visible:outline-indigo-600">{noticeText}</p>}
      </div>
      {session.isSuccess && !card && (
        <div className="mt-6 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">{cards.length > 0 ? t('complete') : t('nothingDue')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('dueLater')}</p>
          <Link to="/app/notebook" className="mt-3 inline-block font-semibold text-indigo-700 underline">{t('openNotebook')}</Link>
        </div>
      )}
      {card && (
        <section className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-label={t('cardLabel')}>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {card.kind === 'correction' ? t('correctionPrompt') : /\s/.test(card.front.trim()) ? t('phrasePrompt') : t('wordPrompt')} · {t('position', { index: index + 1, total: cards.length })}
          </p>
          {card.kind === 'correction' ? (
            <SlipInSentence sentence={card.context} slip={card.front} slipLabel={t('slipToSayBetter', { slip: card.front })} />
          ) : (
            <p dir="auto" className="mt-3 text-xl font-semibold text-slate-900">{card.front}</p>
          )}
          {isRevealed ? (
            <>
              <div className="mt-4 rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
                <p dir="auto" className="font-semibold">{card.back}</p>
                {card.note && <p className="mt-1 text-sm">{card.note}</p>}
              </div>
              <p className="mt-4 text-sm font-semibold text-slate-700">{t('howWell')}</p>
              <div className="mt-2 grid grid-cols-4 gap-2">
                {REVIEW_GRADES.map((g) => (
                  <Button key={g.rating} variant={g.rating === 3 ? 'primary' : 'secondary'} disabled={grade.isPending || report.isPending} onClick={() => onGrade(g.rating)}>
                    {t(GRADE_KEYS[g.rating])}
                  </Button>
                ))}
              </div>
              {grade.isError && <p role="alert" className="mt-2 text-sm text-red-700">{grade.error.message}</p>}
              {card.say_it_teacher_slug && <SayIt key={card.id} text={card.back} mistake={card.front} teacherSlug={card.say_it_teacher_slug} />}
              {card.kind === 'correction' && (
                <p className="mt-4 text-sm text-slate-600">
                  {t('isWrong')} <ReportCorrectionButton front={card.front} isBusy={report.isPending} onReport={onReport} />
                </p>
              )}
              {report.isError && <p role="alert" className="mt-2 text-sm text-red-700">{report.error.message}</p>}
            </>
          ) : (
            <Button className="mt-6 w-full" onClick={() => setIsRevealed(true)}>{t('showAnswer')}</Button>
          )}
        </section>
      )}
    </div>
  );
}
