import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  tagline: 'Parley: habla con confianza.',
  hiNamed: 'Hola, {name}:',
  hiThere: 'Hola:',

  verifySubject: 'Confirma tu dirección de correo electrónico para Parley',
  verifyHeading: 'Confirma tu dirección de correo electrónico',
  verifyIntro: 'Confirma que esta es tu dirección de correo electrónico abriendo el enlace de abajo.',
  verifyMeantime: 'Mientras tanto, puedes seguir usando Parley. Si no creaste una cuenta en Parley, ignora este correo.',
  verifyAction: 'Confirmar mi dirección de correo electrónico',
  verifyTextLink: 'Confirma tu dirección de correo electrónico: {url}',

  resetSubject: 'Restablece tu contraseña de Parley',
  resetHeading: 'Restablece tu contraseña',
  resetRequested: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Parley.',
  resetInstructions:
    'Abre el enlace de abajo para elegir una contraseña nueva. Funciona una sola vez y caduca en una hora. Si no lo pediste, puedes ignorar este correo: tu contraseña seguirá siendo la misma.',
  resetAction: 'Elegir una contraseña nueva',
  resetTextLink: 'Restablece tu contraseña: {url}',

  welcomeSubject: 'Te damos la bienvenida a Parley',
  welcomeHeading: 'Te damos la bienvenida a Parley',
  welcomeIntro:
    '¡Te damos la bienvenida a Parley! Tu cuenta está lista. Inicia sesión y elige un profesor: saluda en voz alta o escribe, y tu profesor te responderá, te corregirá con amabilidad y te sugerirá palabras nuevas.',
  welcomeFreeMessages: 'Tu cuenta gratuita incluye {count, plural, one {# mensaje} other {# mensajes}} para que pruebes una conversación real. No necesitas tarjeta de crédito.',
  welcomeAction: 'Iniciar sesión y empezar a hablar',
  welcomeTextLink: 'Iniciar sesión: {url}',

  reminderSubject: 'Tu {language, select, es {español} other {inglés}} de hoy en Parley',
  reminderHeading: 'Es hora de practicar hoy',
  reminderPathFinished: 'Terminaste tu ruta de {language, select, es {español} other {inglés}}. Una conversación con un profesor lo mantiene fresco.',
  reminderNextLesson: 'Lo siguiente en tu ruta: «{title}» ({unit}).',
  reminderNextLessonUpgrade: 'Lo siguiente en tu ruta: «{title}» ({unit}), que se incluye con una suscripción.',
  reminderNextCheck: 'Lo siguiente en tu ruta: la prueba al final de «{unit}».',
  reminderNextCheckUpgrade: 'Lo siguiente en tu ruta: la prueba al final de «{unit}», que se incluye con una suscripción.',
  reminderNoReviews: 'No tienes repasos pendientes: tu cuaderno está al día.',
  reminderReviewsDue: '{count, plural, one {Tienes # nota pendiente de repaso.} other {Tienes # notas pendientes de repaso.}}',
  reminderGoalStartStreak: 'Tu meta es de {minutes, plural, one {# minuto} other {# minutos}} al día. Practica hoy para empezar una racha.',
  reminderGoalKeepStreak:
    'Tu meta es de {minutes, plural, one {# minuto} other {# minutos}} al día. Tu racha es de {days, plural, one {# día} other {# días}}: practica hoy para mantenerla.',
  reminderWhy: 'Recibes este correo porque activaste el recordatorio diario en Parley.',
  reminderOpenToday: 'Abrir Hoy',
  reminderOpenTodayTextLink: 'Abrir Hoy: {url}',
  reminderStop: 'Dejar de recibir estos recordatorios',
  reminderStopTextLink: 'Dejar de recibir estos recordatorios: {url}',

  unsubscribedTitle: 'Recordatorios diarios desactivados · Parley',
  unsubscribedHeading: 'Los recordatorios diarios están desactivados',
  unsubscribedBody: 'Ya no recibirás recordatorios diarios. Tus lecciones, repasos y racha siguen igual que antes.',
  unsubscribedLink: 'Vuelve a activarlos en Hoy',
  unknownLinkTitle: 'Enlace no reconocido · Parley',
  unknownLinkHeading: 'No reconocemos este enlace',
  unknownLinkBody: 'No se cambió nada. Puede que el enlace esté incompleto: ábrelo directamente desde el correo o desactiva el recordatorio diario en Hoy.',
  unknownLinkAction: 'Abrir Hoy',
} satisfies Translation<typeof en>;
