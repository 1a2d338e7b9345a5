import { describe, expect, it } from "vitest";
import { auditVerdict } from "./verdict";

function report(vulnerabilities: Record<string, { severity: string }>) {
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { dependencies: { prod: 120, total: 540 } },
  });
}

describe("auditVerdict", () => {
  it("passes a report without high or critical findings", () => {
    const verdict = auditVerdict(report({ debug: { severity: "low" }, ms: { severity: "moderate" } }), []);
    expect(verdict).toEqual({ kind: "pass", checked: 120, allowed: [] });
  });

  it("fails on a high or critical finding, naming each", () => {
    const verdict = auditVerdict(report({ undici: { severity: "high" }, tar: { severity: "critical" } }), []);
    expect(verdict).toEqual({ kind: "fail", findings: ["undici (high)", "tar (critical)"] });
  });

  it("accepts a finding only when the allowlist names its package", () => {
    const output = report({ undici: { severity: "high" }, tar: { severity: "critical" } });
    const allowlist = [{ package: "undici", reason: "no fix released; see docs/decisions" }];
    expect(auditVerdict(output, allowlist)).toEqual({ kind: "fail", findings: ["tar (critical)"] });
    expect(auditVerdict(report({ undici: { severity: "high" } }), allowlist)).toEqual({
      kind: "pass",
      checked: 120,
      allowed: ["undici"],
    });
  });

  it("reports an unreachable advisory service as unavailable, never as a pass", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    });
    expect(auditVerdict(refused, [])).toEqual({
      kind: "unavailable",
      reason: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
    });
    expect(auditVerdict("", []).kind).toBe("unavailable");
  });
});
