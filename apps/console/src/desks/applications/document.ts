/**
 * An application's document, for the reviewer (GET /srs-file-service/obsFile/:obsName): a private
 * file behind the session's bearer token, so it is fetched and opened from a blob address — a
 * picture in a new tab, a PDF downloaded (as the file service serves it), never linked.
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import { getToken } from '@clearlot/browser/session/token';

export async function openDocument(storedName: string, fileName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(ApiPath.file.storedFile.replace(':obsName', encodeURIComponent(storedName)), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`document ${response.status}`);
  const blob = await response.blob();
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  if (blob.type.startsWith('image/')) {
    link.target = '_blank';
    link.rel = 'noopener';
  } else {
    link.download = fileName;
  }
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
