import { Link } from 'react-router';
import { pageMeta } from '#/shared/page-meta';
import { buttonClass } from '#/web/components/button';
import { useAuth } from '#/web/features/auth/auth-provider';
import { LandingSignUpForm } from '#/web/features/auth/landing-sign-up-form';
import { PricingCards } from '#/web/features/pricing/pricing-cards';
import { SiteFooter } from '#/web/features/site/site-footer';
import { SiteHeader } from '#/web/features/site/site-header';
import { usePageMeta } from '#/web/lib/use-page-meta';

const features = [
  { title: 'Speak out loud, without fear', text: 'Talk by voice or type. Your teacher answers in seconds, never interrupts, and never runs out of patience.' },
  { title: 'Corrections that teach', text: 'Mistakes are recast gently into natural English, with vocabulary and grammar tips beside the conversation.' },
  { title: 'A teacher for every goal', text: 'Everyday conversation, IELTS speaking, pronunciation, job interviews, writing — and Spanish.' },
];

export default function LandingPage() {
  usePageMeta(pageMeta.home);
  const auth = useAuth();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader />
      <main className="flex-1">
        <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-16 sm:px-6 sm:py-24">
          <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
            <div>
              <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Speak a new language with confidence</h1>
              <p className="mt-5 text-lg text-slate-700">
                Parley's AI teachers listen, answer out loud and help you sound natural — at your pace, any time of day. Start with 2 free messages; no credit card required.
              </p>
              {auth.user && (
                <Link to="/app" className={buttonClass('primary', 'mt-8 px-6 py-3 text-base')}>Continue Learning</Link>
              )}
            </div>
            {!auth.user && (
              <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
                <h2 className="text-xl font-bold text-slate-900">Create your free account</h2>
                <p className="mb-5 mt-1 text-sm text-slate-600">Start speaking in seconds.</p>
                <LandingSignUpForm />
              </div>
            )}
          </div>
        </section>
        <section className="px-4 py-16 sm:px-6" aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-center text-3xl font-bold text-slate-900">Practice that feels like a real conversation</h2>
          <div className="mx-auto mt-10 grid max-w-6xl gap-6 md:grid-cols-3">
            {features.map((feature) => (
              <div key={feature.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-slate-700">{feature.text}</p>
              </div>
            ))}
          </div>
          <div className="mt-10 text-center">
            <Link to="/auth/signup" className={buttonClass('primary', 'px-6 py-3 text-base')}>Start Learning Now</Link>
          </div>
        </section>
        <section className="bg-slate-50 px-4 py-16 sm:px-6" aria-labelledby="pricing-heading">
          <h2 id="pricing-heading" className="mb-10 text-center text-3xl font-bold text-slate-900">Simple pricing</h2>
          <PricingCards />
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
