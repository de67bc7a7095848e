import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  pageTitle: 'Parlez sans limites',
  pageIntro: 'Un compte gratuit comprend 2 messages. Abonnez-vous pour des conversations illimitées avec tous les professeurs. Prix en dollars américains ; résiliable à tout moment.',
  mostPopular: 'Le plus choisi',
  processing: 'Traitement...',
  monthly: 'Mensuel',
  yearly: 'Annuel',
  getMonthly: 'Choisir l’abonnement mensuel',
  getYearly: 'Choisir l’abonnement annuel',
  planDescription: 'Conversations illimitées avec nos professeurs IA',
  perMonth: '/mois',
  perYear: 'par an',
  savePerYear: 'Économisez {amount} par an',
  featureUnlimited: 'Conversations illimitées avec tous les professeurs IA',
  featureVoiceAndText: 'Pratique à l’oral et à l’écrit, réponses immédiates',
  featureCorrections: 'Corrections bienveillantes, vocabulaire et conseils de grammaire',
  featureInterviews: 'Préparation aux entretiens et retours sur vos écrits',
  subscriptionExists: 'Vous avez déjà un abonnement Parley : inutile d’en acheter un second.',
  manageSubscription: 'Gérer l’abonnement',
} satisfies Translation<typeof en>;
