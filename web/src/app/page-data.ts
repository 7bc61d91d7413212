import { createContext } from 'react';
import type { Lang } from '../../../shared/constants.ts';
import type { Messages } from '../../../shared/i18n/index.ts';
import type { PageError } from './page-router.tsx';
import type { PageName, PageProps } from './pages.ts';

export const PAGE_DATA_ID = '__page_data';

/**
 * What the server hands the browser to hydrate a public page, as JSON in the document (data,
 * never executed, so the CSP stays strict): which page, its props and loader data, the route
 * error if there was one, and the strings of the catalogue the page uses.
 */
export interface PageData {
  lang: Lang;
  /** The page component (the route error's page when the route failed). */
  page?: PageName;
  /**
   * The address of the page's chunk, which the browser imports to hydrate the page; absent
   * without a client build (nothing to hydrate with).
   */
  module?: string;
  props?: PageProps;
  loaderData?: unknown;
  error?: PageError;
  /**
   * The address the document was rendered for, when it may be shown at another one: the service
   * worker's offline and not-found pages. The browser hydrates with this address, so the page
   * matches what was rendered (its language link included).
   */
  path?: string;
  messages: Partial<Messages>;
  /**
   * The answer to a form posted without JavaScript, when the address carries its errors
   * (`?form=…&error=…`): which form, and the errors as the catalogue's messages.
   */
  formAnswer?: FormAnswer;
}

export interface FormAnswer {
  form: string;
  errors: Record<string, string>;
}

/** The page's `formAnswer`, for the form it names. */
export const FormAnswerContext = createContext<FormAnswer | undefined>(undefined);

export function readPageData(doc: Document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : undefined;
}
