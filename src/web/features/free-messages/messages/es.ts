import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  messagesRemaining: '{remaining, plural, one {Te queda # mensaje.} other {Te quedan # mensajes.}}',
  limitReached: 'Has llegado a tu límite gratuito de {limit} mensajes.',
  upgradeForUnlimited: 'Mejora tu plan y conversa sin límites',
  upgrade: 'Mejorar plan',
  upgradeTitle: 'Sigue aprendiendo',
  freeMessagesUsed: 'Ya usaste tus {limit} mensajes gratis. Mejora tu plan para tener conversaciones ilimitadas con todos los profesores.',
} satisfies Translation<typeof en>;
