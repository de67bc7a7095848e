import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Suas conversas',
  intro: 'Abra uma conversa para lê-la de novo e continuar de onde parou.',
  loading: 'Carregando suas conversas...',
  empty: 'Ainda não há conversas. Suas conversas ficam salvas aqui enquanto você fala.',
  chooseTeacher: 'Escolha um professor',
  showOlder: 'Mostrar conversas mais antigas',
  messageCount: '{count, plural, one {# mensagem} other {# mensagens}}',
  open: 'Abrir',
  openLabel: 'Abrir a conversa com {teacher} sobre {topic}',
  confirmDelete: 'Confirmar exclusão',
  cancel: 'Cancelar',
  delete: 'Excluir',
  deleteLabel: 'Excluir a conversa com {teacher} sobre {topic}',
} satisfies Translation<typeof en>;
