/** What interview mode adds to the chat: the 'Question N' badge and the header's Get Feedback / Exit Interview. */
import { useT } from '#/web/i18n/use-t';
import { conversationSuperpowersCatalogue } from '../messages/catalogue';

export function QuestionBadge({ questionNumber }: { questionNumber: number }) {
  const t = useT(conversationSuperpowersCatalogue);
  return <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800">{t('questionBadge', { number: questionNumber })}</span>;
}

// The same look as the header's Change Topic control, so the row reads as one set of controls.
const HEADER_BUTTON = 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

type ControlsProps = { canRequestFeedback: boolean; onRequestFeedback: () => void; onExit: () => void };

export function InterviewHeaderControls({ canRequestFeedback, onRequestFeedback, onExit }: ControlsProps) {
  const t = useT(conversationSuperpowersCatalogue);
  return (
    <>
      <button type="button" className={HEADER_BUTTON} onClick={onRequestFeedback} disabled={!canRequestFeedback}>{t('getFeedback')}</button>
      <button type="button" className={HEADER_BUTTON} onClick={onExit}>{t('exitInterview')}</button>
    </>
  );
}
