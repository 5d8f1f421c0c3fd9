/**
 * Seller and middle-man applications through the user service (issue 13): the applicant's draft
 * (reached by the draft token the e-mail confirmation gives, kept in this tab's session storage),
 * my applications and the middle-man profile (the reviewer's desk is the console's, issue 32). A change
 * refreshes every application query.
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ApiBody } from '@clearlot/contract/api/types';
import type { ApplicationView } from '@clearlot/contract/schemas/applications';
import { announceChange, onChangeElsewhere } from '../../../shared/data/otherTabs';
import { api } from '../../../shared/http/client';

export const applicationKeys = {
  all: ['applications'] as const,
  draft: (token: string) => ['applications', 'draft', token] as const,
  mine: ['applications', 'mine'] as const,
  middleMan: ['applications', 'middleMan'] as const,
};

// ---- the draft token of /shopEntry: this tab only, gone when it closes ----
const DRAFT_KEY = 'clearlot-application-draft';
export const draftStore = {
  read: (): string | null => sessionStorage.getItem(DRAFT_KEY),
  write: (token: string) => sessionStorage.setItem(DRAFT_KEY, token),
  clear: () => sessionStorage.removeItem(DRAFT_KEY),
};

export const sendApplicationCode = (email: string) => api.post(ApiPath.user.applicationSendCode, { email }, { notify: false });
export const confirmApplicationEmail = (email: string, code: string) => api.post(ApiPath.user.applicationConfirmEmail, { email, code }, { notify: false });

/** The draft the stored token opens; an expired token is forgotten (the page asks for the e-mail again). */
export function useDraft(token: string | null) {
  return useQuery({
    queryKey: applicationKeys.draft(token ?? ''),
    queryFn: () => api.post(ApiPath.user.applicationDraft, { draftToken: token! }, { loading: false, notify: false }),
    enabled: token !== null,
    retry: false,
    staleTime: 0,
  });
}

function useApplicationMutation<V, R>(call: (variables: V) => Promise<R>, after?: (result: R, client: ReturnType<typeof useQueryClient>) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      after?.(result, client);
      // the tab that opened this one (My applications) reads its list again too
      announceChange('applications');
      return client.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}

const keepDraft = (token: string) => (result: ApplicationView, client: ReturnType<typeof useQueryClient>) => client.setQueryData(applicationKeys.draft(token), result);

export const useSaveDraft = (token: string) =>
  useApplicationMutation(
    (body: Omit<ApiBody<typeof ApiPath.user.applicationSave>, 'draftToken'>) => api.post(ApiPath.user.applicationSave, { ...body, draftToken: token }, { notify: false }),
    keepDraft(token),
  );
export const useSubmitApplication = (token: string) =>
  useApplicationMutation(
    (body: Omit<ApiBody<typeof ApiPath.user.applicationSubmit>, 'draftToken'>) => api.post(ApiPath.user.applicationSubmit, { ...body, draftToken: token }, { notify: false }),
    keepDraft(token),
  );
export const useRemoveDocument = (token: string) =>
  useApplicationMutation((docType: 'incorporation' | 'proofOfAddress') => api.post(ApiPath.user.applicationRemoveDocument, { draftToken: token, docType }), keepDraft(token));

// ---- signed in ----
/**
 * My applications: read again when an application changes in another tab (the seller application opens in
 * a new one) and when this tab is shown again.
 */
export function useMyApplications() {
  const client = useQueryClient();
  useEffect(() => onChangeElsewhere('applications', () => void client.invalidateQueries({ queryKey: applicationKeys.all })), [client]);
  return useQuery({ queryKey: applicationKeys.mine, queryFn: () => api.post(ApiPath.user.myApplications, {}, { loading: false }), staleTime: 0, refetchOnWindowFocus: true });
}

export function useMiddleManProfile() {
  return useQuery({ queryKey: applicationKeys.middleMan, queryFn: () => api.post(ApiPath.user.middleManProfile, {}, { loading: false }), staleTime: 0 });
}

export const useSaveMiddleMan = (existing: boolean) =>
  useApplicationMutation((body: ApiBody<typeof ApiPath.user.middleManSave>) =>
    api.post(existing ? ApiPath.user.middleManUpdate : ApiPath.user.middleManSave, body, { notify: false }),
  );

export function useCategories() {
  return useQuery({
    queryKey: ['applications', 'categories'],
    queryFn: () => api.post(ApiPath.product.categoryTree, { status: 1 }, { loading: false }),
    staleTime: 10 * 60_000,
  });
}
