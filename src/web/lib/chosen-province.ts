/**
 * The province or territory the visitor last chose in the rates' province selector (home page, /rates),
 * kept in localStorage: the selector starts from it on the next visit, and the assistant answers rates, land
 * transfer tax and mortgage insurance questions for it when a question names no province.
 *
 * Kept apart from the chat's own modules: the home page's rates import it, and must not bring the chat's
 * code (and its schemas) into the page's first download.
 */
import { useSyncExternalStore } from "react";
import { DEFAULT_PROVINCE_CODE, PROVINCES, type ProvinceCode } from "../../domain/constants";

export const CHOSEN_PROVINCE_KEY = "chosenProvince";

/** The part of localStorage used here, so tests can hand in their own. */
export type ProvinceStorage = Pick<Storage, "getItem" | "setItem">;

function localStorageOrNull(): ProvinceStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function asProvinceCode(value: string | null): ProvinceCode | undefined {
  return PROVINCES.find((province) => province.code === value)?.code;
}

/** Keeps the visitor's choice; a refusing storage only means it is not remembered. */
export function rememberChosenProvince(code: string, storage = localStorageOrNull()) {
  const province = asProvinceCode(code);
  if (!province) return;
  try {
    storage?.setItem(CHOSEN_PROVINCE_KEY, province);
  } catch {
    // Not kept: the next visit starts from the default, and the assistant answers for none.
  }
}

/** The province the visitor chose, when one was and it is still a known code. */
export function chosenProvince(storage = localStorageOrNull()): ProvinceCode | undefined {
  try {
    return asProvinceCode(storage?.getItem(CHOSEN_PROVINCE_KEY) ?? null);
  } catch {
    return undefined;
  }
}

/** This page's choice, for where storage refuses to keep it. */
let choiceThisVisit: ProvinceCode | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab shows here too.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The stored choice (another tab's included), this page's where storage keeps nothing, else Ontario. */
function currentChoice(): string {
  return chosenProvince() ?? choiceThisVisit ?? DEFAULT_PROVINCE_CODE;
}

/**
 * The rates' province choice: Ontario on the server and while hydrating (so the first render matches the
 * HTML), then the visitor's remembered choice; every change is remembered and shown by every selector.
 */
export function useChosenProvince(): [string, (code: string) => void] {
  const code = useSyncExternalStore(subscribe, currentChoice, () => DEFAULT_PROVINCE_CODE);
  const choose = (next: string) => {
    choiceThisVisit = asProvinceCode(next) ?? choiceThisVisit;
    rememberChosenProvince(next);
    for (const listener of listeners) listener();
  };
  return [code, choose];
}
