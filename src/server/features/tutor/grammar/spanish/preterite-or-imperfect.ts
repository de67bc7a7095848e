/**
 * 'Ayer voy al cine' -> 'Ayer fui' (a finished time wants the preterite); 'Cuando era niño, jugué todos los
 * días' -> 'jugaba' (a habit in the past wants the imperfect).
 */
import type { Edit, GrammarRule } from '../rules/grammar-rule';
import { presentToPreterite, preteriteToImperfect } from './spanish-verbs';

const FINISHED = /\b(ayer|anoche|anteayer|(el|la) (año|semana|mes|verano|invierno|lunes|martes|miércoles|jueves|viernes|sábado|domingo) pasad[oa]|hace \w+ (días|años|meses|semanas))\b/i;
const HABIT_IN_PAST = /\b(cuando era (niño|niña|pequeño|pequeña|joven)|de (niño|niña|pequeño|pequeña))\b.*\b(todos los días|siempre|cada (día|semana|verano)|a menudo|normalmente)\b/i;

export const preteriteOrImperfect: GrammarRule = {
  family: 'preterite-imperfect',
  find({ tokens, text }) {
    const edits: Edit[] = [];
    if (HABIT_IN_PAST.test(text)) {
      tokens.forEach((t, i) => {
        const imperfect = t.lower !== 'era' ? preteriteToImperfect(t.lower) : null;
        if (imperfect) edits.push({ start: i, end: i + 1, to: imperfect, why: 'Para costumbres del pasado usamos el imperfecto. For past habits, the imperfect.' });
      });
      return edits;
    }
    const marker = FINISHED.exec(text);
    if (!marker) return [];
    for (const [i, t] of tokens.entries()) {
      const preterite = presentToPreterite(t.lower);
      if (preterite && !['es', 'está'].includes(t.lower)) {
        edits.push({ start: i, end: i + 1, to: preterite, why: `'${marker[0]}' es un tiempo terminado: usamos el pretérito. A finished time takes the preterite.` });
        break;
      }
    }
    return edits;
  },
};
