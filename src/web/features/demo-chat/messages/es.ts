import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  demoResting: 'La demo está descansando ahora mismo. Crea una cuenta gratuita para hablar con todos los profesores.',
  loadingDemo: 'Cargando la demo',
  chatTitle: 'Chat de demostración con {name}',
  messagesLeft: '{count, plural, one {Queda # mensaje} other {Quedan # mensajes}}',
  typePlaceholder: 'O escribe tu mensaje aquí...',
  demoLimitReached: 'Llegaste al límite de la demo: ¡crea una cuenta para seguir!',
  listening: 'Escuchando... (haz clic para parar o pulsa Espacio)',
  processingSpeech: 'Procesando lo que dijiste...',
  speakHint: 'Haz clic aquí una vez para hablar',
  createAccount: 'Crea tu cuenta gratuita',
  readyTitle: '¿Listo para seguir?',
  demoUsed: 'Ya usaste tus mensajes gratis de la demo. Crea una cuenta gratuita para seguir hablando:',
  moreFreeMessages: '{count} mensajes gratis más',
  allTeachers: 'Acceso a todos los profesores de IA',
  superpowers: 'Cada profesor tiene un superpoder: práctica de entrevistas, comentarios sobre tu escritura y más',
  personalized: 'Aprendizaje personalizado que se adapta a ti',
  noCreditCard: 'Sin tarjeta de crédito',
} satisfies Translation<typeof en>;
