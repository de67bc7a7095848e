import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  testModeBanner: 'MODO DE PRUEBA: no se cobra ningún pago real. Este servidor no tiene clave de Stripe, así que el pago de prueba local de Parley ocupa su lugar.',
  loadingCheckout: 'Cargando el pago...',
  checkoutTitle: 'Pago',
  perYear: 'al año',
  perMonth: '/mes',
  testCard: 'Tarjeta de prueba: VISA •••• 4242, cualquier fecha futura, cualquier CVC.',
  processing: 'Procesando...',
  pay: 'Pagar (prueba)',
  alreadyPaid: 'Ya pagado',
  cancel: 'Cancelar',
  portalTitle: 'Portal de facturación',
  currentState: 'Estado actual: <strong>{state}</strong>',
  working: 'Procesando...',
  backToManage: 'Volver a Gestionar suscripción',
  cancelAtPeriodEnd: 'Cancelar al final del periodo',
  resume: 'Reanudar la suscripción',
  failPayment: 'Simular un pago fallido',
  cancelNow: 'Cancelar de inmediato',
  doneCancelAtPeriodEnd: 'Hecho: se cancelará al final del periodo.',
  doneResume: 'Hecho: suscripción reanudada.',
  doneFailPayment: 'Hecho: se simuló un pago fallido.',
  doneCancelNow: 'Hecho: cancelada de inmediato.',
} satisfies Translation<typeof en>;
