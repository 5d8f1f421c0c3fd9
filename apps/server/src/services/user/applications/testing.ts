/** Test helpers of the application API tests: documents as their bytes make them, forms, and a submitted application. */
import * as ApiPath from '@clearlot/contract/api/paths';
import { DRAFT_TOKEN_HEADER, type ApplicationDraft, type ApplicationView, type Envelope } from '@clearlot/contract';
import type { TestApp } from '../../../testing/harness';

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const TEXT = Buffer.from('not a document at all\n'.repeat(4));

const BOUNDARY = '----ClearLotApplicationBoundary42';

export function fileForm(filename: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export async function upload(t: TestApp, draftToken: string | null, docType: string, filename: string, bytes: Buffer) {
  const { payload, headers } = fileForm(filename, bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: `${ApiPath.user.applicationUploadDocument}?docType=${docType}`,
    payload,
    headers: { ...headers, ...(draftToken ? { [DRAFT_TOKEN_HEADER]: draftToken } : {}) },
  });
  return { status: response.statusCode, body: response.json<Envelope<{ docType: string; url: string; fileName: string }>>() };
}

/** A company's fields that hold every rule (the VAT number's check digits included). */
export const COMPANY = {
  companyName: 'Thames Surplus Ltd',
  registrationNumber: '01234567',
  vatNumber: 'GB999999973',
  contactFirstName: 'Grace',
  contactLastName: 'Okafor',
  storeName: 'Thames Surplus',
  storeLink: 'https://thames-surplus.example.co.uk',
};

/** Confirms an e-mail by its code and answers the draft. */
export async function openDraft(t: TestApp, email: string): Promise<ApplicationDraft> {
  const sent = await t.post(ApiPath.user.applicationSendCode, { email });
  if (sent.body.code !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const confirmed = await t.post<ApplicationDraft>(ApiPath.user.applicationConfirmEmail, { email, code: await t.latestCode(email) });
  if (confirmed.body.code !== 200) throw new Error(`not confirmed: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.data;
}

/** A seller application with both documents, submitted for review. */
export async function submittedApplication(t: TestApp, email: string, fields: Partial<typeof COMPANY> = {}): Promise<{ draftToken: string; application: ApplicationView }> {
  const { draftToken } = await openDraft(t, email);
  await upload(t, draftToken, 'incorporation', 'incorporation.pdf', PDF);
  await upload(t, draftToken, 'proofOfAddress', 'utility-bill.png', PNG);
  const submitted = await t.post<ApplicationView>(ApiPath.user.applicationSubmit, { draftToken, ...COMPANY, ...fields, termsAccepted: true });
  if (submitted.body.code !== 200) throw new Error(`not submitted: ${JSON.stringify(submitted.body)}`);
  return { draftToken, application: submitted.body.data };
}
