/** What became of e-mails and texts the outbox handed to a provider (issue 35 item 5). */
import type { Queryable } from '../../../platform/db';

/** A provider's final word on a text: delivered to the handset, or not (with its reason). */
export type DeliveryReport = { provider: 'twilio'; ref: string; status: 'delivered' | 'undelivered' | 'failed'; error: string | null };

/**
 * Applies a delivery report to the message it names. Reports come late, repeated and out of order
 * (Twilio sends `sent` and `delivered` separately and retries), so a message already given a final
 * status keeps it; answers whether a message was found.
 */
export async function recordDeliveryReport(db: Queryable, report: DeliveryReport): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update outbox_message set status = $3, error = coalesce($4, error), status_at = now()
      where provider = $1 and provider_ref = $2 and status = 'sent'
      returning id`,
    [report.provider, report.ref, report.status, report.error],
  );
  if (rows.length > 0) return true;
  const known = await db.query<{ id: number }>(`select id from outbox_message where provider = $1 and provider_ref = $2`, [report.provider, report.ref]);
  return known.length > 0;
}

export interface FailedDeliveryRow {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  purpose: string | null;
  status: 'failed' | 'undelivered';
  provider: string | null;
  error: string | null;
  created: number;
  status_at: number | null;
}

/** Messages a provider refused or could not deliver, newest first, a page at a time (before `beforeId`). */
export async function listFailedDeliveries(db: Queryable, options: { beforeId: number | null; limit: number; channel: 'email' | 'sms' | null }): Promise<FailedDeliveryRow[]> {
  return db.query<FailedDeliveryRow>(
    `select id, channel, recipient, subject, purpose, status, provider, error,
            extract(epoch from created_at)::bigint as created, extract(epoch from status_at)::bigint as status_at
       from outbox_message
      where status in ('failed', 'undelivered')
        and ($1::int is null or id < $1)
        and ($2::text is null or channel = $2)
      order by id desc
      limit $3`,
    [options.beforeId, options.channel, options.limit],
  );
}
