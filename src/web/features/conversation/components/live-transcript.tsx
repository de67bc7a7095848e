import { formatPause } from '#/shared/voice-settings';

type Props = { transcript: string; isCountingDown: boolean; isProcessing: boolean; sendAfterMs: number | null; isHoldingTurn?: boolean };

/** The dashed bubble showing what the microphone hears before it is sent, and when it will be sent. */
export function LiveTranscript({ transcript, isCountingDown, isProcessing, sendAfterMs, isHoldingTurn = false }: Props) {
  const label = isProcessing
    ? 'Processing your speech...'
    : isCountingDown && sendAfterMs !== null
      ? `${isHoldingTurn ? 'Still listening, take your time. ' : ''}Will send in ${formatPause(sendAfterMs)}`
      : sendAfterMs === null && transcript
        ? 'Tap the microphone to send'
        : 'Listening...';
  return (
    <li className="flex flex-col items-end" aria-live="polite" data-testid="live-transcript">
      <div className="max-w-[85%] rounded-2xl rounded-br-sm border-2 border-dashed border-indigo-300 bg-indigo-50 px-4 py-2.5 text-[15px] text-indigo-950">
        {transcript || <span className="text-indigo-700">…</span>}
      </div>
      <p className="mt-1 px-1 text-xs font-medium text-indigo-700">{label}</p>
    </li>
  );
}
