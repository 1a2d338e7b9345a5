/**
 * A Tailwind class read as Tailwind reads it: its variants (`md:`, `hover:`, `[&_p]:`), whether it is
 * important (`!p-4` or `p-4!`), and its utility (`p-4`). Colons inside brackets or parentheses
 * (`[&[data-state=open]>svg]:rotate-180`, `bg-(--brand)`) belong to the part they are in.
 */
export interface ClassParts {
  variants: string[];
  important: boolean;
  utility: string;
}

export function classParts(name: string): ClassParts {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      variants.push(name.slice(start, index));
      start = index + 1;
    }
  }
  let utility = name.slice(start);
  let important = false;
  if (utility.startsWith("!")) {
    important = true;
    utility = utility.slice(1);
  } else if (utility.endsWith("!")) {
    important = true;
    utility = utility.slice(0, -1);
  }
  return { variants, important, utility };
}

/**
 * Variants whose order changes what a class means (`before:hover:` is not `hover:before:`); the
 * others may come in any order and still name the same state. An arbitrary variant (`[&_p]`) is
 * always one of these.
 */
const ORDERED_VARIANTS = new Set([
  "*",
  "**",
  "after",
  "backdrop",
  "before",
  "details-content",
  "file",
  "first-letter",
  "first-line",
  "marker",
  "placeholder",
  "selection",
]);

/** The state a class applies in, the same string however its free variants are ordered. */
export function variantScope({ variants, important }: ClassParts): string {
  const scope: string[] = [];
  let free: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || ORDERED_VARIANTS.has(variant)) {
      scope.push(...free.sort(), variant);
      free = [];
    } else {
      free.push(variant);
    }
  }
  scope.push(...free.sort());
  return `${scope.join(":")}${important ? "!" : ""}`;
}
