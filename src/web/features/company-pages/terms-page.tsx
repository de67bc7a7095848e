import { POLICIES_EFFECTIVE_DATE, SUPPORT_EMAIL } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { ProsePage } from './prose-page';

export default function TermsPage() {
  usePageMeta(pageMeta.terms);

  return (
    <ProsePage
      title="Terms of Service"
      intro="These terms are the agreement between you and Parley when you use our AI language tutoring service. We have tried to keep them short and readable. Please read them carefully, because by creating an account or using Parley you agree to them."
    >
      <p>
        <strong>Effective {POLICIES_EFFECTIVE_DATE}</strong>
      </p>
      <p>
        These terms cover the hosted Parley service at parley.app (&ldquo;Parley&rdquo;, &ldquo;we&rdquo;,
        &ldquo;us&rdquo;). If you use a self-hosted copy of Parley run by someone else, that operator is responsible for
        the service they provide and their own terms apply. Our{' '}
        <strong>Privacy Policy</strong> explains how we handle your personal data and forms part of these terms.
      </p>

      <h2>1. Eligibility</h2>
      <p>
        You must be 13 years of age or older to use Parley. If you are under the age of legal adulthood where you live,
        you may use Parley only with the permission of a parent or guardian, who agrees to these terms on your behalf
        and is responsible for any purchases. By using Parley you confirm that you meet these requirements.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You can sign up with an email address and password, or with your Google account.</li>
        <li>Give us accurate information and keep your email address up to date so you receive account and billing messages.</li>
        <li>Keep your password secret. You are responsible for activity on your account.</li>
        <li>Accounts are personal. Please do not share your account or let others use it.</li>
        <li>
          If you think someone has accessed your account without permission, tell us right away at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </li>
      </ul>

      <h2>3. The free plan</h2>
      <p>
        Every new account can try Parley for free with 2 free messages to our AI teachers. The free plan lets you see
        how Parley works before you decide to subscribe. We may change what the free plan includes in the future, and
        we will update this page when we do.
      </p>

      <h2>4. Paid subscriptions</h2>
      <ul>
        <li>
          <strong>Prices.</strong> Parley costs $9 per month or $75 per year. Prices are in US dollars. Depending on
          where you live, sales tax or VAT may be added at checkout, and your bank may charge currency conversion fees.
        </li>
        <li>
          <strong>Payment.</strong> Payments are processed by our payment provider, Stripe. By subscribing you authorise
          us, through Stripe, to charge your payment method for each billing period.
        </li>
        <li>
          <strong>Auto-renewal.</strong> Your subscription renews automatically at the end of each month or year, at the
          then-current price, until you cancel.
        </li>
        <li>
          <strong>Cancel anytime.</strong> You can cancel at any time from your account settings. Cancellation takes
          effect at the end of your current billing period, and you keep paid access until then.
        </li>
        <li>
          <strong>Refunds.</strong> We do not give refunds or credits for partial billing periods or unused time, except
          where the law requires it. Nothing in these terms limits any right to a refund or withdrawal that you have
          under consumer protection law where you live.
        </li>
        <li>
          <strong>Price changes.</strong> If we change our prices, we will tell you at least 30 days in advance. The new
          price applies from your next renewal after that notice, and you can cancel before it takes effect.
        </li>
        <li>
          <strong>Failed payments.</strong> If a payment fails, we may pause paid features until your payment details
          are updated.
        </li>
      </ul>

      <h2>5. Acceptable use</h2>
      <p>Parley is a place to learn. When you use it, you agree not to:</p>
      <ul>
        <li>break any law or help anyone else do so;</li>
        <li>harass, threaten or abuse others, or use Parley to create hateful, sexually explicit or violent content;</li>
        <li>try to make the AI teachers produce harmful or illegal material, or get around their safety measures;</li>
        <li>
          access Parley by automated means, scrape it, resell it, or use it to build a competing product or to train
          other AI models;
        </li>
        <li>share your account, get around plan limits, or create multiple accounts to obtain extra free messages;</li>
        <li>probe, attack or disrupt our systems, or upload malware;</li>
        <li>impersonate another person or misrepresent your connection with anyone.</li>
      </ul>

      <h2>6. AI-generated content</h2>
      <p>
        Parley&rsquo;s teachers, including the IELTS examiner, pronunciation coach, interview coach, writing mentor,
        Spanish teacher and conversation partner, are AI, not people. Their replies, corrections, scores and feedback
        are generated automatically.
      </p>
      <ul>
        <li>
          <strong>AI can make mistakes.</strong> Teachers may sometimes give corrections that are wrong, explanations
          that are incomplete, or feedback that does not fit your situation. Use your own judgement and check anything
          important with a reliable source.
        </li>
        <li>
          <strong>Not a substitute for accredited exams.</strong> Practice scores and band estimates are for guidance
          only. They are not official results, are not endorsed by any exam body, and do not predict or guarantee your
          result in IELTS or any other test.
        </li>
        <li>
          <strong>Not professional advice.</strong> Interview and writing feedback is practice support, not career,
          legal, immigration or other professional advice.
        </li>
      </ul>

      <h2>7. Your content</h2>
      <p>
        You own what you write and say to Parley. You give us a limited permission to store, process and transmit your
        content, including sending it to the service providers described in our Privacy Policy, only as needed to
        provide and improve the service for you. This permission ends when you delete the content or your account,
        except for copies we must keep by law. You are responsible for making sure you have the right to share anything
        you submit.
      </p>

      <h2>8. Intellectual property</h2>
      <p>
        Parley, including our name, logo, design, teacher personas and the software and content we provide, belongs to
        us or our licensors and is protected by intellectual property laws. While your account is in good standing, we
        give you a personal, non-exclusive, non-transferable licence to use Parley for your own learning. Parts of the
        Parley software may also be available under an open-source licence; in that case, that licence governs your use
        of that code. If you send us feedback or suggestions, we may use them without any obligation to you.
      </p>

      <h2>9. Third-party services</h2>
      <p>
        Parley relies on other services, such as Stripe for payments, Google for sign-in, and your browser&rsquo;s speech
        recognition. Your use of those services may also be subject to their own terms, and we are not responsible for
        them.
      </p>

      <h2>10. Termination</h2>
      <p>
        You can stop using Parley and delete your account at any time. We may suspend or close your account if you
        seriously or repeatedly break these terms, if we are required to by law, or if your use creates a risk to other
        users or to Parley. Where reasonable, we will warn you first and give you a chance to fix the problem. If we
        close your paid account without you having broken these terms, we will refund the unused part of your
        subscription. Sections 6, 7, 8, 11 and 12 continue to apply after your account ends.
      </p>

      <h2>11. Disclaimers</h2>
      <p>
        We work hard to keep Parley accurate, available and secure, but the service is provided &ldquo;as is&rdquo; and
        &ldquo;as available&rdquo;. To the extent the law allows, we do not promise that Parley will be uninterrupted,
        error-free, or that it will help you reach any particular level or exam score.
      </p>

      <h2>12. Limitation of liability</h2>
      <p>
        To the fullest extent permitted by law, Parley will not be liable for any indirect, incidental, special,
        consequential or punitive damages, or for any loss of profits, data, opportunities or goodwill, arising from
        your use of the service. Our total liability for any claim relating to Parley is limited to the greater of the
        amount you paid us in the 12 months before the claim arose or US$50. Some places do not allow these limits, so
        they may not apply to you, and nothing in these terms limits liability that cannot be limited by law, such as
        liability for fraud or for death or personal injury caused by negligence.
      </p>

      <h2>13. Changes to these terms</h2>
      <p>
        We may update these terms as Parley grows. When we do, we will change the effective date at the top of this
        page. If the changes are significant, we will tell you by email or in the app at least 30 days before they take
        effect. If you continue to use Parley after that, you accept the updated terms; if you do not agree, you can
        cancel and delete your account.
      </p>

      <h2>14. Contact</h2>
      <p>
        Questions about these terms, your subscription or your account? Email{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will be glad to help.
      </p>
    </ProsePage>
  );
}
