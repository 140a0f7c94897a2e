import {
  DOCUMENT_TYPES,
  NOTICE_TYPE,
  SILENT_NOTICE_KINDS,
  type InboxMessage,
  type Language,
  type NoticeKind,
  type NoticeParams,
} from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import * as repo from './messages.repository.ts';

/** The inbox shows this many merged messages at most, the newest. */
export const INBOX_GROUPS_MAX = 100;

const hasText = (value: string | number | undefined) =>
  value !== undefined && String(value).trim() !== '';

/** A document is named in the reader's language rather than by its code. */
function withDocumentName(language: Language, params: NoticeParams): NoticeParams {
  const type = String(params.document ?? '');
  return {
    ...params,
    document: (DOCUMENT_TYPES as readonly string[]).includes(type)
      ? translate(language, 'notices', `document_${type}`)
      : type,
  };
}

/**
 * One notice in `language`. Some kinds read differently when a part is missing (a rejection without
 * a reason, a VIP welcome before a host is assigned); a rejected document is named in the reader's
 * language rather than by its code.
 */
export function renderNotice(language: Language, kind: NoticeKind, params: NoticeParams): string {
  switch (kind) {
    case 'withdrawal_rejected':
      return translate(
        language,
        'notices',
        hasText(params.reason) ? kind : 'withdrawal_rejected_no_reason',
        params,
      );
    case 'kyc_rejected':
      return translate(
        language,
        'notices',
        hasText(params.reason) ? kind : 'kyc_rejected_no_reason',
        withDocumentName(language, params),
      );
    case 'kyc_document_approved':
      return translate(language, 'notices', kind, withDocumentName(language, params));
    case 'vip_member':
      return translate(
        language,
        'notices',
        hasText(params.host) ? kind : 'vip_member_no_host',
        params,
      );
    default:
      return translate(language, 'notices', kind, params);
  }
}

/**
 * Merges rows of equal date into one message (spec section 3): rows come newest date first, newest
 * row first; the parts read in the order they were published, and the newest row names the group.
 * Rows hold only kinds the consumer parsed from notices.
 */
export function mergeByDate(rows: repo.MessageRow[], language: Language): InboxMessage[] {
  const groups: repo.MessageRow[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last[0]!.createdAt.getTime() === row.createdAt.getTime()) last.push(row);
    else groups.push([row]);
  }
  return groups.map((group) => {
    const newest = group[0]!;
    const parts = [...group].reverse();
    return {
      index: newest.id.toString(),
      date: newest.createdAt.toISOString(),
      message: parts
        .map((row) => renderNotice(language, row.kind as NoticeKind, row.params as NoticeParams))
        .join('\n'),
      type: NOTICE_TYPE[newest.kind as NoticeKind],
      notify: parts.some((row) => !SILENT_NOTICE_KINDS.includes(row.kind as NoticeKind)),
    };
  });
}

/** A player's messages (spec sections 3 and 7), made from notices by the inbox consumer and rendered when read. */
export function createMessagesService(db: Database) {
  const inbox = async (playerId: bigint, language: Language) =>
    mergeByDate(await repo.newestGroups(db, playerId, INBOX_GROUPS_MAX), language);

  return {
    inbox,

    /** Deletes the merged message `index` names, answering what remains. Produces not_found. */
    async deleteOne(playerId: bigint, index: string, language: Language): Promise<InboxMessage[]> {
      if ((await repo.deleteGroup(db, playerId, BigInt(index))) === 0)
        throw new AppError('not_found');
      return inbox(playerId, language);
    },

    async deleteAll(playerId: bigint, language: Language): Promise<InboxMessage[]> {
      await repo.deleteAll(db, playerId);
      return inbox(playerId, language);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
