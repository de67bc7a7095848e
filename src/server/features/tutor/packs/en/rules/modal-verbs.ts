/**
 * 'should to invest' -> 'should invest', 'she can sings' -> 'she can sing', 'didn't went' -> 'didn't go'; a
 * participle with no object is a passive missing 'be': 'The room will cleaned tomorrow' -> 'will be cleaned'.
 */
import { has } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import { FREQUENCY_ADVERBS, MODALS, SUBJECT_PRONOUNS, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const DO_AUXILIARIES = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't"]);
/** Past forms that learners also write for another verb: 'fell' for 'feel', 'lead' (not a past) aside. */
const AMBIGUOUS_PASTS = new Set(['fell', 'felled', 'lay', 'founded', 'wound']);

/** The word before `at`, with the 'd of "you'd" as 'd'. */
const previous0 = (tokens: readonly { lower: string }[], at: number) => (tokens[at - 1]?.lower ?? '').replace(/^.*'/, '');

/** What comes before a modal whose verb is left out: 'everything we', 'all they', 'as much as I', 'the best you'. */
const ELLIPSIS_BEFORE = /(?:^|\s)(?:everything|anything|all|whatever|what|as much as|as soon as|as fast as|as well as|as far as|the best|the most|as hard as) (?:i|we|you|they|he|she|one)$/;

export const modalVerbs: GrammarRule = {
  id: 'modal-verbs',
  family: 'modal-verbs',
  explanation: describeFamily('modal-verbs'),
  examples: [
    { text: 'You must to see this film.', better: 'You must see this film.' },
    { text: 'He can cooks very well.', better: 'He can cook very well.' },
    { text: 'They should to try again.', better: 'They should try again.' },
    { text: "She doesn't wants to come.", better: "She doesn't want to come." },
    { text: 'Did you saw the match?', better: 'Did you see the match?' },
    // A past that is also the participle is still the past after 'do'.
    { text: "I didn't understood him at first.", better: "I didn't understand him at first." },
    { text: 'Did you bought a new phone?', better: 'Did you buy a new phone?' },
    { text: "We don't made any plans yet.", better: "We don't make any plans yet." },
    { text: 'They might went home early.', better: 'They might go home early.' },
    // A participle with no object is a passive missing 'be'; after a person, the base form.
    { text: 'The room will cleaned tomorrow.', better: 'The room will be cleaned tomorrow.' },
    { text: 'This problem can solved easily.', better: 'This problem can be solved easily.' },
    { text: 'He should studied more.', better: 'He should study more.' },
    // After a noun, 'will' is the future: the verb after it takes its base form.
    { text: 'My brother will came tomorrow.', better: 'My brother will come tomorrow.' },
    { text: 'The weather will became colder.', better: 'The weather will become colder.' },
  ],
  counterExamples: [
    // The modal ending a clause whose verb is left out, then a purpose.
    'We will do everything we can to resolve this issue.',
    'I worked as hard as I could to finish on time.',
    'Now I feel better, thanks.',
    'I am getting better thanks to my teacher.',
    'You ought to rest.',
    'I have to work tomorrow.',
    'She can be very funny.',
    'I did my best.',
    "I didn't used to like coffee.", // 'used to' after 'did' is common usage
    'I did, and then I told her.',
    "Did you read the letter?", // 'read': its past is its base form
    "They didn't put it back.",
    "She does made-to-measure suits.",
    'We will have finished by then.',
    'She spoke about may different things.',
    'You may fell tired after the long flight.', // 'feel' or 'fall'? A guess.
    'You may feel tired after the long flight.',
    'An unbending will to win.', // 'will' the noun
    // A month or a name, with its capital inside the sentence.
    'April showers bring May flowers.',
    'Every summer my friend Will drives us to the coast.',
    // Opening a statement, with a verb straight after it, the word is a name, a month or a noun: a statement
    // never opens on a modal and its verb.
    'Will said he was tired.',
    'May passed quickly and June was hot.',
    'Might makes right, they said.',
    // After an adjective, 'will' is the noun (what someone wants, or their strength of mind).
    'Free will exists only in our minds.',
    'Her strong will helped her through the illness.',
    'Good will comes from honest work.',
    // Ordinary sentences that look like the error and are right.
    'You should call your mother.',
    'She can swim very well.',
    'We must be careful on the ice.',
    'Will machines replace human teachers?',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((token, i) => {
      const isModal = MODALS.has(token.lower) || (has(token, 'Modal') && token.lower !== 'ought');
      const isDo = DO_AUXILIARIES.has(token.lower);
      if (!isModal && !isDo) return;
      // 'I feel better, thanks': a comma or a full stop after the word ends its clause, so what follows is no verb it governs;
      // and 'better' is a modal only as 'had better' ("you'd better go"), never after 'feel', 'much' or 'get'.
      if (/[.,;:!?]/.test(token.post) && isModal) return;
      if (token.lower === 'better' && !['had', 'd'].includes(previous0(tokens, i))) return;
      // 'bring May flowers', 'my friend Will drives': with a capital inside a sentence it is a month or a name.
      if (i > 0 && /^\p{Lu}/u.test(token.text) && token.text !== token.text.toUpperCase()) return;
      // 'on may subjects': after a preposition or an article the word is a slip for another ('many'), not a modal.
      const previous = tokens[i - 1];
      if (previous && (has(previous, 'Preposition') || has(previous, 'Determiner')) && !has(previous, 'Pronoun')) return;
      // 'A fierce will to win', 'a strong will.': described after a determiner, and with no verb after it, 'will' is a noun.
      const isDescribed = previous && (has(previous, 'Adjective') || /ing$/.test(previous.lower)) && (has(tokens[i - 2], 'Determiner') || has(tokens[i - 2], 'Possessive'));
      if (token.lower === 'will' && isDescribed && (tokens[i + 1]?.lower === 'to' || !tokens[i + 1] || /[.,;:!?]/.test(token.post))) return;
      // 'Free will exists', 'her strong will helped': after an adjective (not a word that is also a noun, as in
      // 'my brother will came'), 'will' is the noun, whatever follows it.
      if (token.lower === 'will' && previous && has(previous, 'Adjective') && !has(previous, 'Noun') && !has(previous, 'Pronoun')) return;
      let at = i + 1;
      if (tokens[at]?.lower === 'not') at++;
      // A question: 'Can she sings?', 'Will computers replace us?' -> the verb comes after the subject.
      const isQuestion = /\?/.test(tokens.at(-1)!.post);
      if (has(tokens[at], 'Pronoun') && isQuestion) at++;
      else if (isQuestion && i === 0) {
        while (tokens[at] && (has(tokens[at], 'Determiner') || has(tokens[at], 'Adjective') || has(tokens[at], 'Noun'))) at++;
        // 'Will computers depersonalize us?': a word the tagger calls a verb, before the base form, is the subject.
        if (has(tokens[at + 1], 'Infinitive')) at++;
      }
      while (FREQUENCY_ADVERBS.has(tokens[at]?.lower ?? '')) at++;
      const next = tokens[at];
      if (!next) return;
      // 'Will said he was tired', 'May passed quickly': a statement does not open on a modal and its verb, so the
      // word is a name, a month or a noun ('Might makes right').
      if (i === 0 && at === 1 && isModal && !isQuestion) return;
      // 'everything we can to help', 'as much as I could to finish': the modal ends a clause whose verb is left out, and
      // 'to' starts a purpose.
      const endsItsClause = ELLIPSIS_BEFORE.test(tokens.slice(Math.max(0, i - 4), i).map((t) => t.lower).join(' '));
      if (isModal && !endsItsClause && next.lower === 'to' && has(tokens[at + 1], 'Verb') && verbForms(tokens[at + 1]!.lower)?.infinitive === tokens[at + 1]!.lower) {
        edits.push({ start: at, end: at + 1, to: '', ...because('modal-verbs.no-to') });
        return;
      }
      // 'do' as a main verb ('I did my homework') is followed by a noun, not a verb form.
      if (isDo && (token.lower === 'do' || token.lower === 'does' || token.lower === 'did') && !tokens[i + 1]?.tags.has('Pronoun') && !/\?/.test(tokens.at(-1)!.post) && tokens[i + 1]?.lower !== 'not') return;
      const isInflected = has(next, 'Verb') && !has(next, 'Gerund') && !has(next, 'Infinitive') && !has(next, 'Participle') && (has(next, 'PastTense') || has(next, 'PresentTense'));
      // After 'did', 'don't', a past that is also the participle ('didn't understood', 'did you bought') is
      // still the past: no participle follows 'do' ('used to' aside: 'I didn't used to like it').
      const isPastAfterDo = isDo && next.lower !== 'used' && !/[.,;:!?]/.test(token.post) && verbForms(next.lower)?.past === next.lower;
      const forms = isInflected || isPastAfterDo ? verbForms(next.lower) : null;
      if (!forms || forms.infinitive === next.lower || ['be', 'have'].includes(forms.infinitive) && isModal) return;
      if (next.lower !== forms.thirdPerson && next.lower !== forms.past) return;
      // 'may fell afraid': 'fell' is as often 'feel' misspelt as the past of 'fall'.
      if (AMBIGUOUS_PASTS.has(next.lower)) return;
      // 'The room will cleaned tomorrow': a past participle with no object after it is a passive missing 'be'.
      const after = tokens[at + 1];
      const hasNoObject = !after || /[.,;:!?]/.test(next.post) || has(after, 'Adverb') || has(after, 'Preposition') || has(after, 'Date');
      const isPersonSubject = SUBJECT_PRONOUNS.has(previous?.lower ?? '') && previous?.lower !== 'it';
      if (isModal && next.lower === forms.participle && hasNoObject && !isPersonSubject) {
        edits.push({ start: at, end: at, to: 'be', ...because('modal-verbs.passive', { modal: token.lower, participle: next.lower }) });
        return;
      }
      edits.push({ start: at, end: at + 1, to: forms.infinitive, ...because('modal-verbs') });
    });
    return edits;
  },
};
