import { useState, type ComponentType } from "react";

/**
 * A dialog whose code is a separate chunk, fetched the first time a visitor opens it, so a page does
 * not pay for the dialog (Radix, a form, zod) until someone wants it. Until the chunk arrives the
 * trigger shows `loading`; when it cannot be fetched, `onLoadFailed` tells the visitor what to do.
 * `preload` (for the trigger's hover and focus) starts the fetch early and ignores a failure, which
 * opening reports.
 */
export function useLazyDialog<P>(load: () => Promise<ComponentType<P>>, onLoadFailed: () => void) {
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  async function openDialog() {
    if (Dialog) {
      setOpen(true);
      return;
    }
    if (loading) return;
    setLoading(true);
    try {
      const component = await load();
      setDialog(() => component);
      setOpen(true);
    } catch {
      onLoadFailed();
    } finally {
      setLoading(false);
    }
  }

  function preload() {
    void load().catch(() => undefined);
  }

  return { Dialog, open, setOpen, openDialog, loading, preload };
}
