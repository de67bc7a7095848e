import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  requestFailed: 'A solicitação falhou (status {status})',
  timedOut: 'O tempo de espera se esgotou',
  unreachable: 'Não foi possível conectar ao Parley. Verifique sua conexão.',
} satisfies Translation<typeof en>;
