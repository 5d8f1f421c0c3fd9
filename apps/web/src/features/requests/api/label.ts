/**
 * The carrier label PDF (GET /srs-order-service/return/label/:returnNo): a file, not a JSON
 * envelope, behind the session's bearer token, so it is fetched and handed to the browser as a
 * download rather than linked.
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import { getToken } from '../../../shared/session/token';

export async function downloadReturnLabel(returnNo: string): Promise<void> {
  const token = getToken();
  const response = await fetch(ApiPath.order.returnLabel.replace(':returnNo', encodeURIComponent(returnNo)), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`label ${response.status}`);
  const address = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = address;
  link.download = `return-label-${returnNo}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has started the download by now; the address is no longer needed
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
