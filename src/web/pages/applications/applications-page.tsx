import { Clock, FileText, ShieldCheck, type LucideIcon } from "lucide-react";
import { isStaff } from "../../../domain/roles";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { ApplicationForm } from "../../features/applications/components/application-form";
import { ApplicationsList } from "../../features/applications/components/applications-list";
import { applicationsMessages } from "../../features/applications/messages";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { useSession } from "../../lib/session";

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: FileText,
    title: "Tell us the basics",
    text: "Your contact details, the amount you have in mind and the property, if you have one.",
  },
  {
    icon: Clock,
    title: "Hear back quickly",
    text: "A licensed mortgage professional calls or emails you, usually within one business day.",
  },
  {
    icon: ShieldCheck,
    title: "Your data stays private",
    text: "Only Vayu staff and the agent you choose can see your application. No credit check at this step.",
  },
];

/** /applications: the application form for everyone, and the recent applications for signed-in staff. */
export function ApplicationsPage() {
  usePageMeta(pageMeta["/applications"]);
  const { user } = useSession();
  const staff = user !== null && isStaff(user.role);

  return (
    <>
      <PageHeader title={applicationsMessages.pageTitle}>
        Start your mortgage application in a few minutes. Tell us what you need and a licensed broker will
        compare lenders and options for you, at no cost on most residential mortgages.
      </PageHeader>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6">
        {staff && <ApplicationsList scope={user.role === "super_admin" ? "all" : "own"} />}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card className="p-4 sm:p-6">
            <ApplicationForm />
          </Card>
          <aside aria-labelledby="application-steps-title" className="flex flex-col gap-4">
            <h2 id="application-steps-title" className="text-lg font-semibold">
              What happens next
            </h2>
            <ol className="flex flex-col gap-4">
              {STEPS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="font-medium">{title}</p>
                    <p className="text-sm text-muted-foreground">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </aside>
        </div>
      </div>
    </>
  );
}
