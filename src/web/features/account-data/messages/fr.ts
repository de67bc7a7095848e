import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  downloadData: 'Télécharger mes données',
  deleteAccount: 'Supprimer mon compte',
  deleteWarning: 'Cette action supprime définitivement vos conversations, votre carnet, vos progrès, votre profil et vos connexions, et résilie votre abonnement. Elle est irréversible.',
  typeEmailToConfirm: 'Saisissez votre adresse e-mail ({email}) pour confirmer',
  cancel: 'Annuler',
  deleting: 'Suppression...',
  deleteForGood: 'Supprimer définitivement mon compte',
  metaTitle: 'Compte supprimé | Parley',
  metaDescription: 'Votre compte Parley et tout son contenu ont été supprimés.',
  deletedTitle: 'Votre compte a été supprimé',
  deletedText: 'Vos conversations, votre carnet, vos progrès, votre profil et vos connexions ont disparu, et tout abonnement est résilié. Vous avez été déconnecté.',
  thanks: 'Merci d’avoir pratiqué avec Parley. Vous serez toujours le bienvenu.',
  backToHome: 'Retour à l’accueil',
  createNewAccount: 'Créer un nouveau compte',
} satisfies Translation<typeof en>;
