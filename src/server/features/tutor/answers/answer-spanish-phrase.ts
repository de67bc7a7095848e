/** "How do you say 'I miss my friends' in Spanish?": Lucía's phrasebook, and honesty beyond it. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findSpanishPhrase } from './spanish-phrasebook';
import { describedInSpanish } from './spanish-described';
import { isSpanishTeacher, leadIn } from './teacher-voice';
import { capitalizeLoneI } from '../text-pieces';

export function answerSpanishPhrase(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const { teacher, chooser } = context;
  const asked = question.subject.replace(/^(?:the (?:word|phrase|sentence) )/i, '');
  // What someone is like ('my brother is very funny') is built from her word lists when no phrase holds it.
  const entry = findSpanishPhrase(asked) ?? (isSpanishTeacher(teacher) ? describedInSpanish(asked) : null);
  const lead = leadIn(context);
  if (isSpanishTeacher(teacher)) {
    if (!entry) {
      // Not '¡Claro que sí!' before a phrase she will not give: a thinking sound, then the honest answer.
      const thinking = 'Mmm...';
      return {
        // A word or two is a word not in her lists; more is a sentence not in her phrasebook.
        text: asked.trim().split(/\s+/).length <= 2
          ? `${thinking} (That word isn't in my word lists, and I'd rather not guess and teach you something wrong. Can you describe it in Spanish, with words you already know? We'll find it together.)`
          : `${thinking} (I don't have that exact sentence in my phrasebook, and I'd rather not guess and teach you something wrong. Tell me the Spanish words you already know for it, and we'll build it together.)`,
        // Her answer asks for their words: no other question after it.
        followUp: '',
        isHonestFallback: true,
      };
    }
    const note = entry.note ? ` (${entry.note})` : '';
    // A sentence keeps its own stop; a word from the lists is quoted, as she quotes words elsewhere («madrugar»).
    const said = /[.!?]$/.test(entry.spanish) ? entry.spanish : `«${entry.spanish}».`;
    return { text: `${lead} (To say ${capitalizeLoneI(asked)}:) ${said}${note}`, followUp: chooser.pick('spanish-repeat', ['¿Lo dices tú? (Now you say it.)', '¿Lo repites conmigo? (Can you say it with me?)']) };
  }
  if (!entry) return { text: `${lead} I teach English, so I don't have that Spanish sentence to hand, and I'd rather not guess. Lucía, our Spanish teacher, would be the one to ask.`, isHonestFallback: true };
  return { text: `${lead} In Spanish that's '${entry.spanish.replace(/[.]$/, '')}'.${entry.note ? ` ${entry.note}` : ''} Lucía, our Spanish teacher, can help you practise it.` };
}
