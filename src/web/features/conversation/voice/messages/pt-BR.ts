import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  microphoneBlocked: 'O acesso ao microfone está bloqueado. Permita o microfone para este site (o ícone ao lado da barra de endereço) e tente de novo.',
  microphoneMissing: 'Nenhum microfone foi encontrado. Conecte um ou ligue-o e tente de novo.',
  microphoneBusy: 'Seu microfone está sendo usado por outro app ou aba. Feche-o lá e tente de novo.',
  microphoneFailed: 'Não foi possível iniciar o microfone. Tente de novo ou recarregue a página.',
} satisfies Translation<typeof en>;
