import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  messagesRemaining: '{remaining, plural, one {Il vous reste # message.} other {Il vous reste # messages.}}',
  limitReached: 'Vous avez atteint votre limite gratuite de {limit} messages.',
  upgradeForUnlimited: 'Passez aux conversations illimitées',
  upgrade: 'S’abonner',
  upgradeTitle: 'Poursuivez votre apprentissage',
  freeMessagesUsed: 'Vous avez utilisé vos {limit} messages gratuits. Passez à l’offre payante pour des conversations illimitées avec tous les professeurs.',
} satisfies Translation<typeof en>;
