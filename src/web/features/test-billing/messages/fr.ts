import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  testModeBanner: 'MODE TEST — aucun paiement réel n’est effectué. Ce serveur n’a pas de clé Stripe : le paiement de test local de Parley remplace Stripe.',
  loadingCheckout: 'Chargement du paiement...',
  checkoutTitle: 'Paiement',
  perYear: 'par an',
  perMonth: '/mois',
  testCard: 'Carte de test : VISA •••• 4242, n’importe quelle date future, n’importe quel CVC.',
  processing: 'Traitement...',
  pay: 'Payer (test)',
  alreadyPaid: 'Déjà payé',
  cancel: 'Annuler',
  portalTitle: 'Espace de facturation',
  currentState: 'État actuel : <strong>{state}</strong>',
  working: 'En cours...',
  backToManage: 'Retour à Gérer l’abonnement',
  cancelAtPeriodEnd: 'Résilier en fin de période',
  resume: 'Reprendre l’abonnement',
  failPayment: 'Simuler un paiement refusé',
  cancelNow: 'Résilier immédiatement',
  doneCancelAtPeriodEnd: 'C’est fait : résiliation en fin de période.',
  doneResume: 'C’est fait : abonnement repris.',
  doneFailPayment: 'C’est fait : paiement refusé simulé.',
  doneCancelNow: 'C’est fait : résilié immédiatement.',
} satisfies Translation<typeof en>;
