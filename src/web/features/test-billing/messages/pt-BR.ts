import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  testModeBanner: 'MODO DE TESTE — nenhum pagamento real é cobrado. Este servidor não tem chave do Stripe, então o checkout de teste local do Parley faz o papel do Stripe.',
  loadingCheckout: 'Carregando o checkout...',
  checkoutTitle: 'Pagamento',
  perYear: 'por ano',
  perMonth: '/mês',
  testCard: 'Cartão de teste: VISA •••• 4242, qualquer data futura, qualquer CVC.',
  processing: 'Processando...',
  pay: 'Pagar (teste)',
  alreadyPaid: 'Já pago',
  cancel: 'Cancelar',
  portalTitle: 'Portal de cobrança',
  currentState: 'Situação atual: <strong>{state}</strong>',
  working: 'Processando...',
  backToManage: 'Voltar para Gerenciar assinatura',
  cancelAtPeriodEnd: 'Cancelar no fim do período',
  resume: 'Retomar a assinatura',
  failPayment: 'Simular um pagamento recusado',
  cancelNow: 'Cancelar imediatamente',
  doneCancelAtPeriodEnd: 'Pronto: cancelamento no fim do período.',
  doneResume: 'Pronto: assinatura retomada.',
  doneFailPayment: 'Pronto: pagamento recusado simulado.',
  doneCancelNow: 'Pronto: cancelada imediatamente.',
} satisfies Translation<typeof en>;
