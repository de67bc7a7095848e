import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  progressLabel: 'Traitement du paiement',
  elapsed: 'Temps écoulé : {seconds} s',
  processingTime: 'Le traitement peut prendre 2 à 3 minutes.',
  takingLonger: 'Cela prend plus de temps que prévu ?',
  paymentSafe: 'Votre paiement est en sécurité. La confirmation prend parfois quelques minutes ; cette page se met à jour toute seule. Si rien ne change, contactez l’assistance avec l’identifiant de session ci-dessous.',
  plan: 'Offre',
  status: 'Statut',
  active: 'Actif',
  nextBilling: 'Prochain prélèvement',
  continueToApp: 'Ouvrir l’application',
  backToHome: 'Retour à l’accueil',
  sessionId: 'Identifiant de session : {id}',
  questions: 'Des questions ? <link>Contactez l’assistance</link>',
} satisfies Translation<typeof en>;
