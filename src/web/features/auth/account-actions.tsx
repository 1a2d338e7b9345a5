import { Link } from "react-router";
import { LayoutDashboard, LogIn, LogOut } from "lucide-react";
import { shellMessages } from "../../../domain/messages";
import { homeForRole } from "../../../domain/roles";
import { useSession } from "../../lib/session";
import { cn } from "../../lib/cn";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useLogout } from "./use-logout";

interface AccountActionsProps {
  placement: "bar" | "drawer";
  onSignIn: () => void;
  onNavigate: () => void;
}

/** 'Sign in' for visitors; for signed-in users a link to their area ('Admin' or 'Dashboard') and 'Logout'. */
export function AccountActions({ placement, onSignIn, onNavigate }: AccountActionsProps) {
  const { user, isPending } = useSession();
  const { logout, isPending: loggingOut } = useLogout();
  const full = placement === "drawer" ? "w-full" : undefined;

  if (isPending) return <Skeleton className={cn("h-10 w-20 rounded-lg", full)} />;

  if (!user) {
    return (
      <Button variant="outline" className={full} onClick={onSignIn}>
        <LogIn aria-hidden="true" />
        {shellMessages.signIn}
      </Button>
    );
  }

  const home = homeForRole(user.role);
  return (
    <div className={cn("flex gap-2", placement === "drawer" && "flex-col")}>
      {home !== "/" && (
        <Button asChild variant="outline" className={full}>
          <Link to={home} onClick={onNavigate}>
            <LayoutDashboard aria-hidden="true" />
            {user.role === "super_admin" ? shellMessages.adminLink : shellMessages.dashboardLink}
          </Link>
        </Button>
      )}
      <Button
        variant="ghost"
        className={full}
        disabled={loggingOut}
        onClick={() => {
          onNavigate();
          logout();
        }}
      >
        <LogOut aria-hidden="true" />
        {shellMessages.logout}
      </Button>
    </div>
  );
}
