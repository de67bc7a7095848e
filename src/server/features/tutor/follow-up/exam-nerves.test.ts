import { beforeAll, describe, expect, it } from 'vitest';
import { recordingChooser, teacherFor, askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { EXAM_NERVES_COUNTER_EXAMPLES, EXAM_NERVES_EXAMPLES, respondToExamNerves } from './exam-nerves';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('nerves said to the examiner or the interview coach', () => {
  it.each(EXAM_NERVES_EXAMPLES)('reassures after %j', (message) => {
    expect(respondToExamNerves({ message, teacher: teacherFor('oliver'), assistantMessages: [], chooser: recordingChooser().chooser })?.acknowledgement).toMatch(/completely normal/);
  });

  it.each(EXAM_NERVES_COUNTER_EXAMPLES)('leaves %j', (message) => {
    expect(respondToExamNerves({ message, teacher: teacherFor('oliver'), assistantMessages: [], chooser: recordingChooser().chooser })).toBeNull();
  });

  it('is no task teacher’s business elsewhere, and Oliver goes on with a question', async () => {
    expect(respondToExamNerves({ message: "I'm a bit nervous.", teacher: teacherFor('sophia'), assistantMessages: [], chooser: recordingChooser().chooser })).toBeNull();
    // Later in the practice, nerves are met with time to think, no longer with 'we'll start with some easy questions'.
    const later = ['Which band are you aiming for?', 'What do you do?'];
    const laterAck = respondToExamNerves({ message: 'sorry I am very nervous, this is my first time', teacher: teacherFor('oliver'), assistantMessages: later, chooser: recordingChooser().chooser })?.acknowledgement;
    expect(laterAck).toMatch(/^Don't worry, that's completely normal.*Take your time/);
    expect(laterAck).not.toMatch(/easy questions/);
    const reply = await askTutor({ slug: 'oliver', messages: [{ role: 'user', content: 'Hello, I am ready. I am so nervous today.' }] });
    expect(reply).toMatch(/^That's completely normal/);
    expect(reply).not.toMatch(/does not sound easy/);
    expect(reply).toMatch(/\?$/);
  }, 20_000);
});
