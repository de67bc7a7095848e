import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Lembrete diário',
  loading: 'Carregando seu lembrete…',
  about: 'Um e-mail por dia no horário que você escolher, com sua próxima lição, suas revisões e sua sequência. Todo e-mail tem um link para cancelar a inscrição com um clique.',
  emailMe: 'Enviar um lembrete diário por e-mail',
  sendAt: 'Enviar às',
  otherZone: 'Seu lembrete segue o horário {savedZone}; este dispositivo está no horário {deviceZone}.',
  thisZone: 'Os horários estão no seu fuso horário: {zone}.',
  useThisZone: 'Usar o fuso horário deste dispositivo',
  saving: 'Salvando…',
  savedOn: 'Salvo: um lembrete todos os dias às {hour}.',
  savedOff: 'Salvo: sem lembrete diário.',
} satisfies Translation<typeof en>;
