/** The work and study know-how, asked of the teacher a learner would ask: the topic's answer and its task, not a dodge. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../../tutor-test-helpers';
import { WORK_AND_STUDY_KNOW_HOW } from './work-and-study-know-how';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const topic = (id: string) => WORK_AND_STUDY_KNOW_HOW.find((t) => t.id === id)!;
/** The answer's first sentence, as the reply quotes it after the teacher's lead-in. */
const opening = (id: string) => topic(id).answer.split(/(?<=[.!?])\s/)[0]!;

describe('asked of the teacher who would be asked it', () => {
  it.each([
    ['daniel', "How do I start 'tell me about yourself'?", 'tell-me-about-yourself-start'],
    ['daniel', 'Is it rude to ask about salary in the interview?', 'salary-when-to-ask'],
    ['daniel', 'Can I ask about holidays in an interview?', 'holidays-in-interview'],
    ['daniel', 'How do I ask about the next steps at the end of an interview?', 'interview-next-steps'],
    ['daniel', 'How can I explain that I was fired / lost my job without sounding bad? The factory closed.', 'laid-off-not-fired'],
    ['ethan', 'What is a good way to end a presentation?', 'presentation-ending'],
    ['ethan', "How do I say 'let's move on to the next item' in a meeting?", 'move-a-meeting-on'],
    ['ethan', 'How do I handle being interrupted in a meeting?', 'interruptions'],
    ['ethan', 'How do I start small talk with a stranger at a conference?', 'small-talk-opener'],
    ['claire', 'How do I write the last paragraph of a cover letter?', 'cover-letter-closing'],
    ['ethan', "Is 'Hey John, send me the file asap' too informal for my manager?", 'too-casual-for-a-manager'],
    ['maya', 'Where does my tongue go for R?', 'r-tongue'],
    ['sophia', 'Is it too late to learn English at 34?', 'too-late-to-learn'],
    ['oliver', 'Will I get a band 8 if I have an accent?', 'accent-and-band'],
    ['oliver', "Is it okay to say 'that's a good question' in the exam?", 'good-question-filler'],
    ['oliver', "Does a word like 'fascinating' get me more points?", 'less-common-words'],
  ])('%s: %j', async (slug, question, id) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: question }] });
    expect(reply).toContain(opening(id));
    expect(reply).toContain(topic(id).followUp);
  }, 20_000);
});

describe('left to the answers that already take them', () => {
  it.each([
    ['ethan', 'How do I end a presentation?', "Try 'To sum up, the key takeaway is...'"],
    ['ethan', 'How can I interrupt politely in a meeting?', "Try 'Sorry to interrupt"],
    ['maya', 'How do I make the r sound?', 'For the English r'],
  ])('%s: %j', async (slug, question, answer) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: question }] })).toContain(answer);
  }, 20_000);
});
