/** The note on a Review card made from a lesson's target phrase. */
export default {
  fromTheLesson: 'From the lesson "{title}"',
} as const;
