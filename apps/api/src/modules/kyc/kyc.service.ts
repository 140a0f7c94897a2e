import {
  DOCUMENT_IMAGE_MAX_PIXELS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_TYPES,
  DOCUMENT_TYPES_FOR_VERIFICATION,
  type DocumentType,
  type PlayerDocument,
  type PlayerDocuments,
} from '@orca/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, assert, FieldRuleError } from '../../platform/errors.ts';
import { publishNotice } from '../../platform/notices.ts';
import type { Operator } from '../admin/operator.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { DocumentStore } from './document-store.ts';
import * as repo from './kyc.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

type MimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/** The extensions a file of each sniffed type may carry: a PNG called .pdf is refused, not relabelled. */
const EXTENSIONS: Record<MimeType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};
const FILE_NAME_MAX = 200;

const isAllowedMime = (mime: string | undefined): mime is MimeType =>
  (DOCUMENT_MIME_TYPES as readonly string[]).includes(mime ?? '');

/**
 * A file name is only shown back to the player, never used as a path; still, one that tries to
 * climb folders or hides control characters is refused outright rather than quietly cleaned.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_NAME_CHARACTERS = /[/\\\u0000-\u001f\u007f]/;

function checkFileName(name: string): string {
  if (
    name.length === 0 ||
    name.length > FILE_NAME_MAX ||
    name.includes('..') ||
    UNSAFE_NAME_CHARACTERS.test(name)
  ) {
    throw new FieldRuleError('validation_error', 'file', 'file_name_invalid');
  }
  return name.normalize('NFC');
}

/**
 * Refuses an image whose header declares more than DOCUMENT_IMAGE_MAX_PIXELS, read from the real
 * header (image-size parses it without decoding pixels), or whose header cannot be read at all.
 * Produces document_image_too_large, document_type_not_allowed.
 */
function checkImageDimensions(mime: MimeType, bytes: Buffer): void {
  if (mime === 'application/pdf') return;
  let width: number;
  let height: number;
  try {
    // A copy with a buffer of its own: image-size reads through a view that can run past the
    // end of a pooled Buffer's slice, so a truncated header would be completed by whatever
    // bytes follow it in memory; on its own buffer the read fails instead.
    ({ width, height } = imageSize(new Uint8Array(bytes)));
  } catch {
    throw new AppError('document_type_not_allowed');
  }
  if (!(width > 0 && height > 0)) throw new AppError('document_type_not_allowed');
  if (width * height > DOCUMENT_IMAGE_MAX_PIXELS)
    throw new AppError('document_image_too_large', {
      params: { max: DOCUMENT_IMAGE_MAX_PIXELS / 1_000_000 },
    });
}

function toDto(row: repo.DocumentRow): PlayerDocument {
  assert(isAllowedMime(row.mimeType), 'stored documents have an allowed type');
  return {
    id: row.id,
    type: row.type as DocumentType,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    status: row.status as PlayerDocument['status'],
    reason: row.reason,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Verification documents: upload, the player's own list, operators' review, and the KYC status that follows. */
export function createKycService(deps: {
  db: Database;
  players: PlayerService;
  store: DocumentStore;
  /** Bytes of documents one player may keep stored (KYC_STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
}) {
  const { db } = deps;

  return {
    form: () => ({
      types: [...DOCUMENT_TYPES],
      mimeTypes: [...DOCUMENT_MIME_TYPES],
      maxBytes: DOCUMENT_MAX_BYTES,
      field: 'file',
    }),

    async list(playerId: bigint): Promise<PlayerDocuments> {
      const [rows, player] = await Promise.all([
        repo.ofPlayer(db, playerId),
        deps.players.get(playerId),
      ]);
      return {
        documents: rows.map(toDto),
        kyc_status: player.kycStatus === 'verified' ? 'verified' : 'not_verified',
      };
    },

    /**
     * Stores one document. Produces document_type_not_allowed, validation_error (file name, type
     * mismatch), document_too_large, document_image_too_large, document_quota_exceeded.
     */
    async upload(
      playerId: bigint,
      type: DocumentType,
      file: { fileName: string; bytes: Buffer },
    ): Promise<PlayerDocument> {
      const fileName = checkFileName(file.fileName);
      if (file.bytes.length > DOCUMENT_MAX_BYTES)
        throw new AppError('document_too_large', {
          params: { max: DOCUMENT_MAX_BYTES / 1_048_576 },
        });
      if (file.bytes.length === 0) throw new FieldRuleError('validation_error', 'file', 'required');
      const sniffed = (await fileTypeFromBuffer(file.bytes))?.mime;
      if (!isAllowedMime(sniffed)) throw new AppError('document_type_not_allowed');
      const extension = fileName.includes('.')
        ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()
        : '';
      if (!EXTENSIONS[sniffed].includes(extension))
        throw new FieldRuleError('validation_error', 'file', 'file_type_mismatch');
      checkImageDimensions(sniffed, file.bytes);

      const storageKey = randomUUID();
      let isStored = false;
      try {
        return await inTransaction(db, async (tx) => {
          // The player's uploads take turns from the quota check to the insert: checked apart,
          // uploads sent at once would each see the others missing and all fit.
          await repo.lockUploads(tx, playerId);
          if ((await repo.storedBytes(tx, playerId)) + file.bytes.length > deps.storageQuotaBytes)
            throw new AppError('document_quota_exceeded', {
              params: { max: deps.storageQuotaBytes / 1_048_576 },
            });
          await deps.store.put(storageKey, file.bytes);
          isStored = true;
          const row = await repo.insert(tx, {
            playerId,
            type,
            fileName,
            storageKey,
            mimeType: sniffed,
            sizeBytes: file.bytes.length,
            sha256: createHash('sha256').update(file.bytes).digest('hex'),
          });
          return toDto(row);
        });
      } catch (error) {
        // No row points at the file, so it must not stay behind.
        if (isStored) await deps.store.remove(storageKey);
        throw error;
      }
    },

    /** The player's own file. Produces not_found for anyone else's. */
    async fileOf(
      playerId: bigint,
      id: string,
    ): Promise<{ document: PlayerDocument; bytes: Buffer }> {
      const row = await repo.findOfPlayer(db, playerId, id);
      if (!row) throw new AppError('not_found');
      return { document: toDto(row), bytes: await deps.store.get(row.storageKey) };
    },

    async queue(status: PlayerDocument['status'], limit: number) {
      const rows = await repo.byStatus(db, status, limit);
      const usernames = await deps.players.usernames(rows.map((row) => row.playerId));
      return rows.map((row) => ({
        ...toDto(row),
        playerId: row.playerId.toString(),
        playerUsername: usernames.get(row.playerId.toString()) ?? '',
      }));
    },

    async fileForOperator(id: string): Promise<{ document: PlayerDocument; bytes: Buffer }> {
      const row = await repo.find(db, id);
      if (!row) throw new AppError('not_found');
      return { document: toDto(row), bytes: await deps.store.get(row.storageKey) };
    },

    /**
     * Approves or rejects a document and recomputes the player's KYC status: verified once each
     * required type has an approved document. Produces not_found.
     */
    async review(
      operator: Operator,
      id: string,
      decision: { status: 'approved' | 'rejected'; reason?: string | undefined },
    ): Promise<PlayerDocument> {
      return inTransaction(db, async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw new AppError('not_found');
        const after = await repo.review(tx, id, {
          status: decision.status,
          reason: decision.status === 'rejected' ? (decision.reason ?? null) : null,
          reviewedBy: operator.id,
        });
        const approved = new Set(
          (await repo.ofPlayer(tx, before.playerId))
            .filter((d) => d.status === 'approved')
            .map((d) => d.type),
        );
        const kycStatus = DOCUMENT_TYPES_FOR_VERIFICATION.every((type) => approved.has(type))
          ? 'verified'
          : 'not_verified';
        const player = await deps.players.get(before.playerId, tx);
        if (player.kycStatus !== kycStatus)
          await deps.players.update(tx, before.playerId, { kycStatus });
        if (decision.status === 'rejected')
          await publishNotice(tx, before.playerId, 'kyc_rejected', {
            document: before.type,
            reason: after.reason ?? '',
          });
        // Each approval is news; the last one that completes the set says the account is verified.
        if (kycStatus === 'verified' && player.kycStatus !== 'verified')
          await publishNotice(tx, before.playerId, 'kyc_approved');
        else if (decision.status === 'approved' && before.status !== 'approved')
          await publishNotice(tx, before.playerId, 'kyc_document_approved', {
            document: before.type,
          });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: operator.id.toString(),
          ip: operator.ip,
          action: `document_${decision.status}`,
          targetKind: 'player_document',
          targetId: id,
          before: { status: before.status, reason: before.reason, kycStatus: player.kycStatus },
          after: { status: after.status, reason: after.reason, kycStatus },
        });
        return toDto(after);
      });
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
