import { useMutation } from '@tanstack/react-query';
import type { ContactUsBody, ContactUsResult } from '@clearlot/contract';
import { api } from '../../../shared/http/client';

export function submitContact(body: ContactUsBody): Promise<ContactUsResult> {
  return api.post<ContactUsResult>('/srs-message-service/contact/submit', body, { notify: false });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
