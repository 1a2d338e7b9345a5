import { lazy, Suspense, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { loadSonner, toasterRequest } from "../../lib/toast";

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * sonner's Toaster, rendered from the first toast on (nothing before, on the server too). It goes to
 * the end of <body>, beside the app: a modal dialog open when the first toast comes (the quote form's
 * "missing fields") has hidden the app from assistive technology, so a Toaster mounted inside it
 * would be hidden too, while one beside it stays announced and reachable.
 */
export function LazyToaster() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.requested, () => false);
  if (!requested) return null;
  return createPortal(
    <Suspense fallback={null}>
      {/* Raised above the Try AI bar (3.5rem) so a toast never hides it. */}
      <Toaster position="bottom-right" closeButton offset={{ bottom: 72 }} mobileOffset={{ bottom: 68 }} />
    </Suspense>,
    document.body,
  );
}
