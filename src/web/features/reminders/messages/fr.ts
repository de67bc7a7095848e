import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Rappel quotidien',
  loading: 'Chargement de votre rappel…',
  about: 'Un e-mail par jour à l’heure de votre choix, avec votre prochaine leçon, vos révisions et votre série. Chaque e-mail permet de se désabonner en un clic.',
  emailMe: 'M’envoyer un rappel quotidien par e-mail',
  sendAt: 'L’envoyer à',
  otherZone: 'Votre rappel suit l’heure {savedZone} ; cet appareil est à l’heure {deviceZone}.',
  thisZone: 'Les heures sont dans votre fuseau horaire : {zone}.',
  useThisZone: 'Utiliser le fuseau horaire de cet appareil',
  saving: 'Enregistrement…',
  savedOn: 'Enregistré : un rappel chaque jour à {hour}.',
  savedOff: 'Enregistré : pas de rappel quotidien.',
} satisfies Translation<typeof en>;
