import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  siteNav: 'Sitio',
  goToApp: 'Ir a la app',
  signIn: 'Iniciar sesión',
  signUp: 'Crear cuenta',
  tagline: 'Habla un nuevo idioma con profesores de IA pacientes, en voz alta y a tu ritmo.',
  company: 'Empresa',
  ourStory: 'Nuestra historia',
  careers: 'Empleo',
  pricing: 'Precios',
  affiliates: 'Afiliados',
  merch: 'Tienda',
  help: 'Ayuda',
  support: 'Soporte',
  guides: 'Guías',
  privacy: 'Privacidad',
  terms: 'Términos',
  socialMedia: 'Redes sociales',
  followUs: 'Síguenos',
  copyright: '© {year} Parley. Precios en dólares estadounidenses.',
} satisfies Translation<typeof en>;
