import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  crashTitle: 'Algo ha fallado',
  crashText: 'Algo salió mal al mostrar esta página. Recargarla suele solucionarlo; no se ha perdido nada de lo que hiciste.',
  reloadPage: 'Recargar la página',
  backToHome: 'Volver al inicio',
} satisfies Translation<typeof en>;
