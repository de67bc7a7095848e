import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  tagline: 'Parley — parlez avec assurance.',
  hiNamed: 'Bonjour {name},',
  hiThere: 'Bonjour,',

  verifySubject: 'Confirmez votre adresse e-mail pour Parley',
  verifyHeading: 'Confirmez votre adresse e-mail',
  verifyIntro: 'Veuillez confirmer qu’il s’agit bien de votre adresse e-mail en ouvrant le lien ci-dessous.',
  verifyMeantime: 'Vous pouvez continuer à utiliser Parley en attendant. Si vous n’avez pas créé de compte Parley, ignorez cet e-mail.',
  verifyAction: 'Confirmer mon adresse e-mail',
  verifyTextLink: 'Confirmez votre adresse e-mail : {url}',

  resetSubject: 'Réinitialisez votre mot de passe Parley',
  resetHeading: 'Réinitialisez votre mot de passe',
  resetRequested: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Parley.',
  resetInstructions:
    'Ouvrez le lien ci-dessous pour choisir un nouveau mot de passe. Il ne fonctionne qu’une fois et expire au bout d’une heure. Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail : votre mot de passe reste le même.',
  resetAction: 'Choisir un nouveau mot de passe',
  resetTextLink: 'Réinitialisez votre mot de passe : {url}',

  welcomeSubject: 'Bienvenue sur Parley',
  welcomeHeading: 'Bienvenue sur Parley',
  welcomeIntro:
    'Bienvenue sur Parley ! Votre compte est prêt. Connectez-vous et choisissez un professeur : dites bonjour à voix haute ou écrivez, et votre professeur vous répondra, vous corrigera avec bienveillance et vous proposera de nouveaux mots.',
  welcomeFreeMessages: 'Votre compte gratuit comprend {count, plural, one {# message} other {# messages}} pour essayer une vraie conversation. Aucune carte bancaire n’est nécessaire.',
  welcomeAction: 'Se connecter et commencer à parler',
  welcomeTextLink: 'Se connecter : {url}',

  reminderSubject: 'Votre {language, select, es {espagnol} other {anglais}} du jour sur Parley',
  reminderHeading: 'C’est l’heure de la pratique du jour',
  reminderPathFinished: 'Vous avez terminé votre parcours d’{language, select, es {espagnol} other {anglais}}. Une conversation avec un professeur l’entretient.',
  reminderNextLesson: 'Prochaine étape de votre parcours : « {title} » ({unit}).',
  reminderNextLessonUpgrade: 'Prochaine étape de votre parcours : « {title} » ({unit}), incluse avec un abonnement.',
  reminderNextCheck: 'Prochaine étape de votre parcours : le bilan de fin de « {unit} ».',
  reminderNextCheckUpgrade: 'Prochaine étape de votre parcours : le bilan de fin de « {unit} », inclus avec un abonnement.',
  reminderNoReviews: 'Aucune révision à faire : votre carnet est à jour.',
  reminderReviewsDue: '{count, plural, one {# note est à réviser.} other {# notes sont à réviser.}}',
  reminderGoalStartStreak: 'Votre objectif est de {minutes, plural, one {# minute} other {# minutes}} par jour. Pratiquez aujourd’hui pour commencer une série.',
  reminderGoalKeepStreak:
    'Votre objectif est de {minutes, plural, one {# minute} other {# minutes}} par jour. Votre série est de {days, plural, one {# jour} other {# jours}} : pratiquez aujourd’hui pour la prolonger.',
  reminderWhy: 'Vous recevez cet e-mail parce que vous avez activé le rappel quotidien dans Parley.',
  reminderOpenToday: 'Ouvrir Aujourd’hui',
  reminderOpenTodayTextLink: 'Ouvrir Aujourd’hui : {url}',
  reminderStop: 'Arrêter ces rappels',
  reminderStopTextLink: 'Arrêter ces rappels : {url}',

  unsubscribedTitle: 'Rappels quotidiens désactivés · Parley',
  unsubscribedHeading: 'Les rappels quotidiens sont désactivés',
  unsubscribedBody: 'Vous ne recevrez plus de rappels quotidiens. Vos leçons, vos révisions et votre série restent telles quelles.',
  unsubscribedLink: 'Les réactiver dans Aujourd’hui',
  unknownLinkTitle: 'Lien non reconnu · Parley',
  unknownLinkHeading: 'Nous ne reconnaissons pas ce lien',
  unknownLinkBody: 'Rien n’a été modifié. Le lien est peut-être incomplet : ouvrez-le directement depuis l’e-mail, ou désactivez le rappel quotidien dans Aujourd’hui.',
  unknownLinkAction: 'Ouvrir Aujourd’hui',
} satisfies Translation<typeof en>;
