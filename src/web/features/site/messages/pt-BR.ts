import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  siteNav: 'Navegação do site',
  goToApp: 'Ir para o app',
  signIn: 'Entrar',
  signUp: 'Criar conta',
  tagline: 'Fale um novo idioma com professores de IA pacientes, em voz alta, no seu ritmo.',
  company: 'Empresa',
  ourStory: 'Nossa história',
  careers: 'Carreiras',
  pricing: 'Preços',
  affiliates: 'Afiliados',
  merch: 'Loja',
  help: 'Ajuda',
  support: 'Suporte',
  guides: 'Guias',
  privacy: 'Privacidade',
  terms: 'Termos',
  socialMedia: 'Redes sociais',
  followUs: 'Siga a gente',
  copyright: '© {year} Parley. Preços em dólares americanos.',
} satisfies Translation<typeof en>;
