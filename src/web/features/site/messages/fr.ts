import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  siteNav: 'Navigation du site',
  goToApp: 'Ouvrir l’application',
  signIn: 'Se connecter',
  signUp: 'Créer un compte',
  tagline: 'Parlez une nouvelle langue avec des professeurs IA patients, à voix haute, à votre rythme.',
  company: 'Entreprise',
  ourStory: 'Notre histoire',
  careers: 'Carrières',
  pricing: 'Tarifs',
  affiliates: 'Affiliation',
  merch: 'Boutique',
  help: 'Aide',
  support: 'Assistance',
  guides: 'Guides pratiques',
  privacy: 'Confidentialité',
  terms: 'Conditions',
  socialMedia: 'Réseaux sociaux',
  followUs: 'Suivez-nous',
  copyright: '© {year} Parley. Prix en dollars américains.',
} satisfies Translation<typeof en>;
