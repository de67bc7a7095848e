import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { homePageMeta } from '#/shared/home-page-meta';
import { AfterFirstPaint, Placeholder } from '#/web/components/after-first-paint';
import { buttonClass } from '#/web/components/button';
import { useAuth } from '#/web/features/auth/public';
import { LandingSignUpForm } from '#/web/features/auth/public';
// The demo's voice and chat code loads after the page has painted (a lazy component).
import { DemoChat } from '#/web/features/demo-chat/public';
import { PricingCards } from '#/web/features/pricing/public';
import { SiteFooter } from '#/web/features/site/public';
import { SiteHeader } from '#/web/features/site/public';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { Comparison } from './comparison';
import { FeatureCards } from './feature-cards';
import { IntroVideo } from './intro-video';
import { SignedInPanel } from './signed-in-panel';
import { landingCatalogue } from './messages/catalogue';
import { Testimonials } from './testimonials';

function Section({ id, title, intro, children, tone = 'white' }: { id: string; title: string; intro?: string; children: ReactNode; tone?: 'white' | 'slate' }) {
  return (
    // Below the fold: rendered in a task of its own after the first paint, and the browser skips its layout
    // and paint until it nears the viewport (together most of the first load's main-thread work).
    <AfterFirstPaint fallback={<Placeholder height="40rem" />}>
      <section aria-labelledby={id} className={`px-4 py-16 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:px-6 ${tone === 'slate' ? 'bg-slate-50' : 'bg-white'}`}>
        <h2 id={id} className="text-center text-3xl font-bold tracking-tight text-slate-900">{title}</h2>
        {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{intro}</p>}
        <div className="mt-10">{children}</div>
      </section>
    </AfterFirstPaint>
  );
}

const demoFallback = <div className="h-[34rem] animate-pulse rounded-2xl bg-slate-100" />;

export default function LandingPage() {
  usePageMeta(homePageMeta);
  const t = useT(landingCatalogue);
  const auth = useAuth();
  const isSignedIn = Boolean(auth.user);
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader />
      <main className="flex-1">
        <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-12 sm:px-6 sm:py-16">
          <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
            <div>
              <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t('heroTitle')}</h1>
              <p className="mt-5 text-lg text-slate-700">
                {t('heroIntro')}
                {!isSignedIn && <span className="ms-1">{t('heroDemoInvite')}</span>}
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                {isSignedIn ? (
                  <Link to="/app" className={buttonClass('primary', 'px-6 py-3 text-base')}>{t('continueLearning')}</Link>
                ) : (
                  <Link to="/auth/signup" className={buttonClass('primary', 'px-6 py-3 text-base')}>{t('startLearningNow')}</Link>
                )}
                <a href="#tour" className={buttonClass('secondary', 'px-6 py-3 text-base')}>{t('watchTour')}</a>
              </div>
              {!isSignedIn && <p className="mt-4 text-sm text-slate-600">{t('freeMessagesNote')}</p>}
            </div>
            <div className="rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
              {/* The demo's code and first answer are asked for once the page has painted, and only by a visitor:
                  a signed-in learner's messages are their account's, not the demo's two (while the session is
                  still being read, the visitor's demo is what loads: most who open this page are visitors). */}
              <AfterFirstPaint fallback={demoFallback}>
                {isSignedIn ? (
                  <SignedInPanel />
                ) : (
                  <Suspense fallback={demoFallback}>
                    <DemoChat />
                  </Suspense>
                )}
              </AfterFirstPaint>
            </div>
          </div>
        </section>

        <Section id="features-heading" title={t('featuresTitle')}>
          <FeatureCards />
        </Section>

        <Section id="tour-heading" title={t('tourTitle')} intro={t('tourIntro')} tone="slate">
          <div id="tour" className="mx-auto max-w-4xl">
            <IntroVideo isSignedIn={isSignedIn} />
          </div>
        </Section>

        {!isSignedIn && (
          <Section id="signup-heading" title={t('signUpTitle')} intro={t('signUpIntro')}>
            <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
              <LandingSignUpForm />
            </div>
          </Section>
        )}

        <Section id="testimonials-heading" title={t('testimonialsTitle')} tone="slate">
          <Testimonials />
        </Section>

        <Section id="comparison-heading" title={t('comparisonTitle')}>
          <Comparison />
        </Section>

        <Section id="pricing-heading" title={t('pricingTitle')} intro={t('pricingIntro')} tone="slate">
          <PricingCards />
        </Section>

        <AfterFirstPaint fallback={<Placeholder height="16rem" />}>
          <section className="bg-indigo-700 px-4 py-16 text-center text-white sm:px-6" aria-labelledby="final-cta-heading">
            <h2 id="final-cta-heading" className="text-3xl font-bold">{t('finalTitle')}</h2>
            <p className="mx-auto mt-3 max-w-xl text-indigo-100">{t('finalText')}</p>
            <Link to={isSignedIn ? '/app' : '/auth/signup'} className="mt-8 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-indigo-700 hover:bg-indigo-50">
              {isSignedIn ? t('continueLearning') : t('startPractice')}
            </Link>
          </section>
        </AfterFirstPaint>
      </main>
      <AfterFirstPaint fallback={<Placeholder height="12rem" />}>
        <SiteFooter />
      </AfterFirstPaint>
    </div>
  );
}
