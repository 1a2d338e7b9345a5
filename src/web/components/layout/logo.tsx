import { cn } from "../../lib/cn";

interface LogoProps {
  className?: string;
  /** Light text for dark surfaces such as the footer. */
  inverted?: boolean;
}

/** The Vayu wordmark: a stylised V with the amber dot, then the name. */
export function Logo({ className, inverted = false }: LogoProps) {
  const ink = inverted ? "#FFFFFF" : "#0F4C5C";
  return (
    <svg
      viewBox="0 0 132 36"
      role="img"
      aria-label="Vayu"
      className={cn("h-8 w-auto", className)}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="36" height="36" rx="9" fill={inverted ? "#FFFFFF" : "#0F4C5C"} />
      <path
        d="M9 10 L18 27 L27 10"
        fill="none"
        stroke={inverted ? "#0F4C5C" : "#FFFFFF"}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="27" cy="10" r="3" fill="#F2A541" />
      <text
        x="46"
        y="27"
        fill={ink}
        fontFamily="'Inter Variable', ui-sans-serif, system-ui, sans-serif"
        fontSize="25"
        fontWeight="750"
        letterSpacing="-0.5"
      >
        Vayu
      </text>
    </svg>
  );
}
