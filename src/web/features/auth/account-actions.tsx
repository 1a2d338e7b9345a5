import { Link } from "react-router";
import { LayoutDashboard, LogIn, LogOut } from "lucide-react";
import { homeForRole } from "../../../domain/roles";
import { useSession } from "../../lib/session";
import { cn } from "../../lib/cn";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { preloadSignIn } from "./sign-in-preload";
import { useT } from "../../i18n/use-t";
import { useLogout } from "./use-logout";

interface AccountActionsProps {
  placement: "bar" | "drawer";
  onSignIn: () => void;
  onNavigate: () => void;
}

/** 'Sign in' for visitors; for signed-in users a link to their area ('Admin' or 'Dashboard') and 'Logout'. */
export function AccountActions({ placement, onSignIn, onNavigate }: AccountActionsProps) {
  const t = useT();
  const { user, isPending } = useSession();
  const { logout, isPending: loggingOut } = useLogout();
  const inBar = placement === "bar";
  // Between 768px and 1024px the header is tight: signed-in actions show as icons, keeping their names.
  const buttonClass = inBar ? "max-lg:w-10 max-lg:px-0" : "w-full";
  const labelClass = inBar ? "max-lg:sr-only" : undefined;

  if (isPending) return <Skeleton className={cn("h-10 w-20 rounded-lg", !inBar && "w-full")} />;

  if (!user) {
    return (
      <Button
        variant="outline"
        className={cn(inBar ? "max-lg:px-3" : "w-full")}
        onPointerEnter={preloadSignIn}
        onFocus={preloadSignIn}
        onClick={onSignIn}
      >
        <LogIn className={cn(inBar && "max-lg:hidden")} aria-hidden="true" />
        {t("shell.signIn")}
      </Button>
    );
  }

  const home = homeForRole(user.role);
  const areaLabel = t(user.role === "super_admin" ? "shell.adminLink" : "shell.dashboardLink");
  return (
    <div className={cn("flex gap-2", !inBar && "flex-col")}>
      {home !== "/" && (
        <Button asChild variant="outline" className={buttonClass}>
          <Link to={home} onClick={onNavigate} title={inBar ? areaLabel : undefined}>
            <LayoutDashboard aria-hidden="true" />
            <span className={labelClass}>{areaLabel}</span>
          </Link>
        </Button>
      )}
      <Button
        variant="ghost"
        className={buttonClass}
        disabled={loggingOut}
        title={inBar ? t("shell.logout") : undefined}
        onClick={() => {
          onNavigate();
          logout();
        }}
      >
        <LogOut aria-hidden="true" />
        <span className={labelClass}>{t("shell.logout")}</span>
      </Button>
    </div>
  );
}
