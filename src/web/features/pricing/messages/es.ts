import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  pageTitle: 'Habla sin límites',
  pageIntro: 'Una cuenta gratuita incluye 2 mensajes. Suscríbete para tener conversaciones ilimitadas con todos los profesores. Precios en dólares estadounidenses; cancela cuando quieras.',
  mostPopular: 'El más popular',
  processing: 'Procesando...',
  monthly: 'Mensual',
  yearly: 'Anual',
  getMonthly: 'Elegir el plan mensual',
  getYearly: 'Elegir el plan anual',
  planDescription: 'Conversaciones ilimitadas con nuestros profesores de IA',
  perMonth: '/mes',
  perYear: 'al año',
  savePerYear: 'Ahorra {amount} al año',
  featureUnlimited: 'Conversaciones ilimitadas con todos los profesores de IA',
  featureVoiceAndText: 'Práctica por voz y por escrito con respuestas al instante',
  featureCorrections: 'Correcciones amables, vocabulario y consejos de gramática',
  featureInterviews: 'Práctica de entrevistas y comentarios sobre tu escritura',
  subscriptionExists: 'Ya tienes una suscripción a Parley, así que no hace falta comprar otra.',
  manageSubscription: 'Gestionar suscripción',
} satisfies Translation<typeof en>;
