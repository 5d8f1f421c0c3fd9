/**
 * Demo data (issue 13): one seller application submitted and waiting on the reviewer's desk, with
 * its two documents (small PDFs written here), so the agent account has something to review.
 * Idempotent by the demo company's e-mail. The seed only has the database, so the documents' bytes
 * are written to the file storage when the application service starts (`storeDemoDocuments`),
 * wherever that storage is (a folder, S3, a test's temporary folder).
 */
import { createHash } from 'node:crypto';
import { ApplicationActor, ApplicationStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import type { FileStorage } from '../../../platform/storage/storage';

export const DEMO_APPLICATION = {
  applicationNo: 'SADEMO000001',
  email: 'apply@kentclearance.example.co.uk',
  companyName: 'Kent Clearance Ltd',
  registrationNumber: '09876543',
  vatNumber: 'GB999999973',
  contactFirstName: 'Priya',
  contactLastName: 'Shah',
  storeName: 'Kent Clearance',
  storeLink: 'https://kentclearance.example.co.uk',
} as const;

/** A one-page PDF saying what the document is (text in Helvetica, no fonts embedded). */
function demoPdf(lines: readonly string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 60 ${760 - i * 28} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const DEMO_DOCUMENTS = [
  {
    docType: 'incorporation',
    fileName: 'kent-clearance-certificate-of-incorporation.pdf',
    bytes: demoPdf(['Certificate of Incorporation (demo)', 'Kent Clearance Ltd', 'Company number 09876543', 'Incorporated in England and Wales']),
  },
  {
    docType: 'proofOfAddress',
    fileName: 'kent-clearance-business-rates-bill.pdf',
    bytes: demoPdf(['Business rates bill (demo)', 'Kent Clearance Ltd', 'Unit 4, Medway Trade Park', 'Rochester ME2 4XX']),
  },
].map((document) => ({ ...document, storedName: `${createHash('sha256').update(`clearlot-demo-${document.docType}`).digest('hex').slice(0, 32)}.pdf` }));

export async function seedDemoApplication(db: Queryable): Promise<void> {
  const existing = await db.query('select 1 from partner_application where application_no = $1', [DEMO_APPLICATION.applicationNo]);
  if (existing.length > 0) return;
  const a = DEMO_APPLICATION;
  const [row] = await db.query<{ id: number }>(
    `insert into partner_application (application_no, kind, status, email, company_name, registration_number, vat_number, contact_first_name,
                                      contact_last_name, store_name, store_link, terms_accepted_at, submitted_at, created_at)
     values ($1, 'seller', $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - interval '2 hours', now() - interval '2 hours', now() - interval '3 hours')
     returning id::int as id`,
    [a.applicationNo, ApplicationStatus.Submitted, a.email, a.companyName, a.registrationNumber, a.vatNumber, a.contactFirstName, a.contactLastName, a.storeName, a.storeLink],
  );
  const id = row!.id;
  await db.query(
    `insert into partner_application_log (application_id, status, actor, created_at) values ($1, $2, $4, now() - interval '3 hours'), ($1, $3, $4, now() - interval '2 hours')`,
    [id, ApplicationStatus.Draft, ApplicationStatus.Submitted, ApplicationActor.Applicant],
  );
  for (const document of DEMO_DOCUMENTS) {
    await db.query(
      `insert into uploaded_file (owner_user_id, application_id, app_name, kind, original_name, stored_name, content_type, byte_size, sha256)
       values (null, $1, 'srs-user-service', 'document', $2, $3, 'application/pdf', $4, $5)`,
      [id, document.fileName, document.storedName, document.bytes.length, createHash('sha256').update(document.bytes).digest('hex')],
    );
    await db.query(`insert into partner_application_document (application_id, doc_type, stored_name) values ($1, $2, $3)`, [id, document.docType, document.storedName]);
  }
}

/** Writes the demo documents' bytes into the file storage when their rows exist and the bytes do not (every start; cheap). */
export async function storeDemoDocuments(db: Queryable, storage: FileStorage): Promise<void> {
  for (const document of DEMO_DOCUMENTS) {
    if ((await db.query('select 1 from uploaded_file where stored_name = $1', [document.storedName])).length === 0) continue;
    const stored = await storage.open(document.storedName);
    if (stored) {
      stored.destroy();
      continue;
    }
    await storage.put(document.storedName, document.bytes, 'application/pdf');
  }
}
