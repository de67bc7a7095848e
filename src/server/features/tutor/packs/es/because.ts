/** The Spanish pack's reasons and family descriptions: messages of its catalogue (messages/), told in the learner's language on request. */
import { reasonsFrom } from '../../grammar/reason';
import { spanishReasonsCatalogue } from './messages/catalogue';

export const because = reasonsFrom(spanishReasonsCatalogue);

/** A family's one line, kept on its rule record; its translations sit beside it in the catalogue. */
export const describeFamily = (family: keyof typeof spanishReasonsCatalogue.english) => spanishReasonsCatalogue.english[family];
