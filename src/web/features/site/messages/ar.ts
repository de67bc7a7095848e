import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  siteNav: 'الموقع',
  goToApp: 'الانتقال إلى التطبيق',
  signIn: 'تسجيل الدخول',
  signUp: 'إنشاء حساب',
  tagline: 'تحدّث لغة جديدة مع معلّمين صبورين بالذكاء الاصطناعي، بصوت عالٍ وبالوتيرة التي تناسبك.',
  company: 'الشركة',
  ourStory: 'قصتنا',
  careers: 'الوظائف',
  pricing: 'الأسعار',
  affiliates: 'برنامج الشركاء',
  merch: 'المتجر',
  help: 'المساعدة',
  support: 'الدعم',
  guides: 'الأدلة',
  privacy: 'الخصوصية',
  terms: 'الشروط',
  socialMedia: 'وسائل التواصل الاجتماعي',
  followUs: 'تابعنا',
  copyright: '© {year} Parley. الأسعار بالدولار الأمريكي.',
} satisfies Translation<typeof en>;
