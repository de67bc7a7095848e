import { pageMeta } from '#/shared/page-meta';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { ProsePage } from './prose-page';

interface Role {
  id: string;
  title: string;
  summary: string;
  duties: string[];
}

const OPEN_ROLES: Role[] = [
  {
    id: 'full-stack-engineer',
    title: 'Senior Full-Stack Engineer',
    summary:
      'Own features end to end across our React and TypeScript web app and our API, with a particular eye for how fast and calm a conversation feels to the learner.',
    duties: [
      'Build and ship learner-facing features, from the conversation screen to accounts and billing.',
      'Shave latency out of every step between a learner finishing a sentence and their teacher replying.',
      'Keep Parley easy to self-host, with simple setup and sensible defaults.',
      'Review code, write tests and help shape our engineering practices as the team grows.',
    ],
  },
  {
    id: 'speech-ai-engineer',
    title: 'Speech and Language AI Engineer',
    summary:
      'Make our AI teachers more accurate, more patient and more natural to talk to, across speech recognition, language models and text-to-speech.',
    duties: [
      'Design and evaluate the prompts and conversation logic behind each teacher persona.',
      'Build evaluation sets that measure whether corrections and feedback are actually right.',
      'Improve how we handle accents, hesitations and mixed-language speech.',
      'Compare model and voice providers on quality, speed, cost and privacy.',
    ],
  },
  {
    id: 'learning-designer',
    title: 'Language Learning Designer',
    summary:
      'Bring real teaching experience to Parley, shaping how our teachers correct, encourage and challenge learners at every level.',
    duties: [
      'Define how each teacher gives feedback, from pronunciation tips to IELTS-style speaking practice.',
      'Write and review lesson content, vocabulary notes and grammar explanations.',
      'Talk to learners regularly and turn what you hear into product improvements.',
      'Lead our work on new languages, starting with deepening our Spanish teaching.',
    ],
  },
];

export default function CareersPage() {
  usePageMeta(pageMeta.careers);

  return (
    <ProsePage
      title="Careers at Parley"
      intro="We are building the place where people practise speaking a new language without the fear of being judged. If that matters to you, we would love to hear from you."
    >
      <h2>Our mission</h2>
      <p>
        Millions of people can read and write a language well but freeze when it is time to speak. Parley gives them a
        patient, always-available teacher to practise with, by voice or by text, with clear corrections and no
        embarrassment. Our mission is to help every learner find the confidence to speak.
      </p>

      <h2>How we work</h2>
      <ul>
        <li>
          <strong>Remote first.</strong> We are a small team spread across several time zones. We keep a few hours of
          overlap each day and do most of our work in writing, so you can do focused work when you are at your best.
        </li>
        <li>
          <strong>Small and senior.</strong> Everyone owns meaningful parts of the product. You will not wait weeks for
          approval, and your work will reach learners quickly.
        </li>
        <li>
          <strong>Close to learners.</strong> Everyone on the team talks to learners and uses Parley to practise a
          language of their own.
        </li>
        <li>
          <strong>Sustainable pace.</strong> We plan for steady progress, not heroics. Evenings and weekends are yours.
        </li>
      </ul>

      <h2>Open roles</h2>
      {OPEN_ROLES.map((role) => (
        <section key={role.id} aria-labelledby={`role-${role.id}`}>
          <h3 id={`role-${role.id}`}>{role.title}</h3>
          <p>{role.summary}</p>
          <p>
            <strong>What you would do:</strong>
          </p>
          <ul>
            {role.duties.map((duty) => (
              <li key={duty}>{duty}</li>
            ))}
          </ul>
        </section>
      ))}

      <h2>Benefits</h2>
      <ul>
        <li>Competitive salary, with the range shared before your first interview.</li>
        <li>Work from anywhere, with a budget to set up a comfortable home office.</li>
        <li>Generous paid time off, plus public holidays where you live.</li>
        <li>An annual learning budget for courses, books, conferences or language classes.</li>
        <li>Flexible hours that fit around your life and your time zone.</li>
        <li>A free Parley subscription for you and a friend or family member.</li>
        <li>A yearly in-person get-together for the whole team.</li>
      </ul>

      <h2>How to apply</h2>
      <p>
        Send an email to <a href="mailto:careers@parley.app">careers@parley.app</a> with the role title in the subject
        line. Tell us a little about yourself and why Parley interests you, and include a CV, portfolio or links to work
        you are proud of. A cover letter is welcome but not required.
      </p>
      <p>Our process is short and respectful of your time:</p>
      <ol>
        <li>A 30-minute conversation to get to know each other.</li>
        <li>A practical exercise or work sample discussion related to the role, kept to a few hours at most.</li>
        <li>Conversations with the people you would work with most closely.</li>
      </ol>
      <p>
        We reply to every application. Parley is for learners from every background, and we want our team to reflect
        that. We welcome applications from people of all backgrounds, identities and abilities, and we are happy to make
        adjustments to our process if you need them; just let us know in your email.
      </p>
      <p>
        Do not see a role that fits? If you think you could help Parley, email us anyway and tell us how.
      </p>
    </ProsePage>
  );
}
