import { useRouteError } from '../../app/page-router.tsx';
import { NotFoundPage } from './not-found.tsx';
import { SomethingWentWrong } from './route-error.tsx';

/**
 * A route that failed: a 404 shows the not-found page, anything else 'Something Went Wrong'. A
 * page of its own, so its code loads only with the documents that show it.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return error?.status === 404 ? <NotFoundPage /> : <SomethingWentWrong />;
}
