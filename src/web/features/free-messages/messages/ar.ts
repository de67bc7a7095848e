import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  messagesRemaining: '{remaining, plural, zero {لم تتبقَّ لديك أي رسالة.} one {تتبقّى لديك رسالة واحدة.} two {تتبقّى لديك رسالتان.} few {تتبقّى لديك # رسائل.} many {تتبقّى لديك # رسالة.} other {تتبقّى لديك # رسالة.}}',
  limitReached: '{limit, plural, zero {لقد بلغت حدّك المجاني من الرسائل.} one {لقد بلغت حدّك المجاني وهو رسالة واحدة.} two {لقد بلغت حدّك المجاني وهو رسالتان.} few {لقد بلغت حدّك المجاني وهو # رسائل.} many {لقد بلغت حدّك المجاني وهو # رسالة.} other {لقد بلغت حدّك المجاني وهو # رسالة.}}',
  upgradeForUnlimited: 'اشترك للحصول على محادثات غير محدودة',
  upgrade: 'اشترك',
  upgradeTitle: 'واصل تعلّمك',
  freeMessagesUsed: '{limit, plural, zero {لقد استخدمت رسائلك المجانية.} one {لقد استخدمت رسالتك المجانية.} two {لقد استخدمت رسالتيك المجانيتين.} few {لقد استخدمت رسائلك المجانية وعددها #.} many {لقد استخدمت رسائلك المجانية وعددها #.} other {لقد استخدمت رسائلك المجانية وعددها #.}} اشترك للحصول على محادثات غير محدودة مع كل المعلّمين.',
} satisfies Translation<typeof en>;
