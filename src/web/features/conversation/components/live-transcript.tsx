import { useT } from '#/web/i18n/use-t';
import { conversationComponentsCatalogue } from './messages/catalogue';
import { useFormatPause } from './use-format-pause';

type Props = { transcript: string; isCountingDown: boolean; isProcessing: boolean; sendAfterMs: number | null; isHoldingTurn?: boolean };

/** The dashed bubble showing what the microphone hears before it is sent, and when it will be sent. */
export function LiveTranscript({ transcript, isCountingDown, isProcessing, sendAfterMs, isHoldingTurn = false }: Props) {
  const t = useT(conversationComponentsCatalogue);
  const formatPause = useFormatPause();
  const label = isProcessing
    ? t('processingSpeech')
    : isCountingDown && sendAfterMs !== null
      ? t(isHoldingTurn ? 'stillListeningWillSendIn' : 'willSendIn', { pause: formatPause(sendAfterMs) })
      : sendAfterMs === null && transcript
        ? t('tapToSend')
        : t('listening');
  return (
    <li className="flex flex-col items-end" aria-live="polite" data-testid="live-transcript">
      <div dir="auto" className="max-w-[85%] rounded-2xl rounded-ee-sm border-2 border-dashed border-indigo-300 bg-indigo-50 px-4 py-2.5 text-[15px] text-indigo-950">
        {transcript || <span className="text-indigo-700">…</span>}
      </div>
      <p className="mt-1 px-1 text-xs font-medium text-indigo-700">{label}</p>
    </li>
  );
}
