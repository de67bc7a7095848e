import { useT } from '#/web/i18n/use-t';
import { conversationComponentsCatalogue } from './messages/catalogue';

export function TypingIndicator({ name }: { name: string }) {
  const t = useT(conversationComponentsCatalogue);
  return (
    <li className="flex items-center gap-2 text-sm text-slate-500" role="status">
      <span className="flex gap-1" aria-hidden="true">
        <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.2s]" />
        <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.1s]" />
        <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400" />
      </span>
      {t('isTyping', { name })}
    </li>
  );
}
