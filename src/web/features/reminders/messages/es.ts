import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Recordatorio diario',
  loading: 'Cargando tu recordatorio…',
  about: 'Un correo al día a la hora que elijas, con tu próxima lección, tus repasos y tu racha. Cada correo incluye un enlace para darte de baja con un clic.',
  emailMe: 'Enviarme un recordatorio diario por correo',
  sendAt: 'Enviarlo a las',
  otherZone: 'Tu recordatorio sigue la hora de {savedZone}; este dispositivo usa la hora de {deviceZone}.',
  thisZone: 'Las horas están en tu zona horaria: {zone}.',
  useThisZone: 'Usar la zona horaria de este dispositivo',
  saving: 'Guardando…',
  savedOn: 'Guardado: un recordatorio cada día a las {hour}.',
  savedOff: 'Guardado: sin recordatorio diario.',
} satisfies Translation<typeof en>;
