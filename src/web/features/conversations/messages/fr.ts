import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Vos conversations',
  intro: 'Ouvrez une conversation pour la relire et reprendre là où vous vous étiez arrêté.',
  loading: 'Chargement de vos conversations...',
  empty: 'Pas encore de conversation. Vos conversations sont enregistrées ici au fil de vos échanges.',
  chooseTeacher: 'Choisir un professeur',
  showOlder: 'Afficher les conversations plus anciennes',
  messageCount: '{count, plural, one {# message échangé} other {# messages échangés}}',
  open: 'Ouvrir',
  openLabel: 'Ouvrir la conversation avec {teacher} sur {topic}',
  confirmDelete: 'Confirmer la suppression',
  cancel: 'Annuler',
  delete: 'Supprimer',
  deleteLabel: 'Supprimer la conversation avec {teacher} sur {topic}',
} satisfies Translation<typeof en>;
