import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  loading: 'Cargando...',
  language: 'Idioma',
  changingLanguage: 'Cambiando el idioma...',
  languageNotSaved: 'El idioma se ha cambiado en este dispositivo, pero no se pudo guardar en tu cuenta. Inténtalo de nuevo.',
} satisfies Translation<typeof en>;
