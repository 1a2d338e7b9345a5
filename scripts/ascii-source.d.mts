export function escapeNonAscii(code: string): string;
