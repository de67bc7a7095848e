/**
 * How people say each STAR part when they tell a work story out loud, as patterns over one sentence of the
 * answer. The story is in the past: what happened, what fell to the speaker, what they did, how it ended.
 */

/** Past-tense verbs that are no step taken: being, feeling, wanting, working somewhere (that is context). */
const NOT_ACTIONS = 'was|were|had|did|felt|thought|believed|liked|loved|hated|wanted|needed|used|seemed|worked|lived|noticed|realised|realized|knew|got|hoped|enjoyed|studied';
const IRREGULAR_ACTIONS =
  'took|made|wrote|spoke|told|gave|met|sent|built|brought|set|put|ran|led|found|began|chose|kept|held|taught|sold|paid|bought|drove|went|sat|rang|dealt|drew|flew|left|read|rebuilt|rewrote|stood|split|sorted|spent|won|caught|cut';
const ADVERB = '(?:then|also|first|finally|just|personally|immediately|quickly|carefully|\\w+ly|both|all|together)';

/** 'I called', 'we quickly rebuilt', 'then I spoke': the speaker or their team did something, in the past. */
export const FIRST_PERSON_PAST = new RegExp(`\\b(?:I|we)\\s+(?:${ADVERB}\\s+){0,2}(?!(?:${NOT_ACTIONS})\\b)([a-z]*[^\\We]ed|${IRREGULAR_ACTIONS})\\b`, 'i');

export const STAR_CUES = {
  situation: [
    /\b(?:when|while) (?:I|we) (?:was|were)\b/i,
    /\b(?:at|in) my (?:previous|last|old|current|first|second) (?:job|company|role|position|team|workplace|internship)\b/i,
    /\b(?:last|one) (?:year|month|week|spring|summer|autumn|winter|day|night|morning|time)\b/i,
    /\b(?:a|two|three|four|five|few|couple of) (?:years?|months?|weeks?) ago\b/i,
    /\b(?:I|we) (?:worked|was working|were working) (?:as|at|in|for)\b/i,
    /\bback in\b|\bonce\b|\bthere (?:was|were)\b|\bsituation\b|\bproject\b/i,
    /\b(?:our|the) (?:team|company|client|customer|manager|shop|restaurant|hotel|school|website|project) (?:was|were|had)\b/i,
    // A year or a stretch of work named ('In 2022', 'During my internship'), and what happened to others ('our main supplier suddenly stopped').
    /\bin (?:19|20)\d\d\b|\bduring (?:my|our|the|a) (?:internship|placement|first|last|previous|time)\b/i,
    /\b(?:our|the|my) (?:main |biggest |key |new |only )?(?:supplier|client|customer|manager|boss|team|company|factory|system|server|colleague|department|partner)s? (?:suddenly |unexpectedly |then )?(?:stopped|broke|failed|closed|left|cancelled|canceled|changed|crashed|complained|quit|went down)\b/i,
  ],
  task: [
    /\bmy (?:main )?(?:task|goal|job|role|responsibility|aim|mission|part) (?:was|would be)\b/i,
    /\bI was (?:responsible|asked|in charge|tasked|supposed|expected|chosen)\b/i,
    // The role the story gave the speaker: 'I was the project lead', 'I was the coordinator'.
    /\bI was (?:the|a) (?:\w+ )?(?:lead|leader|manager|coordinator|owner|head|captain|organi[sz]er|person in charge)\b/i,
    /\b(?:I|we) (?:had|needed|was asked|were asked) to\b/i,
    /\b(?:it was|it became) (?:my|our) (?:job|task|responsibility)\b/i,
    /\b(?:asked|told|wanted) (?:me|us) to\b/i,
    /\bthe (?:challenge|goal|problem|issue|aim|task) (?:was|for me was)\b/i,
  ],
  result: [
    /\b(?:as a result|the result|the outcome|in the end|at the end|finally|eventually|thanks to (?:this|that)|since then|because of (?:this|that))\b/i,
    /\b(?:which|that|this) meant\b/i,
    /\b(?:increased|reduced|improved|saved|achieved|grew|won|doubled|halved|cut|dropped|fell|rose|went (?:up|down)|promoted|thanked|praised)\b/i,
    /\b(?:on time|ahead of (?:time|schedule)|before the deadline|never happened again)\b/i,
    // 'a week early', 'two weeks early', '3 days ahead of schedule': finished before it was due.
    /\b(?:a|an|one|two|three|four|five|six|\d+|several|a few) (?:days?|weeks?|months?|hours?|minutes?) (?:early|earlier|sooner|ahead)\b/i,
    /\b(?:was|were|felt) (?:very |really |so |much )?(?:happy|pleased|satisfied|delighted|impressed|solved|fixed|finished|delivered|resolved|ready)\b/i,
    /\bpercent\b|%|\b(?:learned|learnt)\b/i,
    // A mark or a review that was the outcome: 'We got the best mark of the class', 'a score of 18 out of 20'.
    /\b(?:got|received|earned|gained|had) (?:the |a |an |very )?(?:best|highest|top|first|good|great|excellent|high|full|positive) (?:marks?|grades?|scores?|results?|feedback|reviews?|ratings?|place|prize)\b|\b\d+ (?:of|out of) \d+\b/i,
  ],
} as const;
