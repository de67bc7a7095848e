/**
 * /app/placement — "Find your level": an intro, adaptive questions (vocabulary, grammar, listening) against the
 * clock, one answer in the learner's own words, then "Your level". A learner who has a result sees it, with "Retake";
 * one who left in the middle continues where they were (placement-session.ts).
 */
import { useState } from 'react';
import { pageMeta } from '#/shared/page-meta';
import { Alert } from '#/web/components/alert';
import { Spinner } from '#/web/components/spinner';
import { useAuth } from '#/web/features/auth/public';
import { useStudyLanguage } from '#/web/features/course/public';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { usePlacementResult } from './api/get-placement-result';
import { placementCatalogue } from './messages/catalogue';
import { PlacementIntro } from './placement-intro';
import { PlacementResult } from './placement-result';
import { PlacementRun } from './placement-run';
import { newSession, usePlacementSession } from './placement-session';

export default function PlacementPage() {
  usePageMeta(pageMeta.placement);
  const auth = useAuth();
  const [language, setLanguage] = useStudyLanguage();
  const [isRetaking, setRetaking] = useState(false);
  const latest = usePlacementResult(language);
  // Finished in another tab: its result is new here too (shown, not the intro).
  const [session, setSession] = usePlacementSession(auth.user?.id, () => {
    setRetaking(false);
    void latest.refetch();
  });
  const t = useT(placementCatalogue);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('findYourLevel')}</h1>
      <div className="mt-5">
        {session ? (
          <PlacementRun
            session={session}
            setSession={setSession}
            onFinished={(result) => {
              setLanguage(result.language);
              setRetaking(false);
              setSession(null);
            }}
          />
        ) : !isRetaking && latest.isPending ? (
          <Spinner label={t('loadingLevel')} className="py-16" />
        ) : !isRetaking && latest.data ? (
          <PlacementResult result={latest.data} onRetake={() => setRetaking(true)} />
        ) : (
          <>
            {latest.isError && <Alert tone="error" className="mb-4">{latest.error.message}</Alert>}
            <PlacementIntro
              language={language}
              onStart={(chosen) => {
                setLanguage(chosen);
                setSession(newSession(chosen));
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
