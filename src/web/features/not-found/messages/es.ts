import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Página no encontrada',
  text: 'No encontramos esa página. Puede que se haya movido o que el enlace esté mal escrito.',
  backToHome: 'Volver al inicio',
} satisfies Translation<typeof en>;
