/**
 * A skill is known 'how to' do: 'My son knows to read' -> 'knows how to read', 'Do you know to swim?' -> 'know how to
 * swim'. 'know to' is English too, for knowing what one should do ('She knew to call for help', 'He knows to read the
 * instructions first'), so only a verb of skill with nothing after it but its manner or a language ('swim well', 'speak
 * English', 'read already') is a skill.
 */
import type { Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const KNOW_FORMS = new Set(['know', 'knows', 'knew', 'known', 'knowing']);
/** Verbs of a skill one learns once: swimming, driving, reading. */
const SKILLS = new Set(['swim', 'drive', 'cook', 'read', 'write', 'speak', 'dance', 'sing', 'ski', 'skate', 'ride', 'type', 'sew', 'knit', 'draw', 'paint', 'code', 'program', 'surf', 'dive', 'fly', 'bake', 'juggle']);
/** What may follow a skill and still leave it a skill: its manner, its time, a language. */
const AFTER_A_SKILL = new Set(['well', 'very', 'really', 'quite', 'a', 'little', 'bit', 'already', 'yet', 'now', 'properly', 'fluently', 'fast', 'perfectly', 'too', 'english', 'spanish', 'french', 'german', 'chinese', 'arabic', 'japanese', 'italian', 'portuguese', 'russian', 'korean', 'and', 'but', 'at', 'all']);

/** The words after the skill up to the clause's end are all manner, time or a language ('swim very well', 'read already'). */
function endsAsASkill(tokens: readonly Token[], skillAt: number): boolean {
  for (let i = skillAt; i < tokens.length; i++) {
    if (i > skillAt && !AFTER_A_SKILL.has(tokens[i]!.lower)) return false;
    if (/[,;:.!?]/.test(tokens[i]!.post) || tokens[i]!.lower === 'and' || tokens[i]!.lower === 'but') return true;
  }
  return true;
}

export const knowHowTo: GrammarRule = {
  id: 'know-how-to',
  family: 'know-how-to',
  explanation: describeFamily('know-how-to'),
  examples: [
    { text: 'My son knows to read already.', better: 'My son knows how to read already.' },
    { text: 'Do you know to swim?', better: 'Do you know how to swim?' },
    { text: "My father doesn't know to drive.", better: "My father doesn't know how to drive." },
    { text: 'She knows to speak English very well.', better: 'She knows how to speak English very well.' },
    { text: 'When I was five, I already knew to ride a bike.', better: 'When I was five, I already knew how to ride a bike.' },
  ],
  counterExamples: [
    'My son knows how to read already.',
    'She knew to call for help.', // what one should do
    'He knows to read the instructions first.',
    'Do you know to cook the rice before adding it?',
    'I know the way to swim faster is practice.',
    'They want to know to which school they should go.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (!KNOW_FORMS.has(t.lower) || tokens[i + 1]?.lower !== 'to' || /[,;:.!?]/.test(t.post)) return;
      const skill = tokens[i + 2];
      if (!skill || !SKILLS.has(skill.lower)) return;
      // 'ride a bike', 'play': a vehicle after 'ride' is still the skill.
      const isVehicle = skill.lower === 'ride' && ['a', 'the'].includes(tokens[i + 3]?.lower ?? '') && ['bike', 'bicycle', 'horse', 'motorbike', 'motorcycle'].includes(tokens[i + 4]?.lower ?? '');
      if (!isVehicle && !endsAsASkill(tokens, i + 2)) return;
      edits.push({ start: i + 1, end: i + 1, to: 'how', ...because('know-how-to.skill', { verb: skill.lower }) });
    });
    return edits;
  },
};
