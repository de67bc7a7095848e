import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  crashTitle: 'Tivemos um problema',
  crashText: 'Algo deu errado ao mostrar esta página. Recarregar costuma resolver; nada do que você fez foi perdido.',
  reloadPage: 'Recarregar a página',
  backToHome: 'Voltar ao início',
} satisfies Translation<typeof en>;
