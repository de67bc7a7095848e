import { useT } from '#/web/i18n/use-t';
import { useSaveWord } from './api/notebook';
import { notebookCatalogue } from './messages/catalogue';

/** 'Save to notebook' for a looked-up word: it then comes back in Review. */
export function SaveWordButton({ word, definition, example, teacherSlug }: { word: string; definition: string; example?: string; teacherSlug: string }) {
  const t = useT(notebookCatalogue);
  const save = useSaveWord();
  if (save.isSuccess) return <p className="text-sm font-semibold text-green-700" role="status">{t('saved')}</p>;
  return (
    <>
      <button type="button" disabled={save.isPending} onClick={() => save.mutate({ word, definition, example, teacher_slug: teacherSlug })} className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50">
        {t('saveToNotebook')}
      </button>
      {save.isError && <p role="alert" className="text-sm text-red-700">{save.error.message}</p>}
    </>
  );
}
