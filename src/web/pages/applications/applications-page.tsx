import { Clock, FileText, ShieldCheck, type LucideIcon } from "lucide-react";
import { isStaff } from "../../../domain/roles";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { ApplicationForm } from "../../features/applications/components/application-form";
import { ApplicationsList } from "../../features/applications/components/applications-list";
import type { MessageId } from "../../../i18n/catalogs";
import { useT } from "../../i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { useSession } from "../../lib/session";

const STEPS: { icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  { icon: FileText, title: "forms.applications.basicsTitle", text: "forms.applications.basicsText" },
  { icon: Clock, title: "forms.applications.quickTitle", text: "forms.applications.quickText" },
  { icon: ShieldCheck, title: "forms.applications.privateTitle", text: "forms.applications.privateText" },
];

/** /applications: the application form for everyone, and the recent applications for signed-in staff. */
export function ApplicationsPage() {
  const t = useT();
  usePageMeta(pageMeta["/applications"]);
  const { user } = useSession();
  const staff = user !== null && isStaff(user.role);

  return (
    <>
      <PageHeader title={t("forms.applications.pageTitle")}>{t("forms.applications.pageIntro")}</PageHeader>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6">
        {staff && <ApplicationsList scope={user.role === "super_admin" ? "all" : "own"} />}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card className="p-4 sm:p-6">
            <ApplicationForm />
          </Card>
          <aside aria-labelledby="application-steps-title" className="flex flex-col gap-4">
            <h2 id="application-steps-title" className="text-lg font-semibold">
              {t("forms.applications.nextTitle")}
            </h2>
            <ol className="flex flex-col gap-4">
              {STEPS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="font-medium">{t(title)}</p>
                    <p className="text-sm text-muted-foreground">{t(text)}</p>
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
