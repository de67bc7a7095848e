import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  demoResting: 'La démo se repose pour le moment. Créez un compte gratuit pour parler avec tous les professeurs.',
  loadingDemo: 'Chargement de la démo',
  chatTitle: 'Discussion de démo avec {name}',
  messagesLeft: '{count, plural, one {# message restant} other {# messages restants}}',
  typePlaceholder: 'Ou écrivez votre message ici...',
  demoLimitReached: 'Limite de la démo atteinte : créez un compte pour continuer !',
  listening: 'J’écoute... (cliquez pour arrêter ou appuyez sur Espace)',
  processingSpeech: 'Analyse de votre voix...',
  speakHint: 'Cliquez ici une fois pour parler',
  createAccount: 'Créez votre compte gratuit',
  readyTitle: 'Prêt à continuer ?',
  demoUsed: 'Vous avez utilisé vos messages de démo gratuits. Créez un compte gratuit pour continuer à parler :',
  moreFreeMessages: '{count} messages gratuits de plus',
  allTeachers: 'Accès à tous les professeurs IA',
  superpowers: 'Chaque professeur a son super-pouvoir : entretiens d’embauche, retours sur vos écrits, et plus encore',
  personalized: 'Un apprentissage personnalisé qui s’adapte à vous',
  noCreditCard: 'Aucune carte bancaire requise',
} satisfies Translation<typeof en>;
