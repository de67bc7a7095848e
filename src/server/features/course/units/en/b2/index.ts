/** The units of this level, in order, and their translations (../../translate-unit.ts). Add a unit's JSON file here. */
import u01 from './01-leading-a-meeting.json';
import u02 from './02-negotiating.json';
import u03 from './03-presenting-an-argument.json';
import u04 from './04-hypotheticals.json';
import u05 from './05-reported-speech.json';
import u06 from './06-complaint-at-work.json';
import u07 from './07-news-and-technology.json';
import u08 from './08-small-talk-and-networking.json';
import es from './translations/es.json';
import ptBR from './translations/pt-BR.json';
import fr from './translations/fr.json';
import zhCN from './translations/zh-CN.json';
import ja from './translations/ja.json';
import ar from './translations/ar.json';

export const units: unknown[] = [u01, u02, u03, u04, u05, u06, u07, u08];

export const translations = { es, 'pt-BR': ptBR, fr, 'zh-CN': zhCN, ja, ar };
