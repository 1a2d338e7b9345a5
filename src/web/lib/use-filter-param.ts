import { useSearchParams } from "react-router";

/**
 * A back-office list filter kept in `?{name}=` so a reload keeps it: one of `allowed`, or "" for all.
 * Changing it goes back to the first page (usePageParam's `?page=`).
 */
export function useFilterParam<T extends string>(
  name: string,
  allowed: readonly T[],
): [value: T | "", setValue: (value: T | "") => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(name);
  const value = allowed.find((known) => known === raw) ?? "";
  const setValue = (next: T | "") =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(name, next);
        else params.delete(name);
        params.delete("page");
        return params;
      },
      { replace: true },
    );
  return [value, setValue];
}
