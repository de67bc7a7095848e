import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  requestFailed: 'La solicitud falló (estado {status})',
  timedOut: 'Se agotó el tiempo de espera',
  unreachable: 'No se pudo conectar con Parley. Revisa tu conexión.',
} satisfies Translation<typeof en>;
