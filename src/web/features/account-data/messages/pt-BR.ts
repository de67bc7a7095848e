import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  downloadData: 'Baixar meus dados',
  deleteAccount: 'Excluir minha conta',
  deleteWarning: 'Isso exclui para sempre suas conversas, seu caderno, seu progresso, seu perfil e seus acessos, e cancela sua assinatura. Não é possível desfazer.',
  typeEmailToConfirm: 'Digite seu e-mail ({email}) para confirmar',
  cancel: 'Cancelar',
  deleting: 'Excluindo...',
  deleteForGood: 'Excluir minha conta para sempre',
  metaTitle: 'Conta excluída | Parley',
  metaDescription: 'Sua conta do Parley e tudo o que havia nela foram excluídos.',
  deletedTitle: 'Sua conta foi excluída',
  deletedText: 'Suas conversas, seu caderno, seu progresso, seu perfil e seus acessos foram apagados, e qualquer assinatura foi cancelada. Você saiu da sua conta.',
  thanks: 'Obrigado por praticar com o Parley. Volte quando quiser.',
  backToHome: 'Voltar ao início',
  createNewAccount: 'Criar uma nova conta',
} satisfies Translation<typeof en>;
