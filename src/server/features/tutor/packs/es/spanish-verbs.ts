/** Present to preterite for regular verbs and the commonest irregular ones (first and third person singular, 'nosotros'). */
import irregularPreteritesWords from './words/irregular-preterites.json';
import regularArStemsWords from './words/regular-ar-stems.json';

const IRREGULAR_PRESENT_TO_PRETERITE: Record<string, string> = irregularPreteritesWords;

/** Regular verb stems the rules can trust ('casa' is a noun, 'cocina' both: only these are read as verbs). */
const AR: readonly string[] = regularArStemsWords;
const ER_IR = 'com beb corr aprend le vend escrib viv abr sal decid'.split(' ');

export function presentToPreterite(word: string): string | null {
  if (IRREGULAR_PRESENT_TO_PRETERITE[word]) return IRREGULAR_PRESENT_TO_PRETERITE[word]!;
  for (const stem of AR) {
    const rest = word.slice(stem.length);
    if (!word.startsWith(stem)) continue;
    const preterite: Record<string, string> = { o: 'é', a: 'ó', amos: 'amos', an: 'aron', as: 'aste' };
    if (preterite[rest]) return stem === 'lleg' && rest === 'o' ? 'llegué' : stem === 'busc' && rest === 'o' ? 'busqué' : stem === 'practic' && rest === 'o' ? 'practiqué' : stem + preterite[rest];
  }
  for (const stem of ER_IR) {
    const rest = word.slice(stem.length);
    if (!word.startsWith(stem)) continue;
    const preterite: Record<string, string> = { o: 'í', e: 'ió', emos: 'imos', imos: 'imos', en: 'ieron', es: 'iste' };
    if (preterite[rest]) return stem + preterite[rest];
  }
  return null;
}

/** Preterite to imperfect for regular -ar/-er/-ir verbs ('jugué' -> 'jugaba', 'comí' -> 'comía'). */
export function preteriteToImperfect(word: string): string | null {
  const irregular: Record<string, string> = { fui: 'iba', fue: 'iba', jugué: 'jugaba', jugó: 'jugaba', fuimos: 'íbamos', tuve: 'tenía', tuvo: 'tenía', hice: 'hacía', hizo: 'hacía', vi: 'veía', vio: 'veía' };
  if (irregular[word]) return irregular[word]!;
  let m = /^(\w+?)(é|ó|aron)$/u.exec(word);
  if (m && AR.some((s) => m![1] === s || m![1] === s.replace(/c$/, 'qu').replace(/g$/, 'gu'))) return `${m[1]}${m[2] === 'aron' ? 'aban' : 'aba'}`;
  m = /^(\w+?)(í|ió|ieron)$/u.exec(word);
  if (m && ER_IR.includes(m[1]!)) return `${m[1]}${m[2] === 'ieron' ? 'ían' : 'ía'}`;
  return null;
}
