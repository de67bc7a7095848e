import { SUPPORT_EMAIL } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { ProsePage } from './prose-page';

export default function OurStoryPage() {
  usePageMeta(pageMeta.ourStory);

  return (
    <ProsePage
      title="Our story"
      intro="Parley exists for one reason: the hardest part of learning a language is opening your mouth, and nobody should have to be afraid to do it."
    >
      <h2>Why Parley exists</h2>
      <p>
        Most language learners know the feeling. You have studied the grammar and learned the words, and you can follow
        a conversation well enough. Then it is your turn to speak, and your mind goes blank. Your heart beats faster, you
        worry about your accent, and the sentence you had ready falls apart.
      </p>
      <p>
        Speaking anxiety is one of the biggest reasons people stop making progress. The cure is practice, but practice
        usually happens in front of other people: a teacher, a class, an examiner, a native speaker who is politely
        waiting for you to finish. That is exactly the situation that makes anxious learners go quiet.
      </p>
      <p>
        We also learned something surprising while building Parley: <strong>latency reads as judgement</strong>. When
        you say something in a new language and the reply takes too long, the silence feels like a verdict. You start to
        wonder whether you said something wrong. So we treat speed as part of kindness. Every second we remove between
        you finishing a sentence and your teacher replying makes the conversation feel safer.
      </p>
      <p>
        Parley is our answer: a place to <strong>practise without fear</strong>. Our AI teachers are patient, they are
        available whenever you are, and they never sigh, stare or lose interest. They notice your mistakes, explain them
        clearly and help you try again, as many times as you need.
      </p>

      <h2>How it started</h2>
      <p>
        Parley was started by two friends who had both lived the problem. One moved abroad for work with years of
        classroom study behind them and found they could barely order a coffee with confidence. The other spent years
        teaching English and watched talented students freeze in speaking exams they were more than ready for.
      </p>
      <p>
        When conversational AI became good enough to hold a real conversation, they saw a chance to give every learner
        what the best teachers give: unlimited patience, honest feedback, and a safe space to get things wrong. They
        built the first version in the evenings, tested it with friends preparing for IELTS, and kept going when those
        friends said it was the first time speaking practice had felt calm.
      </p>
      <p>
        Today Parley offers a small cast of teachers, including an IELTS examiner, a pronunciation coach, an interview
        coach, a writing mentor, a Spanish teacher and an everyday conversation partner, each designed to help with a
        different moment where speaking matters.
      </p>

      <h2>What we value</h2>
      <ul>
        <li>
          <strong>Kindness first.</strong> Mistakes are how you learn. We design every correction to encourage you, not
          to embarrass you.
        </li>
        <li>
          <strong>Honest feedback.</strong> Kindness does not mean flattery. Our teachers tell you clearly what to fix
          and how, and we are open that they are AI and can sometimes get things wrong.
        </li>
        <li>
          <strong>Speed is respect.</strong> We obsess over how quickly teachers respond, because hesitation from the
          other side of a conversation feels like judgement.
        </li>
        <li>
          <strong>Privacy by default.</strong> Your voice is turned into text in your browser, we collect only what we
          need, and we never sell your data.
        </li>
        <li>
          <strong>Open and yours.</strong> Parley can be self-hosted, so schools, teams and individuals can run it on
          their own terms.
        </li>
      </ul>

      <h2>Where we are going</h2>
      <p>
        We started with English because so many learners need it for study, work and exams. Spanish is our second
        language, and we are deepening it with more teachers, more regional variety and practice for real situations
        such as travel, work and everyday life.
      </p>
      <p>
        Next, we want to bring Parley to more languages, so that anyone, anywhere, can practise speaking the language
        they are learning with a teacher who is always patient. We will keep improving pronunciation feedback, making
        conversations feel even more natural, and listening closely to the learners who use Parley every day.
      </p>
      <p>
        If you have ideas, or a language you would love us to support next, we would like to hear from you at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </ProsePage>
  );
}
