import { useState } from 'react';
import { DEFAULT_AVATAR_URL } from '#/shared/teacher';
import { useT } from '#/web/i18n/use-t';
import { teachersCatalogue } from './messages/catalogue';

/** The teacher's portrait; swaps to the default image if it cannot be loaded. */
export function TeacherAvatar({ src, name, className = '' }: { src: string | null; name: string; className?: string }) {
  const t = useT(teachersCatalogue);
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <img
      src={hasFailed || !src ? DEFAULT_AVATAR_URL : src}
      alt={t('avatarAlt', { name })}
      onError={() => setHasFailed(true)}
      className={`rounded-full bg-slate-100 object-cover ${className}`}
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
    />
  );
}
