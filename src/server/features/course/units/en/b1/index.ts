/** The units of this level, in order, and their translations (../../translate-unit.ts). Add a unit's JSON file here. */
import u01 from './01-job-interview.json';
import u02 from './02-experiences.json';
import u03 from './03-complaints.json';
import u04 from './04-opinions.json';
import u05 from './05-future-plans.json';
import u06 from './06-health-advice.json';
import u07 from './07-renting-a-flat.json';
import u08 from './08-phone-calls.json';
import es from './translations/es.json';
import ptBR from './translations/pt-BR.json';
import fr from './translations/fr.json';
import zhCN from './translations/zh-CN.json';
import ja from './translations/ja.json';
import ar from './translations/ar.json';

export const units: unknown[] = [u01, u02, u03, u04, u05, u06, u07, u08];

export const translations = { es, 'pt-BR': ptBR, fr, 'zh-CN': zhCN, ja, ar };
