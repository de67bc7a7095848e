/** "How long should my answer be?", "How many sentences should I say?": asked of the examiner, how long each part's answers are. */
export const ANSWER_LENGTH = /\bhow (?:long|much|many sentences) (?:should|do|must|can) (?:i (?:speak|talk|say|answer)|my answers? be|the answers? be|an answer be)\b|\bhow long (?:is|are) (?:a )?good answers?\b/i;
