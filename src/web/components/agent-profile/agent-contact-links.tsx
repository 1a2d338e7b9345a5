import { Mail, Phone } from "lucide-react";
import { cn } from "../../lib/cn";
import { telHref } from "../../../domain/agent-text";

interface AgentContactLinksProps {
  email?: string | null;
  phone?: string | null;
  /** Layout of the list; the links themselves look the same everywhere. */
  className?: string;
}

/** The broker's email (mailto) and phone (tel) links, each shown only when present. */
export function AgentContactLinks({ email, phone, className }: AgentContactLinksProps) {
  const link = "inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline";
  return (
    <ul className={cn("flex flex-col gap-2 text-sm", className)}>
      {email && (
        <li className="min-w-0">
          <a href={`mailto:${email}`} className={cn(link, "max-w-full break-all")}>
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {email}
          </a>
        </li>
      )}
      {phone && (
        <li>
          <a href={telHref(phone)} className={cn(link, "tabular-nums")}>
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {phone}
          </a>
        </li>
      )}
    </ul>
  );
}
