/**
 * A question word written without its accent at the start of a question: '¿Donde vives?' -> '¿Dónde vives?', 'Como te
 * llamas?' -> '¿Cómo...' (the accent only), '¿De donde eres?' -> 'dónde', '¿Por que estudias español?' -> 'por qué'. The
 * accent tells the question word from the linking word ('Vivo donde trabajo', 'Como mucha fruta', 'Si tengo tiempo, voy'),
 * so only a question's first word, or its first after a preposition, is changed.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const ACCENTED: Readonly<Record<string, string>> = {
  donde: 'dónde', adonde: 'adónde', como: 'cómo', que: 'qué', cuando: 'cuándo', cuanto: 'cuánto', cuanta: 'cuánta', cuantos: 'cuántos',
  cuantas: 'cuántas', quien: 'quién', quienes: 'quiénes', cual: 'cuál', cuales: 'cuáles',
};
/** Prepositions a question word may follow: '¿De dónde...?', '¿A qué hora...?', '¿Por qué...?', '¿Con quién...?', '¿Para qué...?'. */
const PREPOSITIONS = new Set(['de', 'a', 'por', 'con', 'para', 'en', 'desde', 'hasta', 'hacia', 'sin', 'sobre']);
/** 'que' opens a question as a question word only before these: a noun of time or kind, or a verb said of the listener. */
const AFTER_QUE = /^(?:hora|día|tal|pasa|pasó|haces|hiciste|quieres|te|tipo|clase|significa|es|son|opinas|piensas|estudias|comes|comiste|música|libro|idioma|color|edad)$/;

export const questionWordAccents: GrammarRule = {
  id: 'question-word-accents',
  family: 'question-word-accents',
  explanation: describeFamily('es:question-word-accents'),
  examples: [
    { text: '¿Donde vives?', better: '¿Dónde vives?' },
    { text: '¿De donde eres?', better: '¿De dónde eres?' },
    { text: '¿Cuanto cuesta el billete?', better: '¿Cuánto cuesta el billete?' },
    { text: '¿Por que estudias español?', better: '¿Por qué estudias español?' },
    { text: '¿Que hora es?', better: '¿Qué hora es?' },
    { text: '¿Con quien vives?', better: '¿Con quién vives?' },
  ],
  counterExamples: [
    '¿Dónde vives?',
    'Vivo donde trabajo.',
    'Como mucha fruta.',
    '¿Vienes cuando termines la clase?',
    'Dice que vienes mañana.',
    '¿Que vienes mañana?',
    // Ordinary sentences that look like the error and are right.
    'Cuando llego a casa, ceno.',
    '¿Sabes dónde está la estación?',
  ],
  find({ tokens, text }) {
    const edits: Edit[] = [];
    if (!/\?\s*$/.test(text.trim())) return edits;
    // The question's first word: after '¿', or the sentence's first; one preposition may come before it.
    const openAt = Math.max(0, tokens.findIndex((t) => /¿\s*$/.test(text.slice(Math.max(0, t.start - 2), t.start))));
    const at = PREPOSITIONS.has(tokens[openAt]?.lower ?? '') ? openAt + 1 : openAt;
    const word = tokens[at];
    const accented = word && ACCENTED[word.lower];
    if (!accented) return edits;
    if (word.lower === 'que' && !AFTER_QUE.test(tokens[at + 1]?.lower ?? '') && tokens[at - 1]?.lower !== 'por' && tokens[at - 1]?.lower !== 'para') return edits;
    // 'Por que' is 'por qué' asked, 'porque' answered: only the question word takes the accent.
    edits.push({ start: at, end: at + 1, to: matchCase(word.text, accented), ...because('es:question-word-accents.accent', { word: accented }) });
    return edits;
  },
};
