/** Where 'Delete my account' ends: the learner reads that it happened, and may start again. */
import { Link } from 'react-router';
import { buttonClass } from '#/web/components/button';
import { usePageMeta } from '#/web/lib/use-page-meta';

const meta = { title: 'Account deleted | Parley', description: 'Your Parley account and everything in it have been deleted.' };

export default function AccountDeletedPage() {
  usePageMeta(meta);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Your account has been deleted</h1>
      <p className="mt-3 text-slate-600">
        Your conversations, notebook, progress, profile and sign-ins are gone, and any subscription is cancelled. You have been signed out.
      </p>
      <p className="mt-2 text-slate-600">Thank you for practising with Parley. You are welcome back any time.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('secondary')}>Back to Home</Link>
        <Link to="/auth/signup" className={buttonClass('primary')}>Create a new account</Link>
      </div>
    </section>
  );
}
