/** The interview-roleplay tools panel: controls, answering tips and the common questions. */
import { INTERVIEW_QUESTION_COUNT } from '#/shared/constants';
import { INTERVIEW_QUESTIONS } from '#/shared/interview-questions';
import { Button } from '#/web/components/button';
import { LightbulbIcon } from '#/web/components/icons';
import { useT } from '#/web/i18n/use-t';
import { conversationSuperpowersCatalogue } from '../messages/catalogue';
import { INTERVIEW_TIPS } from './interview-script';

export type InterviewToolsProps = {
  isActive: boolean;
  questionNumber: number;
  canAskNext: boolean;
  canRequestFeedback: boolean;
  isRequestingFeedback: boolean;
  onStart: () => void;
  onAskNext: () => void;
  onRequestFeedback: () => void;
};

export function InterviewTools(props: InterviewToolsProps) {
  const t = useT(conversationSuperpowersCatalogue);
  const currentIndex = props.isActive ? (props.questionNumber - 1) % INTERVIEW_QUESTION_COUNT : -1;
  return (
    <div className="space-y-4">
      <section aria-labelledby="interview-practice" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h3 id="interview-practice" className="text-sm font-semibold text-slate-900">{t('mockInterview')}</h3>
        <p className="mt-1 text-sm text-slate-600">
          {props.isActive ? t('answerQuestion', { number: props.questionNumber }) : t('practiseRealInterview')}
        </p>
        <div className="mt-3 flex flex-col gap-2">
          <Button onClick={props.onStart}>{t('startInterview')}</Button>
          <Button variant="secondary" onClick={props.onAskNext} disabled={!props.canAskNext}>{t('askNextQuestion')}</Button>
          <Button variant="secondary" onClick={props.onRequestFeedback} disabled={!props.canRequestFeedback}>
            {props.isRequestingFeedback ? t('gettingFeedback') : t('getFeedbackOnAnswer')}
          </Button>
        </div>
        {props.isActive && !props.canRequestFeedback && !props.isRequestingFeedback && (
          <p className="mt-2 text-xs text-slate-500">{t('answerFirst')}</p>
        )}
      </section>

      <section aria-labelledby="interview-tips" className="rounded-xl bg-indigo-50 p-4 ring-1 ring-indigo-100">
        <h3 id="interview-tips" className="text-sm font-semibold text-indigo-950">{t('tipsForAnswering')}</h3>
        <ul className="mt-2 space-y-2 text-sm text-indigo-900">
          {INTERVIEW_TIPS.map((tip) => (
            <li key={tip.title} className="flex gap-2">
              <LightbulbIcon className="mt-0.5 h-4 w-4 flex-none text-indigo-500" />
              <span><strong className="font-semibold">{t(tip.title)}</strong> {t(tip.text)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="interview-questions" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h3 id="interview-questions" className="text-sm font-semibold text-slate-900">{t('commonQuestions')}</h3>
        <ol className="mt-2 list-decimal space-y-1.5 ps-5 text-sm text-slate-700">
          {INTERVIEW_QUESTIONS.map((question, index) => (
            <li key={question} aria-current={index === currentIndex ? 'step' : undefined} className={index === currentIndex ? 'font-semibold text-indigo-800' : undefined}>
              {/* The questions are the practice itself: English, read in their own direction. */}
              <span dir="auto">{question}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
