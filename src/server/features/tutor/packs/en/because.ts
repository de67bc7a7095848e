/** The English pack's reasons and family descriptions: messages of its catalogue (messages/), told in the learner's language on request. */
import { reasonsFrom } from '../../grammar/reason';
import { englishReasonsCatalogue } from './messages/catalogue';

export const because = reasonsFrom(englishReasonsCatalogue);

/** A family's one line, kept on its rule record; its translations sit beside it in the catalogue. */
export const describeFamily = (family: keyof typeof englishReasonsCatalogue.english) => englishReasonsCatalogue.english[family];

/** Whether Harper's family ('harper:despite-of') has a reason of its own in the catalogue. */
export const isHarperReason = (family: string): family is keyof typeof englishReasonsCatalogue.english & `harper:${string}` =>
  family.startsWith('harper:') && family in englishReasonsCatalogue.english;
