import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { publicConfig } from '#/web/lib/public-config';

type Props = { identity?: ReactNode; topic: string; chipClass: string; onChangeTopic?: () => void; extraControls?: ReactNode };

function useIsOnline() {
  const [isOnline, setIsOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setIsOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return isOnline;
}

export function ChatHeader({ identity, topic, chipClass, onChangeTopic, extraControls }: Props) {
  const isOnline = useIsOnline();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {identity}
      <span className={`rounded-full px-3 py-1 text-sm font-semibold ${chipClass}`}>{topic}</span>
      {onChangeTopic && (
        <button type="button" onClick={onChangeTopic} className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
          Change Topic
        </button>
      )}
      <Link to="/app" className="hidden rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 sm:inline-block">
        Back to Teachers
      </Link>
      {extraControls}
      {publicConfig.isOfflineTutor && (
        <span className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200" title="No AI provider is configured on this server: replies come from Parley's built-in offline tutor.">
          Offline practice mode
        </span>
      )}
      {publicConfig.isOfflineSpeech && (
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 ring-1 ring-slate-200" title="Speech key required for natural voices: set ELEVENLABS_API_KEY or OPENAI_API_KEY on the server. Until then teachers speak with the built-in eSpeak NG voice.">
          Basic voice (no speech key configured)
        </span>
      )}
      <span className="ml-auto flex items-center gap-2 text-sm text-slate-600">
        <span className={`h-2.5 w-2.5 rounded-full ${isOnline ? 'bg-green-500' : 'bg-slate-400'}`} aria-hidden="true" />
        {isOnline ? 'Connected' : 'Offline'}
      </span>
    </div>
  );
}
