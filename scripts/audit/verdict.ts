/**
 * Reads `npm audit --json` output and decides whether the production dependencies pass:
 * no high or critical finding unless it is listed, with its reason, in the allowlist.
 */
export type Severity = "info" | "low" | "moderate" | "high" | "critical";

export interface AllowedFinding {
  /** The vulnerable package as npm audit names it. */
  package: string;
  /** Why it is accepted, and the decision record that says so. */
  reason: string;
}

export type AuditVerdict =
  | { kind: "pass"; checked: number; allowed: string[] }
  | { kind: "fail"; findings: string[] }
  | { kind: "unavailable"; reason: string };

interface AuditReport {
  vulnerabilities?: Record<string, { severity?: Severity; fixAvailable?: unknown }>;
  metadata?: { dependencies?: { prod?: number; total?: number } };
  statusCode?: number;
  message?: string;
  error?: { code?: string; summary?: string };
}

const BLOCKING: ReadonlySet<Severity> = new Set(["high", "critical"]);

export function auditVerdict(output: string, allowlist: readonly AllowedFinding[]): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(output) as AuditReport;
  } catch {
    return { kind: "unavailable", reason: "npm audit printed no JSON report" };
  }
  if (report.vulnerabilities === undefined) {
    const reason = report.message ?? report.error?.summary ?? report.error?.code ?? "no report";
    return { kind: "unavailable", reason };
  }
  const allowedNames = new Set(allowlist.map((entry) => entry.package));
  const findings: string[] = [];
  const allowed: string[] = [];
  for (const [name, finding] of Object.entries(report.vulnerabilities)) {
    if (!finding.severity || !BLOCKING.has(finding.severity)) continue;
    if (allowedNames.has(name)) allowed.push(name);
    else findings.push(`${name} (${finding.severity})`);
  }
  if (findings.length > 0) return { kind: "fail", findings };
  const checked = report.metadata?.dependencies?.prod ?? report.metadata?.dependencies?.total ?? 0;
  return { kind: "pass", checked, allowed };
}
