import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  demoResting: 'A demonstração está descansando agora. Crie uma conta gratuita para conversar com todos os professores.',
  loadingDemo: 'Carregando a demonstração',
  chatTitle: 'Chat de demonstração com {name}',
  messagesLeft: '{count, plural, one {# mensagem restante} other {# mensagens restantes}}',
  typePlaceholder: 'Ou digite sua mensagem aqui...',
  demoLimitReached: 'Limite da demonstração atingido — crie uma conta para continuar!',
  listening: 'Ouvindo... (clique para parar ou pressione Espaço)',
  processingSpeech: 'Processando sua fala...',
  speakHint: 'Clique aqui uma vez para falar',
  createAccount: 'Crie sua conta gratuita',
  readyTitle: 'Pronto para continuar?',
  demoUsed: 'Você usou suas mensagens grátis da demonstração. Crie uma conta gratuita para continuar conversando:',
  moreFreeMessages: 'Mais {count} mensagens grátis',
  allTeachers: 'Acesso a todos os professores de IA',
  superpowers: 'Cada professor tem um superpoder: treino para entrevistas, retorno sobre sua escrita e muito mais',
  personalized: 'Aprendizado personalizado que se adapta a você',
  noCreditCard: 'Sem cartão de crédito',
} satisfies Translation<typeof en>;
