/**
 * VAT invoices and credit notes in the console (issue 35 item 3): an order's documents for its goods owner,
 * every document for finance, and a document's PDF fetched behind the session's token and handed to the
 * browser as a download.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { VatDocumentList, VatDocumentListBody, VatDocumentPage } from '@clearlot/contract/schemas/vatDocument';
import { api } from '@clearlot/browser/http/client';
import { getToken } from '@clearlot/browser/session/token';

export function useOrderVatDocuments(orderNo: string) {
  return useQuery({
    queryKey: ['vatDocuments', 'order', orderNo] as const,
    queryFn: (): Promise<VatDocumentList> => api.post(ApiPath.payment.orderVatDocuments, { orderNo }, { loading: false, notify: false }),
  });
}

export function useVatDocumentPage(body: VatDocumentListBody) {
  return useQuery({
    queryKey: ['vatDocuments', 'list', body] as const,
    queryFn: (): Promise<VatDocumentPage> => api.post(ApiPath.payment.vatDocumentList, body, { loading: false }),
    placeholderData: keepPreviousData,
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
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
