import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Notre histoire',
  intro: 'Parley existe pour une raison : le plus difficile quand on apprend une langue, c’est d’ouvrir la bouche, et personne ne devrait avoir peur de le faire.',
  whyHeading: 'Pourquoi Parley existe',
  why1: 'La plupart des apprenants connaissent cette sensation. Vous avez étudié la grammaire et appris les mots, et vous arrivez à suivre une conversation à peu près. Puis c’est à votre tour de parler, et c’est le trou noir. Votre cœur s’accélère, vous vous inquiétez de votre accent, et la phrase que vous aviez préparée s’effondre.',
  why2: 'L’anxiété à l’oral est l’une des principales raisons pour lesquelles on cesse de progresser. Le remède, c’est la pratique, mais on pratique généralement devant d’autres personnes : un professeur, une classe, un examinateur, un locuteur natif qui attend poliment que vous ayez fini. C’est exactement la situation qui fait taire les apprenants anxieux.',
  why3: 'En construisant Parley, nous avons aussi appris quelque chose de surprenant : <strong>l’attente est perçue comme un jugement</strong>. Quand vous dites quelque chose dans une nouvelle langue et que la réponse tarde, le silence ressemble à un verdict. Vous commencez à vous demander si vous avez dit une bêtise. Alors nous considérons la rapidité comme une forme de bienveillance. Chaque seconde que nous gagnons entre la fin de votre phrase et la réponse de votre professeur rend la conversation plus rassurante.',
  why4: 'Parley est notre réponse : un lieu pour <strong>pratiquer sans crainte</strong>. Nos professeurs IA sont patients, disponibles quand vous l’êtes, et ils ne soupirent jamais, ne vous dévisagent pas et ne se lassent pas. Ils repèrent vos erreurs, les expliquent clairement et vous aident à réessayer, autant de fois qu’il le faut.',
  startedHeading: 'Les débuts',
  started1: 'Parley a été lancé par deux amis qui avaient tous deux vécu le problème. L’un est parti travailler à l’étranger avec des années d’apprentissage scolaire derrière lui et s’est aperçu qu’il pouvait à peine commander un café avec assurance. L’autre a passé des années à enseigner l’anglais et a vu des élèves doués se figer à des examens oraux pour lesquels ils étaient plus que prêts.',
  started2: 'Quand l’IA conversationnelle est devenue assez bonne pour tenir une vraie conversation, ils y ont vu l’occasion d’offrir à chaque apprenant ce que donnent les meilleurs professeurs : une patience illimitée, des retours honnêtes et un espace sûr pour se tromper. Ils ont construit la première version le soir, l’ont testée avec des amis qui préparaient l’IELTS, et ont continué quand ces amis leur ont dit que, pour la première fois, s’entraîner à l’oral leur avait paru serein.',
  started3: 'Aujourd’hui, Parley propose une petite équipe de professeurs, dont un examinateur IELTS, un coach de prononciation, un coach d’entretien, un mentor d’écriture, un professeur d’espagnol et un partenaire de conversation du quotidien, chacun conçu pour aider dans un moment différent où la parole compte.',
  valuesHeading: 'Nos valeurs',
  valueKindness: '<strong>La bienveillance d’abord.</strong> C’est en se trompant qu’on apprend. Nous concevons chaque correction pour vous encourager, pas pour vous mettre mal à l’aise.',
  valueHonesty: '<strong>Des retours honnêtes.</strong> La bienveillance n’est pas la flatterie. Nos professeurs vous disent clairement quoi corriger et comment, et nous ne cachons pas qu’ils sont des IA et qu’ils peuvent parfois se tromper.',
  valueSpeed: '<strong>La rapidité, c’est du respect.</strong> Nous sommes obsédés par la vitesse de réponse des professeurs, car une hésitation de l’autre côté de la conversation ressemble à un jugement.',
  valuePrivacy: '<strong>La confidentialité par défaut.</strong> Votre voix est transformée en texte dans votre navigateur, nous ne collectons que le nécessaire et nous ne vendons jamais vos données.',
  valueOpen: '<strong>Ouvert et à vous.</strong> Parley peut être auto-hébergé : écoles, équipes et particuliers peuvent le faire tourner à leurs propres conditions.',
  goingHeading: 'Où nous allons',
  going1: 'Nous avons commencé par l’anglais parce que tant d’apprenants en ont besoin pour leurs études, leur travail et leurs examens. L’espagnol est notre deuxième langue, et nous l’enrichissons avec davantage de professeurs, plus de variété régionale et de la pratique pour des situations réelles comme les voyages, le travail et la vie de tous les jours.',
  going2: 'Ensuite, nous voulons proposer Parley dans d’autres langues, pour que chacun, où qu’il soit, puisse s’entraîner à parler la langue qu’il apprend avec un professeur toujours patient. Nous continuerons à améliorer les retours sur la prononciation, à rendre les conversations encore plus naturelles et à écouter attentivement les apprenants qui utilisent Parley chaque jour.',
  going3: 'Si vous avez des idées, ou une langue que vous aimeriez nous voir proposer ensuite, écrivez-nous à <mail>{email}</mail>.',
} satisfies Translation<typeof en>;
