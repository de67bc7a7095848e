import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  today: 'Hoy',
  path: 'Ruta',
  history: 'Historial',
  notebook: 'Cuaderno',
  review: 'Repaso',
  progress: 'Progreso',
  mainNav: 'Principal',
  backToTeachers: 'Volver a los profesores',
  backToApp: 'Volver a la app',
  adminPanel: 'Administración',
  dueCount: '{count, plural, one {# pendiente} other {# pendientes}}',
  loadingSubscription: 'Cargando la suscripción',
  freeUser: 'Usuario gratuito',
  pastDue: 'Pago atrasado',
  canceled: 'Cancelada',
  unknownPlan: 'Plan desconocido',
  defaultName: 'Usuario',
  openAccountMenu: 'Abrir el menú de la cuenta',
  home: 'Inicio',
  support: 'Ayuda',
  manageSubscription: 'Gestionar suscripción',
  signOut: 'Cerrar sesión',
  signOutFailed: 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
} satisfies Translation<typeof en>;
