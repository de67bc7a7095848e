/**
 * What to say in an everyday situation ("What should I say to an angry guest?", "How can I say no politely?"):
 * a few phrases people really use, and a role-play to try one. Each situation is data: what it is asked as, the
 * phrases, who the teacher plays, and the questions it must answer and must leave to other answers (run as tests).
 */

export type Situation = {
  id: string;
  /** Tested on the learner's whole question, once it asks what to say or how to say something. */
  asked: RegExp;
  phrases: readonly [string, string, string];
  /** The teacher's opening line in the role-play, as the other person. */
  rolePlay: string;
  /** The other person's next lines, one after each of the learner's, before the role-play ends. */
  goesOn: readonly string[];
  /**
   * What the other person says to a request the learner makes on their own ('A table for two, please' to a waiter who
   * asked for the order), instead of the next scripted line, which then still comes.
   */
  replies?: ReadonlyArray<readonly [asked: RegExp, reply: string]>;
  /**
   * What the other person says to a share of the price the learner names ('We want 15 percent'): the first entry whose
   * `upTo` the figure does not pass, its `{percent}` the learner's figure. Said once each in a scene.
   */
  percentReplies?: ReadonlyArray<{ upTo: number; reply: string }>;
  examples: readonly string[];
  counterExamples: readonly string[];
};

const SERVED = '(?:customers?|clients?|guests?|patients?|passengers?|visitors?|callers?|buyers?|shoppers?)';

export const SITUATIONS: readonly Situation[] = [
  {
    // Before 'upset-customer': the same upset, on the phone ('an angry caller', 'an angry customer on the phone').
    id: 'upset-caller',
    asked: new RegExp(String.raw`\b(?:angry|upset|unhappy|rude|annoyed|difficult|furious|shouting)\s+callers?\b|\b(?:angry|upset|unhappy|rude|annoyed|difficult|furious)\s+${SERVED}\s+(?:on the phone|who calls?|calling)\b|\bcallers?\b.*\b(?:angry|upset|unhappy|rude|complains?|complaining|shouts?|shouting)\b`, 'i'),
    phrases: ["I'm so sorry you've had to wait. Let me look into this for you right now.", 'Could I take your account number, please, so I can check what has happened?', "I'll stay on the line with you until we've sorted this out."],
    rolePlay: "I'll be a customer calling in: 'Hello? I've been on hold for forty minutes, and my internet still isn't working!'",
    goesOn: ["The customer: 'This is the third time I've called this week, and nobody has fixed it!'", "The customer: 'Fine. So when exactly will it be working again?'"],
    examples: ['What should I say to an angry caller?', 'How do I calm down an angry customer on the phone?', 'What can I say when a caller is shouting at me?'],
    counterExamples: ['What should I say to an angry guest?', 'How do I make a phone call?'],
  },
  {
    // Before 'upset-customer': a business client upset about a delivery, an order, a project or a bill, met in a meeting or a call.
    id: 'upset-client',
    // A client (a business's, not a shop's, a restaurant's or a hotel's customer) upset about an order, a delivery, a bill or a project.
    asked: /^(?![\s\S]*\b(?:without making|not to make|restaurant|shop|store|hotel|café|cafe|waiter|waitress|guest|call cent(?:re|er)|on the phone)\b)(?=[\s\S]*\b(?:angry|upset|unhappy|annoyed|furious|difficult|not happy|complain(?:s|ed|ing)?)\b)[\s\S]*(?:\bclients?\b[\s\S]*\b(?:orders?|deliver(?:y|ies)|shipment|bill|invoice|project|deadline|contract|product|service)\b|\b(?:orders?|deliver(?:y|ies)|shipment|bill|invoice|project|deadline|contract)\b[\s\S]*\bclients?\b|\bcustomers?\b[\s\S]*\b(?:deliver(?:y|ies)|shipment|invoice|project|deadline|contract)\b)/i,
    phrases: ["I understand your frustration, and I'm sorry the delivery didn't arrive as we promised.", "Let me explain what happened and what we're doing to fix it.", "We can send the rest of the order by Friday, and we'll cover the shipping costs."],
    rolePlay: "I'll be your client, in the meeting: 'Our order was due two weeks ago, and we still don't have it. This is costing us money.'",
    goesOn: ["The client: 'This isn't the first time. Why should we keep working with you?'", "The client: 'All right. What can you promise me about the next delivery?'"],
    examples: ['Next week I have a meeting with an angry client, he is not happy with our delivery. What should I say to him?', 'What should I say to an angry client about a late delivery?', 'My customer is unhappy because the project is late. What can I say?', 'What should I say to an angry client whose order is late?', 'How do I talk to a difficult client about a missed deadline?', 'Our client complained about the bill. What should I say?'],
    counterExamples: ['What should I say to an angry guest?', 'What should I say to an angry caller?', 'How can I say no to a client without making him angry about the contract?', 'What should I say when a customer is angry about their order in the restaurant?', 'An angry customer in my shop wants to return a product. What can I say?', 'I work in a hotel and a guest complains about the service. What should I say?'],
  },
  {
    id: 'upset-customer',
    asked: new RegExp(String.raw`^(?![\s\S]*\b(?:without making|not to make|so (?:that )?(?:he|she|they|the client|the customer) (?:doesn'?t|don'?t|won'?t) get)\b)(?:[\s\S]*?)(?:\b(?:angry|upset|unhappy|rude|annoyed|difficult|furious|shouting)\s+${SERVED}\b|\b${SERVED}\b.*\b(?:angry|upset|unhappy|rude|complains?|complaining|shouts?|shouting)\b|\bcalm (?:down )?(?:an? |the )?${SERVED})`, 'i'),
    phrases: ["I'm really sorry about this. Let me see what I can do right away.", 'I completely understand why you are upset.', 'Thank you for your patience while I sort this out.'],
    rolePlay: "I'll be the guest: 'This is ridiculous, my room still isn't ready!'",
    goesOn: ["The guest: 'But I booked this room weeks ago, and I have a meeting in an hour!'", "The guest: 'Fine. And what are you going to do to make up for it?'"],
    examples: ['What should I say to an angry guest?', 'How can I calm down a customer?', 'What do I say when a patient is upset?', 'How do I deal with rude customers?'],
    counterExamples: ['how can i say no to a client without making him angry?', 'What should I say to my guests at the party?', 'How do I say "customer"?'],
  },
  {
    id: 'team-deadlines',
    // Someone the learner leads or works with who is late with their work: raised firmly, without blame.
    asked: /\b(?:my (?:team|staff|colleagues?|co-?workers?|employees?)|(?:a|my) (?:team member|colleague|co-?worker|employee)|them|they)\b.*\b(?:(?:always |often |are |is )?late with|miss(?:es|ing)? (?:the |their |our )?deadlines?|(?:work|be) faster|speed up|hurry up|meet (?:the |their |our )?deadlines?|on time)\b/i,
    phrases: ["I know everyone is busy, but we need to get back on track with our deadlines.", "What's getting in the way, and how can I help?", "Can we agree on a realistic date and stick to it?"],
    rolePlay: "I'll be someone on your team: 'Sorry, the report will be late again. We've had too much on this week.'",
    goesOn: ["The team member: 'Honestly, the deadlines feel impossible with everything else we have.'", "The team member: 'OK, if we drop the weekly summary, we could finish by Thursday.'"],
    examples: ['How can I tell my team to work faster without being rude?', 'What should I say to a colleague who always misses deadlines?', 'How do I ask my team to meet the deadline?', 'How can I tell them to work faster without being rude?'],
    counterExamples: ['My team won the match on time.', 'What should I say when my train is late?'],
  },
  {
    id: 'forgot-a-name',
    // Before 'apologise': 'I forgot his name' is this, not a slip to make up for.
    asked: /\b(?:forg[eo]t(?:ten)?|(?:don'?t|do not|can'?t|cannot) remember)\b.*\bnames?\b|\bnames?\b.*\b(?:forg[eo]t(?:ten)?|slipped my mind)\b/i,
    phrases: ["I'm so sorry, I've forgotten your name.", "Sorry, can you remind me of your name?", "I know we've met, but your name has slipped my mind."],
    rolePlay: "I'll be someone you met last week, coming over to you: 'Hi! Great to see you again!'",
    goesOn: ["'Oh, no problem at all, it's Sam. And you're...?'", "'Good to see you again! So, how was your week?'"],
    examples: ["What can I say when I don't remember someone's name?", 'How do I say I forgot his name?', "What should I say if I've forgotten her name?"],
    counterExamples: ['How do I say my name?', 'What should I say to my friend who never calls me?'],
  },
  {
    // Before the everyday apology: a delay or a mistake at work, said to a client, in an email or on the phone.
    id: 'apologise-to-a-client',
    asked: /\b(?:apologi[sz]e|apology|say sorry|sorry)\b.*\b(?:clients?|customers?|delivery|deliveries|delay(?:ed)?|late (?:delivery|order|payment|shipment)|orders?|shipment|invoice)\b|\b(?:clients?|customers?|delivery|delay(?:ed)?|orders?)\b.*\b(?:apologi[sz]e|apology|say sorry)\b/i,
    phrases: ['Please accept our apologies for the delay in delivering your order.', 'Your order will now arrive on Thursday, and we have taken steps so that this does not happen again.', 'We are very sorry for any inconvenience this has caused.'],
    rolePlay: "I'll be your client: 'My order was supposed to arrive last week. What happened?'",
    goesOn: ["Your client: 'This delay has caused real problems for us. What are you going to do about it?'", "Your client: 'All right. Please keep me updated this time.'"],
    examples: ['how can i apologize in email for late delivery?', 'How do I say sorry to a customer for a delay?', 'What should I say to apologise to a client for a mistake in the invoice?'],
    counterExamples: ['How do I apologise to my friend?', 'My order arrived late.'],
  },
  {
    id: 'apologise',
    // Asked outright, or the learner's own slip just told ('My boss is angry with me because I was late').
    asked: /\b(?:apologi[sz]e|apology|say sorry|said sorry)\b|\b(?:angry|upset|annoyed|mad|cross) (?:with|at) me\b|\bi was (?:late|rude)\b|\bi (?:forgot|missed|broke|lost) (?:the|his|her|their|our|my)\b/i,
    phrases: ["I'm so sorry, that was my mistake.", "I apologise for the delay. It won't happen again.", "Sorry to keep you waiting, I'm here now."],
    rolePlay: "I'll be your friend: 'You're late again, I've been waiting for twenty minutes!'",
    goesOn: ["Your friend: 'This is the third time this month. What happened?'", "Your friend: 'Okay, okay. So where shall we go now?'"],
    examples: ['How do I apologise to my friend?', 'What can I say to apologise for being late?', 'How can I say sorry to my boss?', 'My boss is angry with me because I was late. What should I say?'],
    counterExamples: ['How do I pronounce "apology"?'],
  },
  {
    // Before the everyday 'no': a client's or a boss's request is refused with another offer, not "maybe next time".
    id: 'say-no-at-work',
    asked: /\b(?:say no|refuse|decline|turn (?:down|it down)|reject|push back)\b.*\b(?:clients?|customers?|boss|manager|colleagues?|co-?workers?|team|requests?|deadlines?|projects?|extra work|overtime|tasks?|(?:a |another |more )?discounts?|price cuts?)\b|\b(?:clients?|customers?|boss|manager|colleagues?)\b.*\b(?:say no|refuse|decline|turn (?:down|it down))\b/i,
    phrases: ["I'm afraid we can't do that by Friday, but we could have it ready by Tuesday.", "Unfortunately that's outside what we can offer, but here's what I can do.", "I'd like to help, but my plate is full this week. Could we look at it next week?"],
    rolePlay: "I'll be your client: 'Can you send me the full report by tomorrow morning?'",
    goesOn: ["Your client: 'But I really need it for a meeting with my director. Is there nothing you can do?'", "Your client: 'All right. When could you send me something, then?'"],
    examples: ['How do I say no politely to a client?', 'How can I refuse extra work from my boss?', 'What should I say to decline a request from a colleague?', 'How do I write an email to decline a new project?', 'How do I say no politely when he asks for a discount again?'],
    counterExamples: ['How can I say no politely?', 'What should I say to refuse an invitation?'],
  },
  {
    // A buyer's 'too expensive' is met with a question and the value, not with a lower price at once.
    id: 'price-objection',
    // 'too much' of a price ('they say it is too much', 'too much for us'), not too much of a thing ('too much salt').
    asked: /\b(?:too (?:high|expensive)|(?<=\b(?:price|prices|cost|costs|budget|charge|quote|offer|fee|fees|rate|rates|it|that|this)\b[^.?!]{0,30})too much(?!\s+(?!for\b|money\b)[a-z])|over (?:their|the|our) budget|costs? (?:too|so) much|(?:very|so|quite) expensive)\b/i,
    phrases: ['I understand. May I ask what you are comparing it with?', 'Let me show you what is included, because the price covers more than it may seem.', 'If the budget is the concern, we could start with a smaller package and build from there.'],
    rolePlay: "I'll be your client: 'Honestly, your price is much higher than we expected.'",
    goesOn: ["Your client: 'We're comparing you with another supplier who is twenty percent cheaper.'", "Your client: 'Okay, that helps. What would a smaller package include?'"],
    percentReplies: [
      { upTo: 10, reply: "Your client: '{percent} percent helps, but the other supplier is still cheaper. What else can you offer us?'" },
      { upTo: 100, reply: "Your client: '{percent} percent off? That changes things. Can you put that offer in writing today?'" },
    ],
    examples: ['What should I say if they say the price is too high?', 'How do I answer when a client says it is too expensive?', 'What can I say if the customer thinks our product costs too much?'],
    counterExamples: ['How do I tell my friend she talks too much?', 'What should I say if I ate too much?', 'How do I say when food has too much salt?', 'What do I say if there is too much sugar in my coffee?', 'How do I say "expensive"?', 'Why is London so expensive?'],
  },
  {
    id: 'ask-discount',
    asked: /\b(?:discount|better (?:price|deal|offer)|lower (?:price|rate)|reduce the price|bring the price down)\b/i,
    phrases: ['Is there any flexibility on the price?', 'If we order more, could you offer us a better price?', "We'd like to go ahead, but we need to get closer to our budget. What could you do for us?"],
    rolePlay: "I'll be the supplier: 'So, the total for the whole order is twelve thousand euros.'",
    goesOn: ["The supplier: 'I could do five percent if you sign a one-year contract.'", "The supplier: 'All right, seven percent, and that's my best offer. Do we have a deal?'"],
    // The supplier's limit is seven percent, with a one-year contract (goesOn's last line).
    percentReplies: [
      { upTo: 5, reply: "The supplier: '{percent} percent? I can do that, if you sign a one-year contract. Do we have a deal?'" },
      { upTo: 7, reply: "The supplier: '{percent} percent is close to my limit, but all right: {percent} percent with a one-year contract. Do we have a deal?'" },
      { upTo: 100, reply: "The supplier: '{percent} percent is more than I can give. The most I can do is seven percent, with a one-year contract.'" },
    ],
    replies: [
      [/\b(?:free )?(?:delivery|shipping)\b/i, "The supplier: 'Free delivery I can do, if the order is confirmed by Friday.'"],
      [/\b(?:pay(?:ment)?|invoice)\b.*\b(?:days?|later|terms|instal(?:l)?ments?)\b|\b(?:sixty|ninety|60|90) days\b/i, "The supplier: 'We usually ask for payment in thirty days, but sixty is possible for a one-year contract.'"],
      [/\b(?:competitor|another supplier|other suppliers?|cheaper (?:offer|price))\b/i, "The supplier: 'I understand. Our quality is higher, but let me see what I can do on the price.'"],
    ],
    examples: ['How do I ask for a discount politely?', 'What should I say to get a better price?', 'How can I ask a supplier for a lower price?'],
    counterExamples: ['What does "discount" mean?', 'Is there a discount for students on Parley?'],
  },
  {
    id: 'say-no',
    asked: /\b(?:say no|refuse|decline|turn (?:down|it down)|reject (?:an? )?(?:invitation|offer|request))\b/i,
    phrases: ["I'm afraid I can't this time, but thank you for asking.", "That's really kind of you, but I'll have to say no.", "I'd love to, but I'm busy that day. Maybe next time?"],
    rolePlay: "I'll ask you: 'Do you want to come to my cousin's wedding on Saturday?'",
    goesOn: ["'Oh, that's a shame! Are you sure you can't come, even for an hour?'", "'No problem, I understand. Shall we meet for coffee next week instead?'"],
    examples: ['How can I say no politely?', 'What should I say to refuse an invitation?', 'How do I decline an offer nicely?', 'How can I write a message to decline an invitation?'],
    counterExamples: ['How do I say "no" in Spanish?'],
  },
  {
    id: 'did-not-understand',
    asked: /\b(?:(?:don'?t|do not|didn'?t|did not) (?:understand|catch|hear|follow)|ask (?:someone|somebody|people|them|him|her) to (?:repeat|speak (?:more )?slowly|slow down)|(?:speaks?|talks?) (?:too|very|so) (?:fast|quickly))\b/i,
    phrases: ['Sorry, could you say that again a bit more slowly?', "I'm not sure I followed that. Do you mean...?", "Sorry, what does that word mean? I haven't heard it before."],
    rolePlay: "I'll be a busy receptionist: 'So you'll need to fill in this form and bring it back tomorrow before nine, all right?'",
    goesOn: ["The receptionist: 'The form. You fill it in, and bring it back tomorrow before nine.'", "The receptionist: 'Yes, exactly. Anything else?'"],
    examples: ["What should I say when I don't understand someone?", 'How can I ask someone to repeat?', 'What do I say when people speak too fast?', "What if someone asks a question I don't understand?"],
    counterExamples: ["I don't understand the present perfect."],
  },
  {
    id: 'disagree',
    asked: /\b(?:disagree|(?:don'?t|do not) agree|say (?:that )?(?:someone|somebody|he|she|they|you) (?:is|are) wrong|say (?:politely |nicely )?["'“‘]?(?:you(?:'re| are)|he(?:'s| is)|she(?:'s| is)|they(?:'re| are)) wrong)\b/i,
    phrases: ["I see your point, but I'm not sure I agree.", "That's true, but have you thought about...?", 'I see it a little differently, because...'],
    rolePlay: "I'll give my opinion: 'I think everyone should work from home, offices are a waste of money.'",
    goesOn: ["'But people are much happier at home, and companies save money on offices.'", "'Hmm, maybe. So what would you suggest instead?'"],
    examples: ['how to say politely "you are wrong" in a meeting?', 'How do I disagree politely?', "What can I say when I don't agree with my friend?", 'Can you give me some phrases to disagree politely in a meeting?'],
    counterExamples: ['Give me some phrases to use in meetings.'],
  },
  {
    id: 'ask-for-help',
    asked: /\bask (?:someone |somebody |people |my (?:colleague|neighbou?r|friend) )?(?:for )?(?:help|a favou?r)\b|\bask for directions\b/i,
    phrases: ['Sorry to bother you, but could you help me with something?', 'Would you mind giving me a hand for a minute?', "Excuse me, I'm a bit lost. Could you tell me how to get to the station?"],
    rolePlay: "I'll be a stranger in the street, busy with my phone. Start with 'Excuse me...'",
    goesOn: ["The stranger: 'Sure, what do you need?'", "The stranger: 'No problem at all. Anything else?'"],
    examples: ['How do I ask for help politely?', 'What should I say to ask my neighbour for a favour?', 'How can I ask for directions?'],
    counterExamples: [],
  },
  {
    id: 'ask-for-a-refund',
    asked: /\b(?:(?:a|my) refund|money back|get (?:a |my )?refund|return (?:it|this|them|something|an? \w+|the \w+) (?:to (?:a|the) shop|for a refund)|take (?:it|this|them|something) back to (?:a|the) shop)\b/i,
    phrases: ["Hello, I bought this here last week, but it doesn't work. Could I have a refund, please?", "I'd like to return this, please. Here's my receipt.", "If a refund isn't possible, could I exchange it for another one?"],
    rolePlay: "I'll be the shop assistant: 'Hello, how can I help you today?'",
    goesOn: ["The shop assistant: 'I'm sorry about that. Do you have the receipt with you?'", "The shop assistant: 'No problem, I can give you your money back or a new one.'"],
    examples: ['How can I ask for money back in a polite way?', 'What should I say to get a refund?', 'How do I ask for my money back in a shop?'],
    counterExamples: ['I got my money back yesterday.', 'The shop gave me a refund.'],
  },
  {
    id: 'complain',
    // Also the service that was bad to the learner ('What should I say if a waiter is rude?').
    asked: /\b(?:complain|make a complaint|send (?:it|the food|something) back)\b|\b(?:waiter|waitress|staff|shop assistant|receptionist|driver|hotel|service|room|food) (?:is|was|are|were) (?:very |so |really |too )?(?:rude|unfriendly|slow|dirty|cold|bad|terrible|awful)\b/i,
    phrases: ["Excuse me, I'm afraid there's a problem with my room.", "Sorry, but this isn't what I ordered.", "I'd like to speak to the manager, please."],
    rolePlay: "I'll be the waiter: 'Is everything all right with your meal?'",
    goesOn: ["The waiter: 'Oh, I'm so sorry about that. Would you like me to bring you another one?'", "The waiter: 'Of course. I'll take it off your bill as well.'"],
    examples: ['How do I complain in a restaurant?', 'What should I say to make a complaint at a hotel?', 'What should I say if a waiter is rude?', 'What can I say when the food is cold?'],
    counterExamples: ['My room was dirty when I was a child.', 'The waiter was very friendly.'],
  },
  {
    id: 'ask-for-time-off',
    asked: /\b(?:ask|get|take|request|have)\b.*\b(?:days? off|time off|a holiday|leave early|work from home|swap (?:a |my )?shifts?)\b|\b(?:boss|manager|supervisor)\b.*\b(?:days? off|time off|holiday|leave early|work from home)\b/i,
    phrases: ['Could I have a quick word when you have a moment?', 'Would it be possible for me to take Friday off?', "I'm happy to make up the hours next week, if that helps."],
    rolePlay: "I'll be your manager: 'Yes, come in. What can I do for you?'",
    goesOn: ["Your manager: 'Next Friday? That's quite short notice. Is everything all right?'", "Your manager: 'Okay. Can you make sure your work is covered while you're away?'"],
    examples: ['How do I ask my boss for a day off?', 'What should I say to my manager to leave early on Friday?'],
    counterExamples: ['What should I say to my boss about a raise?', 'How do I tell my friends about a holiday?'],
  },
  {
    // Before 'bad-news': work that will be late, told early, with the reason, the new date and what is being done.
    id: 'running-late-at-work',
    asked: /\b(?:project|report|order|delivery|shipment|work|task|presentation|slides|translation|homework|assignment)\b.*\b(?:is|will be|was|are|were|might be|may be|is going to be) (?:a (?:bit|little|few days|week) )?(?:late|delayed|behind(?: schedule)?)\b|\b(?:missed|miss|will miss|going to miss|can't meet|cannot meet|won't meet|won't make) (?:the|a|our|my) deadline\b|\b(?:ask|ask for|need|want) (?:more time|an extension|a (?:later|new) deadline)\b/i,
    phrases: ["I wanted to let you know that the project is running about a week behind schedule.", "The main reason is the supplier's delay, and we now expect to finish by the 15th.", "I'm sorry for the delay; I'll keep you updated, and I'll tell you at once if anything changes."],
    rolePlay: "I'll be your boss: 'Hi, you wanted to talk to me about the project?'",
    goesOn: ["Your boss: 'Oh, I see. Why is it late?'", "Your boss: 'Okay. When can you finish it, realistically?'"],
    examples: ['How do I tell my boss the project is late?', 'I need to tell my boss that the project will be late. How can I say it politely in an email?', 'How do I tell a client we missed the deadline?', 'What should I say to ask for more time on my report?'],
    counterExamples: ['How do I tell my boss our sales were bad?', 'The train was late this morning.', 'How do I tell my friend I will be late for dinner?'],
  },
  {
    // News a listener will not like, at work: a miss, a delay, a mistake; said plainly, with the reason and what happens next.
    id: 'bad-news',
    asked: /\b(?:bad|disappointing|difficult|unwelcome|negative) (?:news|results?)\b|\b(?:project|report|order|delivery|shipment|work)\b.*\b(?:is|will be|was|are|were) (?:late|delayed|behind(?: schedule)?)\b|\b(?:missed|miss|will miss) (?:the|a|our|my) deadline\b|\b(?:results?|sales|numbers|figures) (?:are|were|is|was) (?:not good|bad|poor|disappointing|down|below (?:target|plan))\b|\b(?:admit|tell (?:my |the |a )?(?:boss|manager|client|customer|team)(?: about)?) (?:a |my |our |the )?mistake\b/i,
    phrases: ["I'm afraid I have some disappointing news about the project.", 'Unfortunately, our sales were below target this quarter, mainly because two big orders moved to next year.', "Here's what we're doing about it, and when you'll hear from me next."],
    rolePlay: "I'll be your boss: 'So, how did we do this quarter?'",
    goesOn: ["Your boss: 'Oh. That's not good. What went wrong?'", "Your boss: 'I see. So what do you suggest we do next quarter?'"],
    examples: ['How can I explain bad news politely?', 'What should I say when our sales results are not good?', 'How do I tell my manager about a mistake I made?'],
    counterExamples: ['How do I tell my friend some good news?', 'How do I say "news"?', 'How do I tell my boss about my holiday?'],
  },
  {
    // Before 'end-a-conversation' and 'start-a-conversation': a meeting is opened and closed with phrases of its own.
    id: 'open-a-meeting',
    asked: /\b(?:start|begin|open|kick off|chair|lead|run) (?:a |the |our |my |this )?(?:team |weekly |online |business )?meetings?\b/i,
    phrases: ["Thanks, everyone, for coming. Let's get started.", "The aim of today's meeting is to agree on the budget for next year.", "We have three things on the agenda, so let's begin with the first."],
    rolePlay: "I'll be on your team, arriving a minute late: 'Sorry, sorry! Have you started already?'",
    goesOn: ["Your colleague: 'Great. And how long do you think this will take? I have a call at eleven.'", "Your colleague: 'Sounds good. Who's taking notes today?'"],
    examples: ["What's a good way to start a meeting?", 'How do I begin a meeting?', 'What should I say when I lead a team meeting?'],
    counterExamples: ['How do I start a conversation with a stranger?', 'What should I say at the end of the meeting?'],
  },
  {
    id: 'close-a-meeting',
    asked: /\b(?:end|finish|close|wrap up|conclude) (?:a |the |our |my |this )?(?:team |weekly |online |business )?meetings?\b|\b(?:at )?the end of (?:a |the )?meetings?\b/i,
    phrases: ["So, to sum up: we've agreed to move the launch to May.", "Let's go over the action points: Sam sends the figures, and I'll book the next meeting.", "Thanks, everyone, that's all for today."],
    rolePlay: "I'll be a colleague who won't stop talking: 'And one more thing about the budget, I really think we should discuss...'",
    goesOn: ["Your colleague: 'Oh, fair enough. When is the next meeting?'", "Your colleague: 'Perfect. Thanks, that was a useful meeting.'"],
    examples: ['How do I end a meeting?', 'What should I say at the end of the meeting?', 'How can I wrap up a meeting politely?'],
    counterExamples: ['How do I end a conversation politely?', 'How do I start a meeting?'],
  },
  {
    id: 'end-a-conversation',
    // Before 'phone-call': ending any conversation, a call among them, is this.
    asked: /\b(?:end|finish|leave|close|get out of|wrap up|stop) (?:a |the |this |that |our )?(?:conversation|chat|talk)\b|\bsay goodbye\b|\b(?:leave|go home from) (?:a |the )?party\b/i,
    phrases: ['It was lovely talking to you.', "I'd better let you go, but let's catch up soon.", "Sorry, I have to go now, but it was great to see you."],
    rolePlay: "I'll be a chatty neighbour you met in the street: 'And then my cousin called me again, and you won't believe what she said...'",
    goesOn: ["Your neighbour: 'Oh, of course, I've kept you long enough!'", "Your neighbour: 'Lovely to see you. Say hello to your family!'"],
    examples: ['How do I end a conversation politely?', 'How can I leave a conversation without being rude?', 'What can I say to finish a chat with a neighbour?'],
    counterExamples: ['How do I start a conversation with a stranger?', 'What should I say at the beginning of the call?'],
  },
  {
    id: 'payment-reminder',
    asked: /\b(?:remind\w*|reminder)\b.*\b(?:pay|paid|payment|invoice|bill)\b|\b(?:pay|paid|payment|invoice|bill)\b.*\b(?:remind\w*|reminder|late|overdue)\b|\bchase (?:a |an |the )?(?:payment|invoice|client|customer)\b|\b(?:client|customer)s? (?:who|that) (?:didn'?t|did not|doesn'?t|does not|hasn'?t|has not|won'?t) pay\b|\bask (?:a |the |my |our )?(?:client|customer)s? to pay\b/i,
    phrases: ["I'm writing to remind you that invoice 2045 was due on 15 March.", 'Could you let me know when we can expect payment?', 'If you have already paid, please ignore this email, and thank you.'],
    rolePlay: "I'll be the client, calling you back: 'Hello, yes, I saw your email about the invoice...'",
    goesOn: ["The client: 'I'm sorry, our accounts team has been very busy this month.'", "The client: 'I'll make sure it's paid by Friday. Is that all right?'"],
    examples: ["how do i remind a client politely that he didn't pay the invoice?", "How do I write a polite reminder email to a client who didn't pay?", 'What should I say to a customer whose invoice is overdue?', 'How can I ask a client to pay politely?'],
    counterExamples: ['How do I pay my phone bill online?', 'What should I say to remind my friend about the party?'],
  },
  {
    // Before 'at-the-airport' (its check-in) and 'phone-call': at the desk, not calling it ('call a hotel' stays the phone call).
    id: 'hotel-check-in',
    asked: /\b(?:check(?:ing)? in|arriv(?:e|ing)|get(?:ting)? there) (?:at|to) (?:the |a |my )?hotel\b|\b(?:at|to) (?:the |a )?(?:hotel )?reception(?: desk)?\b|\bhotel reception\b/i,
    phrases: ['Hello, I have a reservation under the name Tanaka.', 'Could I have a quiet room, if possible?', 'What time is breakfast, and what time do I need to check out?'],
    rolePlay: "I'll be the receptionist: 'Good evening, welcome to the Riverside Hotel. Do you have a reservation?'",
    goesOn: ["The receptionist: 'Thank you. Could I see your passport, please?'", "The receptionist: 'Here is your key: room 305, on the third floor. Enjoy your stay!'"],
    replies: [
      [/\bbreakfast\b/i, "The receptionist: 'Breakfast is from seven to ten, in the restaurant on the ground floor.'"],
      [/\b(?:wi-?fi|internet|password)\b/i, "The receptionist: 'The wifi password is on the card with your key.'"],
      [/\bcheck(?:-| )?out\b/i, "The receptionist: 'Check-out is at eleven, but we can keep your bags after that.'"],
      [/\b(?:quiet|view|upgrade|bigger|another) room\b/i, "The receptionist: 'Let me see... yes, I can give you a quiet room at the back.'"],
    ],
    examples: ['What should I say when I arrive at the hotel?', 'What do I say when I check in at a hotel?', 'What can I say at the hotel reception?'],
    counterExamples: ['I work at a hotel reception.', 'How can I call a hotel to ask about a room?'],
  },
  {
    id: 'at-the-airport',
    asked: /\bairports?\b|\bcheck(?:ing)?[- ]in (?:for|at|desk)\b|\b(?:boarding|my flight|the flight|passport control|security check)\b/i,
    phrases: ["I'd like to check in for my flight to London, please.", 'Can I take this bag on board?', 'Which gate does the flight leave from?'],
    rolePlay: "I'll be at the check-in desk: 'Good morning. Where are you flying to today?'",
    goesOn: ["The check-in assistant: 'Thank you. Are you checking in any bags?'", "The check-in assistant: 'Here's your boarding pass. Boarding starts at ten fifteen, from gate twelve.'"],
    examples: ['What do I need to say at the airport?', 'What can I say when I check in for my flight?', 'Can you teach me some phrases for the airport?'],
    counterExamples: ['My flight was delayed for three hours.', 'How do I pronounce "airport"?'],
  },
  {
    id: 'phone-call',
    asked: /\b(?:(?:on|for) the (?:phone|telephone)|phone calls?|(?:make|start|end|finish|answer|take) (?:a |the )?(?:phone |telephone )?call|(?:beginning|start|end) of (?:a |the |my )?(?:phone |telephone )?call|(?:answer|pick up) the (?:phone|telephone)|(?:call|phone|ring) (?:a |the |my )?(?:company|office|hotel|bank|customer service|client|customer|doctor'?s? (?:office|surgery))|leave a (?:voice ?mail|message))\b/i,
    phrases: ["Hello, this is Ana Lopez from Brightway. Could I speak to Mr Chen, please?", 'Could you ask him to call me back? My number is...', 'Sorry, the line is bad. Could you say that again?'],
    rolePlay: "I'll be the receptionist: 'Good morning, Harbour Hotel, how can I help you?'",
    goesOn: ["The receptionist: 'Certainly. For which dates, and for how many people?'", "The receptionist: 'That's fine. Can I have your name and a phone number, please?'"],
    replies: [
      [/\b(?:speak to|talk to|put me through)\b/i, "The receptionist: 'One moment, please. I'm afraid the manager is in a meeting. Can I take a message?'"],
      [/\b(?:price|cost|how much)\b/i, "The receptionist: 'A double room is ninety pounds a night, with breakfast.'"],
      [/\bbreakfast\b/i, "The receptionist: 'Yes, breakfast is included, from seven to ten.'"],
      [/\b(?:parking|park)\b/i, "The receptionist: 'Yes, we have free parking behind the hotel.'"],
    ],
    examples: ['Can you teach me some phrases for the phone?', 'How do I start a phone call at work?', 'What should I say when I answer the phone?', 'How can I call a hotel to ask about a room?', 'What do I say to leave a message?', 'What should I say at the beginning of the call?'],
    counterExamples: ['How do I say "phone"?', 'What should I say to my friend who never calls me?'],
  },
  {
    id: 'ask-for-a-raise',
    asked: /\b(?:ask|get|negotiate|request)\b.*\b(?:raise|pay rise|more money|higher salary|promotion)\b|\b(?:boss|manager|supervisor)\b.*\b(?:raise|pay rise|pay|more money|salary|promotion)\b/i,
    phrases: ['Could we set up a time to talk about my salary?', 'Over the last year I have taken on more responsibility, for example...', "I'd like to ask whether a raise would be possible this year."],
    rolePlay: "I'll be your manager: 'You wanted to see me? Have a seat.'",
    goesOn: ["Your manager: 'I see. What makes you think now is the right time?'", "Your manager: 'That's a fair point. What sort of increase did you have in mind?'"],
    examples: ['What should I say to my manager about my pay?', 'How can I ask for a promotion?', 'How do I ask my boss for more money?'],
    counterExamples: [],
  },
  {
    // Acted out with any teacher ('Can we practise a job interview?'); how to answer each question is the interview coach's (answer-interview.ts).
    id: 'job-interview',
    asked: /\bwhat (?:should|can|do) i say (?:at|in) the (?:start|beginning) of (?:a|an|my|the) (?:job )?interview\b/i,
    phrases: ["Thank you for having me. I'm a nurse with five years' experience in busy hospitals.", "I'm really interested in this role because I'd like to work with children.", 'One of my strengths is staying calm under pressure: for example, last winter...'],
    rolePlay: "I'll be the interviewer: 'Thanks for coming in today. Could you start by telling me a little about yourself?'",
    goesOn: ["The interviewer: 'I see. And why would you like to work for us?'", "The interviewer: 'That makes sense. What would you say is your greatest strength?'"],
    replies: [
      [/\b(?:salary|pay|money)\b/i, "The interviewer: 'The salary depends on experience, and we can talk about it at the next stage. What are you hoping for?'"],
      [/\bwhen (?:would|could|do) (?:i|you want me to) start\b|\bstart date\b/i, "The interviewer: 'We'd like someone to start next month. Would that work for you?'"],
    ],
    examples: ['What should I say at the start of a job interview?'],
    counterExamples: ['How do I answer "Tell me about yourself"?', 'I have a job interview tomorrow.'],
  },
  {
    id: 'start-a-conversation',
    asked: /\b(?:start (?:a |the )?conversation|start talking|(?:make |some |a )?small talk|break the ice|talk to (?:strangers|new people|someone new|people at (?:a )?party)|make (?:new )?friends)\b/i,
    phrases: ["Hi, I don't think we've met. I'm...", 'How do you know the others here?', 'Have you lived here long?'],
    rolePlay: "I'll be someone new at a party, standing by the drinks. Say hello!",
    goesOn: ["'Hi! Nice to meet you. So how do you know the host?'", "'Oh, really? And what do you do when you're not at parties?'"],
    replies: [
      [/\bhow (?:was|did you find) (?:your |the )?(?:flight|trip|journey|drive)\b/i, "'Long, but fine, thanks! I slept most of the way. Is this your first time at one of these?'"],
      [/\bhave you been (?:here|to \w+) before\b|\bfirst time (?:here|in)\b/i, "'No, it's my first time, and I love it already. Have you lived here long?'"],
      [/\bwhere are you from\b|\bwhere do you (?:live|come from)\b/i, "'I'm from Toronto, but I moved here last year for work. And you?'"],
      [/\bwhat do you do\b|\bwhat(?:'s| is) your (?:job|work)\b|\bwhere do you work\b/i, "'I'm a graphic designer, so I spend most of my day drawing on a computer. What about you?'"],
      [/\bhow do you know (?:the host|\w+)\b/i, "'We went to university together, a long time ago now! And you?'"],
      [/\b(?:great|nice|lovely|good|amazing) (?:party|music|food|place|view)\b/i, "'Isn't it? I love the music. Do you know many people here?'"],
    ],
    examples: ['How do I start a conversation with a stranger?', 'What can I say to make new friends?', 'How can I talk to people at a party?', 'What can I say for small talk at a party?', 'what can i talk in small talk?', 'What small talk can I do before the meeting?'],
    counterExamples: [],
  },
  {
    id: 'order-food',
    asked: /\b(?:order(?:ing)? (?:(?:a|an|some|two|the|my) )?(?:food|meal|coffee|drink|beer|pint|wine|tea|pizza|burger|dinner|lunch|breakfast|something)|order(?:ing)? in a (?:restaurant|café|cafe|bar|pub)|in (?:a|the) (?:restaurant|café|cafe|bar|pub)|ask for the (?:bill|check|menu))(?!\w)/i, // not \b: 'é' is no \w
    phrases: ['Could I have the chicken salad, please?', 'What would you recommend?', 'Could we have the bill, please?'],
    rolePlay: "I'll be the waiter: 'Hi there, are you ready to order?'",
    goesOn: ["The waiter: 'Good choice. Would you like anything to drink with that?'", "The waiter: 'Perfect. And would you like a starter, or is that everything?'"],
    replies: [
      [/\btable\b/i, "The waiter: 'Of course, right this way. Here's the menu. Can I get you something to drink first?'"],
      [/\bmenu\b/i, "The waiter: 'Here you are. Take your time, and tell me when you're ready.'"],
      [/\b(?:recommend|suggest|speciality|specialty|what(?:'s| is) good)\b/i, "The waiter: 'The fish of the day is lovely, and our mushroom risotto is very popular.'"],
      [/\b(?:bill|check)\b/i, "The waiter: 'Of course, I'll bring it right away. Did you enjoy your meal?'"],
      [/\ballerg\w*|\bgluten\b|\bnuts?\b/i, "The waiter: 'Thank you for telling me. I'll check with the kitchen which dishes are safe for you.'"],
      [/\bvegetarian\b|\bvegan\b/i, "The waiter: 'Yes, the mushroom risotto and the vegetable curry are both vegetarian.'"],
    ],
    examples: ['How do I order food in a restaurant?', 'What should I say in a café?', 'How can I ask for the bill?', 'What I should say when I want to order a beer in the pub?'],
    counterExamples: [],
  },
  {
    id: 'at-the-doctor',
    asked: /\b(?:at the doctor'?s?|to (?:the|my|a) doctor|make an appointment|book an appointment|explain (?:my|the) symptoms|at the (?:pharmacy|chemist'?s?|hospital))\b/i,
    phrases: ["I'd like to make an appointment, please.", "I've had a bad headache for three days.", 'Is it anything serious? How often should I take this?'],
    rolePlay: "I'll be the doctor: 'Come in and sit down. What seems to be the problem?'",
    goesOn: ["The doctor: 'I see. How long have you had it?'", "The doctor: 'Okay. Are you taking any medicine at the moment?'"],
    examples: ['What should I say at the doctor?', 'How do I make an appointment?', 'How can I explain my symptoms to a doctor?'],
    counterExamples: [],
  },
  {
    // Missing someone far away ('phrases to express that I miss someone'): said to them, warmly.
    id: 'miss-someone',
    asked: /\bmiss (?:someone|somebody|him|her|them|you|my \p{L}+|a \p{L}+)\b(?![^?]*\b(?:pronounce|spell)\b)|\b(?:express|say|tell (?:him|her|them|someone)) (?:that )?i miss\b/iu,
    phrases: ['I really miss you.', "It's not the same without you here.", "I can't wait to see you again."],
    rolePlay: "I'll be your friend who moved abroad, calling you: 'Hi! It's so good to hear your voice!'",
    goesOn: ["Your friend: 'I miss you too! Everything is so different here.'", "Your friend: 'Maybe you could visit me in the summer?'"],
    examples: ['Can you give me some phrases to express that I miss someone?', 'How do I say that I miss my friend?', 'What can I say to tell her I miss her?'],
    counterExamples: ['I miss my friend a lot.', 'How do I pronounce "miss"?'],
  },
  {
    // Someone's loss: what to say to them, simply and kindly.
    id: 'condolences',
    asked: /\bsorry for (?:their|your|his|her|someone's|somebody's) loss\b|\bcondolences?\b|\bfuneral\b|\bwhose (?:\p{L}+ )?(?:died|passed away)\b|\b(?:someone|somebody|a friend|my friend|a colleague|my colleague|a neighbou?r) (?:who )?(?:has )?(?:just )?lost (?:a|his|her|their) (?:mother|father|mum|dad|parent|husband|wife|child|son|daughter|brother|sister|friend|grandmother|grandfather|grandma|grandpa)\b/iu,
    phrases: ["I'm so sorry for your loss.", 'My thoughts are with you and your family.', "If there's anything I can do, please tell me. I'm here for you."],
    rolePlay: "I'll be your colleague, back at work after a loss: 'Hi. Sorry I was away last week, my father passed away.'",
    goesOn: ["Your colleague: 'Thank you, that means a lot. It was very sudden.'", "Your colleague: 'That's kind of you. I think being back at work will help, to be honest.'"],
    examples: ['Can you tell me how to say in English when you want to tell someone you are sorry for their loss?', 'What should I say to a friend whose father died?', "How do I say I'm sorry for your loss?", 'What can I say to my colleague who lost her mother?'],
    counterExamples: ['What should I say at the doctor?', 'How do I say "sorry" in French?', 'How do I apologise to my boss?'],
  },
  {
    // Last: 'Thanks! What should I say at the doctor?' is asked of the doctor.
    id: 'thank-someone',
    asked: /\b(?:to thank|say thank(?:s| you)|thank (?:him|her|them|my|our|someone|somebody|people|a|the)|show (?:my |our )?(?:gratitude|appreciation)|express (?:my |our )?(?:gratitude|thanks|appreciation))\b/i,
    phrases: ['Thank you so much, I really appreciate it.', "I couldn't have done it without you.", 'That was so kind of you. Thank you for your time and patience.'],
    rolePlay: "I'll be a friend who helped you move house: 'Phew, that's the last box!'",
    goesOn: ["Your friend: 'Oh, it was nothing, I was happy to help.'", "Your friend: 'Any time! So, are you going to have a party in your new flat?'"],
    examples: ['What should I say to thank him?', 'How can I thank my teacher?', 'How do I say thank you to my host family?', 'What are some phrases to thank someone?'],
    counterExamples: ['Thanks, what should I say at the doctor?', 'How do I pronounce "thank"?'],
  },
];

/** Asks what to say, or how to say or do something with words: the questions a situation may answer. */
export const ASKS_WHAT_TO_SAY = /\b(?:what (?:should|can|could|do|would|must) i (?:say|tell|answer|reply|talk about|talk (?:in|for|during|at))|what i (?:should|can|could|must) (?:say|tell|answer|reply)|what (?:kind of |sort of )?(?:small talk|topics?) (?:can|should|could) i (?:do|make|have|use|try|talk about)|how (?:do|should|can|could|would|must) i (?:politely |nicely |best |properly )?(?:write (?:an? |the )?(?:e-?mail|message|letter|note) (?:to )?(?:politely )?)?(?:say|tell|ask|remind|answer|respond|reply|talk|speak|deal|handle|calm|apologi[sz]e|complain|refuse|decline|disagree|order|explain|start|begin|chair|lead|make|break|call|phone|leave|thank|end|finish|close|wrap up)|what(?:'s| is| are) (?:a |some )?(?:good |polite |useful |nice |the best )?(?:phrases?|expressions?|words?|ways?|things?) (?:to|for|i can)|what (?:do )?i (?:need|have) to (?:know|say) (?:for|at|in|when)|(?:teach|give|tell|show) me (?:some |a few )?(?:good |polite |useful |common )?(?:phrases|expressions|sentences) (?:for|to use|to (?=(?:politely |nicely )?(?:say|ask|tell|express|apologi[sz]e|complain|refuse|decline|disagree|thank|start|end|order)\b))|how to (?:politely )?(?:say|ask|tell|respond|reply|deal with|handle|talk|apologi[sz]e|complain|order|refuse|decline|disagree|start|thank)|what (?:if|do i do if|should i do if|happens if) (?:someone|somebody|they|people|the (?:interviewer|examiner|client|customer|audience|caller|guest)|i (?:don'?t|do not|can'?t))\b)\b/i;

/** The situation the question is about, if it is one of ours. */
export function findSituation(question: string): Situation | undefined {
  return SITUATIONS.find((situation) => situation.asked.test(question));
}

/** The situation that ends what another starts: 'And to end it?' just after asking how to start a meeting. */
const ENDED_BY: Readonly<Record<string, string>> = { 'open-a-meeting': 'close-a-meeting', 'start-a-conversation': 'end-a-conversation' };
const ASKS_HOW_TO_END = /^(?:(?:and|ok(?:ay)?|thanks?(?: you)?|great)[,!.]?\s+)*(?:(?:what|how) about |and )?(?:how (?:do|can|should) i |to )?(?:end|close|finish|wrap up|wrap it up)(?: it| one| the meeting| the conversation)?\s*\?+$|^(?:and )?(?:what about |how about )?at the end\s*\?+$/i;

/** "And to end it?" just after asking how to start a meeting or a conversation: the question of how to end it. */
export function endAskedAfterStart(message: string, earlier: readonly string[]): string | null {
  const previous = earlier.at(-1);
  if (!previous || !ASKS_HOW_TO_END.test(message.trim())) return null;
  const ending = ENDED_BY[findSituation(previous)?.id ?? ''];
  return ending ? (SITUATIONS.find((situation) => situation.id === ending)?.examples[0] ?? null) : null;
}

/** "What should I say to him?", "What should I say?": asked of someone or something the learner's last message told. */
const ASKED_OF_WHAT_WAS_TOLD = /\b(?:to|tell|ask|say) (?:him|her|them)\b|^\W*what (?:should|can|could|do) i (?:say|do)\s*\?*\s*$/i;
/** "No idea what to say to him.", "I'm not sure what to say": not knowing what to say, told rather than asked. */
const UNSURE_WHAT_TO_SAY = /^(?:(?:but|and|so|ok(?:ay)?|hmm+|honestly)[,!.]?\s+)?(?:i (?:don'?t|do not|dont|really don'?t) know|i'?m not sure|i am not sure|no idea) what (?:to|i (?:should|can)) (?:say|tell|answer|reply)(?: (?:to )?(?:him|her|them))?\s*[.!?]*$/i;

/**
 * "My boss is angry with me because I was late." then "What should I say to him?": the question put together with
 * the situation the last message told, so it is answered as one question.
 */
export function situationAskedOfWhatWasTold(message: string, earlier: readonly string[]): string | null {
  const told = earlier.at(-1)?.trim();
  const isUnsure = UNSURE_WHAT_TO_SAY.test(message.trim());
  const isAsked = (ASKS_WHAT_TO_SAY.test(message) && ASKED_OF_WHAT_WAS_TOLD.test(message)) || isUnsure;
  if (!told || /\?\s*$/.test(told) || !isAsked || findSituation(message) || !findSituation(told)) return null;
  // Not knowing what to say is asked as the question it stands for.
  const whom = /\b(him|her|them)\b/i.exec(message)?.[1]?.toLowerCase();
  return `${told.replace(/[.!]+$/, '')}. ${isUnsure ? `What should I say${whom ? ` to ${whom}` : ''}?` : message.trim()}`;
}
