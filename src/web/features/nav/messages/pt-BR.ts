import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  today: 'Hoje',
  path: 'Trilha',
  history: 'Histórico',
  notebook: 'Caderno',
  review: 'Revisão',
  progress: 'Progresso',
  mainNav: 'Principal',
  backToTeachers: 'Voltar aos professores',
  backToApp: 'Voltar ao app',
  adminPanel: 'Administração',
  dueCount: '{count, plural, one {# pendente} other {# pendentes}}',
  loadingSubscription: 'Carregando a assinatura',
  freeUser: 'Usuário gratuito',
  pastDue: 'Pagamento atrasado',
  canceled: 'Cancelada',
  unknownPlan: 'Plano desconhecido',
  defaultName: 'Usuário',
  openAccountMenu: 'Abrir o menu da conta',
  home: 'Início',
  support: 'Suporte',
  manageSubscription: 'Gerenciar assinatura',
  signOut: 'Sair',
  signOutFailed: 'Não foi possível sair. Tente novamente.',
} satisfies Translation<typeof en>;
