import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Página não encontrada',
  text: 'Não encontramos essa página. Ela pode ter mudado de lugar, ou o link pode estar digitado errado.',
  backToHome: 'Voltar ao início',
} satisfies Translation<typeof en>;
