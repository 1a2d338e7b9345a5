import type { ComponentProps } from "react";
import { NavigationMenu as NavigationMenuPrimitive } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { cn } from "../../lib/cn";

/** Site navigation menus (arrow keys, Escape and Tab work as Radix defines); content opens below its item. */
export function NavigationMenu({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return <NavigationMenuPrimitive.Root className={cn("relative", className)} {...props} />;
}

export function NavigationMenuList({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      className={cn("flex items-center gap-0.5 lg:gap-1", className)}
      {...props}
    />
  );
}

export function NavigationMenuItem({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return <NavigationMenuPrimitive.Item className={cn("relative", className)} {...props} />;
}

export const navigationTriggerClass =
  "inline-flex h-10 items-center gap-1 rounded-lg px-2 text-sm font-medium whitespace-nowrap lg:px-3 text-foreground hover:bg-muted data-[state=open]:bg-muted data-[active]:text-primary";

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      className={cn(navigationTriggerClass, "[&[data-state=open]>svg]:rotate-180", className)}
      {...props}
    >
      {children}
      <ChevronDown className="size-4 text-muted-foreground transition-transform" aria-hidden="true" />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn(
        "absolute top-full left-0 z-50 mt-2 min-w-56 rounded-xl border border-border bg-background p-2 shadow-lg data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}

export function NavigationMenuLink({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Link>) {
  return (
    <NavigationMenuPrimitive.Link
      className={cn(
        "flex items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground hover:bg-muted hover:text-primary data-[active]:font-semibold data-[active]:text-primary",
        className,
      )}
      {...props}
    />
  );
}
