import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  offlineNotice: 'Você está sem conexão — vamos guardar sua mensagem.',
  offlineRetry: 'Você está sem conexão — vamos guardar sua mensagem. Toque em Tentar de novo quando estiver on-line outra vez.',
  connectionDropped: 'A conexão caiu antes de sua mensagem chegar. Ela foi guardada: toque em Tentar de novo.',
  teacherTookTooLong: '{teacher} demorou demais para responder. Sua mensagem foi guardada: toque em Tentar de novo.',
  teacherCouldNotAnswer: '{teacher} não conseguiu responder agora. Sua mensagem foi guardada: toque em Tentar de novo.',
  unstorableCharacter: 'Sua mensagem tem um caractere que o Parley não consegue salvar. Remova-o e envie de novo.',
  somethingWentWrong: 'Algo deu errado do nosso lado. Sua mensagem foi guardada: toque em Tentar de novo.',
  replyCutShort: 'A conexão caiu antes de {teacher} terminar.',
  earlierMessagesFailed: 'Não foi possível carregar as mensagens anteriores. Tente de novo.',
  speechFunctionNotFound: 'Função de texto para fala não encontrada...',
  speechFailed: 'Não foi possível gerar a fala: {status} {statusText}',
  speechNotAudio: 'Esperávamos áudio, mas chegou um formato inesperado',
  speechEmpty: 'A resposta de áudio chegou vazia',
  speechUnreachable: 'Não foi possível carregar a voz do professor: verifique sua conexão.',
  voiceBusy: 'A voz do professor está ocupada agora. Tente de novo em alguns segundos.',
} satisfies Translation<typeof en>;
