/** The dashed bubble showing what the microphone hears before it is sent. */
export function LiveTranscript({ transcript, isCountingDown }: { transcript: string; isCountingDown: boolean }) {
  return (
    <li className="flex flex-col items-end" aria-live="polite">
      <div className="max-w-[85%] rounded-2xl rounded-br-sm border-2 border-dashed border-indigo-300 bg-indigo-50 px-4 py-2.5 text-[15px] text-indigo-950">
        {transcript || <span className="text-indigo-700">…</span>}
      </div>
      <p className="mt-1 px-1 text-xs font-medium text-indigo-700">{isCountingDown ? 'Will send in 1.5s' : 'Listening...'}</p>
    </li>
  );
}
