/** The eight writing challenges, filterable by category (All / Grammar / Structure / Vocabulary / Professional). */
import { filterWritingChallenges, type WritingCategoryFilter, type WritingChallenge, writingCategories } from '#/shared/writing-challenges';
import { useT } from '#/web/i18n/use-t';
import { conversationSuperpowersCatalogue } from '../messages/catalogue';
import type en from '../messages/en';

const FILTERS: readonly WritingCategoryFilter[] = ['All', ...writingCategories];
const FILTER_KEYS: Record<WritingCategoryFilter, keyof typeof en> = {
  All: 'categoryAll',
  Grammar: 'categoryGrammar',
  Structure: 'categoryStructure',
  Vocabulary: 'categoryVocabulary',
  Professional: 'categoryProfessional',
};
const DIFFICULTY_KEYS: Record<WritingChallenge['difficulty'], keyof typeof en> = {
  beginner: 'difficultyBeginner',
  intermediate: 'difficultyIntermediate',
  advanced: 'difficultyAdvanced',
};
const DIFFICULTY_CLASS: Record<WritingChallenge['difficulty'], string> = {
  beginner: 'bg-green-100 text-green-800',
  intermediate: 'bg-amber-100 text-amber-900',
  advanced: 'bg-rose-100 text-rose-800',
};

export function DifficultyChip({ difficulty }: { difficulty: WritingChallenge['difficulty'] }) {
  const t = useT(conversationSuperpowersCatalogue);
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${DIFFICULTY_CLASS[difficulty]}`}>{t(DIFFICULTY_KEYS[difficulty])}</span>;
}

type Props = {
  filter: WritingCategoryFilter;
  onFilter: (filter: WritingCategoryFilter) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
};

export function ChallengePicker({ filter, onFilter, selectedId, onSelect }: Props) {
  const t = useT(conversationSuperpowersCatalogue);
  const shown = filterWritingChallenges(filter);
  return (
    <section aria-labelledby="writing-challenges" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id="writing-challenges" className="text-sm font-semibold text-slate-900">{t('writingChallenges')}</h3>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields: a <fieldset> would add a form group */}
      <div role="group" aria-label={t('challengeCategory')} className="mt-2 flex flex-wrap gap-1.5">
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => onFilter(option)}
            className={`rounded-full px-3 py-1 text-xs font-semibold ${filter === option ? 'bg-purple-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
          >
            {t(FILTER_KEYS[option])}
          </button>
        ))}
      </div>
      <ul aria-label={t('challenges')} className="mt-3 space-y-2">
        {shown.map((challenge) => (
          <li key={challenge.id}>
            <button
              type="button"
              aria-pressed={selectedId === challenge.id}
              onClick={() => onSelect(challenge.id)}
              className={`w-full rounded-lg p-2.5 text-start text-sm ring-1 ${selectedId === challenge.id ? 'bg-purple-50 ring-purple-400' : 'ring-slate-200 hover:bg-slate-50'}`}
            >
              <span dir="auto" className="block font-semibold text-slate-900">{challenge.title}</span>
              <span className="mt-1 flex items-center gap-2 text-xs text-slate-500">
                {t(FILTER_KEYS[challenge.category])} <DifficultyChip difficulty={challenge.difficulty} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
