/** Every SQL statement of the message service. */
import type { Queryable } from '../../platform/db';

export interface NewContactRequest {
  ticketNumber: string;
  userId: number | null;
  name: string;
  email: string;
  topic: string;
  message: string;
}

export async function insertContactRequest(db: Queryable, request: NewContactRequest): Promise<void> {
  await db.query(`insert into contact_request (ticket_number, user_id, name, email, topic, message) values ($1, $2, $3, $4, $5, $6)`, [
    request.ticketNumber,
    request.userId,
    request.name,
    request.email,
    request.topic,
    request.message,
  ]);
}
