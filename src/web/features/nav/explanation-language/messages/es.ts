import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  explainInMyLanguage: 'Explicar en mi idioma',
  explainHint: 'Las correcciones, los consejos y los comentarios se explican en este idioma; tus conversaciones siguen en el idioma que estás aprendiendo.',
  explainNotSaved: 'No se pudo guardar tu elección. Inténtalo de nuevo.',
} satisfies Translation<typeof en>;
