/** The units of this level, in order, and their translations (../../translate-unit.ts). Add a unit's JSON file here. */
import u01 from './01-el-fin-de-semana.json';
import u02 from './02-viajes.json';
import u03 from './03-de-compras.json';
import u04 from './04-en-el-medico.json';
import u05 from './05-planes.json';
import u06 from './06-la-casa-y-el-barrio.json';
import ptBR from './translations/pt-BR.json';
import fr from './translations/fr.json';
import zhCN from './translations/zh-CN.json';
import ja from './translations/ja.json';
import ar from './translations/ar.json';

export const units: unknown[] = [u01, u02, u03, u04, u05, u06];

export const translations = { 'pt-BR': ptBR, fr, 'zh-CN': zhCN, ja, ar };
