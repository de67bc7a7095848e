import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  messagesRemaining: '{remaining, plural, one {Você tem # mensagem restante.} other {Você tem # mensagens restantes.}}',
  limitReached: 'Você atingiu seu limite gratuito de {limit} mensagens.',
  upgradeForUnlimited: 'Faça upgrade para ter conversas ilimitadas',
  upgrade: 'Fazer upgrade',
  upgradeTitle: 'Continue aprendendo',
  freeMessagesUsed: 'Você usou suas {limit} mensagens grátis. Faça upgrade para ter conversas ilimitadas com todos os professores.',
} satisfies Translation<typeof en>;
