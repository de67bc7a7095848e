import { describe, expect, it } from 'vitest';
import { analyzeInterviewAnswer } from './analyze-interview-answer';

const partsOf = (answer: string) => analyzeInterviewAnswer(answer).starParts;
const ALL = { situation: true, task: true, action: true, result: true };

describe('analyzeInterviewAnswer: the STAR parts an answer tells', () => {
  it.each([
    // A night-shift story: 'my job was', past actions with I and we, 'in the end'.
    'Two years ago I worked on the front desk of a small hotel. One night the booking system crashed and forty guests were arriving. ' +
      'My job was to make sure everybody still got a room. I printed the list from the morning email, I phoned my colleague to come in, ' +
      'and we checked people in by hand. In the end every guest had a room before midnight.',
    // 'I had to', a list of actions, 'the result was' with a number.
    'At my last company our website was really slow before a big sale. I had to find out why in one week. ' +
      'I tested every page, found three huge pictures and asked the designer to make them smaller. The result was that pages loaded twice as fast.',
    // Told with 'we', a deadline met, no cue word for the result but 'a day early'.
    'Last spring our team was behind on a report for an important client. We needed to finish it in three days. ' +
      'We split the chapters, we stayed late twice and I checked every number myself. We sent it a day early and the client was very pleased.',
    // Finished before it was due, by a length of time ('two weeks early').
    'Last year our shop was moving to a new building. I was responsible for the stock. I planned the move and I labelled every box, ' +
      'and we opened the new shop two weeks early.',
    // The outcome only as numbers: a change from one figure to another.
    'When I was a shift leader in a coffee shop, the morning queue was very long. My manager asked me to make it shorter. ' +
      'I moved the card machine next to the door and trained a second person on the coffee machine. The wait went from fifteen minutes to five.',
    // Learner English: 'at the end', 'I was in charge', irregular pasts.
    'In my previous job I was in charge of the stock in a supermarket. Many products was out of date. ' +
      'So I made a new list every Monday and I spoke with the supplier. At the end we threw away much less food.',
    // The year sets the scene, and what happened to others; the task as the role held.
    'In 2022 our main supplier suddenly stopped delivery because of a fire in their factory. I was the project lead for the line. ' +
      'I called three other suppliers and we changed the plan for two weeks. As a result the line never stopped.',
    // A mark as the outcome of a study project, and a score out of a total.
    'At university we had a group project with four students. I was the leader and I had to organise the work. ' +
      'I made a plan and divided the tasks, and we met every week. We got the best mark of the class, 17 out of 20.',
  ])('finds all four parts in a story told naturally (%#)', (answer) => {
    expect(partsOf(answer)).toEqual(ALL);
  });

  it('finds none of the story parts in an answer about oneself in the present', () => {
    const answer = 'I am a very organised person and I like to plan my day. I always make a list and I help my colleagues when they are busy. I think this is important in every job.';
    expect(partsOf(answer)).toEqual({ situation: false, task: false, action: false, result: false });
  });

  it('finds the context and the duty, but no action or result, when the story stops there', () => {
    const answer = 'In my previous job I was in charge of the orders for the kitchen. It was a lot of responsibility because the chef was very strict and wanted everything perfect.';
    expect(partsOf(answer)).toEqual({ situation: true, task: true, action: false, result: false });
  });

  it('does not take wanting, feeling or working somewhere for an action', () => {
    const answer = 'Last year I worked at a bank and I wanted a new challenge. I felt that I needed more responsibility.';
    expect(partsOf(answer)).toMatchObject({ situation: true, action: false, result: false });
  });

  it('finds the actions but no result when the story ends with what was done', () => {
    const answer = 'Last month a customer was angry about a late delivery. I listened to her, I checked the order and I called the warehouse.';
    expect(partsOf(answer)).toMatchObject({ situation: true, action: true, result: false });
  });
});
