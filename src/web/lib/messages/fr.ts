import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  requestFailed: 'La requête a échoué (statut {status})',
  timedOut: 'Le délai d’attente est dépassé',
  unreachable: 'Impossible de joindre Parley. Vérifiez votre connexion.',
} satisfies Translation<typeof en>;
