/**
 * Screens, broadcasts and places on the web take 'on': 'on the phone', 'on the internet', 'on TV', 'on the radio', 'on
 * social media', 'on your website', 'on Instagram'
 * ('en el teléfono', 'dans internet' give 'in'). 'In the internet' and 'in TV' are always read so; 'in the phone' or
 * 'in the computer' only after time spent or talk ('spend hours in the phone'), since a thing may be inside one ('the
 * battery in the phone').
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const ALWAYS = /^(?:internet|tv|television|radio|social)$/;
const DEVICES = new Set(['phone', 'computer', 'laptop', 'tablet', 'mobile', 'screen']);
/** Places on the web, which take 'on' whatever comes before: 'on your website', 'on Instagram', 'on my blog'. */
const ON_THE_WEB = /^(?:website|websites|webpage|blog|instagram|facebook|youtube|twitter|linkedin|tiktok)$/;
const DETERMINERS = /^(?:the|your|our|their|his|her|my|its|a|this|that)$/;
/** What may follow a place on the web when it ends its phrase ('on your website and', 'on Instagram every day'). */
const AFTER_PLACE = /^(?:and|but|or|every|yesterday|today|last|when|because|so|to|for|with|about|that|which|where|before|after|too|again|now|since|until)$/;
const USE_BEFORE = /^(?:time|hours?|minutes?|day|talk|talks|talked|talking|speak|spoke|speaking|chat|chatting|play|plays|played|playing|look|looking|watch|watching|read|reading|see|saw|seen|busy|always|all)$/;

/** Words after which 'in' and a medium name a line of work ('experience in social media', 'a job in radio'). */
const TRADE_BEFORE = /^(?:experience|work|works|worked|working|career|careers|background|degree|expert|experts|specialist|skills|specialised|specialized)$/;

export const mediaPrepositions: GrammarRule = {
  id: 'media-prepositions',
  family: 'media-prepositions',
  explanation: describeFamily('media-prepositions'),
  examples: [
    { text: 'People spend too much time in the phone.', better: 'People spend too much time on the phone.' },
    { text: 'I read it in the internet.', better: 'I read it on the internet.' },
    { text: 'I found a job in the internet.', better: 'I found a job on the internet.' },
    { text: 'I saw the match in TV.', better: 'I saw the match on TV.' },
    { text: 'My son is always in the computer.', better: 'My son is always on the computer.' },
    // Places on the web.
    { text: 'I saw the advert in your website.', better: 'I saw the advert on your website.' },
    { text: 'She posts photos in Instagram every day.', better: 'She posts photos on Instagram every day.' },
  ],
  counterExamples: [
    'The battery in the phone is old.',
    'I read it on the internet.',
    'There is a virus in the computer.',
    'She works in television.',
    'I have three years of experience in social media.',
    'She wants a career in radio.',
    'He was in the radio station all day.',
    // Ordinary sentences that look like the error and are right.
    'We watched it on TV.',
    'The photos are in my phone.',
    'I saw it in a YouTube video.',
    'I read it in a blog post.',
    'I have experience in website development.',
    'There is a bug in the website code.',
    'He invested in Facebook years ago.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'in' || /\S/.test(t.post)) return;
      const first = tokens[i + 1];
      // 'in your website', 'in Instagram': a place on the web.
      const onTheWeb = DETERMINERS.test(first?.lower ?? '') ? tokens[i + 2] : first;
      // Only where it ends its phrase ('a YouTube video', 'the website code' name another thing), and not a trade or money put in.
      const afterPlace = tokens[tokens.indexOf(onTheWeb!) + 1];
      const endsPhrase = !!onTheWeb && (!afterPlace || /[,;:.!?]/.test(onTheWeb.post) || AFTER_PLACE.test(afterPlace.lower));
      if (onTheWeb && ON_THE_WEB.test(onTheWeb.lower) && endsPhrase && !TRADE_BEFORE.test(tokens[i - 1]?.lower ?? '') && !/^invest/.test(tokens[i - 1]?.lower ?? '')) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'on'), ...because('media-prepositions.on') });
        return;
      }
      const noun = first?.lower === 'the' ? tokens[i + 2] : first;
      if (!noun) return;
      // 'in the radio station', 'in television' (the trade): the medium as a place of work or a thing named after it.
      const after = tokens[tokens.indexOf(noun) + 1];
      const isFollowedByNoun = !!after && !/[,;:.!?]/.test(noun.post) && /^(?:station|studio|industry|show|programme|program|business|shop|store)s?$/.test(after.lower);
      const isMedium = (ALWAYS.test(noun.lower) && (noun.lower !== 'social' || after?.lower === 'media') && !(noun.lower === 'television' && first === noun)) || (DEVICES.has(noun.lower) && first?.lower === 'the' && USE_BEFORE.test(tokens[i - 1]?.lower ?? ''));
      // 'experience in social media', 'a career in television': the trade, as in 'She works in television'.
      const isTrade = TRADE_BEFORE.test(tokens[i - 1]?.lower ?? '');
      if (!isMedium || isFollowedByNoun || isTrade) return;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'on'), ...because('media-prepositions.on') });
    });
    return edits;
  },
};
