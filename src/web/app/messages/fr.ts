import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  crashTitle: 'Un petit accroc',
  crashText: 'Un problème est survenu lors de l’affichage de cette page. Recharger la page suffit généralement ; rien de ce que vous avez fait n’a été perdu.',
  reloadPage: 'Recharger la page',
  backToHome: 'Retour à l’accueil',
} satisfies Translation<typeof en>;
