import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  explainInMyLanguage: 'Expliquer dans ma langue',
  explainHint: 'Les corrections, les conseils et les commentaires sont expliqués dans cette langue ; vos conversations restent dans la langue que vous apprenez.',
  explainNotSaved: 'Votre choix n’a pas pu être enregistré. Veuillez réessayer.',
} satisfies Translation<typeof en>;
