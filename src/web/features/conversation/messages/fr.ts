import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  offlineNotice: 'Vous êtes hors ligne — nous gardons votre message.',
  offlineRetry: 'Vous êtes hors ligne — nous gardons votre message. Appuyez sur Réessayer dès que vous serez de nouveau en ligne.',
  connectionDropped: 'La connexion a été coupée avant l’arrivée de votre message. Il est conservé : appuyez sur Réessayer.',
  teacherTookTooLong: '{teacher} a mis trop de temps à répondre. Votre message est conservé : appuyez sur Réessayer.',
  teacherCouldNotAnswer: '{teacher} n’a pas pu répondre pour le moment. Votre message est conservé : appuyez sur Réessayer.',
  unstorableCharacter: 'Votre message contient un caractère que Parley ne peut pas enregistrer. Supprimez-le, puis renvoyez le message.',
  somethingWentWrong: 'Un problème est survenu de notre côté. Votre message est conservé : appuyez sur Réessayer.',
  replyCutShort: 'La connexion a été coupée avant que {teacher} ait terminé.',
  earlierMessagesFailed: 'Impossible de charger les messages précédents. Veuillez réessayer.',
  speechFunctionNotFound: 'Fonction de synthèse vocale introuvable...',
  speechFailed: 'Échec de la génération de la voix : {status} {statusText}',
  speechNotAudio: 'Des données audio étaient attendues, mais le format reçu est inattendu',
  speechEmpty: 'La réponse audio reçue est vide',
  speechUnreachable: "La voix du professeur n'a pas pu se charger : vérifiez votre connexion.",
  voiceBusy: 'La voix du professeur est occupée pour le moment. Réessayez dans quelques secondes.',
} satisfies Translation<typeof en>;
