import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

/*
 * Toasts without sonner in a page's first load. The first toast fetches sonner and asks the app frame
 * to mount its Toaster (<LazyToaster>); sonner hands a Toaster that subscribes late the toasts still
 * showing, so none is lost while it mounts. Every toast waits on the same promise, so they keep their
 * order. Calls read like sonner's own.
 */

type Sonner = typeof SonnerModule;
type Show = (message: string, data?: ExternalToast) => void;

let sonner: Promise<Sonner> | undefined;
let toasterRequested = false;
const requestListeners = new Set<() => void>();

/** The sonner module, fetched once; <LazyToaster> renders its Toaster from the same promise. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

/** For <LazyToaster>: whether a toast has asked for the Toaster yet, and a way to hear when one does. */
export const toasterRequest = {
  requested: () => toasterRequested,
  subscribe(listener: () => void) {
    requestListeners.add(listener);
    return () => {
      requestListeners.delete(listener);
    };
  },
};

function show(call: (toast: Sonner["toast"], message: string, data?: ExternalToast) => void): Show {
  return (message, data) => {
    if (!toasterRequested) {
      toasterRequested = true;
      for (const listener of requestListeners) listener();
    }
    // A chunk that cannot be fetched (offline, a deploy replaced it) costs the toast, nothing else.
    void loadSonner().then(
      (module) => call(module.toast, message, data),
      () => undefined,
    );
  };
}

export const toast = Object.assign(
  show((toast, message, data) => toast(message, data)),
  {
    success: show((toast, message, data) => toast.success(message, data)),
    error: show((toast, message, data) => toast.error(message, data)),
    info: show((toast, message, data) => toast.info(message, data)),
    warning: show((toast, message, data) => toast.warning(message, data)),
  },
);
