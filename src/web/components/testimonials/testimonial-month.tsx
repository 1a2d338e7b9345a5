import { formatMonthYear } from "../../../domain/text";

interface TestimonialMonthProps {
  createdAt: string | null | undefined;
}

/** When a public testimonial was written, as 'March 2026'; nothing when the date is missing. */
export function TestimonialMonth({ createdAt }: TestimonialMonthProps) {
  const month = formatMonthYear(createdAt);
  if (!month || !createdAt) return null;
  return (
    <time dateTime={createdAt} className="text-muted-foreground">
      {month}
    </time>
  );
}
