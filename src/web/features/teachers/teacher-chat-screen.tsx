import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { INTRO_DELAY_MS } from '#/shared/constants';
import type { Teacher } from '#/shared/teacher';
import { themeFor } from './color-theme';

/** The chat screen's frame: topic chip, Change Topic, Back to Teachers, and the teacher's introduction. */
export function TeacherChatScreen({ teacher, topic, onChangeTopic }: { teacher: Teacher; topic: string; onChangeTopic?: () => void }) {
  const theme = themeFor(teacher.color_theme);
  const [introduction, setIntroduction] = useState<string | null>(null);
  const [isOnline, setIsOnline] = useState(() => navigator.onLine);

  useEffect(() => {
    const timer = setTimeout(() => setIntroduction(teacher.introduction.replaceAll('{topic}', topic)), INTRO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [teacher.introduction, topic]);

  useEffect(() => {
    const update = () => setIsOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6" aria-label="Conversation">
      <div className="flex flex-wrap items-center gap-3">
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${theme.chip}`}>{topic}</span>
        {onChangeTopic && (
          <button type="button" onClick={onChangeTopic} className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
            Change Topic
          </button>
        )}
        <Link to="/app" className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
          Back to Teachers
        </Link>
        <span className="ml-auto flex items-center gap-2 text-sm text-slate-600">
          <span className={`h-2.5 w-2.5 rounded-full ${isOnline ? 'bg-green-500' : 'bg-slate-400'}`} aria-hidden="true" />
          {isOnline ? 'Connected' : 'Offline'}
        </span>
      </div>
      <div className="mt-6 min-h-64 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {introduction ? (
          <div className="max-w-xl rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-3 text-slate-800">{introduction}</div>
        ) : (
          <p className="text-center text-slate-500">Ready to start learning?</p>
        )}
      </div>
    </section>
  );
}
