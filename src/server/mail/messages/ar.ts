import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  tagline: 'Parley — تحدّث بثقة.',
  hiNamed: 'مرحبًا {name}،',
  hiThere: 'مرحبًا،',

  verifySubject: 'أكّد عنوان بريدك الإلكتروني في Parley',
  verifyHeading: 'أكّد عنوان بريدك الإلكتروني',
  verifyIntro: 'يُرجى تأكيد أن هذا عنوان بريدك الإلكتروني بفتح الرابط أدناه.',
  verifyMeantime: 'يمكنك مواصلة استخدام Parley في هذه الأثناء. إذا لم تُنشئ حسابًا في Parley، فتجاهل هذه الرسالة.',
  verifyAction: 'تأكيد عنوان بريدي الإلكتروني',
  verifyTextLink: 'أكّد عنوان بريدك الإلكتروني: {url}',

  resetSubject: 'إعادة تعيين كلمة مرور Parley',
  resetHeading: 'إعادة تعيين كلمة المرور',
  resetRequested: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في Parley.',
  resetInstructions:
    'افتح الرابط أدناه لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة. إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
  resetAction: 'اختيار كلمة مرور جديدة',
  resetTextLink: 'أعد تعيين كلمة المرور: {url}',

  welcomeSubject: 'أهلًا بك في Parley',
  welcomeHeading: 'أهلًا بك في Parley',
  welcomeIntro:
    'أهلًا بك في Parley! حسابك جاهز. سجّل الدخول واختر معلّمًا: قل مرحبًا بصوت عالٍ أو اكتب، وسيجيبك معلّمك ويصحّح لك بلطف ويقترح عليك كلمات جديدة.',
  welcomeFreeMessages:
    'يتضمّن حسابك المجاني {count, plural, zero {# رسالة} one {رسالة واحدة} two {رسالتين} few {# رسائل} many {# رسالة} other {# رسالة}} لتجرّب محادثة حقيقية. لا حاجة إلى بطاقة ائتمان.',
  welcomeAction: 'سجّل الدخول وابدأ التحدّث',
  welcomeTextLink: 'تسجيل الدخول: {url}',

  reminderSubject: 'درس {language, select, es {الإسبانية} other {الإنجليزية}} لليوم في Parley',
  reminderHeading: 'حان وقت تدريب اليوم',
  reminderPathFinished: 'لقد أنهيت مسار {language, select, es {الإسبانية} other {الإنجليزية}}. محادثة مع معلّم تُبقي ما تعلّمته حاضرًا.',
  reminderNextLesson: 'التالي في مسارك: «{title}» ({unit}).',
  reminderNextLessonUpgrade: 'التالي في مسارك: «{title}» ({unit})، وهو متاح مع الاشتراك.',
  reminderNextCheck: 'التالي في مسارك: الاختبار في نهاية «{unit}».',
  reminderNextCheckUpgrade: 'التالي في مسارك: الاختبار في نهاية «{unit}»، وهو متاح مع الاشتراك.',
  reminderNoReviews: 'لا توجد مراجعات مستحقة: دفترك محدّث.',
  reminderReviewsDue:
    '{count, plural, zero {لا توجد ملاحظات مستحقة للمراجعة.} one {ملاحظة واحدة مستحقة للمراجعة.} two {ملاحظتان مستحقتان للمراجعة.} few {# ملاحظات مستحقة للمراجعة.} many {# ملاحظة مستحقة للمراجعة.} other {# ملاحظة مستحقة للمراجعة.}}',
  reminderGoalStartStreak:
    'هدفك {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}} في اليوم. تدرّب اليوم لتبدأ سلسلة أيام متتالية.',
  reminderGoalKeepStreak:
    'هدفك {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}} في اليوم. سلسلتك {days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}: تدرّب اليوم لتحافظ عليها.',
  reminderWhy: 'تصلك هذه الرسالة لأنك فعّلت التذكير اليومي في Parley.',
  reminderOpenToday: 'افتح «اليوم»',
  reminderOpenTodayTextLink: 'افتح «اليوم»: {url}',
  reminderStop: 'أوقف هذه التذكيرات',
  reminderStopTextLink: 'أوقف هذه التذكيرات: {url}',

  unsubscribedTitle: 'التذكيرات اليومية متوقفة · Parley',
  unsubscribedHeading: 'التذكيرات اليومية متوقفة',
  unsubscribedBody: 'لن تصلك تذكيرات يومية بعد الآن. تبقى دروسك ومراجعاتك وسلسلتك كما كانت.',
  unsubscribedLink: 'أعد تفعيلها في «اليوم»',
  unknownLinkTitle: 'رابط غير معروف · Parley',
  unknownLinkHeading: 'لا نتعرّف على هذا الرابط',
  unknownLinkBody: 'لم يتغيّر شيء. ربما يكون الرابط غير مكتمل: افتحه مباشرة من الرسالة، أو أوقف التذكير اليومي في «اليوم».',
  unknownLinkAction: 'افتح «اليوم»',
} satisfies Translation<typeof en>;
