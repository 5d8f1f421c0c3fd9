import { useMutation } from '@tanstack/react-query';
import type { ContactUsBody, ContactUsResult } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

export function submitContact(body: ContactUsBody): Promise<ContactUsResult> {
  return api.post(ApiPath.message.contact, body, { notify: false });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
