import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  progressLabel: 'Procesando el pago',
  elapsed: 'Tiempo transcurrido: {seconds} s',
  processingTime: 'El proceso puede tardar hasta 2-3 minutos.',
  takingLonger: '¿Tarda más de lo esperado?',
  paymentSafe: 'Tu pago está seguro. A veces la confirmación tarda unos minutos; esta página se actualiza sola. Si nada cambia, contacta con soporte indicando el ID de sesión de abajo.',
  plan: 'Tu plan',
  status: 'Estado',
  active: 'Activa',
  nextBilling: 'Próximo cobro',
  continueToApp: 'Ir a la app',
  backToHome: 'Volver al inicio',
  sessionId: 'ID de sesión: {id}',
  questions: '¿Preguntas? <link>Contacta con soporte</link>',
} satisfies Translation<typeof en>;
