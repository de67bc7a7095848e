import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  loading: 'Chargement...',
  language: 'Langue',
  changingLanguage: 'Changement de langue...',
  languageNotSaved: 'La langue est changée sur cet appareil, mais elle n’a pas pu être enregistrée dans votre compte. Veuillez réessayer.',
} satisfies Translation<typeof en>;
