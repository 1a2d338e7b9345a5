import { BadgeCheck, Building2, Clock, Mail, Phone } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { useSiteConfig } from "../../lib/site-config";

/**
 * The head office's address, hours and how to reach it. The brokerage's name and licence come from
 * the server's settings (docs/decisions/0022), so no number is shown that a deployment did not set.
 */
export const HEAD_OFFICE = {
  street: "250 Yonge Street, Suite 2201",
  city: "Toronto, ON M5B 2L7",
  phone: "(416) 555-0100",
  phoneHref: "tel:4165550100",
  email: "info@vayu.ca",
  hours: [
    { days: "Monday to Friday", time: "9:00 a.m. to 6:00 p.m. ET" },
    { days: "Saturday", time: "10:00 a.m. to 2:00 p.m. ET" },
    { days: "Sunday and statutory holidays", time: "Closed" },
  ],
} as const;

/** Corporate office details with the brokerage licence number when one is configured. */
export function OfficeDetails() {
  const brokerage = useSiteConfig().data?.brokerage;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Head Office</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 text-sm">
        <div className="flex gap-3">
          <Building2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <address className="not-italic">
            <span className="font-semibold">{brokerage?.name ?? "Vayu"}</span>
            <br />
            {HEAD_OFFICE.street}
            <br />
            {HEAD_OFFICE.city}
          </address>
        </div>
        <div className="flex gap-3">
          <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <a href={HEAD_OFFICE.phoneHref} className="font-medium text-primary tabular-nums hover:underline">
            {HEAD_OFFICE.phone}
          </a>
        </div>
        <div className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <a href={`mailto:${HEAD_OFFICE.email}`} className="font-medium text-primary hover:underline">
            {HEAD_OFFICE.email}
          </a>
        </div>
        <div className="flex gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h3 className="font-semibold">Office hours</h3>
            <dl className="mt-1 flex flex-col gap-1.5">
              {HEAD_OFFICE.hours.map((row) => (
                <div key={row.days}>
                  <dt className="text-muted-foreground">{row.days}</dt>
                  <dd>{row.time}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        {brokerage?.licence && (
          <div className="flex gap-3 rounded-lg bg-muted p-3">
            <BadgeCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p>
              <span className="font-semibold">Brokerage licence: {brokerage.licence}</span>
              <br />
              <span className="text-muted-foreground">
                {brokerage.name} is a licensed mortgage brokerage. Each broker also holds a licence in the
                province where they practise.
              </span>
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
