/**
 * Markdown texts rendered off the request thread (server/workers/pool.ts) for the three places
 * that show them: the editor's preview, the check made when a post is published, and the pages.
 */
import type { PictureSources } from '../../shared/content-types.ts';
import type { Config } from '../config.ts';
import { ValidationError } from '../errors.ts';
import { TooComplexError, type WorkerPool } from '../workers/pool.ts';
import { asTypedText } from './markdown.ts';

/** A stored text as a page shows it. */
export type TextRenderer = (
  source: string,
  pictures: ReadonlyMap<string, PictureSources>,
) => Promise<string>;

/** Told when a text takes longer than the budget to render (preview, publishing). */
export const TOO_COMPLEX_MESSAGE =
  'This text is too complex to render: long runs of * or _, or very deep nesting, are the usual cause. Simplify it and try again.';
/** The stable code beside the message (ErrorBody `reasons`), for the editor's own wording. */
export const TOO_COMPLEX_REASON = 'too_complex';

/**
 * A page's text gets three times the budget: it was rendered within the budget when it was
 * published, and a busier moment must not change how it looks. Past that (a text stored before
 * the check existed) it is shown as typed rather than as an error page.
 */
const PAGE_BUDGET_FACTOR = 3;

export function pageTextRenderer(
  workers: WorkerPool,
  config: Pick<Config, 'renderBudgetMs'>,
): TextRenderer {
  return async (source, pictures) => {
    try {
      return await workers.renderMarkdown(
        source,
        pictures,
        config.renderBudgetMs * PAGE_BUDGET_FACTOR,
      );
    } catch (err) {
      if (err instanceof TooComplexError) return asTypedText(source);
      throw err;
    }
  };
}

/** Whether `source` renders within the budget (null), or the message that says it does not. */
export async function tooComplex(
  workers: WorkerPool,
  config: Pick<Config, 'renderBudgetMs'>,
  source: string,
): Promise<string | null> {
  try {
    await workers.renderMarkdown(source, new Map(), config.renderBudgetMs);
    return null;
  } catch (err) {
    if (err instanceof TooComplexError) return TOO_COMPLEX_MESSAGE;
    throw err;
  }
}

/** The preview: the HTML, or a 400 on `field` with the too-complex message and its reason. */
export async function previewText(
  workers: WorkerPool,
  config: Pick<Config, 'renderBudgetMs'>,
  source: string,
  pictures: ReadonlyMap<string, PictureSources>,
  field: string,
): Promise<string> {
  try {
    return await workers.renderMarkdown(source, pictures, config.renderBudgetMs);
  } catch (err) {
    if (!(err instanceof TooComplexError)) throw err;
    throw new ValidationError({ [field]: TOO_COMPLEX_MESSAGE }, TOO_COMPLEX_MESSAGE, {
      [field]: TOO_COMPLEX_REASON,
    });
  }
}
