import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Page introuvable',
  text: 'Nous n’avons pas trouvé cette page. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.',
  backToHome: 'Retour à l’accueil',
} satisfies Translation<typeof en>;
