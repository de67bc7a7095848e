import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  offlineNotice: 'Estás sin conexión: guardaremos tu mensaje.',
  offlineRetry: 'Estás sin conexión: guardaremos tu mensaje. Pulsa Reintentar cuando vuelvas a estar en línea.',
  connectionDropped: 'La conexión se cortó antes de que llegara tu mensaje. Lo guardamos: pulsa Reintentar.',
  teacherTookTooLong: '{teacher} tardó demasiado en responder. Tu mensaje está guardado: pulsa Reintentar.',
  teacherCouldNotAnswer: '{teacher} no pudo responder en este momento. Tu mensaje está guardado: pulsa Reintentar.',
  unstorableCharacter: 'Tu mensaje tiene un carácter que Parley no puede guardar. Quítalo y vuelve a enviarlo.',
  somethingWentWrong: 'Algo salió mal por nuestra parte. Tu mensaje está guardado: pulsa Reintentar.',
  replyCutShort: 'La conexión se cortó antes de que {teacher} terminara.',
  earlierMessagesFailed: 'No se pudieron cargar los mensajes anteriores. Inténtalo de nuevo.',
  speechFunctionNotFound: 'No se encontró la función de texto a voz...',
  speechFailed: 'No se pudo generar la voz: {status} {statusText}',
  speechNotAudio: 'Se esperaba audio, pero llegó un formato inesperado',
  speechEmpty: 'Llegó una respuesta de audio vacía',
  speechUnreachable: 'No se pudo cargar la voz del profesor: revisa tu conexión.',
  voiceBusy: 'La voz del profesor está ocupada ahora mismo. Inténtalo de nuevo en unos segundos.',
} satisfies Translation<typeof en>;
