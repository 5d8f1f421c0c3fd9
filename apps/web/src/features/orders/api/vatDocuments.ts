/**
 * An order's VAT invoice and credit notes (issue 35 item 3): listed as an envelope, each downloaded as a PDF
 * (GET /srs-payment-service/vatDocument/pdf/:documentNo?lang=en|zh) behind the session's bearer token, so
 * fetched and handed to the browser as a download, as the return label is.
 */
import { useQuery } from '@tanstack/react-query';
import type { VatDocumentList } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { getToken } from '../../../shared/session/token';
import { orderKeys } from './queryKeys';

export function useOrderVatDocuments(orderNo: string) {
  return useQuery({
    queryKey: orderKeys.vatDocuments(orderNo),
    queryFn: (): Promise<VatDocumentList> => api.post(ApiPath.payment.orderVatDocuments, { orderNo }, { loading: false, notify: false }),
  });
}

export async function downloadVatDocument(documentNo: string, language: 'en' | 'zh'): Promise<void> {
  const token = getToken();
  const response = await fetch(`${ApiPath.payment.vatDocumentPdf.replace(':documentNo', encodeURIComponent(documentNo))}?lang=${language}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`document ${response.status}`);
  const address = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = address;
  link.download = `clearlot-${documentNo}-${language}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has started the download by now; the address is no longer needed
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
