import { FORM_ENDPOINTS } from '../../../../../shared/forms.ts';

export type FormKind = keyof typeof FORM_ENDPOINTS;

export function kindOfEndpoint(endpoint: string): FormKind | undefined {
  const entry = Object.entries(FORM_ENDPOINTS).find(([, path]) => path === endpoint);
  return entry?.[0] as FormKind | undefined;
}
