/** "What questions will they ask me?", "What do interviewers usually ask?": the questions the learner should expect. */
export const COMMON_QUESTIONS = /\b(?:will|would|do|does|might|could|can) (?:they|the interviewers?|interviewers|employers|companies|the company|recruiters|the recruiter) (?:usually |normally |often |always |probably |typically )?ask\b|\b(?:common|typical|usual|classic|frequent|standard|popular) (?:job )?(?:interview )?questions\b(?! for (?:the|an) interviewer)|\bmost (?:common|typical|usual|frequent|popular|asked) (?:job )?interview questions?\b|\bquestions (?:should|do|can|will|might) i (?:expect|prepare(?: for)?|get)\b/i;

/** An interview that went badly or a job not got: 'I failed my last interview', 'I didn't get the job', 'They rejected me'. */
export const INTERVIEW_SETBACK = /\bi (?:failed|didn'?t pass|did not pass|messed up|bombed) (?:my|the|an?) (?:last |job |first )?interview\b|\bi (?:didn'?t|did not) get the job\b|\b(?:they|the company) (?:rejected|didn'?t (?:choose|pick|hire)|did not (?:choose|pick|hire)) me\b|\bi (?:was|got) rejected\b/i;

/** An offer made and more wanted ('They offered me 45.000 dollars but I want 55.000', 'How can I ask for more than their offer?'). */
export const OFFER_TO_ANSWER = /\b(?:they|the company|the recruiter|he|she) (?:offered|offer|are offering|gave|proposed) (?:me )?(?:\$|€|£)?\d[\d.,]*\s*(?:k|thousand|dollars|euros|pounds)?\b[^?]*\b(?:want|expect(?:ed)?|hoped|need|asked for|more)\b|\bcounter[- ]?offer\b|\b(?:ask|negotiate) (?:for )?more than (?:the|their|your) offer\b/i;
