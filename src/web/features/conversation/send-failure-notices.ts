/** The words for a send that failed before the streaming code could say more (offline, or the code did not load). */
export type SendFailure = { notice: string; shouldEdit: boolean };

export const OFFLINE_NOTICE = "You're offline — we'll keep your message.";

export const offlineFailure = (): SendFailure => ({ notice: `${OFFLINE_NOTICE} Press Retry when you're back online.`, shouldEdit: false });

export const droppedFailure = (): SendFailure => ({ notice: "The connection dropped before your message arrived. It's kept: press Retry.", shouldEdit: false });
