import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "../../lib/cn";

/*
 * Site navigation as disclosure menus (a button that shows and hides a list of links), the pattern
 * WAI-ARIA recommends for a site's own navigation. Radix's NavigationMenu kept an aria-hidden but
 * focusable proxy next to an open menu, which axe reports as a serious violation.
 */

interface MenuState {
  openId: string | null;
  setOpenId(id: string | null): void;
}

const MenuContext = createContext<MenuState | null>(null);

interface NavigationMenuProps extends ComponentProps<"nav"> {
  /** The open menu closes whenever this changes (the page's path, so a followed link closes it). */
  closeKey: string;
}

export function NavigationMenu({ closeKey, className, children, ...props }: NavigationMenuProps) {
  // The open menu is remembered with the key it was opened under, so a new key reads as closed.
  const [opened, setOpened] = useState<{ id: string | null; key: string }>({ id: null, key: closeKey });
  const openId = opened.key === closeKey ? opened.id : null;
  const setOpenId = useCallback((id: string | null) => setOpened({ id, key: closeKey }), [closeKey]);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId, setOpenId]);

  return (
    <MenuContext.Provider value={{ openId, setOpenId }}>
      <nav ref={root} className={cn("relative", className)} {...props}>
        {children}
      </nav>
    </MenuContext.Provider>
  );
}

export function NavigationMenuList({ className, ...props }: ComponentProps<"ul">) {
  return <ul className={cn("flex items-center gap-0.5 lg:gap-1", className)} {...props} />;
}

export const navigationTriggerClass =
  "inline-flex h-10 items-center gap-1 rounded-lg px-2 text-sm font-medium whitespace-nowrap lg:px-3 text-foreground hover:bg-muted aria-expanded:bg-muted aria-[current=page]:text-primary";

export const navigationLinkClass =
  "flex items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground hover:bg-muted hover:text-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary";

/**
 * One menu: its button opens the links below it. Escape closes it and puts focus back on the
 * button; Arrow Down opens it at its first link and the arrows move between its links; leaving it
 * with Tab or pressing anywhere else closes it.
 */
export function NavigationMenuGroup({ title, children }: { title: string; children: ReactNode }) {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error("NavigationMenuGroup must be inside a NavigationMenu");
  const id = useId();
  const open = menu.openId === id;
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const links = () => [...(panel.current?.querySelectorAll<HTMLElement>("a[href]") ?? [])];

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      menu!.setOpenId(null);
      button.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (event.target === button.current) {
      if (event.key !== "ArrowDown") return;
      menu!.setOpenId(id);
      requestAnimationFrame(() => links()[0]?.focus());
      return;
    }
    const list = links();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    list[(at + step + list.length) % list.length]?.focus();
  }

  return (
    <li
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // A press that moves focus nowhere is handled by the root's outside-press listener.
        const next = event.relatedTarget;
        if (open && next && !event.currentTarget.contains(next)) menu.setOpenId(null);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => menu.setOpenId(open ? null : id)}
        className={cn(navigationTriggerClass, "[&[aria-expanded=true]>svg]:rotate-180")}
      >
        {title}
        <ChevronDown className="size-4 text-muted-foreground transition-transform" aria-hidden="true" />
      </button>
      <div
        ref={panel}
        id={`${id}-menu`}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 min-w-56 animate-fade-in rounded-xl border border-border bg-background p-2 shadow-lg"
      >
        {children}
      </div>
    </li>
  );
}
