import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  microphoneBlocked: 'El acceso al micrófono está bloqueado. Permite el micrófono para este sitio (el icono junto a la barra de direcciones) y vuelve a intentarlo.',
  microphoneMissing: 'No se encontró ningún micrófono. Conecta uno o enciéndelo y vuelve a intentarlo.',
  microphoneBusy: 'Otra aplicación o pestaña está usando tu micrófono. Ciérralo allí y vuelve a intentarlo.',
  microphoneFailed: 'El micrófono no pudo iniciarse. Vuelve a intentarlo o recarga la página.',
} satisfies Translation<typeof en>;
