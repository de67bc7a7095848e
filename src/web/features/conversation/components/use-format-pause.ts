/** A pause as the interface language says it ('1.5s', '1,5 s', '1.5 秒'), to a tenth of a second, like formatPause. */
import { useT } from '#/web/i18n/use-t';
import { conversationComponentsCatalogue } from './messages/catalogue';

export function useFormatPause(): (ms: number) => string {
  const t = useT(conversationComponentsCatalogue);
  return (ms) => t('pauseSeconds', { seconds: Math.round(ms / 100) / 10 });
}
