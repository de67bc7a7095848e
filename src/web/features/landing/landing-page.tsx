import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { homePageMeta } from '#/shared/home-page-meta';
import { buttonClass } from '#/web/components/button';
import { useAuth } from '#/web/features/auth/public';
import { LandingSignUpForm } from '#/web/features/auth/public';
import { PricingCards } from '#/web/features/pricing/public';
import { SiteFooter } from '#/web/features/site/public';
import { SiteHeader } from '#/web/features/site/public';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { Comparison } from './comparison';
import { FeatureCards } from './feature-cards';
import { IntroVideo } from './intro-video';
import { Testimonials } from './testimonials';

// The demo's voice and chat code loads after the page has painted.
const DemoChat = lazy(() => import('#/web/features/demo-chat/public'));

function Section({ id, title, intro, children, tone = 'white' }: { id: string; title: string; intro?: string; children: ReactNode; tone?: 'white' | 'slate' }) {
  return (
    // Below the fold: the browser skips its layout and paint until it nears the viewport (a large part of the first load's main-thread work).
    <section aria-labelledby={id} className={`px-4 py-16 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:px-6 ${tone === 'slate' ? 'bg-slate-50' : 'bg-white'}`}>
      <h2 id={id} className="text-center text-3xl font-bold tracking-tight text-slate-900">{title}</h2>
      {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{intro}</p>}
      <div className="mt-10">{children}</div>
    </section>
  );
}

export default function LandingPage() {
  usePageMeta(homePageMeta);
  const auth = useAuth();
  const isSignedIn = Boolean(auth.user);
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader />
      <main className="flex-1">
        <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-12 sm:px-6 sm:py-16">
          <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
            <div>
              <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Speak a new language with confidence</h1>
              <p className="mt-5 text-lg text-slate-700">
                Parley's AI teachers listen, answer out loud and help you sound natural — at your pace, any time of day. Try the demo right here: press the microphone and say hello.
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                {isSignedIn ? (
                  <Link to="/app" className={buttonClass('primary', 'px-6 py-3 text-base')}>Continue Learning</Link>
                ) : (
                  <Link to="/auth/signup" className={buttonClass('primary', 'px-6 py-3 text-base')}>Start Learning Now</Link>
                )}
                <a href="#tour" className={buttonClass('secondary', 'px-6 py-3 text-base')}>Watch the tour</a>
              </div>
              <p className="mt-4 text-sm text-slate-600">2 free messages with a free account. No credit card required.</p>
            </div>
            <div className="rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
              <Suspense fallback={<div className="h-[34rem] animate-pulse rounded-2xl bg-slate-100" />}>
                <DemoChat />
              </Suspense>
            </div>
          </div>
        </section>

        <Section id="features-heading" title="Practice that feels like a real conversation">
          <FeatureCards />
        </Section>

        <Section id="tour-heading" title="See Parley in action" intro="A 40-second tour of a real lesson, recorded in the app itself." tone="slate">
          <div id="tour" className="mx-auto max-w-4xl">
            <IntroVideo isSignedIn={isSignedIn} />
          </div>
        </Section>

        {!isSignedIn && (
          <Section id="signup-heading" title="Create your free account" intro="Start speaking in seconds. Your first 2 messages are on us.">
            <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
              <LandingSignUpForm />
            </div>
          </Section>
        )}

        <Section id="testimonials-heading" title="Learners who found their voice" tone="slate">
          <Testimonials />
        </Section>

        <Section id="comparison-heading" title="Why not just another language app?">
          <Comparison />
        </Section>

        <Section id="pricing-heading" title="Simple pricing" intro="Unlimited conversations with every teacher. Prices in US dollars; cancel anytime." tone="slate">
          <PricingCards />
        </Section>

        <section className="bg-indigo-700 px-4 py-16 text-center text-white sm:px-6" aria-labelledby="final-cta-heading">
          <h2 id="final-cta-heading" className="text-3xl font-bold">Your next conversation starts now</h2>
          <p className="mx-auto mt-3 max-w-xl text-indigo-100">Ten minutes a day of speaking practice changes how you feel about speaking.</p>
          <Link to={isSignedIn ? '/app' : '/auth/signup'} className="mt-8 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-indigo-700 hover:bg-indigo-50">
            {isSignedIn ? 'Continue Learning' : 'Start Practice'}
          </Link>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
