/** Daniel's promises: the STAR method, and how to handle the classic interview questions. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { leadIn } from './teacher-voice';
import { COMMON_QUESTIONS, INTERVIEW_SETBACK } from './common-interview-questions';

const STAR = "STAR stands for situation, task, action and result. Briefly set the scene, say what you had to do, spend most of your answer on the actions you took yourself, using I rather than we, and finish with the result, with a number if you can.";

/** Each classic question: how to handle it, and a practice turn on that very question. */

const TIPS: ReadonlyArray<{ asked: RegExp; tip: string; practice: string }> = [
  { asked: /\bhow long (?:should|do|can|must|should i)\b/i, tip: "Aim for about a minute for most answers, and one and a half to two minutes for a story told in STAR steps. Under thirty seconds sounds unprepared, and past three minutes the interviewer stops listening. If you're not sure, finish your point and ask: would you like more detail on that?", practice: 'Try it now: tell me about yourself in about a minute.' },
  // A question the learner cannot answer: before 'weakness' and 'questions', which it may name.
  { asked: /don'?t know (?:the answer|what to say)|can'?t answer|cannot answer|goes blank|forget what i|don'?t understand the question|difficult questions?|tough questions?|hard questions?/i, tip: "It happens to everyone, and a calm pause looks better than a rushed answer. Buy a moment: that's a good question, let me think for a second. If you didn't understand, ask: could you say a little more about what you mean? If you really don't know, say so, then show how you'd find out or what you'd do first.", practice: "Let's practise it: what would you do in your first week if you didn't know how our systems work?" },
  // Before 'weakness': the weakness every interviewer hears.
  { asked: /perfectionis|work too (?:hard|much)|care too much|too honest|workaholic/i, tip: "That's the weakness interviewers hear most, so it can sound rehearsed. Make it real: say when it cost you something, like a deadline missed while you polished a detail, and what you do about it now, like setting a time limit for each task and asking for feedback early.", practice: 'Try it again: your weakness, with one real example and what you do about it now.' },
  { asked: /tell me about yourself/i, tip: "For 'Tell me about yourself', go present, past, future: what you do now, one or two achievements that got you here, and why this role is your next step. Keep it to about a minute.", practice: "Want to try? Tell me about yourself, as if I were the interviewer." },
  { asked: /weakness/i, tip: "For your weakness, pick a real but fixable one that isn't central to the job, and spend most of the answer on what you are doing to improve it, for example: I used to say yes to everything, so now I plan my week and agree deadlines up front.", practice: 'Try it now: what weakness could you talk about, and what are you doing about it?' },
  { asked: /strength/i, tip: "For your strengths, choose two that matter for this role and back each one with a short example and a result, rather than a list of adjectives.", practice: 'Try it now: tell me one of your strengths, with a short example.' },
  { asked: /why (?:do you want(?! to (?:leave|quit|change))|should we hire)/i, tip: "For why do you want this job, connect three things: what you know about the company, what the role needs, and the skills or experience you bring to it.", practice: 'Try it now: why do you want this job?' },
  // Whether to raise it, before how to answer it.
  { asked: /\b(?:can|should|may|could) i (?:ask|bring up|mention|talk about|discuss)\b.*\b(?:salary|pay)\b|^(?:and |so )?what about (?:the )?salary\b/i, tip: "Yes, but let them raise it first if you can: in a first interview, wait until they ask, or until the end. If nobody mentions it, ask about the next steps instead, and save salary for a second interview or the offer, where you can ask simply: could you tell me the salary range for this role?", practice: "Try it now: I've just offered you the job. How do you ask about the salary?" },
  // Whether to tell them something ('Should I mention my age?', '...that I have another offer?', '...that I was fired?').
  { asked: /\bmy (?:age|religion|marital status|children|kids|family plans)\b|\bhow old i am\b|\bthat i(?:'m| am| have)? (?:married|pregnant|(?:two |three |a |some )?(?:children|kids|child))\b|\b(?:married|pregnant|pregnancy|religion|religious)\b/i, tip: "You don't need to. Your age, your family and your beliefs are not what makes you right for the job, and in many countries interviewers are not allowed to ask about them. Spend that time on your skills and one example. If they ask anyway, answer in a few calm words and bring the talk back to the role.", practice: 'Try it now: tell me about yourself in about a minute, keeping only what matters for this job.' },
  { asked: /\b(?:another|other|second|competing|a better) (?:job )?offers?\b/i, tip: "Only if it's true and it helps: when they ask about your timeline, or at the offer stage. Say it calmly, as information, not as a threat, for example: I have another offer, but this role is my first choice, so could you tell me your timeline?", practice: "Try it now: I've just asked whether you're interviewing anywhere else. What do you say?" },
  { asked: /\b(?:fired|dismissed|let go|laid off|redundan\w*|sacked)\b/i, tip: "If they ask why you left, be honest and brief: say it in one sentence without blaming anyone, then move on to what you learned and why you're ready now, for example: the role wasn't the right fit, I learned to ask for feedback early, and that's what I do now.", practice: 'Try it now: why did you leave your last job?' },
  { asked: /\b(?:photo|picture|photograph)\b(?!\s+id)[\s\S]*\b(?:cv|résumé|resume|application)\b|\b(?:cv|résumé|resume|application)\b[\s\S]*\b(?:photo|picture|photograph)\b/i, tip: "It depends on the country. In the UK, the US and Ireland, leave it off: employers avoid anything that could lead to bias. In much of Europe and Asia a small, professional photo is still common. Follow the custom of the country you're applying in.", practice: 'Try it now: tell me the two lines at the top of your CV, under your name.' },
  { asked: /\b(?:hobb(?:y|ies)|free time|interests outside work)\b/i, tip: "Keep it to a sentence or two, when they ask or at the end of tell me about yourself. Choose one that shows something useful for the job, like a team sport for teamwork or running for discipline, and say what it shows about you.", practice: 'Try it now: what do you do in your free time, in two sentences that show something about you?' },
  { asked: /salary/i, tip: "For salary, research the range for the role first, let them name a number if you can, and when you answer give a range whose lower end you'd be happy with, for example: based on my research, I'm looking for something between X and Y.", practice: 'Try it now: what are your salary expectations?' },
  // Before 'questions': nerves about the interview's questions are nerves.
  { asked: /nervous|anxious|stress|scared|afraid|worried|panic|calm|nerves/i, tip: "Nerves are normal, and they show you care. What helps most is practising out loud: prepare three short stories about your work and say them until they feel familiar. On the day, breathe slowly, take a sip of water before a hard question, and it's fine to say: that's a good question, let me think for a moment.", practice: "Let's make it familiar now: tell me about yourself, as if I were the interviewer." },
  // Before 'experience': a job not got, told with the reason they gave.
  { asked: INTERVIEW_SETBACK, tip: "That's hard, and it happens to almost everyone who applies for jobs. Send a short, polite email asking for feedback, then take the one question that went worst and practise it out loud until it feels easy: every interview makes the next one easier.", practice: "Let's start now: which question was the hardest in that interview? Tell me, and I'll ask it again." },
  { asked: /experience/i, tip: "With little experience, lead with what you can show: projects from your studies, volunteering, part-time jobs or events you organised, each with what you did and what came of it, and the skills from the job advert that they prove. Say it plainly, without apologising, and add how quickly you learn.", practice: 'Try it now: tell me about one project or task, from your studies, a hobby or a part-time job, that shows a skill this job needs.' },
  { asked: /\bthank[- ]?you\b|\bfollow(?:[- ]up| up)\b/i, tip: "Yes, send a short thank-you email the same day: thank them for their time, mention one thing from the conversation that made you keen on the role, and say you look forward to hearing from them. Three or four sentences are enough.", practice: 'Try it now: write the first two sentences of your thank-you email.' },
  { asked: /\b(?:wear|dress|clothes|outfit)\b/i, tip: "Dress one step smarter than people at the company do every day: for most offices that means clean, simple business clothes, and for an online interview the same from the waist up, with a quiet background and your camera at eye level.", practice: "Let's practise the start: I've just said hello on the video call. How do you greet me and introduce yourself?" },
  { asked: /\b(?:bring|take with me|take to the interview|need to have with me)\b/i, tip: "Bring two printed copies of your CV, the job advert with your notes on it, a pen and a small notebook, and any ID or documents they asked for. Plan to arrive ten minutes early, not more. For an online interview, keep your CV and notes beside the screen.", practice: "Let's practise the start: I've just come to meet you in reception. How do you greet me and introduce yourself?" },
  { asked: /\b(?:online|video|zoom|teams|phone) interview\b/i, tip: "For an online interview, test your camera, microphone and link the day before, sit facing a window or a lamp, look at the camera when you speak, and keep your notes on a sticky note beside the screen, not in another window.", practice: "Let's practise the start: I've just said hello on the video call. How do you greet me and introduce yourself?" },
  { asked: /\b(?:left|leave|leaving|quit|change (?:jobs?|companies|careers?|your job))\b/i, tip: "For why you are leaving, stay positive and look forward: say what you want to grow into, never criticise your old employer, and keep it to two or three sentences, for example: I've learned a lot there, and now I'm ready for a role with more responsibility.", practice: 'Try it now: why are you leaving your current job?' },
  { asked: /\btell (?:me|them|us) about a time\b/i, tip: `For tell me about a time, answer with a real story in four steps. ${STAR.replace('STAR stands for situation, task, action and result. ', '')}`, practice: 'Try it now: tell me about a time you made a mistake at work, and what you did about it.' },
  // How to close the interview; what questions to ask at its end is the tip on questions, below.
  { asked: /^(?![\s\S]*\bquestions?\b)[\s\S]*(?:\bat the end\b|\bto (?:finish|close)\b|\b(?:end|finish|close) (?:the|an|my) interview\b|\bbefore i leave\b)/i, tip: "At the end, ask one or two real questions, then close warmly: thank them for their time, say one thing you liked about what you heard, and say you're keen, for example: thank you, I really enjoyed hearing about the team, and I'm very interested in the role. Then ask what the next steps are.", practice: "Try it now: I've just said, that's all from me, do you have any questions? What do you say?" },
  // What the interviewer will ask, before what to ask the interviewer.
  { asked: COMMON_QUESTIONS, tip: "Most interviews come back to the same six: tell me about yourself, why do you want this job, your strengths, a weakness, tell me about a time you solved a problem or worked in a team, and do you have any questions for us. Prepare a short answer to each, and two or three stories from your work that you can fit to several of them.", practice: "Let's start with the first: tell me about yourself, as if I were the interviewer." },
  { asked: /questions?|ask/i, tip: "At the end, always ask one or two real questions, for example: what would success look like in the first six months? or what do you enjoy most about working here?", practice: "Try it now: I've just asked whether you have any questions for me. What do you ask?" },
  { asked: /where do you see yourself/i, tip: "For where do you see yourself in five years, show ambition that fits the company: the skills you want to grow and the responsibility you'd like to take on there.", practice: 'Try it now: where do you see yourself in five years?' },
  { asked: /gap/i, tip: "For a gap in your CV, be brief and honest about the reason, then move quickly to what you learned or did in that time and why you're ready now.", practice: 'Try it now: how would you explain the gap in your CV?' },
  { asked: /prepare|get ready/i, tip: "Read the job advert and pick the three skills it asks for most, prepare a short story for each with situation, task, action and result, and practise the classics out loud: tell me about yourself, your strengths, a weakness and why you want this job.", practice: "Let's start with the first classic: tell me about yourself, as if I were the interviewer." },
];

/** Model answers in STAR steps, for "Can you give me an example answer with STAR?": each with the question it answers. */
export const STAR_EXAMPLES: ReadonlyArray<{ about: RegExp; question: string; answer: string }> = [
  {
    about: /\b(?:conflict|disagree\w*|argument|colleague|co-?worker|team ?mate)\b/i,
    question: 'tell me about a time you had a conflict with a colleague',
    answer: 'Situation: a colleague and I disagreed about who should prepare our monthly report, and it kept arriving late. Task: I needed the report on time and a good working relationship. Action: I asked him for a coffee, listened to why he felt overloaded, and suggested we split the report by section with a date for each part. Result: the report went out on time for the next six months, and we still work well together.',
  },
  {
    about: /[\s\S]/,
    question: 'tell me about a time you solved a problem',
    answer: 'Situation: at the café where I worked, the coffee machine broke on a busy Saturday morning with a long queue. Task: as shift leader, I had to keep the customers happy until it was fixed. Action: I moved one colleague to serving cold drinks and cakes, called the engineer, and told everyone in the queue what was happening. Result: nobody left, the machine was working again within an hour, and my manager asked me to train new staff in handling problems like that.',
  },
];

export function answerStar(question: LearnerQuestion, context: AnswerContext): Answer {
  // Asked for an example: a model answer in the four steps, then the learner's own.
  if (/\b(?:example|sample|model)\b/i.test(question.subject)) {
    const example = STAR_EXAMPLES.find(({ about }) => about.test(question.subject))!;
    return { text: `${leadIn(context)} Here's one, for ${example.question}. ${example.answer}`, followUp: `Now yours: ${example.question}, in those four steps.` };
  }
  return {
    text: `${leadIn(context)} ${STAR}`,
    followUp: context.chooser.pick('star-practice', ['Want to try it? Tell me about a time you solved a problem at work, in those four steps.', 'Let’s practise: tell me about a time you worked under pressure, using situation, task, action and result.']),
  };
}

export function answerInterviewTip(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const tip = TIPS.find(({ asked }) => asked.test(question.subject));
  if (!tip) return null;
  // Nerves told, not asked about ('I am nervous, my interview is tomorrow'): a word of understanding, not 'Sure.'.
  const told = !/\?\s*$/.test(question.subject) && /\b(?:i'?m|i am|i feel|i get)\b/i.test(question.subject) && tip === TIPS.find(({ asked }) => asked.test('nervous'));
  // The interviewer's story question itself ('Tell me about a time you had a conflict with a colleague.'): practised as asked.
  const storyAsked = /^(?:so,? |and |but )?(tell me about a time (?:when )?you [^?.!,;:-]{5,80}?)\s*[?.!]*$/i.exec(question.subject.trim())?.[1];
  const practice = storyAsked ? `Try it now: ${storyAsked.charAt(0).toLowerCase()}${storyAsked.slice(1)}, in those four steps.` : tip.practice;
  // A setback told ('I failed my last interview'): the tip itself opens with understanding, so no 'Sure.' before it.
  const opensWithSympathy = !/\?\s*$/.test(question.subject) && /^That's hard\b/.test(tip.tip);
  return { text: opensWithSympathy ? tip.tip : `${told ? 'I understand.' : leadIn(context)} ${tip.tip}`, followUp: practice };
}
