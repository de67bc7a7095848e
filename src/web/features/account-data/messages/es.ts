import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  downloadData: 'Descargar mis datos',
  deleteAccount: 'Eliminar mi cuenta',
  deleteWarning: 'Esto elimina para siempre tus conversaciones, tu cuaderno, tu progreso, tu perfil y tus inicios de sesión, y cancela tu suscripción. No se puede deshacer.',
  typeEmailToConfirm: 'Escribe tu correo electrónico ({email}) para confirmar',
  cancel: 'Cancelar',
  deleting: 'Eliminando...',
  deleteForGood: 'Eliminar mi cuenta para siempre',
  metaTitle: 'Cuenta eliminada | Parley',
  metaDescription: 'Tu cuenta de Parley y todo lo que contenía se han eliminado.',
  deletedTitle: 'Tu cuenta se ha eliminado',
  deletedText: 'Tus conversaciones, tu cuaderno, tu progreso, tu perfil y tus inicios de sesión ya no existen, y cualquier suscripción está cancelada. Se cerró tu sesión.',
  thanks: 'Gracias por practicar con Parley. Puedes volver cuando quieras.',
  backToHome: 'Volver al inicio',
  createNewAccount: 'Crear una cuenta nueva',
} satisfies Translation<typeof en>;
