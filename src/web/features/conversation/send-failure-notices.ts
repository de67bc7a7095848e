/** The words for a send that failed before the streaming code could say more (offline, or the code did not load). */
import type { Translate } from '#/web/i18n/use-t';
import english from './messages/en';

export type SendFailure = { notice: string; shouldEdit: boolean };

/** The conversation's messages (messages/en.ts) in the interface language: `useT(conversationCatalogue)`. */
export type ConversationWords = Translate<typeof english>;

/** The offline line in English; a screen shows `offlineNotice` of conversationCatalogue (messages/catalogue.ts). */
export const OFFLINE_NOTICE = english.offlineNotice;

export const offlineFailure = (t: ConversationWords): SendFailure => ({ notice: t('offlineRetry'), shouldEdit: false });

export const droppedFailure = (t: ConversationWords): SendFailure => ({ notice: t('connectionDropped'), shouldEdit: false });
