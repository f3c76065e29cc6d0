import type { ReactElement } from "react";
import { createRoutesStub } from "react-router";

/** `element` on a page of a data router, as forms need (route-form.ts reads the page's action data). */
export function inRouter(element: ReactElement): ReactElement {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return <Stub />;
}
