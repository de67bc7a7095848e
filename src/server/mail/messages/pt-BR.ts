import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  tagline: 'Parley: fale com confiança.',
  hiNamed: 'Olá, {name},',
  hiThere: 'Olá,',

  verifySubject: 'Confirme seu endereço de e-mail no Parley',
  verifyHeading: 'Confirme seu endereço de e-mail',
  verifyIntro: 'Confirme que este é o seu endereço de e-mail abrindo o link abaixo.',
  verifyMeantime: 'Enquanto isso, você pode continuar usando o Parley. Se você não criou uma conta no Parley, ignore este e-mail.',
  verifyAction: 'Confirmar meu endereço de e-mail',
  verifyTextLink: 'Confirme seu endereço de e-mail: {url}',

  resetSubject: 'Redefina sua senha do Parley',
  resetHeading: 'Redefina sua senha',
  resetRequested: 'Recebemos um pedido para redefinir a senha da sua conta do Parley.',
  resetInstructions:
    'Abra o link abaixo para escolher uma nova senha. Ele funciona uma única vez e expira em uma hora. Se você não fez esse pedido, pode ignorar este e-mail: sua senha continua a mesma.',
  resetAction: 'Escolher uma nova senha',
  resetTextLink: 'Redefina sua senha: {url}',

  welcomeSubject: 'Boas-vindas ao Parley',
  welcomeHeading: 'Boas-vindas ao Parley',
  welcomeIntro:
    'Boas-vindas ao Parley! Sua conta está pronta. Entre e escolha um professor: diga olá em voz alta ou digite, e seu professor vai responder, corrigir com gentileza e sugerir palavras novas.',
  welcomeFreeMessages: 'Sua conta gratuita inclui {count, plural, one {# mensagem} other {# mensagens}} para você experimentar uma conversa de verdade. Não é preciso cartão de crédito.',
  welcomeAction: 'Entrar e começar a falar',
  welcomeTextLink: 'Entrar: {url}',

  reminderSubject: 'Seu {language, select, es {espanhol} other {inglês}} de hoje no Parley',
  reminderHeading: 'Hora da prática de hoje',
  reminderPathFinished: 'Você concluiu sua trilha de {language, select, es {espanhol} other {inglês}}. Uma conversa com um professor mantém tudo fresco na memória.',
  reminderNextLesson: 'Próximo passo na sua trilha: “{title}” ({unit}).',
  reminderNextLessonUpgrade: 'Próximo passo na sua trilha: “{title}” ({unit}), que vem com uma assinatura.',
  reminderNextCheck: 'Próximo passo na sua trilha: a avaliação no fim de “{unit}”.',
  reminderNextCheckUpgrade: 'Próximo passo na sua trilha: a avaliação no fim de “{unit}”, que vem com uma assinatura.',
  reminderNoReviews: 'Nenhuma revisão pendente: seu caderno está em dia.',
  reminderReviewsDue: '{count, plural, one {# nota está pendente de revisão.} other {# notas estão pendentes de revisão.}}',
  reminderGoalStartStreak: 'Sua meta é de {minutes, plural, one {# minuto} other {# minutos}} por dia. Pratique hoje para começar uma sequência.',
  reminderGoalKeepStreak:
    'Sua meta é de {minutes, plural, one {# minuto} other {# minutos}} por dia. Sua sequência é de {days, plural, one {# dia} other {# dias}}: pratique hoje para mantê-la.',
  reminderWhy: 'Você recebe este e-mail porque ativou o lembrete diário no Parley.',
  reminderOpenToday: 'Abrir Hoje',
  reminderOpenTodayTextLink: 'Abrir Hoje: {url}',
  reminderStop: 'Parar estes lembretes',
  reminderStopTextLink: 'Parar estes lembretes: {url}',

  unsubscribedTitle: 'Lembretes diários desativados · Parley',
  unsubscribedHeading: 'Os lembretes diários estão desativados',
  unsubscribedBody: 'Você não vai mais receber lembretes diários. Suas lições, revisões e sequência continuam como estavam.',
  unsubscribedLink: 'Reative-os em Hoje',
  unknownLinkTitle: 'Link não reconhecido · Parley',
  unknownLinkHeading: 'Não reconhecemos este link',
  unknownLinkBody: 'Nada foi alterado. O link pode estar incompleto: abra-o diretamente do e-mail ou desative o lembrete diário em Hoje.',
  unknownLinkAction: 'Abrir Hoje',
} satisfies Translation<typeof en>;
