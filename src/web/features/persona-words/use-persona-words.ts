/**
 * A teacher's title, bio, specialties and topics in the interface language. The server sends them in English
 * (a topic is also the value sent back to it), so they are looked up here by that English; text the catalogue
 * does not hold (a teacher added without translations, a topic of an old conversation) is shown as it came.
 */
import { useCallback } from 'react';
import { useT } from '#/web/i18n/use-t';
import { personaWordsCatalogue } from './messages/catalogue';

type Key = keyof typeof personaWordsCatalogue.english & string;

const keyOf = new Map(Object.entries(personaWordsCatalogue.english).map(([key, english]) => [english as string, key as Key]));

/** The catalogue key of a teacher's English words, or undefined when they have no translation. */
export function personaWordKey(english: string): Key | undefined {
  return keyOf.get(english);
}

export function usePersonaWords(): (english: string) => string {
  const t = useT(personaWordsCatalogue);
  return useCallback(
    (english: string) => {
      const key = keyOf.get(english);
      return key && t.locale !== 'en' ? t(key) : english;
    },
    [t],
  );
}
