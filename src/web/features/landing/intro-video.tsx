/**
 * The product tour: plays by itself once half of it is visible ('Scroll to watch' before), ends on a call
 * to action that depends on the visitor, and offers Retry if the file cannot be loaded.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { VIDEO_AUTOPLAY_VISIBLE_RATIO } from '#/shared/constants';
import { useT } from '#/web/i18n/use-t';
import { landingCatalogue } from './messages/catalogue';

export const INTRO_VIDEO = { src: '/media/parley-tour.webm', poster: '/media/parley-tour-poster.jpg', captions: '/media/parley-tour.en.vtt' };

type State = 'waiting' | 'playing' | 'ended' | 'failed';

export function IntroVideo({ isSignedIn, src = INTRO_VIDEO.src }: { isSignedIn: boolean; src?: string }) {
  const t = useT(landingCatalogue);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>('waiting');
  const [attempt, setAttempt] = useState(0);
  // The poster (~100 KB) and the video's first bytes (~65 KB without a poster) are fetched once the tour is
  // within a screen of the viewport: on a phone's first load they would share the connection with the code
  // and words of the page's first screen. A missing video is found then too.
  const [isNear, setIsNear] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` remounts the <video> (its key), so the observer must follow it
  useEffect(() => {
    const element = video.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          observer.disconnect();
          setIsNear(true);
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, attempt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` remounts the <video> (its key), so the observer must follow it
  useEffect(() => {
    const element = video.current;
    if (!element || state !== 'waiting') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.intersectionRatio >= VIDEO_AUTOPLAY_VISIBLE_RATIO) {
          observer.disconnect();
          element.play().catch(() => {
            /* the browser refused autoplay: the controls are there */
          });
        }
      },
      { threshold: [VIDEO_AUTOPLAY_VISIBLE_RATIO] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state, attempt]);

  const retry = () => {
    setState('waiting');
    setAttempt((n) => n + 1);
    requestAnimationFrame(() => video.current?.load());
  };

  return (
    <div className="relative overflow-hidden rounded-2xl bg-slate-900 shadow-xl ring-1 ring-slate-200">
      <video
        key={attempt}
        ref={video}
        className="aspect-video w-full"
        src={src}
        poster={isNear ? INTRO_VIDEO.poster : undefined}
        muted
        playsInline
        controls={state === 'playing'}
        preload={isNear ? 'metadata' : 'none'}
        onPlay={() => setState('playing')}
        onEnded={() => setState('ended')}
        onError={() => setState('failed')}
        aria-label={t('videoLabel')}
      >
        <track kind="captions" src={INTRO_VIDEO.captions} srcLang="en" label={t('captionsLabel')} default />
      </video>
      {state === 'waiting' && (
        <div className="pointer-events-none absolute inset-x-0 bottom-0 flex justify-center p-4">
          <span className="rounded-full bg-slate-900/75 px-4 py-2 text-sm font-semibold text-white">{t('scrollToWatch')}</span>
        </div>
      )}
      {state === 'ended' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center bg-slate-900/85 p-6 text-center text-white">
          <p className="text-2xl font-bold">{t('videoEndTitle')}</p>
          <p className="mt-2 max-w-md text-slate-200">{t('videoEndText')}</p>
          <Link to={isSignedIn ? '/app' : '/auth/signup'} className="mt-5 rounded-lg bg-white px-5 py-2.5 font-semibold text-indigo-700 hover:bg-indigo-50">
            {isSignedIn ? t('continueLearning') : t('startFreeTrial')}
          </Link>
          <p className="mt-3 text-sm text-slate-300">{isSignedIn ? t('welcomeBack') : t('noCardNeeded')}</p>
        </div>
      )}
      {state === 'failed' && (
        <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center bg-slate-900 p-6 text-center text-white">
          <p>{t('videoFailed')}</p>
          <button type="button" onClick={retry} className="mt-4 rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100">{t('retry')}</button>
        </div>
      )}
    </div>
  );
}
