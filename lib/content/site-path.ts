/**
 * Paths on this site ("/about", "/blog?page=2#top"), told apart from strings a browser would read as
 * another site's address. Browsers treat "\" as "/" and drop tabs and line breaks inside URLs, so
 * "/\evil.example" and "/\t/evil.example" both mean "//evil.example": another origin. One function
 * decides it for the sign-in redirect and for the links editors and the agent write.
 */

// Any placeholder origin will do: a site path must resolve to it, whatever the real one is.
const HERE = "http://site.invalid";

const percentDecoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Why `value` is not a path on this site, or null when it is. The value is checked as written and
 * once percent-decoded, so "/%5Cevil.example" is refused too, in case anything decodes it on the way.
 */
export function sitePathProblem(value: string): string | null {
  if (!value.startsWith("/")) return "it does not start with /";
  for (const form of new Set([value, percentDecoded(value)])) {
    if (form.includes("\\")) return "browsers read a backslash (\\) as /, which makes it another site's address";
    if (/\p{Cc}/u.test(form)) return "it contains control characters";
    if (form.startsWith("//")) return "browsers read a path starting with // as another site's address";
  }
  if (!URL.canParse(value, HERE) || new URL(value, HERE).origin !== HERE) return "browsers read it as another site's address";
  return null;
}

export function isSitePath(value: string): boolean {
  return sitePathProblem(value) === null;
}
