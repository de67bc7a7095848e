import { defineCatalogue } from '#/shared/i18n/catalogue';
import ar from './ar';
import en from './en';
import es from './es';
import fr from './fr';
import ja from './ja';
import ptBR from './pt-BR';
import zhCN from './zh-CN';

export const lessonCardCatalogue = defineCatalogue(en, { es, 'pt-BR': ptBR, fr, 'zh-CN': zhCN, ja, ar });
