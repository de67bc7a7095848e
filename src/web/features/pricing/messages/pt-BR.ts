import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  pageTitle: 'Fale sem limites',
  pageIntro: 'Uma conta gratuita inclui 2 mensagens. Assine para ter conversas ilimitadas com todos os professores. Preços em dólares americanos; cancele quando quiser.',
  mostPopular: 'Mais popular',
  processing: 'Processando...',
  monthly: 'Mensal',
  yearly: 'Anual',
  getMonthly: 'Assinar o plano mensal',
  getYearly: 'Assinar o plano anual',
  planDescription: 'Conversas ilimitadas com nossos professores de IA',
  perMonth: '/mês',
  perYear: 'por ano',
  savePerYear: 'Economize {amount} por ano',
  featureUnlimited: 'Conversas ilimitadas com todos os professores de IA',
  featureVoiceAndText: 'Prática por voz e texto com respostas na hora',
  featureCorrections: 'Correções gentis, vocabulário e dicas de gramática',
  featureInterviews: 'Treino para entrevistas e retorno sobre sua escrita',
  subscriptionExists: 'Você já tem uma assinatura do Parley, então não há uma segunda para comprar.',
  manageSubscription: 'Gerenciar assinatura',
} satisfies Translation<typeof en>;
