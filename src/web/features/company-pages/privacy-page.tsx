import { POLICIES_EFFECTIVE_DATE } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { ProsePage } from './prose-page';

export default function PrivacyPage() {
  usePageMeta(pageMeta.privacy);

  return (
    <ProsePage
      title="Privacy Policy"
      intro="Practising a language means saying things out loud before you feel ready. We take the trust that requires seriously. This policy explains, in plain language, what Parley collects, why, who helps us process it, and the choices you have."
    >
      <p>
        <strong>Effective {POLICIES_EFFECTIVE_DATE}</strong>
      </p>
      <p>
        This policy applies to the hosted Parley service at parley.app (&ldquo;Parley&rdquo;, &ldquo;we&rdquo;,
        &ldquo;us&rdquo;). Parley is also available as self-hostable software. If you use an instance run by someone
        else, such as your school or employer, that operator decides how your data is handled and their privacy notice
        applies instead of this one.
      </p>

      <h2>Summary</h2>
      <ul>
        <li>We collect only what we need to run your account, power your lessons and take payment.</li>
        <li>Your microphone audio is turned into text inside your browser. Parley&rsquo;s servers never receive the recording.</li>
        <li>Card payments are handled by Stripe. We never see or store your full card number.</li>
        <li>We do not sell your personal information and we do not use advertising trackers.</li>
        <li>You can download all your data or delete your account yourself, at any time, from Manage Subscription.</li>
      </ul>

      <h2>Information we collect</h2>
      <h3>Account information</h3>
      <p>
        When you sign up we collect your email address and, if you give it, your name. If you sign up with an email
        address and password, we store your password only as a salted cryptographic hash, never in readable form. If
        you sign in with Google, Google shares your name, email address and profile picture with us; we never receive
        your Google password.
      </p>
      <h3>Conversations and learning data</h3>
      <p>
        We save your conversations with Parley&rsquo;s AI teachers as they happen (which teacher, the topic and every
        message), so you can reload a lesson, read it again in your History and carry on later. Your Notebook keeps the
        corrections your teachers made and the words you saved, with their review schedule. Your Progress page counts
        the days and minutes you practised and the messages you sent. We also keep basic usage records, such as how
        many messages you have sent, so we can apply plan limits.
      </p>
      <h3>What your teachers remember</h3>
      <p>
        Teachers adapt to your level, your goals and a few facts you shared in conversation (for example &ldquo;works
        as a nurse&rdquo;). When an AI model is configured, each message you send is also read once more by a small
        model to note its corrections and such facts. All of this is shown under &ldquo;What Your Teachers
        Remember&rdquo; in your Notebook, where you can change or delete any of it.
      </p>
      <h3>Microphone audio</h3>
      <p>
        When you speak to a teacher, your browser&rsquo;s built-in speech recognition (the Web Speech API) converts
        your voice to text. Parley receives only the resulting text, never the audio itself, and we do not record or
        store your voice. Please be aware that some browsers perform this recognition using their maker&rsquo;s own
        online service; in that case your browser&rsquo;s privacy terms cover that processing. You can always type
        instead of speaking.
      </p>
      <h3>Payment information</h3>
      <p>
        Paid subscriptions are processed by Stripe. Your card details go directly to Stripe and Parley never sees or
        stores your full card number. Stripe shares limited information with us, such as the card brand, the last four
        digits, the expiry date, your billing country and the status of your subscription, so we can show your billing
        details and keep your plan active.
      </p>
      <h3>Cookies</h3>
      <ul>
        <li>
          <strong>Session cookies</strong> keep you signed in and keep your session secure. They are strictly
          necessary for the service to work.
        </li>
        <li>
          <strong>Referral cookie.</strong> If you arrive through a referral link, a cookie records which referral
          brought you so the referrer can be credited. It expires after 30 days and contains no information about what
          you do in Parley.
        </li>
      </ul>
      <p>We do not use third-party advertising or cross-site tracking cookies.</p>
      <h3>Technical information</h3>
      <p>
        Like most web services, our servers log IP addresses, browser type, timestamps and error details. We use these
        logs to keep the service secure and reliable, and we keep them for a short period only.
      </p>

      <h2>How we use your information</h2>
      <ul>
        <li>To create and secure your account and let you sign in.</li>
        <li>To generate your teacher&rsquo;s replies, corrections and spoken responses.</li>
        <li>To show you your conversation history and learning notes.</li>
        <li>To apply free-plan limits and manage paid subscriptions, invoices and refunds.</li>
        <li>To send account emails, such as verification, password resets and billing receipts.</li>
        <li>To credit referrals.</li>
        <li>To detect abuse, fix bugs and keep the service running well.</li>
      </ul>
      <p>
        Where data protection laws such as the GDPR apply, we rely on the contract with you (to provide the service you
        signed up for), our legitimate interests (security, fraud prevention and improving reliability), our legal
        obligations (tax and accounting records) and, where required, your consent.
      </p>
      <p>
        We do not sell your personal information, we do not share it for targeted advertising, and we do not use your
        conversations to train our own AI models.
      </p>

      <h2>Service providers who process your data</h2>
      <p>
        We rely on a small number of carefully chosen providers. Each receives only the data it needs to do its job and
        is bound by contract to protect it.
      </p>
      <ul>
        <li>
          <strong>Language-model provider:</strong> receives the text of your conversation so it can generate your
          teacher&rsquo;s replies and feedback. We send conversation content only, not your email address or payment
          details, and the provider may not use it for any purpose other than providing its service to us.
        </li>
        <li>
          <strong>Text-to-speech provider:</strong> receives the text of your teacher&rsquo;s replies so it can produce
          the spoken audio you hear.
        </li>
        <li>
          <strong>Stripe:</strong> processes subscription payments and stores your payment details.
        </li>
        <li>
          <strong>Google:</strong> authenticates you if you choose to sign in with Google.
        </li>
        <li>
          <strong>Email delivery provider:</strong> sends our account and billing emails on our behalf.
        </li>
        <li>
          <strong>Hosting and infrastructure providers:</strong> run the servers and databases that store your account
          and conversations.
        </li>
      </ul>
      <p>
        We may also disclose information if the law requires it, to protect the safety of our users or the public, or
        as part of a merger or acquisition, in which case this policy would continue to apply to your data.
      </p>

      <h2>International transfers</h2>
      <p>
        Our providers may process data in countries other than the one where you live, including the United States.
        When we transfer personal data out of the European Economic Area, the United Kingdom or Switzerland, we use
        appropriate safeguards such as Standard Contractual Clauses.
      </p>

      <h2>How long we keep your data</h2>
      <ul>
        <li>
          <strong>Account information</strong> is kept while your account is open.
        </li>
        <li>
          <strong>Conversations, notebook and progress</strong> are kept until you delete them or close your account.
          You can delete any conversation from your History, and any notebook entry or remembered fact yourself.
        </li>
        <li>
          <strong>When you delete your account</strong> (Manage Subscription, &ldquo;Delete my account&rdquo;), we
          cancel your subscription with our payment provider, sign you out everywhere and immediately remove your
          conversations, notebook, progress, profile and sign-in sessions from our live systems; copies in backups
          are removed within a further 60 days.
        </li>
        <li>
          <strong>Billing records</strong> are kept for as long as tax and accounting laws require, typically up to
          seven years.
        </li>
        <li>
          <strong>Server logs</strong> are kept for up to 30 days unless they are needed to investigate a security
          incident.
        </li>
      </ul>

      <h2>Your rights and choices</h2>
      <p>Depending on where you live, you may have some or all of the following rights. We offer them to everyone.</p>
      <ul>
        <li>
          <strong>Access and export:</strong> download everything Parley keeps about you (profile, conversations,
          notebook and progress) as one JSON file with &ldquo;Download my data&rdquo; on Manage Subscription, or ask us
          for a copy.
        </li>
        <li>
          <strong>Correction:</strong> ask us to correct inaccurate information.
        </li>
        <li>
          <strong>Deletion:</strong> delete your account and the data that goes with it yourself with &ldquo;Delete my
          account&rdquo; on Manage Subscription, or ask us to do it.
        </li>
        <li>
          <strong>Objection and restriction:</strong> ask us to stop or limit certain processing.
        </li>
        <li>
          <strong>Withdraw consent:</strong> where we rely on your consent, you can withdraw it at any time.
        </li>
      </ul>
      <p>
        To use any of these rights, email us at the address below. We will reply within 30 days and will not treat you
        differently for exercising your rights. You also have the right to complain to your local data protection
        authority.
      </p>

      <h2>Security</h2>
      <p>
        We encrypt data in transit with TLS, store passwords only as strong hashes, restrict access to production
        systems to the people who need it, and keep our software up to date. No system is perfectly secure, but if a
        breach affects your personal data we will tell you and the relevant authorities as the law requires.
      </p>

      <h2>Children</h2>
      <p>
        Parley is not directed to children under 13, and you must be 13 or older to create an account. We do not
        knowingly collect personal information from children under 13. If you believe a child under 13 has given us
        personal information, please contact us and we will delete it promptly.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We may update this policy as Parley changes. When we do, we will update the effective date above, and if the
        changes are significant we will tell you by email or in the app before they take effect.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions, requests or concerns about your privacy? Email{' '}
        <a href="mailto:privacy@parley.app">privacy@parley.app</a> and a real person will get back to you.
      </p>
    </ProsePage>
  );
}
