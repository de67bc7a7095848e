/** Closed word classes WordNet does not list, and nouns too general to echo back to a learner. */

export const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'your', 'our', 'his', 'her', 'their', 'this', 'that', 'these', 'those']);
export const PREPOSITIONS = new Set(['for', 'with', 'about', 'in', 'at', 'to', 'on', 'from']);
export const PLACE_WORDS = new Set(['in', 'to', 'from', 'visit', 'visited', 'visiting', 'near']);
export const FUNCTION_WORDS = new Set(
  ('i me mine myself you yours we us ours he him she hers it its they them theirs some any every each no all both many much ' +
    'more most few little other another such of by into onto over under after before during since until than as like through ' +
    'between around near behind beside opposite across along towards toward and or but so because if when while although though then am is are was were be been being do does did ' +
    'have has had will would can could should may might must shall very really quite also too just not never always often ' +
    'sometimes usually still already even maybe perhaps here there now nowadays today yesterday tomorrow tonight ago currently recently lately well yes ok okay ' +
    'hello hi hey please thanks thank what which who how why where lot lots one two three four five six seven eight nine ten last next')
    .split(' '),
);
/** Words of order that sit between a determiner and its noun ('my last job', 'the next step', 'our first flat'). */
export const ORDER_WORDS = new Set(['last', 'next', 'first', 'second', 'third', 'previous', 'other']);
export const GENERIC_NOUNS = new Set(
  ('thing things time times day days week weeks year years month months way ways people person kind sort bit part minute ' +
    'minutes hour hours moment morning afternoon evening night weekend weekends name english question answer example examples idea stuff ' +
    'something everything anything nothing home place fine teacher lesson piece opinion view end beginning middle start rest percent percentage ' +
    // Units of money: '3000 euros a month' tells an amount, no topic ('What do you think about euros?').
    'euro euros dollar dollars pound pounds peso pesos yen yuan rupee rupees franc francs cent cents').split(' '),
);
/** Nouns that measure rather than name a thing ('a lot', 'a couple', 'a great deal'): never a topic. */
/** Names of months and days: a date the learner gives ('on 3 March', 'since Monday') is no topic to echo. */
export const CALENDAR_NAMES = new Set('january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(' '));
export const AMOUNT_NOUNS = new Set('lot lots couple number while dozen half deal plenty amount'.split(' '));
export const DULL_GERUNDS = new Set(['asking', 'waiting', 'dealing', 'coping', 'handling', 'going', 'doing', 'getting', 'having', 'being', 'thinking', 'trying', 'saying', 'feeling', 'looking', 'coming', 'making', 'taking', 'missing', 'wanting', 'needing', 'meaning', 'knowing', 'hoping', 'wishing', 'seeming', 'belonging', 'understanding', 'remembering', 'forgetting']);
/**
 * Verbs after which an -ing is something that happens or is weighed, not a pastime ('I can't stop sweating', 'I am
 * thinking about buying a car', 'I stopped smoking'): never 'How did you get into sweating?'.
 */
export const NOT_PASTIME_LEADS = new Set(['stop', 'stops', 'stopped', 'keep', 'keeps', 'kept', 'avoid', 'avoids', 'avoided', 'quit', 'quitting', 'finish', 'finished', 'considering', 'consider', 'considered']);
/** 'thinking about buying', 'thought of moving': a choice weighed, not a pastime. */
export const WEIGHING_VERBS = new Set(['think', 'thinking', 'thought', 'worry', 'worrying', 'worried']);
/** Words in -ing that say how something makes people feel ('interesting', 'boring'): never an activity to echo. */
export const FEELING_INGS = new Set(
  ('interesting exciting boring amazing relaxing tiring surprising annoying confusing frightening disappointing embarrassing satisfying ' +
    'worrying shocking terrifying fascinating depressing pleasing charming thrilling exhausting inspiring touching moving amusing ' +
    'entertaining refreshing challenging rewarding stressing stunning astonishing').split(' '),
);
export const BE_FORMS = new Set(["am", "is", "are", "was", "were", "be", "been", "i'm", "you're", "we're", "they're", "he's", "she's", "it's"]);
export const TURN_ROUND: Record<string, string> = { my: 'your', our: 'your', mine: 'yours', myself: 'yourself' };

/** Plural subjects of the opinions learners give ('young people use technology', 'children play games'): the word after is their verb. */
export const PLURAL_SUBJECTS = new Set(
  'people children kids men women students parents friends teenagers adults workers families teachers tourists customers colleagues citizens governments companies employers employees'.split(' '),
);
export const SUBJECTS_AND_MODALS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'to', 'can', 'could', 'will', 'would', 'should', 'must', "don't", "didn't"]);
export const INTENSIFIERS = new Set(['really', 'very', 'quite', 'so', 'pretty']);
/** Colours: after a noun they say what it was made ('painted my bedroom blue', 'dyed my hair red'), never a compound's second noun. */
export const COLOURS = new Set('red orange yellow green blue purple pink brown black white grey gray beige turquoise'.split(' '));
