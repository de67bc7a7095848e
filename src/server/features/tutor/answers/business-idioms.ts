/** Ethan's everyday business English: idioms people hear at work, and phrases for common meeting moves. */
import { EVERYDAY_IDIOMS } from './everyday-idioms';
import { ENDING_LINES_REQUEST, OPENING_LINES_REQUEST } from './presentation-lines';

export type Idiom = { idiom: string; meaning: string; example: string };


/** Abbreviations heard and read at work ("What is a KPI?"): explained when asked, never offered as idioms. */
export const BUSINESS_ABBREVIATIONS: readonly Idiom[] = [
  { idiom: 'KPI', meaning: 'a key performance indicator: a number that shows how well a team or a business is meeting a goal', example: 'Our main KPI this quarter is the number of new customers.' },
  { idiom: 'ROI', meaning: 'return on investment: how much you get back compared with what you spent', example: 'The new software paid for itself, so the ROI was good.' },
  { idiom: 'ETA', meaning: 'estimated time of arrival: when someone or something should arrive or be ready', example: "What's the ETA on the report?" },
  { idiom: 'EOD', meaning: "end of day: before the end of today's working day", example: 'Can you send me the slides by EOD?' },
  { idiom: 'FYI', meaning: 'for your information: I am telling you, but you need not do anything', example: 'FYI, the meeting room has changed.' },
  { idiom: 'OOO', meaning: 'out of office: away from work', example: "I'm OOO until Monday, so please contact Maria." },
  { idiom: 'TBC', meaning: 'to be confirmed: not decided yet', example: 'The date of the launch is TBC.' },
  { idiom: 'HR', meaning: 'human resources: the team that deals with hiring, pay and questions from staff', example: 'Please send the signed form to HR.' },
  { idiom: 'AI', meaning: 'artificial intelligence: computer programs that can learn, write or talk, like the teachers here', example: 'Many companies now use AI to answer questions from customers.' },
  { idiom: 'CV', meaning: 'curriculum vitae: the document that lists your education and work experience, called a résumé in American English', example: 'Please send your CV and a cover letter.' },
  { idiom: 'CEO', meaning: 'chief executive officer: the person who runs a company', example: 'The CEO spoke to all the staff on Monday.' },
  { idiom: 'B2B', meaning: 'business to business: selling to other companies, not to the public', example: 'We are a B2B company, so our customers are other businesses.' },
];

export const BUSINESS_IDIOMS: readonly Idiom[] = [
  { idiom: 'circle back', meaning: 'to return to a topic later', example: "Let's circle back to the budget after lunch." },
  { idiom: 'team player', meaning: 'someone who works well with others and puts the team’s goals before their own', example: "We need a team player who shares what she knows." },
  { idiom: 'touch base', meaning: 'to check in with someone briefly', example: "I'll touch base with the client on Friday." },
  { idiom: 'ballpark figure', meaning: 'a rough estimate', example: 'Can you give me a ballpark figure for the cost?' },
  { idiom: 'on the same page', meaning: 'agreeing and understanding things the same way', example: 'Before we start, I want to make sure we are on the same page.' },
  { idiom: 'think outside the box', meaning: 'to think creatively, in a new way', example: 'We need to think outside the box to win this client.' },
  { idiom: 'low-hanging fruit', meaning: 'the easiest tasks or wins to get first', example: "Let's go for the low-hanging fruit this quarter." },
  { idiom: 'move the needle', meaning: 'to make a noticeable difference', example: "A new logo won't move the needle on sales." },
  { idiom: 'bandwidth', meaning: 'the time or energy someone has for more work', example: "I don't have the bandwidth for another project this month." },
  { idiom: 'take it offline', meaning: 'to discuss something later, outside the meeting', example: "That's a detail, so let's take it offline." },
  { idiom: 'get the ball rolling', meaning: 'to start something', example: "Let's get the ball rolling with a quick introduction." },
  { idiom: 'back to the drawing board', meaning: 'to start planning again after a failure', example: "The client said no, so it's back to the drawing board." },
  { idiom: 'keep me in the loop', meaning: 'keep me informed', example: 'Please keep me in the loop about the launch date.' },
  { idiom: 'keep me posted', meaning: 'tell me about any news', example: "Keep me posted on how the meeting goes." },
  { idiom: 'up in the air', meaning: 'not decided yet', example: 'Our holiday plans are up in the air until my boss replies.' },
  { idiom: 'cut corners', meaning: 'to do something cheaply or badly to save time or money', example: "We can't cut corners on safety." },
  { idiom: 'win-win', meaning: 'good for everyone involved', example: 'A shorter contract is a win-win for both sides.' },
  { idiom: 'hit the ground running', meaning: 'to start a new job or project quickly and well', example: 'She hit the ground running in her first week.' },
  { idiom: 'the bottom line', meaning: 'the most important point, or a company’s final profit', example: 'The bottom line is that we need more staff.' },
  { idiom: 'call it a day', meaning: 'to stop working for today', example: "It's six o'clock, so let's call it a day." },
  { idiom: 'drop the ball', meaning: 'to make a mistake by forgetting or not doing something', example: 'I dropped the ball on that email, sorry.' },
  { idiom: 'run it by', meaning: 'to ask someone’s opinion about an idea', example: 'Let me run it by my manager first.' },
  { idiom: 'heads-up', meaning: 'a warning or early notice', example: 'Just a heads-up: the meeting moved to three.' },
  { idiom: 'ahead of the curve', meaning: 'ahead of competitors or trends', example: 'Their app is ahead of the curve.' },
  { idiom: 'wrap up', meaning: 'to finish', example: "Let's wrap up with the next steps." },
  { idiom: 'pick your brain', meaning: 'to ask for your ideas or advice', example: 'Could I pick your brain about the pitch?' },
  { idiom: 'back-of-the-envelope', meaning: 'a quick, rough calculation', example: 'A back-of-the-envelope estimate says it will pay off in a year.' },
  { idiom: 'learning curve', meaning: 'how quickly someone can learn something new', example: 'The new software has a steep learning curve.' },
  { idiom: 'game changer', meaning: 'something that changes a situation completely', example: 'Remote work was a game changer for our team.' },
  { idiom: 'get back to you', meaning: "to answer someone later, once you have the information, a polite way to say you don't know yet", example: "Good question: let me check the numbers and I'll get back to you tomorrow." },
  { idiom: 'thanks in advance', meaning: 'thank you now for help you expect to get, polite, though some readers find it a little pushy', example: 'Could you send me the slides before Friday? Thanks in advance.' },
  { idiom: 'out of office', meaning: 'away from work, on holiday or travelling, as in the automatic out-of-office reply you set', example: "I'll be out of office next week, so please write to Maria." },
  // What a negotiation and a working week say ('Can we meet halfway?').
  { idiom: 'meet halfway', meaning: 'to agree to something between what you want and what the other side wants, each giving a little', example: 'You want 10% and we offered 6%, so can we meet halfway at 8%?' },
  { idiom: 'deal breaker', meaning: 'one thing that makes you say no to the whole deal', example: 'A three-year contract is a deal breaker for us.' },
  { idiom: 'final offer', meaning: 'the last price or terms someone will give; after it, they will stop negotiating', example: 'This is our final offer: 50,000 and a start in May.' },
  { idiom: 'on the table', meaning: 'offered or being discussed now', example: 'Free delivery is on the table if you sign this week.' },
  { idiom: 'a tight deadline', meaning: 'very little time to finish something', example: 'We are on a tight deadline, so the report is due tomorrow.' },
];

const normalize = (text: string) => text.toLowerCase().replace(/[’']/g, "'").replace(/[^a-z' -]+/g, ' ').replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

/** An idiom asked about, from Ethan's business table first, then the everyday one. */
export function findIdiom(text: string): Idiom | null {
  // Quoted with the subject and verb it was heard with ("it's raining cats and dogs"), unless the idiom holds them ('it's not rocket science').
  const asked = normalize(text).replace(/^(?:to|a|an|the) /, '');
  const bare = asked.replace(/^(?:it's|it is|it was|i'm|i am|he's|she's|we're|they're|you're) (?=\S+ing\b|\S+ \S+)/, '').replace(/^(?:feeling|to|a|an|the|let's|let us) /, '');
  const matches = (key: string) => (i: Idiom) => {
    const idiom = normalize(i.idiom).replace(/^(?:to|a|an|the) /, '');
    // An idiom that takes an object, asked with one ('keep an eye on it' for 'keep an eye on').
    const withObject = key.startsWith(`${idiom} `) && /^(?:it|this|that|something|things)$/.test(key.slice(idiom.length + 1));
    return key === idiom || key === `${idiom}s` || key.replace(/\b(?:it|this|that)\b/, 'it') === idiom || (idiom.startsWith(key) && key.split(' ').length >= 2) || withObject;
  };
  const idioms = [...BUSINESS_IDIOMS, ...BUSINESS_ABBREVIATIONS, ...EVERYDAY_IDIOMS];
  return idioms.find(matches(asked)) ?? idioms.find(matches(bare)) ?? null;
}

/** Phrases for the meeting moves Ethan promises: interrupt politely, disagree diplomatically, summarise... */
/** `followUp`: the practice turn after the phrases, where the usual role-play in a meeting does not fit. */
export const MEETING_PHRASES: ReadonlyArray<{ move: RegExp; phrases: string; followUp?: string }> = [
  // Before small talk's topics, whose words ('good') the move may hold.
  { move: /first impression/, phrases: "Arrive a few minutes early, smile, shake hands and use their name: 'Nice to meet you, Ms Weber.' Start with a little small talk, like 'How is your week going?', then listen more than you talk, and end by agreeing the next step: 'So I'll send you the figures by Friday.'", followUp: "Let's practise: I'm your new client, and we've just met in the lobby. I say: hello, you must be from the sales team. What do you say?" },
  // Asked which topics to keep to or avoid in small talk (the subject is the question's own words).
  { move: /\b(?:not say|never say|avoid|shouldn'?t|safe|topics?|not talk|never talk|not ask|never ask|ok|okay|good|bad)\b/, phrases: "Keep to safe topics: the event, the journey, the weather, food, travel and work in general. Leave money, politics, religion and health alone until you know someone well, and never ask someone's age or salary.", followUp: "Let's try: we've just met at a conference. What do you say to start a conversation?" },
  // Someone turns the learner's idea down ('What if my boss says no?'): the move is 'says no', 'disagrees', 'rejects'.
  { move: /^(?:says? no|disagrees?|rejects?|(?:doesn'?t|don'?t) (?:agree|like|accept)|turns? (?:it|my \w+) down)$/, phrases: "Stay calm and find out why before you argue: 'Can I ask what worries you about it?' Then answer that worry, or offer a smaller step: 'Could we try it for one month and look at the results?' And if it's still no, keep the door open: 'Thanks for considering it. I'll come back with more data.'", followUp: "Let's practise: I'm your boss, and I've just said: I'm sorry, I don't think your idea will work. What do you say?" },
  { move: /negotiat|raise|pay rise|promotion|salary/, phrases: "Lead with what you bring, then name a number: 'Based on my results this year and what the role pays elsewhere, I'm looking for 55,000.' If the answer is no, ask what would change it: 'What would I need to achieve to reach that?' or 'Could we agree to review it in six months?'", followUp: "Let's practise: I'm your manager, and I've just said: we can offer you 48,000. What do you say?" },
  { move: /interrupt/, phrases: "Try 'Sorry to interrupt, but could I add something here?' or 'Can I just jump in for a second?'" },
  { move: /disagree|say no|decline/, phrases: "Try 'I see your point, but I'm not sure that will work because...' or 'I'd look at it slightly differently.'" },
  { move: /summari[sz]e|wrap/, phrases: "Try 'So, to sum up, we've agreed to...' or 'Let me quickly recap the main points.'" },
  { move: /clarification|repeat/, phrases: "Try 'Sorry, could you clarify what you mean by...?' or 'Could you say that again? I want to make sure I got it.'" },
  { move: /move on/, phrases: "Try 'If there's nothing else on this, let's move on to the next point.' or 'Let's park that for now.'" },
  { move: /(?:open|start) (?:a|the) meeting/, phrases: "Try 'Thanks, everyone, for coming. Let's get started.' and then 'The goal today is to...'" },
  { move: /(?:end|close) (?:a|the) meeting/, phrases: "Try 'Let's wrap up there. The next steps are...' and 'Thanks, everyone, I'll send a summary by email.'" },
  { move: /start (?:a|the|my) presentation/, phrases: "Try 'Today I'd like to walk you through three things...' and then name them in order.", followUp: `What is your presentation about? ${OPENING_LINES_REQUEST}` },
  { move: /(?:end|finish|close|conclude|wrap up) (?:a|the|my) presentation/, phrases: "Try 'To sum up, the key takeaway is...' and then 'I'm happy to take any questions.'", followUp: `What is the one message you want people to remember? ${ENDING_LINES_REQUEST}` },
  { move: /small talk/, phrases: "Try 'How was your trip in?' or 'Have you been to one of these events before?', then ask a follow-up about their answer." },
  { move: /follow up/, phrases: "Try 'I just wanted to follow up on my email from Tuesday.' or 'Any news on the proposal?'" },
  { move: /graph|chart|figures|numbers|data|sales|results|trend|slide/, phrases: "Try 'As you can see from this graph, sales rose sharply in March.' or 'The figures went up by ten percent and then levelled off.' The verbs people use are rise, fall, peak, level off and double." },
  { move: /answer|know|difficult|tough|hard/, phrases: "Try 'That's a good question. I don't have the figure with me, but I'll check and email you today.' or 'Let me come back to you on that after the meeting.' Nobody expects you to know everything; they expect you to follow up." },
  // Formally, to a client or a senior person, before the everyday way.
  { move: /introduce myself formally/, phrases: "Try 'Good morning, my name is Ana Silva. I'm the head of design at...', then 'It's a pleasure to meet you.' Use your full name and your job title, and shake hands or nod as you say it.", followUp: 'Let’s role-play it: I’m your new client and we have just met. Introduce yourself to me.' },
  { move: /introduce myself/, phrases: "Try 'Hi, I'm Ana, I lead the design team at...', then one sentence on what you're working on now." },
];
