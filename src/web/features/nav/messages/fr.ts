import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  today: 'Aujourd’hui',
  path: 'Parcours',
  history: 'Historique',
  notebook: 'Carnet',
  review: 'Révision',
  progress: 'Progrès',
  mainNav: 'Principale',
  backToTeachers: 'Retour aux professeurs',
  backToApp: 'Retour à l’application',
  adminPanel: 'Administration',
  dueCount: '{count} à revoir',
  loadingSubscription: 'Chargement de l’abonnement',
  freeUser: 'Compte gratuit',
  pastDue: 'Paiement en retard',
  canceled: 'Résilié',
  unknownPlan: 'Formule inconnue',
  defaultName: 'Utilisateur',
  openAccountMenu: 'Ouvrir le menu du compte',
  home: 'Accueil',
  support: 'Aide',
  manageSubscription: 'Gérer l’abonnement',
  signOut: 'Se déconnecter',
  signOutFailed: 'Impossible de vous déconnecter. Veuillez réessayer.',
} satisfies Translation<typeof en>;
