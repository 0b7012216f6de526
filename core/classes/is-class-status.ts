import { CLASS_STATUSES, type ClassStatus } from "#rules/allowed-values";

export function isClassStatus(value: string | undefined): value is ClassStatus {
  return (CLASS_STATUSES as readonly string[]).includes(value ?? "");
}
