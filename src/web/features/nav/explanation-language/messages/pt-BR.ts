import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  explainInMyLanguage: 'Explicar no meu idioma',
  explainHint: 'Correções, dicas e comentários são explicados neste idioma; suas conversas continuam no idioma que você está aprendendo.',
  explainNotSaved: 'Não foi possível salvar sua escolha. Tente novamente.',
} satisfies Translation<typeof en>;
