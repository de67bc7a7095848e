import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Tus conversaciones',
  intro: 'Abre una conversación para volver a leerla y seguir donde lo dejaste.',
  loading: 'Cargando tus conversaciones...',
  empty: 'Todavía no hay conversaciones. Tus conversaciones se guardan aquí mientras hablas.',
  chooseTeacher: 'Elige un profesor',
  showOlder: 'Mostrar conversaciones anteriores',
  messageCount: '{count, plural, one {# mensaje} other {# mensajes}}',
  open: 'Abrir',
  openLabel: 'Abrir la conversación con {teacher} sobre {topic}',
  confirmDelete: 'Confirmar eliminación',
  cancel: 'Cancelar',
  delete: 'Eliminar',
  deleteLabel: 'Eliminar la conversación con {teacher} sobre {topic}',
} satisfies Translation<typeof en>;
