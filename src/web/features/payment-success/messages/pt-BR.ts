import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  progressLabel: 'Processando o pagamento',
  elapsed: 'Tempo decorrido: {seconds} s',
  processingTime: 'O processamento pode levar de 2 a 3 minutos.',
  takingLonger: 'Está demorando mais que o esperado?',
  paymentSafe: 'Seu pagamento está seguro. A confirmação às vezes leva alguns minutos; esta página se atualiza sozinha. Se nada mudar, fale com o suporte informando o ID da sessão abaixo.',
  plan: 'Plano',
  status: 'Situação',
  active: 'Ativa',
  nextBilling: 'Próxima cobrança',
  continueToApp: 'Ir para o app',
  backToHome: 'Voltar ao início',
  sessionId: 'ID da sessão: {id}',
  questions: 'Dúvidas? <link>Fale com o suporte</link>',
} satisfies Translation<typeof en>;
