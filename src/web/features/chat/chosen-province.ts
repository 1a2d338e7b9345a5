/**
 * The province or territory the visitor last chose in the rates' province selector (home page, /rates),
 * kept in localStorage beside the conversation so the assistant can answer rates, land transfer tax and
 * mortgage insurance questions for it when a question names no province. The selector itself keeps its
 * choice in React state only; the rates browser calls `rememberChosenProvince` when it changes.
 */
import { PROVINCES, type ProvinceCode } from "../../../domain/constants";
import { browserStorage, type ChatStorage } from "./chat-history";

export const CHOSEN_PROVINCE_KEY = "chosenProvince";

function asProvinceCode(value: string | null): ProvinceCode | undefined {
  return PROVINCES.find((province) => province.code === value)?.code;
}

/** Keeps the visitor's choice; a refusing storage only means the assistant will not know it. */
export function rememberChosenProvince(code: string, storage: ChatStorage | null = browserStorage()) {
  const province = asProvinceCode(code);
  if (!province) return;
  try {
    storage?.setItem(CHOSEN_PROVINCE_KEY, province);
  } catch {
    // Not kept: questions without a province get the answer for none.
  }
}

/** The province the visitor chose, when one was and it is still a known code. */
export function chosenProvince(storage: ChatStorage | null = browserStorage()): ProvinceCode | undefined {
  try {
    return asProvinceCode(storage?.getItem(CHOSEN_PROVINCE_KEY) ?? null);
  } catch {
    return undefined;
  }
}
