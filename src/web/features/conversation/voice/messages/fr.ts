import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  microphoneBlocked: 'L’accès au micro est bloqué. Autorisez le micro pour ce site (l’icône à côté de la barre d’adresse), puis réessayez.',
  microphoneMissing: 'Aucun micro n’a été trouvé. Branchez-en un ou allumez-le, puis réessayez.',
  microphoneBusy: 'Votre micro est utilisé par une autre application ou un autre onglet. Fermez-le là-bas, puis réessayez.',
  microphoneFailed: 'Le micro n’a pas pu démarrer. Réessayez ou rechargez la page.',
} satisfies Translation<typeof en>;
