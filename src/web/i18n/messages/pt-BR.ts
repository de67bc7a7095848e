import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  loading: 'Carregando...',
  language: 'Idioma',
  changingLanguage: 'Mudando o idioma...',
  languageNotSaved: 'O idioma foi alterado neste dispositivo, mas não foi possível salvá-lo na sua conta. Tente novamente.',
} satisfies Translation<typeof en>;
