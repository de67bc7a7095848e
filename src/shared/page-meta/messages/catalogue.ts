/**
 * The page titles and descriptions with every translation bundled: the server's, for the first HTML. The
 * browser has its own catalogue of the same files, each language loaded on demand
 * (src/web/lib/page-meta/messages/catalogue.ts), so it never imports this one.
 */
import { defineCatalogue } from '#/shared/i18n/catalogue';
import ar from './ar';
import en from './en';
import es from './es';
import fr from './fr';
import ja from './ja';
import ptBR from './pt-BR';
import zhCN from './zh-CN';

export const bundledPageMetaCatalogue = defineCatalogue(en, { es, 'pt-BR': ptBR, fr, 'zh-CN': zhCN, ja, ar });
