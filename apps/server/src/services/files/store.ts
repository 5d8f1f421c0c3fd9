/** Every SQL statement of the file service. */
import type { UploadKind } from '@clearlot/contract/rules/upload';
import type { Queryable } from '../../platform/db';

export interface UploadedFileRecord {
  /** null for a document of an application made before its applicant had an account */
  ownerUserId: number | null;
  /** the seller or middle-man application the file is a document of (issue 13), or null */
  applicationId: number | null;
  appName: string;
  kind: UploadKind;
  originalName: string;
  storedName: string;
  contentType: string;
  byteSize: number;
  sha256: string;
}

export async function insertUploadedFile(db: Queryable, file: UploadedFileRecord): Promise<void> {
  await db.query(
    `insert into uploaded_file (owner_user_id, app_name, kind, original_name, stored_name, content_type, byte_size, sha256, application_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [file.ownerUserId, file.appName, file.kind, file.originalName, file.storedName, file.contentType, file.byteSize, file.sha256, file.applicationId],
  );
}

export async function findUploadedFile(db: Queryable, storedName: string): Promise<UploadedFileRecord | null> {
  const rows = await db.query<UploadedFileRecord>(
    `select owner_user_id as "ownerUserId", application_id::int as "applicationId", app_name as "appName", kind, original_name as "originalName", stored_name as "storedName",
            content_type as "contentType", byte_size as "byteSize", sha256
       from uploaded_file where stored_name = $1`,
    [storedName],
  );
  return rows[0] ?? null;
}

/** Which of the stored names are photos the user uploaded. */
export async function ownPhotoNames(db: Queryable, userId: number, storedNames: readonly string[]): Promise<Set<string>> {
  if (storedNames.length === 0) return new Set();
  const rows = await db.query<{ name: string }>(`select stored_name as name from uploaded_file where owner_user_id = $1 and kind = 'photo' and stored_name = any($2::text[])`, [
    userId,
    storedNames,
  ]);
  return new Set(rows.map((row) => row.name));
}

/** How many of the stored names are photos the user uploaded. */
export async function countOwnPhotos(db: Queryable, userId: number, storedNames: readonly string[]): Promise<number> {
  if (storedNames.length === 0) return 0;
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from uploaded_file where owner_user_id = $1 and kind = 'photo' and stored_name = any($2::text[])`, [
    userId,
    storedNames,
  ]);
  return row?.n ?? 0;
}
